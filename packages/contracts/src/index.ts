export * from './app-config';
export * from './errors';
export * from './events';
export * from './health';
export * from './http';
export * from './routes';

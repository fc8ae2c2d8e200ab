export * from './events';
export * from './users';

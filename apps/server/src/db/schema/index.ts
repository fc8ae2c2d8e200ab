export * from './events';
export * from './users';
export * from './workspaces';
export * from './groups';
export * from './docs';
export * from './logs';

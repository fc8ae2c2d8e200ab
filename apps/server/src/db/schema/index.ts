export * from './events';
export * from './users';
export * from './workspaces';
export * from './groups';
export * from './docs';
export * from './logs';
export * from './billing';
export * from './sandbox';

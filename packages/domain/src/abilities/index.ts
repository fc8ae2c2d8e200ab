export * from './abilities';
export * from './group';
export * from './project';
export * from './doc';
export * from './log';
export * from './comment';

export * from './doc-schema';
export * from './fields';

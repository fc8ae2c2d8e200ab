export * from './constants';
export * from './roles';
export * from './format';
export * from './validation';
export * from './plans';
export * from './workspace-policies';
export * from './access';
export * from './policies';

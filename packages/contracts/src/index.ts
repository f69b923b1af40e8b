export * from './envelope';
export * from './sports';
export * from './user';
export * from './realtime';
export * from './endpoints';
export * from './plans';
export * from './account';
export * from './payments';

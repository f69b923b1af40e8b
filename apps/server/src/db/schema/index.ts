export * from './users';
export * from './sports';
export * from './sports-data';
export * from './account';
export * from './payments';
export * from './mail';
export * from './optimizer';

export * from './users';
export * from './sports';

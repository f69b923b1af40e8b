export * from './users';
export * from './sports';
export * from './sports-data';

export * from './database';
export * from './ensure-database';
export * from './migrator';
export * from './passwords';
export type * from './schema';
export * from './schema/values';
export * from './storage/create-storage';
export * from './storage/local-storage';

export * from './database';
export * from './ensure-database';
export * from './migrator';
export type * from './schema';
export * from './schema/values';

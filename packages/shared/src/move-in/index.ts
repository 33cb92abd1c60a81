export * from './move-in-contract';
export * from './move-in-cost';
export * from './move-in-rules';
export * from './move-in-view';

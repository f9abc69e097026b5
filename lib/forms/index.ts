export * from './definitions';
export * from './validate';

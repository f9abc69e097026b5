export * from './state';
export { orderEntries, filterByCategory, countLabel, type OrderOptions } from './order';

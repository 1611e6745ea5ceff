export * from './client-errors.ts';
export * from './errors.ts';

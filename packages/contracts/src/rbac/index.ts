export * from './calls';
export * from './catalog';
export * from './permission-changes';

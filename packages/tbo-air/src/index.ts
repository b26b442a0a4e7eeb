export * from './paths';
export * from './requests';
export * from './responses';
export * from './values';

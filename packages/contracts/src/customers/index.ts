export * from './customer-actions';
export * from './customer-list';
export * from './pan-verification';
export * from './update-details';

export * from './customer-actions';
export * from './customer-list';
export * from './update-details';

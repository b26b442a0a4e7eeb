export * from './boarding-pass';
export * from './booking-list';
export * from './change-request';
export * from './e-ticket-slug';
export * from './fare-summary';
export * from './orders';

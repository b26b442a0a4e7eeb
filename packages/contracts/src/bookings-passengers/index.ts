export * from './passengers';
export * from './validate-booking';

export { addDaysIso, isIsoDate } from './dates';
export * from './passengers';
export * from './validate-booking';

export * from './calendar-fare';
export * from './enums';
export * from './fare-quote';
export * from './fare-rules';
export * from './flight-result';
export * from './messages';
export * from './reference-data';
export * from './search';

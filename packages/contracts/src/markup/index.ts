export * from './groups';
export * from './messages';
export * from './paths';
export * from './rule-calls';
export * from './rules';

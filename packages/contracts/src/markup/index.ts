export * from './groups';
export * from './messages';
export * from './paths';
export * from './rules';

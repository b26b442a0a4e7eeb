export * from './airlines';
export * from './airports';
export * from './geo';

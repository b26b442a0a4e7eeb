export * from './airlines';
export * from './airports';
export * from './city-names';
export * from './geo';

export * from './staff-dashboard';

export * from './flight-transactions';
export * from './profit-loss';
export * from './referral-report';
export * from './staff-dashboard';
export * from './supplier-report';

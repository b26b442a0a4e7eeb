export * from './profit-loss';
export * from './referral-report';
export * from './staff-dashboard';

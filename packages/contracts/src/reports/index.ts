export * from './referral-report';
export * from './staff-dashboard';

import type { UserType } from '@app/contracts';

/** Each user's own dashboard: staff have the staff area, everyone else the user dashboard. */
export const homePathFor = (userType: UserType) => (userType === 'staff' ? '/staff' : '/user/dashboard');

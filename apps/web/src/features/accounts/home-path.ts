import type { UserType } from '@app/contracts';

/** Each user's own dashboard: staff have the staff area, everyone else the user dashboard. */
export const homePathFor = (userType: UserType) => (userType === 'staff' ? '/staff' : '/user/dashboard');

/**
 * Where signing in lands when nothing asked to come back somewhere: staff on their dashboard, where
 * their work is; customers on `/`, the site's core page, where they book (spec §2).
 */
export const landingPathFor = (userType: UserType) => (userType === 'staff' ? homePathFor(userType) : '/');

import { and, eq } from 'drizzle-orm';
import { findUserByEmail } from '../modules/accounts/accounts.queries';
import { users } from '../modules/accounts/accounts.schema';
import { findUserByReferralCode } from '../modules/accounts/referrals.queries';
import type { Db } from '../platform/db/client';
import { createUser } from './factories';

const AGENT_EMAIL = 'agent@flightdeals.test';
const AGENT_CODE = 'ARJUN10';

/** Customers who signed up with the agent's code. No password: they are data to look at, not logins. */
const REFERRED = [
  { email: 'meera.nair@example.test', firstName: 'Meera', lastName: 'Nair', daysAgo: 12 },
  { email: 'rohan.verma@example.test', firstName: 'Rohan', lastName: 'Verma', daysAgo: 3 },
];

/**
 * The Flight Deals agent's referral code and two retail customers who signed up with it, so the
 * referral page and Dashboard → Referrals have something to show. Adds only what is missing; no
 * bookings, which would count as real sales in the demo site's dashboard and queues.
 */
export async function seedDemoReferrals(db: Db, siteId: string) {
  const agent = await findUserByEmail(db, siteId, AGENT_EMAIL);
  if (!agent) return;
  // A code the agent chose later, or one somebody else took, is theirs to keep.
  if (!agent.referralCode && !(await findUserByReferralCode(db, siteId, AGENT_CODE))) {
    await db
      .update(users)
      .set({ referralCode: AGENT_CODE })
      .where(and(eq(users.id, agent.id), eq(users.siteId, siteId)));
  }
  for (const { daysAgo, ...customer } of REFERRED) {
    if (await findUserByEmail(db, siteId, customer.email)) continue;
    await createUser(db, siteId, {
      ...customer,
      userType: 'retail',
      password: null,
      referredById: agent.id,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
  }
}

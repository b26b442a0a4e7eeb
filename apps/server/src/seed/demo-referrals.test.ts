import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/accounts.schema';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { DEFAULT_TEST_PASSWORD } from './factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const referredRows = (siteId: string) =>
  t.db
    .select({ email: users.email, referredById: users.referredById, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.siteId, siteId), isNotNull(users.referredById)));

describe('demo referrals', () => {
  it('give the Flight Deals agent ARJUN10 and two referred retail customers, once however often it runs', async () => {
    const { flightDeals } = await seedDemo(t.db);
    await seedDemo(t.db);
    const [agent] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, flightDeals.id), eq(users.email, 'agent@flightdeals.test')));
    expect(agent!.referralCode).toBe('ARJUN10');
    const referred = await referredRows(flightDeals.id);
    expect(referred).toHaveLength(2);
    // Data to look at, not logins: the README's table of demo accounts stays whole.
    expect(referred.every((r) => r.referredById === agent!.id && r.passwordHash === null)).toBe(true);

    const login = await call(
      t.app,
      'wl/user/login',
      { email: 'agent@flightdeals.test', password: DEFAULT_TEST_PASSWORD, status: 'password' },
      { siteId: flightDeals.id },
    );
    const mine = await call(
      t.app,
      'wl/user/getMyReferrals',
      {},
      { siteId: flightDeals.id, token: login.body.data.token },
    );
    expect(mine.body.data).toMatchObject({ totalRecords: 2, booked: 0 });
    expect(mine.body.data.records.map((r: { name: string }) => r.name)).toEqual(['Rohan V.', 'Meera N.']);
  });

  it('leave a code the agent chose themselves alone', async () => {
    const { flightDeals } = await seedDemo(t.db);
    await t.db
      .update(users)
      .set({ referralCode: 'MYOWN1' })
      .where(and(eq(users.siteId, flightDeals.id), eq(users.email, 'agent@flightdeals.test')));
    await seedDemo(t.db);
    const [agent] = await t.db
      .select({ referralCode: users.referralCode })
      .from(users)
      .where(and(eq(users.siteId, flightDeals.id), eq(users.email, 'agent@flightdeals.test')));
    expect(agent!.referralCode).toBe('MYOWN1');
    expect(await referredRows(flightDeals.id)).toHaveLength(2);
  });
});

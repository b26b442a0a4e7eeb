import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The session cache on, as in production: a decision must not leave the customer a stale view.
  t = await createTestApp({ requestCacheSeconds: 60 });
});
afterAll(() => t.close());

describe("a customer's own PAN check, on their profile", () => {
  it('shows not yet verified, then rejected with the reason, then verified; a new PAN starts again', async () => {
    const site = await createSite(t.db);
    const customer = await signIn(t, site.id, { userType: 'travelAgent', panNumber: 'ABCPE1234F' });
    const staff = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const mine = async () =>
      (await call(t.app, 'wl/user/getUserBySessionId', {}, { siteId: site.id, token: customer.token })).body
        .data.panCheck;
    const decide = (decision: 'verified' | 'rejected', reason?: string) =>
      call(
        t.app,
        'customers/pan/verify',
        { customerId: customer.user.id, decision, reason },
        { siteId: site.id, token: staff.token },
      );

    expect(await mine()).toEqual({ status: 'unverified', reason: null });
    expect((await decide('rejected', 'The name on the card differs')).status).toBe(200);
    expect(await mine()).toEqual({ status: 'rejected', reason: 'The name on the card differs' });
    expect((await decide('verified')).status).toBe(200);
    expect(await mine()).toEqual({ status: 'verified', reason: null });

    // Another PAN in the billing details, with none on the account: it is checked afresh.
    const other = await signIn(t, site.id, { userType: 'retail' });
    const saved = await call(
      t.app,
      'wl/user/updateBillingDetails',
      { billingName: 'Riya Sharma', panNumber: 'ABCPR1234F' },
      { siteId: site.id, token: other.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = await call(t.app, 'wl/user/getUserBySessionId', {}, { siteId: site.id, token: other.token });
    expect(view.body.data.panCheck).toEqual({ status: 'unverified', reason: null });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAccountMails } from '../modules/accounts/account-mails.test-helpers';
import {
  accountLinks,
  legalEntities,
  phoneNumbers,
  sessions,
  users,
} from '../modules/accounts/accounts.schema';
import { outboxEmails } from '../modules/notifications/outbox.schema';
import { createSite, createUser } from '../seed/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/**
 * The one proof that sites are sealed from each other: a user of site A, holding a valid session,
 * goes through every API route that exists while naming site B (and B's users do the same to A).
 * Nothing of A may be read or changed, and nothing of B may be reached with A's session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function snapshot(siteId: string) {
  const [u, p, l, s, links, mails] = await Promise.all([
    t.db.select().from(users).where(eq(users.siteId, siteId)),
    t.db.select().from(phoneNumbers).where(eq(phoneNumbers.siteId, siteId)),
    t.db.select().from(legalEntities).where(eq(legalEntities.siteId, siteId)),
    t.db.select().from(sessions).where(eq(sessions.siteId, siteId)),
    t.db.select().from(accountLinks).where(eq(accountLinks.siteId, siteId)),
    t.db.select().from(outboxEmails).where(eq(outboxEmails.siteId, siteId)),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return { u: byId(u), p: byId(p), l: byId(l), s: byId(s), links: byId(links), mails: byId(mails) };
}

/** A body that would be valid for most account calls, carrying the other site's identifiers. */
function hostileBody(victim: { id: string; email: string | null; legalEntityId: string | null }) {
  return {
    id: victim.id,
    userId: victim.id,
    customerId: victim.id,
    users_id: victim.id,
    email: victim.email,
    password: 'Hacked@1234',
    newPassword: 'Hacked@1234',
    status: 'password',
    firstName: 'Hacked',
    referralCode: 'HACKED1',
    legalEntityId: victim.legalEntityId,
    sessionId: 'x',
    token: 'x',
    credential: 'x',
    phoneNumbers: [{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }],
    userData: { customer: { firstName: 'Hacked', email: victim.email }, userType: 'retail' },
  };
}

describe('tenancy', () => {
  it('a user of one site can neither read nor change anything of another, through any route', async () => {
    const siteA = await createSite(t.db);
    const siteB = await createSite(t.db);
    const staffA = await createUser(t.db, siteA.id, { userType: 'staff', isSuperAdmin: true });
    const agentA = await createUser(t.db, siteA.id, { userType: 'travelAgent', companyName: 'A Travels' });
    const staffB = await createUser(t.db, siteB.id, { userType: 'staff', isSuperAdmin: true });

    const login = async (siteId: string, email: string) => {
      const res = await call(
        t.app,
        'wl/user/login',
        { email, password: 'Demo@1234', status: 'password' },
        { siteId },
      );
      expect(res.status).toBe(200);
      return res.body.data.token as string;
    };
    const tokenA = await login(siteA.id, staffA.email!);
    const tokenB = await login(siteB.id, staffB.email!);
    // An e-mail of A's mail outbox, so that "reading" A's outbox would show something.
    await call(t.app, 'wl/user/forgetPassword', { email: agentA.email }, { siteId: siteA.id });
    await deliverAccountMails(t.app);

    const before = await snapshot(siteA.id);
    const routes = t.app.apiRoutes.filter((r) => r.access !== 'public');
    expect(routes.length).toBeGreaterThan(10);

    for (const route of routes) {
      const path = route.url.replace(/^\/api\//, '');
      const body = hostileBody(agentA);
      const method = route.method as 'GET' | 'POST';
      // A's session sent to B: refused outright on every route that needs a session.
      const crossed = await call(t.app, path, method === 'GET' ? { page: '1' } : body, {
        method,
        siteId: siteB.id,
        token: tokenA,
      });
      if (route.access === 'user' || route.access === 'staff') {
        expect(crossed.status, `${route.method} ${route.url}`).toBe(401);
      }
      expect(JSON.stringify(crossed.body), `${route.method} ${route.url}`).not.toContain(agentA.id);
      expect(JSON.stringify(crossed.body)).not.toContain(staffA.id);

      // B's staff, on B, naming A's records: whatever B may do, it lands on B, never on A.
      // (B may sign up its own user with the same e-mail: addresses are per site.)
      const fromB = await call(t.app, path, method === 'GET' ? { page: '1' } : body, {
        method,
        siteId: siteB.id,
        token: tokenB,
      });
      expect(fromB.status, `${route.method} ${route.url}`).toBeLessThan(500);
      expect(JSON.stringify(fromB.body), `${route.method} ${route.url}`).not.toContain(agentA.id);
    }

    expect(await snapshot(siteA.id)).toEqual(before);
  });

  it('refuses a call with no site, an unknown site or a malformed site id', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    for (const siteId of [undefined, '00000000-0000-0000-0000-000000000000', 'not-a-uuid', "' or 1=1 --"]) {
      const res = await call(
        t.app,
        'wl/user/login',
        { email: user.email, password: 'Demo@1234', status: 'password' },
        { siteId },
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, errorMessage: 'Unknown site' });
    }
  });
});

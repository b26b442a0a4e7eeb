import { DEFAULT_PERMISSIONS, PAN_MSG, TAX_ID_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermissionGroup, createSite, createUser, type UserInput } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { auditLog } from '../audit/audit.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = 'customers/pan/list';
const VERIFY = 'customers/pan/verify';
const billing = (panNumber: string) => ({ billingName: null, gstNumber: null, gstState: null, panNumber });

/** A fresh site with a staff member whose group grants customers.verifyPan (unless told otherwise). */
async function panSite(permissions = [...DEFAULT_PERMISSIONS, 'customers.verifyPan' as const]) {
  const site = await createSite(t.db);
  const group = await createPermissionGroup(t.db, site.id, { permissions });
  const { user: staff, token } = await signIn(t, site.id, {
    userType: 'staff',
    email: `checker-${site.id}@example.test`,
    rbacUserGroupId: group.id,
  });
  const as = (path: string, body: object = {}) => call(t.app, path, body, { siteId: site.id, token });
  const customer = (input: UserInput = {}) => createUser(t.db, site.id, input);
  return { site, staff, as, customer };
}

const userOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PAN verification', () => {
  it('lists customers with a PAN, the unverified newest first, their source and format, filtered by status and words', async () => {
    const { as, customer } = await panSite();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const old = await customer({
      firstName: 'Asha',
      email: 'asha@example.test',
      panNumber: 'ABCPE1234F',
      createdAt: at(1),
    });
    const billed = await customer({
      firstName: 'Bela',
      userType: 'travelAgent',
      billing: billing('ABCDE1234F'),
      createdAt: at(2),
    });
    const checked = await customer({
      firstName: 'Chetan',
      panNumber: 'AAACC1234K',
      panStatus: 'verified',
      createdAt: at(3),
    });
    await customer({ firstName: 'NoPan', createdAt: at(4) });
    // Staff and other sites' customers are not listed.
    await customer({ userType: 'staff', panNumber: 'ABCPS1234F' });
    await createUser(t.db, (await createSite(t.db)).id, { panNumber: 'ABCPO1234F' });

    const all = await as(LIST, { page: 1 });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({
      totalRecords: 3,
      totalPages: 1,
      currentPage: 1,
      totals: { unverified: 2, verified: 1, rejected: 0 },
    });
    expect(all.body.data.records.map((r: { customerId: string }) => r.customerId)).toEqual([
      billed.id,
      old.id,
      checked.id,
    ]);
    expect(all.body.data.records[0]).toMatchObject({
      name: 'Bela User',
      userType: 'travelAgent',
      pan: 'ABCDE1234F',
      panSource: 'billing',
      formatProblem: TAX_ID_MSG.panHolder,
      status: 'unverified',
      reason: null,
      checkedBy: null,
      checkedAt: null,
    });
    expect(all.body.data.records[1]).toMatchObject({
      pan: 'ABCPE1234F',
      panSource: 'account',
      formatProblem: null,
    });

    const verified = await as(LIST, { page: 1, status: 'verified' });
    expect(verified.body.data.records.map((r: { name: string }) => r.name)).toEqual(['Chetan User']);
    expect(verified.body.data.totals).toEqual({ unverified: 2, verified: 1, rejected: 0 });
    for (const q of ['asha@', 'bela us', 'abcde']) {
      const found = await as(LIST, { page: 1, q });
      expect(found.body.data.totalRecords, q).toBe(1);
    }
    expect((await as(LIST, { page: 1, status: 'maybe' })).body.errors).toEqual({ status: PAN_MSG.status });
  });

  it('verifies a PAN and rejects one with a reason, saying who and when, with audit entries', async () => {
    const { site, staff, as, customer } = await panSite();
    const asha = await customer({ email: 'asha@example.test', panNumber: 'ABCPE1234F' });
    const res = await as(VERIFY, { customerId: asha.id, decision: 'verified' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PAN_MSG.verified);
    expect(res.body.data).toMatchObject({ status: 'verified', reason: null, checkedBy: staff.email });
    expect(res.body.data.checkedAt).toEqual(expect.any(String));
    expect(await userOf(asha.id)).toMatchObject({ panStatus: 'verified', panCheckedById: staff.id });

    const rejected = await as(VERIFY, {
      customerId: asha.id,
      decision: 'rejected',
      reason: ' Name does not match ',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Name does not match' });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, 'customers.pan')))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.summary)).toEqual([
      'PAN ABCPE1234F of asha@example.test verified',
      'PAN ABCPE1234F of asha@example.test rejected: Name does not match',
    ]);
    expect(entries[1]).toMatchObject({
      actorId: staff.id,
      targetKind: 'customer',
      targetId: asha.id,
      before: { panStatus: 'verified', panReason: null },
      after: { panStatus: 'rejected', panReason: 'Name does not match' },
    });
  });

  it('refuses a rejection without a reason, verifying a malformed PAN, and a customer with no PAN', async () => {
    const { as, customer } = await panSite();
    const bad = await customer({ billing: billing('ABCDE1234F') });
    for (const reason of [undefined, '', 'no']) {
      const res = await as(VERIFY, { customerId: bad.id, decision: 'rejected', reason });
      expect(res.status, String(reason)).toBe(400);
      expect(res.body.errors).toEqual({ reason: PAN_MSG.reason });
    }
    const verify = await as(VERIFY, { customerId: bad.id, decision: 'verified' });
    expect(verify.status).toBe(400);
    expect(verify.body.errors).toEqual({ decision: TAX_ID_MSG.panHolder });
    expect((await userOf(bad.id)).panStatus).toBe('unverified');
    // A malformed PAN may still be rejected.
    expect((await as(VERIFY, { customerId: bad.id, decision: 'rejected', reason: 'Not a PAN' })).status).toBe(
      200,
    );

    const none = await customer();
    const noPan = await as(VERIFY, { customerId: none.id, decision: 'rejected', reason: 'Missing' });
    expect(noPan.status).toBe(400);
    expect(noPan.body.errors).toEqual({ decision: PAN_MSG.noPan });
  });

  it('is refused to staff with the default permissions and to customers (403); another site’s customer is 404', async () => {
    const { site, as: allowed } = await panSite();
    const { as: plain, customer } = await panSite([...DEFAULT_PERMISSIONS]);
    const theirs = await customer({ panNumber: 'ABCPE1234F' });
    const retail = await signIn(t, site.id, { panNumber: 'ABCPE1234F' });
    for (const path of [LIST, VERIFY]) {
      const body = { page: 1, customerId: theirs.id, decision: 'verified' };
      expect((await plain(path, body)).status, path).toBe(403);
      expect((await call(t.app, path, body, { siteId: site.id, token: retail.token })).status, path).toBe(
        403,
      );
      expect((await call(t.app, path, body, { siteId: site.id })).status, path).toBe(401);
    }
    const res = await allowed(VERIFY, { customerId: theirs.id, decision: 'verified' });
    expect(res.status).toBe(404);
    expect((await userOf(theirs.id)).panStatus).toBe('unverified');
  });

  it('sends a PAN back to unverified when the customer or staff change it, and only then', async () => {
    const { site, as, customer } = await panSite();
    const { user: owner, token } = await signIn(t, site.id, { billing: billing('ABCPE1234F') });
    await as(VERIFY, { customerId: owner.id, decision: 'verified' });
    const billingCall = (panNumber: string) =>
      call(
        t.app,
        'wl/user/updateBillingDetails',
        { billingName: 'Owner', panNumber },
        { siteId: site.id, token },
      );
    expect((await billingCall('abcpe1234f')).status).toBe(200);
    expect((await userOf(owner.id)).panStatus).toBe('verified');
    expect((await billingCall('ABCPE9999F')).status).toBe(200);
    expect(await userOf(owner.id)).toMatchObject({
      panStatus: 'unverified',
      panCheckedById: null,
      panCheckedAt: null,
    });

    const other = await customer({ email: 'kabir@example.test', panNumber: 'ABCPK1234F' });
    await as(VERIFY, { customerId: other.id, decision: 'rejected', reason: 'Blurred card' });
    const { token: adminToken } = await signIn(t, site.id, {
      userType: 'staff',
      isSuperAdmin: true,
    });
    const details = (panNumber: string) =>
      call(
        t.app,
        'wl/user/updateDetails',
        { customerId: other.id, firstName: 'Kabir', email: 'kabir@example.test', panNumber },
        { siteId: site.id, token: adminToken },
      );
    expect((await details('ABCPK1234F')).status).toBe(200);
    expect((await userOf(other.id)).panStatus).toBe('rejected');
    expect((await details('ABCPK5678F')).status).toBe(200);
    expect(await userOf(other.id)).toMatchObject({ panStatus: 'unverified', panReason: null });
  });
});

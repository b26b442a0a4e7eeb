import { DEFAULT_PERMISSIONS } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarkupGroup, createPermissionGroup, createSite, createUser } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from './audit.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IP = '203.0.113.7';

/** A fresh site with a super admin signed in; `as` calls as them from IP, `entries` reads the site's log. */
async function staffSite() {
  const site = await createSite(t.db, { canShowPermissionMenu: true });
  const { user: staff, token } = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  const as = (path: string, body: object = {}, method: 'GET' | 'POST' = 'POST') =>
    call(t.app, path, body, { siteId: site.id, token, method, remoteAddress: IP });
  const entries = () =>
    t.db.select().from(auditLog).where(eq(auditLog.siteId, site.id)).orderBy(asc(auditLog.createdAt));
  return { site, staff, as, entries };
}

/** Calls as the signed-in staff member, expecting success, and answers the entries it wrote. */
async function logged(site: Awaited<ReturnType<typeof staffSite>>, path: string, body: object = {}) {
  const count = (await site.entries()).length;
  const res = await site.as(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, written: (await site.entries()).slice(count) };
}

describe('customer actions are audited', () => {
  it('records a block with who, where, what, and before and after; blocking again writes nothing', async () => {
    const site = await staffSite();
    const customer = await createUser(t.db, site.site.id, { email: 'asha@example.com' });
    const { written } = await logged(site, 'wl/user/toggleBlock', {
      customerId: customer.id,
      isBlocked: true,
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actorId: site.staff.id,
      actorLabel: site.staff.email,
      ip: IP,
      action: 'customers.block',
      targetKind: 'customer',
      targetId: customer.id,
      summary: 'Blocked asha@example.com',
      before: { isBlocked: false },
      after: { isBlocked: true },
    });
    expect(
      (await logged(site, 'wl/user/toggleBlock', { customerId: customer.id, isBlocked: true })).written,
    ).toEqual([]);
    const unblocked = await logged(site, 'wl/user/toggleBlock', {
      customerId: customer.id,
      isBlocked: false,
    });
    expect(unblocked.written[0]).toMatchObject({
      action: 'customers.unblock',
      summary: 'Unblocked asha@example.com',
    });
  });

  it('records flight hold, exemption and markup group with the group names', async () => {
    const site = await staffSite();
    const customer = await createUser(t.db, site.site.id, { email: 'ravi@example.com' });
    const group = await createMarkupGroup(t.db, site.site.id, { groupName: 'Agents' });
    const hold = await logged(site, 'wl/user/setFlightHoldSettingForUser', {
      userId: customer.id,
      isFlightHold: true,
    });
    expect(hold.written[0]).toMatchObject({
      action: 'customers.hold',
      summary: 'Flight holds allowed for ravi@example.com',
      before: { isFlightHoldAllowed: false },
      after: { isFlightHoldAllowed: true },
    });
    const exempt = await logged(site, 'wl/user/toggleFlightSearchExemption', {
      customerId: customer.id,
      exempt: true,
    });
    expect(exempt.written[0]).toMatchObject({
      action: 'customers.exempt',
      before: { lookToBookExempt: false },
      after: { lookToBookExempt: true },
    });
    const moved = await logged(site, 'wl/user/setMarkupGroupForUser', {
      userId: customer.id,
      groupId: group.id,
    });
    expect(moved.written[0]).toMatchObject({
      action: 'customers.markupGroup',
      targetId: customer.id,
      summary: 'ravi@example.com moved from the default group to Agents',
      before: { markupGroupId: null, markupGroup: null },
      after: { markupGroupId: group.id, markupGroup: 'Agents' },
    });
  });

  it('records only the details that changed, and nothing for a save that changes nothing', async () => {
    const site = await staffSite();
    const customer = await createUser(t.db, site.site.id, { email: 'meera@example.com', firstName: 'Meera' });
    const details = {
      customerId: customer.id,
      firstName: 'Meera',
      lastName: 'User',
      email: 'meera@example.com',
      primaryPhone: { phone: '9876543210', phoneCode: '+91' },
      secondaryPhone: { phone: '9123456780', phoneCode: '+91' },
    };
    const { written } = await logged(site, 'wl/user/updateDetails', { ...details, lastName: 'Kapoor' });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'customers.details',
      targetId: customer.id,
      summary: 'Details of meera@example.com changed: lastName, secondaryPhone',
      before: { lastName: 'User', secondaryPhone: null },
      after: { lastName: 'Kapoor', secondaryPhone: '+91 9123456780' },
    });
    expect(Object.keys(written[0]?.after ?? {})).toEqual(['lastName', 'secondaryPhone']);
    const again = await logged(site, 'wl/user/updateDetails', { ...details, lastName: 'Kapoor' });
    expect(again.written).toEqual([]);
  });

  it('records a customer created by staff', async () => {
    const site = await staffSite();
    const customer = {
      firstName: 'Rahul',
      lastName: 'Verma',
      email: 'rahul@example.com',
      phone: '9876543210',
      phoneCode: '+91',
      companyName: 'Verma Travels',
    };
    const { res, written } = await logged(site, 'user/createDetailPendingCustomerForDmc', {
      userData: { customer, userType: 'travelAgent' },
    });
    expect(written[0]).toMatchObject({
      action: 'customers.create',
      targetId: res.body.data.users_id,
      summary: 'Created travel agent rahul@example.com',
      before: null,
      after: { email: 'rahul@example.com', companyName: 'Verma Travels', primaryPhone: '+91 9876543210' },
    });
  });

  it('writes nothing for a refused action: a customer calling (403), an unknown group (404)', async () => {
    const site = await staffSite();
    const customer = await createUser(t.db, site.site.id);
    const retail = await signIn(t, site.site.id);
    const refused = await call(
      t.app,
      'wl/user/toggleBlock',
      { customerId: customer.id, isBlocked: true },
      { siteId: site.site.id, token: retail.token },
    );
    expect(refused.status).toBe(403);
    const unknown = await site.as('wl/user/setMarkupGroupForUser', { userId: customer.id, groupId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await site.entries()).toEqual([]);
  });
});

describe('markup actions are audited', () => {
  const rule = { valueType: 'percentage', value: 500, per: 'booking', airlineCode: '6E' };

  it('records a rule added, changed and deleted, and a group saved and made the default', async () => {
    const site = await staffSite();
    const group = await logged(site, 'markupDiscount/LEGroupsForWl', { groupName: 'Agents' });
    const groupId = group.res.body.data.id;
    expect(group.written[0]).toMatchObject({
      action: 'markup.group.save',
      targetKind: 'markupGroup',
      targetId: groupId,
      summary: 'Markup group Agents created as the default',
      after: { groupName: 'Agents', isDefault: true },
    });
    const path = 'markupDiscount/airlineSpecificMarkupForWl';
    const added = await logged(site, path, { ...rule, groupId });
    const markupId = added.res.body.data.markupId;
    expect(added.written[0]).toMatchObject({
      action: 'markup.rule.save',
      targetKind: 'markupRule',
      targetId: markupId,
      summary: 'IndiGo Airlines markup for Agents added: 5% per booking',
      before: null,
      after: { airlineCode: '6E', groupId, value: 500 },
    });
    const changed = await logged(site, path, { ...rule, groupId, markupId, value: 750 });
    expect(changed.written[0]).toMatchObject({
      summary: 'IndiGo Airlines markup for Agents set: 7.5% per booking',
      before: { value: 500 },
      after: { value: 750 },
    });
    expect(Object.keys(changed.written[0]?.after ?? {})).toEqual(['value']);
    expect((await logged(site, path, { ...rule, groupId, markupId, value: 750 })).written).toEqual([]);

    const deleted = await logged(site, 'markupDiscount/deleteAirlineSpecificMarkupForWl', { markupId });
    expect(deleted.written[0]).toMatchObject({
      action: 'markup.rule.delete',
      targetId: markupId,
      summary: 'IndiGo Airlines markup for Agents deleted (was 7.5% per booking)',
      before: { value: 750, airlineCode: '6E' },
      after: null,
    });

    const other = await createMarkupGroup(t.db, site.site.id, { groupName: 'Retail' });
    const made = await logged(site, 'markupDiscount/setDefaultLEGroup', { groupId: other.id });
    expect(made.written[0]).toMatchObject({
      action: 'markup.group.default',
      targetId: other.id,
      summary: 'Retail made the default markup group',
      before: { defaultGroup: 'Agents' },
      after: { defaultGroup: 'Retail' },
    });
    expect((await logged(site, 'markupDiscount/setDefaultLEGroup', { groupId: other.id })).written).toEqual(
      [],
    );
  });

  it('records an activity markup of a fixed amount, and its deletion by the id in the path', async () => {
    const site = await staffSite();
    const fixed = { valueType: 'fixed', value: 25_000, per: 'passenger' };
    const added = await logged(site, 'activity/markup/addActivityMarkUp', fixed);
    const markupId = added.res.body.data.markupId;
    expect(added.written[0]).toMatchObject({
      action: 'markup.rule.save',
      targetId: markupId,
      summary: 'Activity markup for every group added: ₹250 per passenger',
    });
    const deleted = await logged(site, `activity/markup/deleteActivityMarkup/${markupId}`);
    expect(deleted.written[0]).toMatchObject({
      action: 'markup.rule.delete',
      targetId: markupId,
      summary: 'Activity markup for every group deleted (was ₹250 per passenger)',
      before: { valueType: 'fixed', value: 25_000, per: 'passenger' },
    });
  });

  it("records a consumer's group and TDS", async () => {
    const site = await staffSite();
    const group = await createMarkupGroup(t.db, site.site.id, { groupName: 'Gold' });
    const consumer = await createUser(t.db, site.site.id, {
      userType: 'travelAgent',
      companyName: 'Acme Tours',
    });
    const LEId = consumer.legalEntityId!;
    const mapped = await logged(site, 'markupDiscount/mapLEIdWithLEGroupId', { groupId: group.id, LEId });
    expect(mapped.written[0]).toMatchObject({
      action: 'markup.relation',
      targetKind: 'legalEntity',
      targetId: LEId,
      summary: 'Acme Tours priced by markup group Gold',
      before: { markupGroupId: null, markupGroup: null },
      after: { markupGroupId: group.id, markupGroup: 'Gold' },
    });
    const tds = await logged(site, 'supplier/setLERelationConfig', { isTdsDeductable: true, userLEID: LEId });
    expect(tds.written[0]).toMatchObject({
      action: 'markup.relation',
      summary: 'TDS now deducted for Acme Tours',
      before: { isTdsDeductable: false },
      after: { isTdsDeductable: true },
    });
  });

  it('writes nothing for a refused rule (overlap, 409) or a bad value (400)', async () => {
    const site = await staffSite();
    const path = 'markupDiscount/airlineSpecificMarkupForWl';
    await logged(site, path, rule);
    const before = (await site.entries()).length;
    expect((await site.as(path, rule)).status).toBe(409);
    expect((await site.as(path, { ...rule, value: -1 })).status).toBe(400);
    expect(await site.entries()).toHaveLength(before);
  });
});

describe('permission actions are audited', () => {
  it('records a group created, its permissions, a member and its deletion', async () => {
    const site = await staffSite();
    const saved = await logged(site, 'rbac/saveRBACUserGroup', { userGroupName: 'Ticketing' });
    const userGroupId = saved.res.body.data.id;
    expect(saved.written[0]).toMatchObject({
      action: 'permissions.group.save',
      targetKind: 'permissionGroup',
      targetId: userGroupId,
      summary: 'Permission group Ticketing created',
      after: { name: 'Ticketing', permissions: DEFAULT_PERMISSIONS },
    });
    const renamed = await logged(site, 'rbac/saveRBACUserGroup', {
      id: userGroupId,
      userGroupName: 'Tickets',
    });
    expect(renamed.written[0]).toMatchObject({
      summary: 'Permission group Ticketing renamed to Tickets',
      before: { name: 'Ticketing' },
      after: { name: 'Tickets' },
    });

    const granted = await logged(site, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      permissions: [{ id: 'wallets.debit', isActive: true }],
    });
    expect(granted.written[0]).toMatchObject({
      action: 'permissions.group.permissions',
      targetId: userGroupId,
      summary: 'Permissions of Tickets: granted wallets.debit; withdrawn nothing',
      before: { permissions: DEFAULT_PERMISSIONS },
      after: { permissions: expect.arrayContaining(['wallets.debit']) },
    });
    const same = await logged(site, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      permissions: [{ id: 'wallets.debit', isActive: true }],
    });
    expect(same.written).toEqual([]);

    const member = await createUser(t.db, site.site.id, { userType: 'staff', email: 'ops@example.com' });
    const added = await logged(site, 'rbac/addUserToRBACUserGroup', { userId: member.id, userGroupId });
    expect(added.written[0]).toMatchObject({
      action: 'permissions.member',
      targetKind: 'user',
      targetId: member.id,
      summary: 'ops@example.com added to permission group Tickets',
      before: { rbacUserGroupId: null, userGroup: null },
      after: { rbacUserGroupId: userGroupId, userGroup: 'Tickets' },
    });

    const deleted = await logged(site, 'rbac/deleteRBACUserGroup', { userGroupId });
    expect(deleted.written[0]).toMatchObject({
      action: 'permissions.group.delete',
      targetId: userGroupId,
      summary: 'Permission group Tickets deleted; its member falls back to the defaults',
      before: { name: 'Tickets', members: 1 },
    });
  });

  it('writes nothing when a staff member who is not a super admin tries (403)', async () => {
    const site = await staffSite();
    const plain = await signIn(t, site.site.id, { userType: 'staff' });
    const res = await call(
      t.app,
      'rbac/saveRBACUserGroup',
      { userGroupName: 'Sneaky' },
      { siteId: site.site.id, token: plain.token },
    );
    expect(res.status).toBe(403);
    const group = await createPermissionGroup(t.db, site.site.id);
    const admin = await site.as('rbac/addUserToRBACUserGroup', {
      userId: site.staff.id,
      userGroupId: group.id,
    });
    expect(admin.status).toBe(400);
    expect(await site.entries()).toEqual([]);
  });
});

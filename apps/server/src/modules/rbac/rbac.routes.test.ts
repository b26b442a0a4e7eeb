import { DEFAULT_PERMISSIONS, PERMISSION_IDS, type PermissionTree, RBAC_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermissionGroup, createSite, createUser } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let siteId: string;
let plainSiteId: string;
let admin: string;
let staff: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  siteId = (await createSite(t.db, { canShowPermissionMenu: true })).id;
  plainSiteId = (await createSite(t.db)).id;
  admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
  const s = await signIn(t, siteId, { userType: 'staff' });
  staff = { id: s.user.id, token: s.token };
});
afterAll(() => t.close());

const as = (token: string, path: string, body: object = {}, method: 'GET' | 'POST' = 'POST', site = siteId) =>
  call(t.app, path, body, { siteId: site, token, method });

const granted = (tree: PermissionTree) =>
  tree.flatMap((m) => m.groups.flatMap((g) => g.permissions.filter((p) => p.isActive).map((p) => p.id)));

async function newGroup(name: string) {
  const res = await as(admin, 'rbac/saveRBACUserGroup', { userGroupName: name });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
}

describe('getPermissionsFromSession', () => {
  it('gives a super admin every permission', async () => {
    const res = await as(admin, 'getPermissionsFromSession');
    expect(res.status).toBe(200);
    expect(res.body.data.isUserSuperAdmin).toBe(true);
    expect(granted(res.body.data.permissions)).toEqual(PERMISSION_IDS);
    expect(Date.parse(res.body.data.lastSyncAt)).not.toBeNaN();
  });

  it('gives staff and customers without a group the defaults, and no one else answers for them', async () => {
    const res = await as(staff.token, 'getPermissionsFromSession');
    expect(res.body.data.isUserSuperAdmin).toBe(false);
    expect(granted(res.body.data.permissions)).toEqual(DEFAULT_PERMISSIONS);
    // Money and e-mail changes (an account takeover in two steps) are granted, never defaults.
    for (const withheld of ['wallets.debit', 'wallets.credit', 'customers.changeEmail']) {
      expect(granted(res.body.data.permissions)).not.toContain(withheld);
    }
    const anonymous = await call(t.app, 'getPermissionsFromSession', {}, { siteId });
    expect(anonymous.status).toBe(401);
  });

  it("answers a member's group permissions, marking modules and groups active while any child is", async () => {
    const group = await createPermissionGroup(t.db, siteId, { permissions: ['customers.view'] });
    const member = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: group.id });
    const tree: PermissionTree = (await as(member.token, 'getPermissionsFromSession')).body.data.permissions;
    expect(granted(tree)).toEqual(['customers.view']);
    const customers = tree.find((m) => m.id === 'customers')!;
    expect(customers.isActive).toBe(true);
    expect(customers.groups.map((g) => g.isActive)).toEqual([true, false, false, false]);
    expect(tree.find((m) => m.id === 'flights')!.isActive).toBe(false);
  });
});

describe('enforcement on staff calls', () => {
  it('refuses a staff member without the markup permission, and lets them in once granted', async () => {
    const groupId = await newGroup('Operations');
    await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId: groupId,
      groups: [{ id: 'flights.markup', isActive: false }],
    });
    const ops = await signIn(t, siteId, { userType: 'staff' });
    await as(admin, 'rbac/addUserToRBACUserGroup', { userId: ops.user.id, userGroupId: groupId });

    const refused = await as(ops.token, 'markupDiscount/LEGroupsForWl', {}, 'GET');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorMessage: RBAC_MSG.missingPermission });
    const save = await as(ops.token, 'markupDiscount/LEGroupsForWl', { groupName: 'Sneaky' });
    expect(save.status).toBe(403);
    // Other permissions of the group still work.
    expect((await as(ops.token, 'wl/user/getCustomers', { page: 1 })).status).toBe(200);

    await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId: groupId,
      permissions: [{ id: 'markup.manage', isActive: true }],
    });
    expect((await as(ops.token, 'markupDiscount/LEGroupsForWl', {}, 'GET')).status).toBe(200);
  });

  it('lets staff without a group neither credit nor debit a wallet; credit alone does not debit', async () => {
    const agent = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const entry = (type: string) => ({ email: agent.email, amount: 100, type, remarks: 'Test' });
    for (const type of ['credit', 'debit']) {
      const res = await as(staff.token, 'wl/user/addWlUserWalletEntry', entry(type));
      expect(res.status, type).toBe(403);
      expect(res.body.errorMessage).toBe(RBAC_MSG.missingPermission);
    }
    const group = await createPermissionGroup(t.db, siteId, { permissions: ['wallets.credit'] });
    const cashier = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: group.id });
    expect((await as(cashier.token, 'wl/user/addWlUserWalletEntry', entry('credit'))).status).toBe(200);
    expect((await as(cashier.token, 'wl/user/addWlUserWalletEntry', entry('debit'))).status).toBe(403);
    expect((await as(admin, 'wl/user/addWlUserWalletEntry', entry('debit'))).status).toBe(200);
  });

  it('refuses an agent whose group lacks booking and change requests', async () => {
    const group = await createPermissionGroup(t.db, siteId, { permissions: [] });
    const agent = await signIn(t, siteId, { userType: 'travelAgent', rbacUserGroupId: group.id });
    const book = await as(agent.token, 'api/setFlightDetails', {});
    expect(book.status).toBe(403);
    const change = await as(agent.token, 'api/changeRequest', {});
    expect(change.status).toBe(403);
  });
});

describe('the permission editor (§4)', () => {
  const tree = async (userGroupId: string) =>
    granted((await as(admin, 'rbac/getRBACUserGroupPermissions', { userGroupId })).body.data);

  it('starts a new group with the defaults', async () => {
    expect(await tree(await newGroup('Starters'))).toEqual(DEFAULT_PERMISSIONS);
  });

  it('turns a whole module off, and on again with only its defaults', async () => {
    const userGroupId = await newGroup('Module switch');
    const grant = await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      permissions: [{ id: 'wallets.debit', isActive: true }],
    });
    expect(grant.body.message).toBe(RBAC_MSG.permissionsSaved);
    expect(await tree(userGroupId)).toContain('wallets.debit');

    await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      modules: [{ id: 'transactions', isActive: false }],
    });
    const off = await tree(userGroupId);
    expect(off.filter((id) => id.startsWith('wallets.') || id.startsWith('suppliers.'))).toEqual([]);

    await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      modules: [{ id: 'transactions', isActive: true }],
    });
    const on = await tree(userGroupId);
    expect(on).toEqual(expect.arrayContaining(['wallets.view', 'suppliers.wallets']));
    // Money in and money out are never defaults: a module switch leaves them off.
    expect(on).not.toContain('wallets.credit');
    expect(on).not.toContain('wallets.debit');
  });

  it('applies module, group and permission changes saved together, in that order', async () => {
    const userGroupId = await newGroup('Together');
    const res = await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      modules: [{ id: 'customers', isActive: false }],
      groups: [{ id: 'customers.list', isActive: true }],
      permissions: [{ id: 'customers.block', isActive: true }],
    });
    expect(granted(res.body.data).filter((id) => id.startsWith('customers.'))).toEqual([
      'customers.view',
      'customers.block',
    ]);
  });

  it('refuses unknown switches, other sites and non-super-admins', async () => {
    const userGroupId = await newGroup('Guarded');
    const unknown = await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      permissions: [{ id: 'everything.please', isActive: true }],
    });
    expect(unknown.status).toBe(400);
    const foreign = await createPermissionGroup(t.db, plainSiteId);
    const other = await as(admin, 'rbac/getRBACUserGroupPermissions', { userGroupId: foreign.id });
    expect(other.status).toBe(404);
    expect(other.body.errorMessage).toBe(RBAC_MSG.groupNotFound);
    const notAdmin = await as(staff.token, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      permissions: [{ id: 'wallets.debit', isActive: true }],
    });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.errorMessage).toBe(RBAC_MSG.superAdminOnly);
    expect(await tree(userGroupId)).not.toContain('wallets.debit');
  });

  it('renames, refuses a taken name, and deletes a group whose members fall back to the defaults', async () => {
    const userGroupId = await newGroup('Temporary');
    const renamed = await as(admin, 'rbac/saveRBACUserGroup', { id: userGroupId, userGroupName: 'Seasonal' });
    expect(renamed.body).toMatchObject({ message: RBAC_MSG.groupSaved, data: { userGroupName: 'Seasonal' } });
    const taken = await as(admin, 'rbac/saveRBACUserGroup', { userGroupName: 'seasonal' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ userGroupName: RBAC_MSG.groupNameTaken });
    const blank = await as(admin, 'rbac/saveRBACUserGroup', { userGroupName: '  ' });
    expect(blank.status).toBe(400);

    await as(admin, 'rbac/updateRBACUserGroupPermissions', {
      userGroupId,
      modules: [{ id: 'customers', isActive: false }],
    });
    const member = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: userGroupId });
    expect((await as(member.token, 'wl/user/getCustomers', { page: 1 })).status).toBe(403);
    const removed = await as(admin, 'rbac/deleteRBACUserGroup', { userGroupId });
    expect(removed.body.message).toBe(RBAC_MSG.groupDeleted);
    expect((await as(member.token, 'wl/user/getCustomers', { page: 1 })).status).toBe(200);
    const list = await as(admin, 'rbac/getRBACUserGroupList', {}, 'GET');
    expect(list.body.data.map((g: { id: string }) => g.id)).not.toContain(userGroupId);
  });
});

describe('members', () => {
  it('puts a customer in a group, shows it on the list and details, filters by it, and null removes', async () => {
    const userGroupId = await newGroup('Sub-agents');
    const agent = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const added = await as(admin, 'rbac/addUserToRBACUserGroup', { userId: agent.id, userGroupId });
    expect(added.body).toMatchObject({
      message: RBAC_MSG.memberChanged,
      data: { id: userGroupId, memberCount: 1 },
    });

    const byUser = await as(staff.token, 'rbac/getUserGroupByUserId', { userId: agent.id });
    expect(byUser.body.data).toMatchObject({ id: userGroupId, userGroupName: 'Sub-agents' });
    const filtered = await as(staff.token, 'wl/user/getCustomers', { page: 1, rbacUserGroupId: userGroupId });
    expect(filtered.body.data.records.map((r: { users_id: string }) => r.users_id)).toEqual([agent.id]);
    expect(filtered.body.data.records[0].userGroupName).toBe('Sub-agents');
    const details = await as(staff.token, 'wl/user/getUserById', { id: agent.id });
    expect(details.body.data.userGroupName).toBe('Sub-agents');

    const removed = await as(admin, 'rbac/addUserToRBACUserGroup', { userId: agent.id, userGroupId: null });
    expect(removed.body).toMatchObject({ message: RBAC_MSG.memberRemoved, data: null });
    expect((await as(staff.token, 'rbac/getUserGroupByUserId', { userId: agent.id })).body.data).toBeNull();
  });

  it('lets only a super admin change a group, never for another site’s user or a super admin', async () => {
    const userGroupId = await newGroup('Guarded members');
    const agent = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const byStaff = await as(staff.token, 'rbac/addUserToRBACUserGroup', { userId: agent.id, userGroupId });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.errorMessage).toBe(RBAC_MSG.superAdminOnly);

    const stranger = await createUser(t.db, plainSiteId, { userType: 'travelAgent' });
    const foreign = await as(admin, 'rbac/addUserToRBACUserGroup', { userId: stranger.id, userGroupId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorMessage).toBe(RBAC_MSG.userNotFound);

    const otherAdmin = await createUser(t.db, siteId, { userType: 'staff', isSuperAdmin: true });
    const adminInGroup = await as(admin, 'rbac/addUserToRBACUserGroup', {
      userId: otherAdmin.id,
      userGroupId,
    });
    expect(adminInGroup.status).toBe(400);
    expect(adminInGroup.body.errorMessage).toBe(RBAC_MSG.superAdminHoldsAll);
  });

  it('lists the staff with their groups for super admins only', async () => {
    const res = await as(admin, 'rbac/getStaffMembers', {}, 'GET');
    expect(res.status).toBe(200);
    expect(res.body.data.find((m: { users_id: string }) => m.users_id === staff.id)).toMatchObject({
      userGroupId: null,
      isSuperAdmin: false,
    });
    expect((await as(staff.token, 'rbac/getStaffMembers', {}, 'GET')).status).toBe(403);
  });
});

describe('sites without the permission menu', () => {
  it('refuses the groups and the customer-list filter', async () => {
    const plainAdmin = (await signIn(t, plainSiteId, { userType: 'staff', isSuperAdmin: true })).token;
    const list = await as(plainAdmin, 'rbac/getRBACUserGroupList', {}, 'GET', plainSiteId);
    expect(list.status).toBe(403);
    expect(list.body.errorMessage).toBe(RBAC_MSG.menuDisabled);
    const save = await as(plainAdmin, 'rbac/saveRBACUserGroup', { userGroupName: 'X' }, 'POST', plainSiteId);
    expect(save.status).toBe(403);
    const filtered = await as(
      plainAdmin,
      'wl/user/getCustomers',
      { page: 1, rbacUserGroupId: 'x' },
      'POST',
      plainSiteId,
    );
    expect(filtered.status).toBe(403);
    expect(filtered.body.errorMessage).toBe(RBAC_MSG.menuDisabled);
    // Everyone still reads their own permissions there.
    expect((await as(plainAdmin, 'getPermissionsFromSession', {}, 'POST', plainSiteId)).status).toBe(200);
  });
});

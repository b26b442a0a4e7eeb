import {
  applyPermissionChanges,
  PERMISSION_CATALOG,
  type PermissionChanges,
  RBAC_MSG,
  type RbacUserGroup,
  type StaffMember,
} from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { permissionsAnswer, testRbacGroup, treeGranting } from '../../test/permission-fixtures';
import { notify } from '../../ui/notify';
import { PermissionsPage } from './PermissionsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const CUSTOMERS_MODULE = PERMISSION_CATALOG.find((m) => m.id === 'customers');
const CUSTOMER_PERMISSIONS: string[] =
  CUSTOMERS_MODULE?.groups.flatMap((g) => g.permissions.map((p) => p.id)) ?? [];

/** A small server: the groups, each group's grants, and the staff. */
let groups: RbacUserGroup[];
let grants: Record<string, string[]>;
let staff: StaffMember[];
/** Whether the signed-in staff member is a super admin (getPermissionsFromSession). */
let superAdmin: boolean;

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  const body = JSON.parse(String(init?.body ?? '{}'));
  const ok = (rest: object) => Response.json({ success: true, ...rest });
  if (url.endsWith('getPermissionsFromSession')) {
    return Response.json(permissionsAnswer(superAdmin ? [] : ['customers.view', 'wallets.view'], superAdmin));
  }
  if (url.includes('rbac/getRBACUserGroupList')) return ok({ data: groups });
  if (url.endsWith('rbac/getRBACUserGroupPermissions'))
    return ok({ data: treeGranting(grants[body.userGroupId] ?? []) });
  if (url.endsWith('rbac/updateRBACUserGroupPermissions')) {
    const { userGroupId, ...changes } = body as { userGroupId: string } & PermissionChanges;
    grants[userGroupId] = applyPermissionChanges(grants[userGroupId] ?? [], changes);
    return ok({ message: 'saved', data: treeGranting(grants[userGroupId]) });
  }
  if (url.endsWith('rbac/deleteRBACUserGroup')) {
    groups = groups.filter((g) => g.id !== body.userGroupId);
    return ok({ message: RBAC_MSG.groupDeleted });
  }
  if (url.endsWith('rbac/saveRBACUserGroup')) {
    const group = testRbacGroup('g-new', body.userGroupName);
    groups = [...groups, group];
    return ok({ message: RBAC_MSG.groupSaved, data: group });
  }
  if (url.includes('rbac/getStaffMembers')) return ok({ data: staff });
  if (url.endsWith('rbac/addUserToRBACUserGroup')) {
    const group = groups.find((g) => g.id === body.userGroupId) ?? null;
    staff = staff.map((m) =>
      m.users_id === body.userId
        ? { ...m, userGroupId: group?.id ?? null, userGroupName: group?.userGroupName ?? null }
        : m,
    );
    return ok({ message: group ? RBAC_MSG.memberChanged : RBAC_MSG.memberRemoved, data: group });
  }
  return Response.json({ success: false, errorMessage: `unexpected ${url}` }, { status: 500 });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '*', element: <PermissionsPage /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// Label queries, not role queries: computing every accessible name of this page is slow in jsdom.
const moduleCard = (label: string) => within(screen.getByLabelText(label, { selector: 'section' }));
const switchIn = (module: string, name: string | RegExp) =>
  moduleCard(module).getByLabelText(name, { selector: 'input[role="switch"]' }) as HTMLInputElement;
const onOff = (module: string, ...names: (string | RegExp)[]) =>
  names.map((name) => (switchIn(module, name).checked ? 'on' : 'off'));
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function openEditor() {
  renderPage();
  await screen.findByLabelText('Customers', { selector: 'section' }, { timeout: 5000 });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => answer(input, init));
  vi.mocked(notify.success).mockClear();
  superAdmin = true;
  groups = [testRbacGroup('g-1', 'Sales desk', 2), testRbacGroup('g-2', 'Accounts', 1)];
  grants = { 'g-1': [...CUSTOMER_PERMISSIONS], 'g-2': ['wallets.view'] };
  staff = [
    {
      users_id: 's-1',
      firstName: 'Sam',
      lastName: 'Super',
      email: 'sam@site.test',
      isSuperAdmin: true,
      userGroupId: null,
      userGroupName: null,
    },
    {
      users_id: 's-2',
      firstName: 'Neha',
      lastName: null,
      email: 'neha@site.test',
      isSuperAdmin: false,
      userGroupId: 'g-1',
      userGroupName: 'Sales desk',
    },
  ];
  useAppStore.setState({
    site: testSite,
    auth: { token: 't', user: { ...testUser, userType: 'staff', isSuperAdmin: true } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('permission groups', () => {
  it('lists the groups and opens the first in the editor', async () => {
    await openEditor();
    const list = screen.getByRole('list', { name: 'Permission groups' });
    expect(within(list).getByText('Sales desk')).toBeTruthy();
    expect(within(list).getByText('2 members · 0 permissions')).toBeTruthy();
    expect(bodies('rbac/getRBACUserGroupPermissions')).toEqual([{ userGroupId: 'g-1' }]);
    expect(onOff('Customers', 'Customers', 'Customer list', /View customers/)).toEqual(['on', 'on', 'on']);
    expect(onOff('Transactions', 'Transactions', 'Wallets')).toEqual(['off', 'off']);
    expect(moduleCard('Booking desk').getByText('Applies to agents and customers')).toBeTruthy();
    expect(moduleCard('Customers').queryByText('Applies to agents and customers')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('opens another group when it is selected', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: /^Accounts/ }));
    await waitFor(() => expect(switchIn('Transactions', /View wallets/).checked).toBe(true));
    expect(switchIn('Customers', 'Customers').checked).toBe(false);
  });

  it('turns every permission of a module off with its switch', async () => {
    await openEditor();
    fireEvent.click(switchIn('Customers', 'Customers'));
    const all = moduleCard('Customers').getAllByRole('switch') as HTMLInputElement[];
    expect(all).toHaveLength(1 + (CUSTOMERS_MODULE?.groups.length ?? 0) + CUSTOMER_PERMISSIONS.length);
    expect(all.filter((s) => s.checked)).toEqual([]);
    expect(saveButton().disabled).toBe(false);
  });

  it('turns on only the permissions allowed by default with a module switch', async () => {
    await openEditor();
    fireEvent.click(switchIn('Transactions', 'Transactions'));
    expect(
      onOff('Transactions', /View wallets/, /Add money/, /Take money from wallets/, /View supplier balances/),
      // Adding and taking money are never defaults: a module switch leaves both off.
    ).toEqual(['on', 'off', 'off', 'on']);
    expect(onOff('Transactions', 'Transactions', 'Wallets', 'Suppliers')).toEqual(['on', 'on', 'on']);
  });

  it('does the same for a permission group, and shows a group on while any permission is', async () => {
    await openEditor();
    fireEvent.click(switchIn('Transactions', 'Wallets'));
    expect(onOff('Transactions', /View wallets/, /Add money/, /Take money/, /View supplier/)).toEqual([
      'on',
      'off',
      'off',
      'off',
    ]);
    fireEvent.click(switchIn('Transactions', 'Wallets'));
    expect(onOff('Transactions', 'Transactions', 'Wallets', /View wallets/, /Add money/)).toEqual([
      'off',
      'off',
      'off',
      'off',
    ]);
    fireEvent.click(switchIn('Transactions', /Take money from wallets/));
    expect(onOff('Transactions', 'Transactions', 'Wallets', /Take money/, /View wallets/)).toEqual([
      'on',
      'on',
      'on',
      'off',
    ]);
  });

  it('saves the module, group and permission changes together, then reloads', async () => {
    await openEditor();
    fireEvent.click(switchIn('Transactions', 'Transactions'));
    fireEvent.click(switchIn('Customers', 'Customer actions'));
    fireEvent.click(switchIn('Transactions', /Take money from wallets/));
    fireEvent.click(saveButton());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(RBAC_MSG.permissionsSaved));
    expect(bodies('rbac/updateRBACUserGroupPermissions')).toEqual([
      {
        userGroupId: 'g-1',
        modules: [{ id: 'transactions', isActive: true }],
        groups: [{ id: 'customers.actions', isActive: false }],
        permissions: [{ id: 'wallets.debit', isActive: true }],
      },
    ]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(onOff('Customers', /Block and unblock/, /View customers/)).toEqual(['off', 'on']);
    expect(onOff('Transactions', /Take money/)).toEqual(['on']);
    expect(bodies('rbac/getRBACUserGroupList').length).toBeGreaterThan(1);
  });

  it('discards the changes, and keeps Save off when the switches are back as saved', async () => {
    await openEditor();
    fireEvent.click(switchIn('Customers', /Block and unblock/));
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(switchIn('Customers', /Block and unblock/).checked).toBe(true);
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(switchIn('Customers', /Block and unblock/));
    fireEvent.click(switchIn('Customers', /Block and unblock/));
    expect(saveButton().disabled).toBe(true);
  });

  it('adds, renames and deletes groups', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: 'Night shift' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(RBAC_MSG.groupSaved));
    expect(bodies('rbac/saveRBACUserGroup')).toEqual([{ userGroupName: 'Night shift' }]);

    fireEvent.click(await screen.findByRole('button', { name: 'Rename Accounts' }));
    const rename = screen.getByRole('dialog');
    expect((within(rename).getByLabelText('Group name') as HTMLInputElement).value).toBe('Accounts');
    fireEvent.click(within(rename).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Sales desk' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Sales desk?' });
    expect(within(confirm).getByText('Its 2 members fall back to the default permissions.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(RBAC_MSG.groupDeleted));
    expect(bodies('rbac/deleteRBACUserGroup')).toEqual([{ userGroupId: 'g-1' }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Permission groups' })).queryByText('Sales desk'),
      ).toBeNull(),
    );
  });

  it('invites the first group when there are none', async () => {
    groups = [];
    renderPage();
    expect(await screen.findByText('No permission groups yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add group' })).toBeTruthy();
    expect(bodies('rbac/getRBACUserGroupPermissions')).toEqual([]);
  });
});

describe('staff members', () => {
  const openMembers = async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Staff members' }));
    return screen.findByRole('listitem', { name: 'Neha' });
  };

  it('shows super admins with a chip instead of a group', async () => {
    await openMembers();
    const sam = screen.getByRole('listitem', { name: 'Sam Super' });
    expect(within(sam).getByText('Super admin — holds every permission')).toBeTruthy();
    expect(within(sam).queryByRole('combobox')).toBeNull();
  });

  it("moves a staff member to another group or to none, with the server's message", async () => {
    const neha = await openMembers();
    const select = within(neha).getByRole('combobox', { name: 'Permission group' });
    await waitFor(() => expect(select.textContent).toBe('Sales desk'));
    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Accounts' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(RBAC_MSG.memberChanged));
    expect(bodies('rbac/addUserToRBACUserGroup')).toEqual([{ userId: 's-2', userGroupId: 'g-2' }]);
    await waitFor(() => expect(select.textContent).toBe('Accounts'));

    fireEvent.mouseDown(select);
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'No group (default permissions)' }),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(RBAC_MSG.memberRemoved));
    expect(bodies('rbac/addUserToRBACUserGroup')[1]).toEqual({ userId: 's-2', userGroupId: null });
  });
});

describe('a staff member who is not a super admin', () => {
  it('sees the permissions they hold, read-only, and no group calls are made', async () => {
    superAdmin = false;
    renderPage();
    await screen.findByLabelText('Customers', { selector: 'section' }, { timeout: 5000 });
    expect(screen.getByText(/Only a super admin can change permission groups/)).toBeTruthy();
    expect(onOff('Customers', /View customers/, /Block and unblock/)).toEqual(['on', 'off']);
    expect(onOff('Transactions', /View wallets/)).toEqual(['on']);
    const switches = screen.getAllByRole('switch') as HTMLInputElement[];
    expect(switches.length).toBeGreaterThan(0);
    expect(switches.every((s) => s.disabled)).toBe(true);
    expect(screen.queryByRole('tab', { name: 'Staff members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([input]) => !String(input).includes('getPermissionsFromSession')),
    ).toEqual([]);
  });
});

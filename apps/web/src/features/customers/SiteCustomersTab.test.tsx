import { type CustomerListItem, RBAC_MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testCustomer, testSite, testUser } from '../../test/fixtures';
import { permissionsAnswer, testRbacGroup } from '../../test/permission-fixtures';
import { notify } from '../../ui/notify';
import { EMAIL_LOCKED_HINT } from './ChangeDetailsDialog';
import { SiteCustomersTab } from './SiteCustomersTab';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const salesDesk = testRbacGroup('g-1', 'Sales desk', 1);
const ravi: CustomerListItem = {
  ...testCustomer,
  users_id: 'c-2',
  firstName: 'Ravi',
  lastName: 'Retail',
  email: 'ravi@mail.test',
  userType: 'retail',
  companyName: null,
  userGroupName: 'Sales desk',
};

/** An exempt customer whose searches would stop without the exemption, and who may hold flights. */
const priyaRow: CustomerListItem = {
  ...testCustomer,
  users_id: 'c-3',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya@mail.test',
  userType: 'corporate',
  companyName: 'Kabir Industries',
  isFlightHoldAllowed: true,
  flightLookToBook: { is_exempted: true, searchesLeft: 0 },
  groupName: 'Corporate',
};
let extraRows: CustomerListItem[] = [];

let superAdmin: boolean;
let granted: string[];
/** Lets a test hold the server's answer to the group change, to look at the row meanwhile. */
let assignAnswered: Promise<void>;

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const body = JSON.parse(String(init?.body ?? '{}'));
  const ok = (rest: object) => Response.json({ success: true, ...rest });
  if (url.endsWith('getPermissionsFromSession')) return Response.json(permissionsAnswer(granted, superAdmin));
  if (url.endsWith('wl/user/getUserById'))
    return ok({ data: { ...testUser, users_id: body.id, email: 'ravi@mail.test', firstName: 'Ravi' } });
  if (url.endsWith('wl/user/updateDetails')) return ok({ message: 'saved', data: testUser });
  if (url.includes('rbac/getRBACUserGroupList')) return ok({ data: [salesDesk] });
  if (url.endsWith('rbac/getUserGroupByUserId'))
    return ok({ data: body.userId === 'c-2' ? salesDesk : null });
  if (url.endsWith('wl/user/getCustomers')) {
    const records = body.rbacUserGroupId ? [ravi] : [testCustomer, ravi, ...extraRows];
    return ok({
      data: { records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false },
    });
  }
  const listed = [testCustomer, ravi, priyaRow].find((c) => c.users_id === (body.customerId ?? body.userId));
  if (listed && url.endsWith('wl/user/toggleBlock'))
    return ok({ message: 'Customer successfully blocked', data: { ...listed, isBlocked: body.isBlocked } });
  if (listed && url.endsWith('wl/user/setFlightHoldSettingForUser'))
    return ok({
      message: 'Setting saved successfully',
      data: { ...listed, isFlightHoldAllowed: body.isFlightHold },
    });
  if (listed && url.endsWith('wl/user/toggleFlightSearchExemption'))
    return ok({
      message: 'saved',
      data: { ...listed, flightLookToBook: { ...listed.flightLookToBook, is_exempted: body.exempt } },
    });
  if (url.endsWith('rbac/addUserToRBACUserGroup')) {
    await assignAnswered;
    return ok({ message: RBAC_MSG.memberChanged, data: body.userGroupId ? salesDesk : null });
  }
  return Response.json({ success: false, errorMessage: `unexpected ${url}` }, { status: 500 });
}

function renderTab(canShowPermissionMenu = true) {
  useAppStore.setState({ site: { ...testSite, wlMeta: { ...testSite.wlMeta, canShowPermissionMenu } } });
  const router = createMemoryRouter([{ path: '*', element: <SiteCustomersTab /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

const row = (name: string) => within(screen.getByLabelText(name, { selector: 'li' }));
const findRow = async (name: string) => within(await screen.findByLabelText(name, { selector: 'li' }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  vi.mocked(notify.success).mockClear();
  superAdmin = true;
  granted = ['customers.view'];
  assignAnswered = Promise.resolve();
  extraRows = [];
  useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('permission groups on the customer list', () => {
  it('filters the list by permission group', async () => {
    renderTab();
    await findRow('Asha Agent');
    const filter = screen.getByRole('combobox', { name: 'Permission group' });
    await waitFor(() => expect(filter.getAttribute('aria-disabled')).toBeNull());
    fireEvent.mouseDown(filter);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'Sales desk']);
    fireEvent.click(options[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByLabelText('Asha Agent', { selector: 'li' })).toBeNull());
    expect(bodies('wl/user/getCustomers').at(-1)).toEqual({
      staffId: 'u-1',
      page: 1,
      rbacUserGroupId: 'g-1',
    });
    expect(bodies('wl/user/getCustomers')[0]).toEqual({ staffId: 'u-1', page: 1 });
  });

  it("shows each customer's permission group, '—' for none", async () => {
    renderTab();
    expect((await findRow('Asha Agent')).getByText('Permission group: —')).toBeTruthy();
    expect(row('Ravi Retail').getByText('Permission group: Sales desk')).toBeTruthy();
  });

  it('lets a super admin change the group, and moves the row only once the server confirms', async () => {
    let confirm = () => {};
    assignAnswered = new Promise((resolve) => {
      confirm = resolve;
    });
    renderTab();
    const asha = await findRow('Asha Agent');
    await waitFor(() => expect(asha.getByRole('button', { name: 'Change permission group' })).toBeTruthy());
    fireEvent.click(asha.getByRole('button', { name: 'Change permission group' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Change permission group' }));
    const select = await dialog.findByRole('combobox', { name: 'Permission group' });
    expect(select.textContent).toBe('No group');
    expect(bodies('rbac/getUserGroupByUserId')).toEqual([{ userId: 'c-1' }]);
    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Sales desk' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies('rbac/addUserToRBACUserGroup')).toEqual([{ userId: 'c-1', userGroupId: 'g-1' }]),
    );
    expect(row('Asha Agent').getByText('Permission group: —')).toBeTruthy();
    confirm();
    await waitFor(() => expect(row('Asha Agent').getByText('Permission group: Sales desk')).toBeTruthy());
    expect(notify.success).toHaveBeenCalledWith(RBAC_MSG.memberChanged);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the change only to super admins', async () => {
    superAdmin = false;
    renderTab();
    await findRow('Asha Agent');
    await waitFor(() => expect(bodies('getPermissionsFromSession')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Permission group' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Change permission group' })).toBeNull();
  });

  it('shows nothing of permission groups on sites without the permission menu', async () => {
    renderTab(false);
    await findRow('Asha Agent');
    expect(screen.queryByRole('combobox', { name: 'Permission group' })).toBeNull();
    expect(screen.queryByText(/Permission group:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change permission group' })).toBeNull();
    expect(bodies('rbac/')).toEqual([]);
  });
});

describe('money and e-mail on the customer list follow the staff member’s permissions', () => {
  /** The tab with every answer in, permissions included: until then nothing guarded shows anyway. */
  async function renderSettled() {
    superAdmin = false;
    fetchMock.mockClear();
    const client = renderTab();
    await findRow('Ravi Retail');
    await waitFor(() => expect(bodies('getPermissionsFromSession').length).toBeGreaterThan(0));
    await waitFor(() => expect(client.isFetching()).toBe(0));
  }

  it('offers Add Money only to staff who may add wallet money', async () => {
    await renderSettled();
    expect(row('Ravi Retail').queryByRole('link', { name: 'Add Money' })).toBeNull();
    cleanup();

    granted = ['customers.view', 'wallets.credit'];
    await renderSettled();
    const link = await row('Ravi Retail').findByRole('link', { name: 'Add Money' });
    expect(link.getAttribute('href')).toBe('/staff/walletReport/?email=ravi%40mail.test');
  });

  it('locks the e-mail of Change details unless the staff member may change e-mails, and keeps it as it was', async () => {
    granted = ['customers.view', 'customers.edit'];
    await renderSettled();
    fireEvent.click(row('Ravi Retail').getByRole('button', { name: 'Change details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change details' }));
    const email = (await dialog.findByLabelText('Email')) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe('ravi@mail.test');
    expect(dialog.getByText(EMAIL_LOCKED_HINT)).toBeTruthy();
    // The other details still save, with the e-mail sent unchanged.
    fireEvent.change(dialog.getByLabelText(/First name/), { target: { value: 'Ravindra' } });
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('wl/user/updateDetails')).toHaveLength(1));
    expect(bodies('wl/user/updateDetails')[0]).toMatchObject({
      firstName: 'Ravindra',
      email: 'ravi@mail.test',
    });
    cleanup();

    granted = ['customers.view', 'customers.edit', 'customers.changeEmail'];
    await renderSettled();
    fireEvent.click(row('Ravi Retail').getByRole('button', { name: 'Change details' }));
    const allowed = within(await screen.findByRole('dialog', { name: 'Change details' }));
    const field = (await allowed.findByLabelText('Email')) as HTMLInputElement;
    await waitFor(() => expect(field.disabled).toBe(false));
    expect(allowed.queryByText(EMAIL_LOCKED_HINT)).toBeNull();
  });
});

describe('what locks a customer out is confirmed first, naming them', () => {
  const confirmDialog = () => within(screen.getByRole('dialog'));

  it('asks before blocking, with name and e-mail, and blocks only once confirmed', async () => {
    renderTab();
    const asha = await findRow('Asha Agent');
    fireEvent.click(asha.getByRole('button', { name: 'Block' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Block Asha?' }));
    expect(dialog.getByText(/Asha Agent \(asha@agency\.test\) will be signed out at once/)).toBeTruthy();
    expect(bodies('wl/user/toggleBlock')).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies('wl/user/toggleBlock')).toEqual([]);

    fireEvent.click(asha.getByRole('button', { name: 'Block' }));
    fireEvent.click(confirmDialog().getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(bodies('wl/user/toggleBlock')).toEqual([{ customerId: 'c-1', isBlocked: true }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await asha.findByText('Blocked')).toBeTruthy();
  });

  it('asks before taking flight holds away or an exemption that keeps searches going, not before giving', async () => {
    extraRows = [priyaRow];
    renderTab();
    const priya = await findRow('Priya Sharma');
    fireEvent.click(priya.getByRole('switch', { name: 'Flight hold' }));
    const holds = within(await screen.findByRole('dialog', { name: 'Stop flight holds for Priya?' }));
    expect(holds.getByText(/Priya Sharma \(priya@mail\.test\)/)).toBeTruthy();
    fireEvent.click(holds.getByRole('button', { name: 'Stop holds' }));
    await waitFor(() =>
      expect(bodies('wl/user/setFlightHoldSettingForUser')).toEqual([{ userId: 'c-3', isFlightHold: false }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(priya.getByRole('switch', { name: 'Look-to-book exempt' }));
    const exemption = within(await screen.findByRole('dialog', { name: "Remove Priya's search exemption?" }));
    expect(exemption.getByText(/their flight searches stop until they book/)).toBeTruthy();
    fireEvent.click(exemption.getByRole('button', { name: 'Remove exemption' }));
    await waitFor(() =>
      expect(bodies('wl/user/toggleFlightSearchExemption')).toEqual([{ customerId: 'c-3', exempt: false }]),
    );

    // Giving back is one click: Asha gets holds and an exemption without a question.
    const asha = row('Asha Agent');
    fireEvent.click(asha.getByRole('switch', { name: 'Flight hold' }));
    await waitFor(() => expect(bodies('wl/user/setFlightHoldSettingForUser')).toHaveLength(2));
    fireEvent.click(asha.getByRole('switch', { name: 'Look-to-book exempt' }));
    await waitFor(() => expect(bodies('wl/user/toggleFlightSearchExemption')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the markup group as such, so it never reads as a second type chip', async () => {
    extraRows = [priyaRow];
    renderTab();
    const priya = await findRow('Priya Sharma');
    expect(priya.getByText('Corporate')).toBeTruthy();
    expect(priya.getByText('Markup: Corporate')).toBeTruthy();
  });
});

import { type ApiConsumer, MARKUP_MSG } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { notify } from '../../ui/notify';
import { ApiConsumersTab } from './ApiConsumersTab';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const consumer: ApiConsumer = {
  wl_companyName: 'Skyline Travels',
  wl_domain: 'skyline.test',
  wl_adminEmail: 'admin@skyline.test',
  wl_adminContact: null,
  wl_legalEntityId: 'le-1',
  wl_mongoDb_siteId: 'site-9',
  leGroup_groupName: null,
  sup_category: 'flights',
  sc_map_isFlightHoldAllowed: false,
  sc_map_supplierListId: null,
};
let granted: string[];
let tds: boolean;

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const ok = (rest: object) => Response.json({ success: true, ...rest });
  if (url.endsWith('getPermissionsFromSession')) return Response.json(permissionsAnswer(granted));
  if (url.endsWith('wl/user/getApiConsumers'))
    return ok({
      data: { records: [consumer], totalRecords: 1, totalPages: 1, currentPage: 1, totalIsCapped: false },
    });
  if (url.includes('getConsumerLEIdGroupMappingWithOwnerLEGroups'))
    return ok({
      data: {
        userGroups: [
          { id: 'g-1', groupName: 'Retail', isDefault: true, memberCount: 3, consumerCount: 0 },
          { id: 'g-2', groupName: 'Partners', isDefault: false, memberCount: 0, consumerCount: 0 },
        ],
        leRelationConfig: { isTdsDeductable: tds, groupId: null },
      },
    });
  if (url.endsWith('mapLEIdWithLEGroupId')) return ok({ message: MARKUP_MSG.groupChanged });
  if (url.endsWith('supplier/setLERelationConfig')) {
    tds = JSON.parse(String(init?.body)).isTdsDeductable;
    return ok({ message: MARKUP_MSG.tdsChanged });
  }
  return Response.json({ success: false, errorMessage: `unexpected ${url}` }, { status: 500 });
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiConsumersTab />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  granted = ['customers.view', 'consumers.manage'];
  tds = false;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('API consumers tab', () => {
  it("maps a consumer to a markup group and switches its TDS, showing the server's toasts", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Markup group & TDS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skyline Travels' });
    const select = await within(dialog).findByRole('combobox', { name: 'Markup group' });
    expect(select.textContent).toBe('Retail (default)');

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Partners' }));
    await waitFor(() => expect(bodies('mapLEIdWithLEGroupId')).toEqual([{ LEId: 'le-1', groupId: 'g-2' }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MARKUP_MSG.groupChanged));

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Deduct TDS on commission' }));
    await waitFor(() =>
      expect(bodies('setLERelationConfig')).toEqual([{ userLEID: 'le-1', isTdsDeductable: true }]),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MARKUP_MSG.tdsChanged));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('switch', { name: 'Deduct TDS on commission' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
  });

  it('offers no settings to staff without the consumer permission', async () => {
    granted = ['customers.view'];
    renderTab();
    expect(await screen.findByText('Skyline Travels')).toBeTruthy();
    await waitFor(() => expect(bodies('getPermissionsFromSession').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Markup group & TDS' })).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { notify } from '../../ui/notify';
import { AgentBrandingCard } from './AgentBrandingCard';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
let saved: unknown[] = [];

beforeEach(() => {
  saved = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('wl/user/getDocumentBranding'))
      return Response.json({ success: true, data: { eTickets: true, invoices: true, mails: false } });
    if (url.endsWith('wl/user/setDocumentBranding')) {
      saved.push(JSON.parse(String(init?.body)));
      return Response.json({ success: true });
    }
    return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 500 });
  });
  useAppStore.setState({
    site: testSite,
    auth: { token: 't', user: { ...testUser, userType: 'travelAgent' } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AgentBrandingCard', () => {
  it('shows each document’s switch as saved and saves one change at once, the others kept', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AgentBrandingCard />
      </QueryClientProvider>,
    );
    const invoices = await screen.findByRole('switch', { name: 'Invoices' });
    expect((invoices as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'E-mails to your travellers' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(invoices);
    await waitFor(() => expect(saved).toEqual([{ eTickets: true, invoices: false, mails: false }]));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Setting saved successfully'));
    expect((screen.getByRole('switch', { name: 'Invoices' }) as HTMLInputElement).checked).toBe(false);
  });
});

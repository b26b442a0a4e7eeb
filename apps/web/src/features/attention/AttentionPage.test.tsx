import type { AttentionItem } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { AttentionPage } from './AttentionPage';

const fetchMock = vi.fn<typeof fetch>();

const stuck: AttentionItem = {
  id: 'a-1',
  orderId: 'FD1',
  orderReference: 'FLD-26-000042',
  kind: 'left-mid-booking',
  summary: 'Order FLD-26-000042 was paid and stopped while booking.',
  tried: ['2026-11-24T01:00:00.000Z found processing for over 5 minutes after a restart or crash'],
  actions: ['markTicketed', 'refund', 'resolve'],
  amount: 525_050,
  paymentMethod: 'gateway',
  openedAt: '2026-11-24T01:00:00.000Z',
};

/** The page with the server's answers: the cases, and whether the staff member holds every permission. */
function renderWith(items: AttentionItem[], isUserSuperAdmin: boolean) {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('staff/attention/list')
      ? Response.json({ success: true, data: { items } })
      : String(input).includes('staff/attention/act')
        ? Response.json({ success: true, data: { id: 'a-1', message: 'Marked ticketed.' } })
        : Response.json({
            success: true,
            data: { isUserSuperAdmin, permissions: [], lastSyncAt: '2026-11-24T00:00:00.000Z' },
          }),
  );
  const router = createMemoryRouter([{ path: '/staff/attention', element: <AttentionPage /> }], {
    initialEntries: ['/staff/attention'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite, auth: { token: 't-1', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('needs attention page', () => {
  it('shows each case with its order, amount, what was tried and the actions staff may take', async () => {
    renderWith([stuck], true);
    const card = await screen.findByRole('article', { name: 'Order FLD-26-000042' });
    expect(within(card).getByText('Stopped while booking')).toBeTruthy();
    expect(within(card).getByText(/₹5,250.50 by card/)).toBeTruthy();
    expect(within(card).getByText(/found processing for over 5 minutes/)).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Close case' })).toBeTruthy();
  });

  it('marks a case ticketed only with the PNR the airline confirmed, said under the field', async () => {
    renderWith([{ ...stuck, kind: 'ticket-unconfirmed' }], true);
    const card = await screen.findByRole('article', { name: 'Order FLD-26-000042' });
    expect(within(card).getByText('Ticket not confirmed')).toBeTruthy();
    fireEvent.click(await within(card).findByRole('button', { name: 'Mark ticketed' }));
    const dialog = await screen.findByRole('dialog', { name: /Mark ticketed · FLD-26-000042/ });
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'Airline confirmed on call' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark ticketed' }));
    expect(await within(dialog).findByText('Enter the PNR the airline confirmed')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('PNR'), { target: { value: 'qx7k2p' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark ticketed' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('staff/attention/act'))).toBe(
        true,
      ),
    );
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('staff/attention/act'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      id: 'a-1',
      action: 'markTicketed',
      note: 'Airline confirmed on call',
      pnr: 'QX7K2P',
    });
  });

  it('names a change request the airline never finished, which staff can only close', async () => {
    renderWith([{ ...stuck, kind: 'change-request-stuck', actions: ['resolve'] }], true);
    const card = await screen.findByRole('article', { name: 'Order FLD-26-000042' });
    expect(within(card).getByText('Change request not finished')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Close case' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('names a booking the supplier also gave another order, which staff refund or close', async () => {
    renderWith(
      [
        {
          ...stuck,
          kind: 'duplicate-supplier-ref',
          summary:
            'The supplier booked order FLD-26-000042 under PNR QX7K2P (6E), which order FLD-26-000017 already holds.',
          actions: ['refund', 'resolve'],
        },
      ],
      true,
    );
    const card = await screen.findByRole('article', { name: 'Order FLD-26-000042' });
    expect(within(card).getByText('Booking also on another order')).toBeTruthy();
    expect(within(card).getByText(/which order FLD-26-000017 already holds/)).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Close case' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Mark ticketed' })).toBeNull();
  });

  it('says so when nothing needs attention', async () => {
    renderWith([], false);
    expect(await screen.findByText('Nothing needs attention')).toBeTruthy();
  });
});

import type { TicketRecord } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { BookedQueuePage } from './BookedQueuePage';
import { factsOf } from './e-ticket-fixtures';
import { TicketQueuePage } from './TicketQueuePage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const ticket = (over: Partial<TicketRecord> = {}): TicketRecord => ({
  bookingId: 'b1',
  orderId: 'o1',
  orderReference: 'FLD-26-000042',
  supplierBookingId: 4242,
  pnr: 'PNR001',
  slug: 'YjFfX19QTlIwMDE=',
  status: 'ticketed',
  statusId: 3,
  statusLabel: 'Ticketed',
  facts: factsOf(),
  origin: 'DEL',
  destination: 'BOM',
  airlineCode: '6E',
  airlineName: 'IndiGo Airlines',
  travelDate: '2026-12-01',
  bookingDate: '2026-11-20T10:00:00.000Z',
  passengers: [{ name: 'Riya Sharma', ticketNumber: '6E12345' }],
  totalPaid: 12_345_600,
  isDomestic: true,
  createdBy: { userId: 'u-9', email: 'agent@example.test', userType: 'TRAVELAGENT' },
  duplicateSupplierRef: false,
  ...over,
});

const page = (records: unknown[]) =>
  Response.json({
    success: true,
    data: { records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false },
  });

const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

function renderPage(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/flight/ticketQueue'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ticket queue page', () => {
  it('shows a card, filters, and lets staff pick the creator', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('getPermissionsFromSession')
        ? Response.json(permissionsAnswer(['tickets.export']))
        : page([ticket()]),
    );
    renderPage(<TicketQueuePage />);
    const card = await screen.findByRole('article', { name: /DEL → BOM/ });
    expect(within(card).getByText('Tue,01 Dec 2026')).toBeTruthy();
    expect(within(card).getByText('₹1,23,456')).toBeTruthy();
    expect(within(card).getByText('Ticketed')).toBeTruthy();
    expect(within(card).getByText('TRAVELAGENT')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View e-ticket' }).getAttribute('href')).toBe(
      '/flight/eTicket/YjFfX19QTlIwMDE%3D',
    );

    fireEvent.change(screen.getByLabelText('Airline code'), { target: { value: 'ek' } });
    fireEvent.click(screen.getByRole('button', { name: 'International' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies('api/getTickets').at(-1)).toEqual({
        page: 1,
        sort: 'BD',
        region: 'international',
        airlineCode: 'EK',
      }),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'agent@example.test' }));
    await waitFor(() => expect(bodies('api/getTickets').at(-1)?.userId).toBe('u-9'));
    // Staff holding tickets.export get the spreadsheet.
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('marks a booking whose PNR or ticket the supplier also gave another order, leading to Needs attention', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('getPermissionsFromSession')
        ? Response.json(permissionsAnswer([]))
        : page([ticket(), ticket({ bookingId: 'b2', pnr: 'PNR002', duplicateSupplierRef: true })]),
    );
    renderPage(<TicketQueuePage />);
    const shared = await screen.findByRole('article', { name: /PNR PNR002/ });
    expect(
      within(shared).getByRole('link', { name: 'Booking also on another order' }).getAttribute('href'),
    ).toBe('/staff/attention');
    const own = screen.getByRole('article', { name: /PNR PNR001/ });
    expect(within(own).queryByText('Booking also on another order')).toBeNull();
  });

  it('says beside the status what it leaves out: a refund and where it went, a part cancelled (decision 0058)', async () => {
    useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
    const card = (state: 'settled' | 'sent') => [{ method: 'gateway' as const, state, amount: 450_000 }];
    fetchMock.mockImplementation(async () =>
      page([
        ticket({ bookingId: 'b1', pnr: 'PNR001' }),
        ticket({
          bookingId: 'b2',
          pnr: 'PNR002',
          status: 'cancelled',
          statusId: 4,
          statusLabel: 'Cancelled',
          facts: factsOf({ state: 'cancelled', cancelled: 'all', refunds: card('settled') }),
        }),
        ticket({
          bookingId: 'b3',
          pnr: 'PNR003',
          status: 'changeRequested',
          statusId: 5,
          statusLabel: 'Change request',
          facts: factsOf({ cancelled: 'part', refunds: card('sent') }),
        }),
      ]),
    );
    renderPage(<TicketQueuePage />);
    const [confirmed, cancelled, part] = await screen.findAllByRole('article');
    if (!confirmed || !cancelled || !part) throw new Error('three cards');
    expect(within(confirmed).getByText('Ticketed')).toBeTruthy();
    expect(within(confirmed).queryByTestId('ticket-standing')).toBeNull();
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByTestId('ticket-standing').textContent).toBe('Refunded to card');
    // A cancelled or changing ticket is not offered to cancel again.
    expect(within(cancelled).queryByRole('button', { name: 'Cancel or change' })).toBeNull();
    expect(within(part).getByText('Change request')).toBeTruthy();
    expect(within(part).getByTestId('ticket-standing').textContent).toBe(
      'Partly cancelled · Refund to card pending',
    );
  });

  it('says "10,000+" when the queue holds more than the server counts (decision 0065)', async () => {
    useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
    fetchMock.mockImplementation(async () =>
      Response.json({
        success: true,
        data: {
          records: [ticket()],
          totalRecords: 10_001,
          totalPages: 1001,
          currentPage: 1,
          totalIsCapped: true,
        },
      }),
    );
    renderPage(<TicketQueuePage />);
    expect(await screen.findByText('10,000+ tickets')).toBeTruthy();
  });

  it('says so when there are no tickets, with a way to book', async () => {
    useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
    fetchMock.mockImplementation(async () => page([]));
    renderPage(<TicketQueuePage />);
    expect(await screen.findByText('No tickets yet...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a Flight' }).getAttribute('href')).toBe('/flight/search');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});

describe('ticket queue export of an agency (decision 0054)', () => {
  it('downloads the agency’s own queue, with the list’s filters', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    useAppStore.setState({
      site: testSite,
      auth: { token: 't', user: { ...testUser, userType: 'travelAgent' } },
    });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('getMyTickets/export') ? new Response(new Blob(['xlsx'])) : page([ticket()]),
    );
    renderPage(<TicketQueuePage />);
    await screen.findByRole('article', { name: /DEL → BOM/ });
    fireEvent.click(screen.getByRole('button', { name: 'International' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/api/getMyTickets/export?sort=BD&region=international',
      ),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('api/getTickets/export'))).toBe(
      false,
    );
  });
});

describe('hold queue page', () => {
  it('tickets a held booking after showing what it costs, or releases it after confirmation', async () => {
    useAppStore.setState({ site: testSite, auth: { token: 't', user: testUser } });
    const held = {
      ...ticket({ status: 'held' }),
      lastTicketDate: '2026-11-25T18:00:00',
      heldUntil: '2026-11-25T18:00:00.000Z',
      amountDue: 529_817,
    };
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('api/ticketHeldOrder'))
        return Response.json({
          success: true,
          data: {
            payment: null,
            outcome: {
              orderId: 'o1',
              reference: 'FLD-26-000042',
              status: 'completed',
              amount: 529_817,
              heldUntil: null,
              message: 'Payment Successful',
              searchId: 's1',
              showReturn: false,
              bookings: [],
            },
          },
        });
      if (String(input).endsWith('api/releaseFlight'))
        return Response.json({
          success: true,
          message: 'Booking released',
          data: { bookingId: 'b1', status: 'released' },
        });
      return page([held]);
    });
    renderPage(<BookedQueuePage />);
    const card = await screen.findByRole('article', { name: /DEL → BOM, booking FLD-26-000042/ });
    expect(within(card).getByText(/^Held until Wed,25 Nov 2026/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Ticket now' }));
    // A hold took no money: Ticket now says what it costs and asks first.
    const pay = await screen.findByRole('dialog', { name: 'Ticket booking FLD-26-000042' });
    expect(within(pay).getByTestId('ticket-now-amount').textContent).toContain('₹5,298.17');
    expect(bodies('api/ticketHeldOrder')).toEqual([]);
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay ₹5,298.17 and ticket' }));
    await waitFor(() =>
      expect(bodies('api/ticketHeldOrder')).toEqual([{ orderId: 'o1', paymentMethod: 'gateway' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(card).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(bodies('api/releaseFlight')).toEqual([{ bookingId: 'b1' }]));
  });
});

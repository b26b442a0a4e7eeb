import type { TicketDetail } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { ETicketPage } from './ETicketPage';
import { factsOf, segmentFixture } from './e-ticket-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

const fare = {
  currency: 'INR',
  baseFare: 540_100,
  taxes: 80_000,
  otherCharges: 0,
  baggageMealCharges: 0,
  txnFee: 0,
  serviceFee: 29_900,
  gstOnServiceFee: 5_382,
  discount: 0,
  totalPayable: 655_382,
  adjustments: { txnFee: 0, userMergeTxnFeeTaxes: false, discount: 0, extraMarkup: 0 },
};

const ticket = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  bookingId: 'c5220f75-06c5-4d2e-9a0b-3f1e2d4c5b6a',
  orderReference: 'FLD-26-000042',
  pnr: 'ABC123',
  status: 'ticketed',
  facts: factsOf(),
  createdAt: '2026-11-20T10:00:00.000Z',
  invoiceCreatedOn: null,
  isLcc: true,
  isDomestic: true,
  isRefundable: false,
  airlineRemark: 'Saver fare. Non-refundable.',
  airlineName: 'IndiGo Airlines',
  segments: [segmentFixture],
  passengers: [
    {
      index: 0,
      title: 'Ms',
      firstName: 'Riya',
      lastName: 'Sharma',
      paxType: 1,
      ticketNumber: '6E123',
      baggage: '15 KG',
      cabinBaggage: '7 KG',
      barcodes: [{ segmentIndex: 0, svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }],
      cancelledSegments: [],
    },
    {
      index: 1,
      title: 'Mr',
      firstName: 'Arun',
      lastName: 'Sharma',
      paxType: 1,
      ticketNumber: '6E124',
      baggage: '15 KG',
      cabinBaggage: '7 KG',
      barcodes: [],
      cancelledSegments: [],
    },
  ],
  priceHidden: false,
  fare,
  contact: { email: 'riya@example.test', phone: '+91 9876543210', address: '12 MG Road, Delhi, IN' },
  baggages: [
    {
      passengerIndex: 0,
      description: 'Prepaid Excess Baggage 5 Kg',
      airlineCode: '6E',
      flightNumber: '2135',
      origin: 'DEL',
      destination: 'BOM',
      weight: 5,
      quantity: null,
      price: 250_000,
    },
  ],
  meals: [
    {
      passengerIndex: 1,
      description: 'Veg Biryani',
      airlineCode: '6E',
      flightNumber: '2135',
      origin: 'DEL',
      destination: 'BOM',
      weight: null,
      quantity: 1,
      price: 40_000,
    },
  ],
  fareRules: [
    {
      origin: 'DEL',
      destination: 'BOM',
      airline: '6E',
      fareBasisCode: 'R0IP',
      fareRuleDetail: '<p>Cancellation fee INR 2,999</p><script>window.hacked = true</script>',
      fareRestriction: '',
    },
  ],
  supplierError: null,
  canEdit: { markup: true, discount: true, txnFee: false },
  canEmail: true,
  site: { companyName: 'Flight Deals Pvt Ltd', logoUrl: null, adminContact: null, adminEmail: null },
  ...over,
});

function serve(answer: TicketDetail, update?: object) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace(/^\/api\//, '');
    if (path === 'api/ticketDetail/getTicketDetail') return Response.json({ success: true, data: answer });
    if (path === 'notifications/sendEmailForWl')
      return Response.json({ success: true, message: 'Email successfully sent.' });
    if (path === 'api/updateBookingDetails') {
      const { discount } = JSON.parse(String(init?.body)).fare;
      const adjustments = { ...fare.adjustments, discount };
      return Response.json(update ?? { success: true, data: { ...fare, discount, adjustments } });
    }
    return Response.json({ success: false, errorMessage: 'unexpected' }, { status: 400 });
  });
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/flight/eTicket/:slug', element: <ETicketPage /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({
    site: testSite,
    auth: { token: 't-1', user: { ...testUser, userType: 'travelAgent' } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('e-ticket page', () => {
  it('says a cancelled ticket is cancelled, in large, with where the money went (decision 0058)', async () => {
    const base = ticket();
    serve(
      ticket({
        status: 'cancelled',
        facts: factsOf({
          state: 'cancelled',
          cancelled: 'all',
          refunds: [{ method: 'gateway', state: 'settled', amount: 600_000 }],
        }),
        passengers: base.passengers.map((p) => ({ ...p, barcodes: [], cancelledSegments: [0] })),
      }),
    );
    renderAt('/flight/eTicket/abc');
    const banner = await screen.findByTestId('eticket-standing');
    expect(banner.textContent).toBe('This ticket is cancelledIt cannot be used to travel. Refunded to card.');
    expect(screen.getByTestId('eticket-status').textContent).toBe('Cancelled · Refunded to card');
    expect(screen.getAllByTestId('eticket-cancelled').map((e) => e.textContent)).toEqual([
      'Ticket cancelled',
      'Ticket cancelled',
    ]);
    expect(screen.getByTestId('eticket-segment').textContent).toMatch(/^Cancelled · IndiGo Airlines/);
    expect(document.querySelector('img[alt^="Boarding barcode"]')).toBeNull();
  });

  it('marks the traveller whose flight is cancelled, and only that flight for all of them', async () => {
    const base = ticket();
    const [riya, arun] = base.passengers;
    if (!riya || !arun) throw new Error('two travellers');
    serve(
      ticket({
        status: 'changeRequested',
        facts: factsOf({
          cancelled: 'part',
          refunds: [{ method: 'wallet', state: 'settled', amount: 300_000 }],
        }),
        passengers: [riya, { ...arun, cancelledSegments: [0] }],
      }),
    );
    renderAt('/flight/eTicket/abc');
    expect((await screen.findByTestId('eticket-standing')).textContent).toBe(
      'Part of this ticket is cancelledEach traveller below says which of their flights are. Refunded to wallet.',
    );
    const [kept, gone] = screen.getAllByTestId('eticket-passenger');
    expect(kept?.querySelector('[data-testid="eticket-cancelled"]')).toBeNull();
    expect(gone?.textContent).toContain('Ticket cancelled');
    // The flight still carries Riya: it is not marked cancelled.
    expect(screen.getByTestId('eticket-segment').textContent).not.toContain('Cancelled');
  });

  it('says nothing more of a ticket nothing has happened to', async () => {
    serve(ticket());
    renderAt('/flight/eTicket/abc');
    expect((await screen.findByTestId('eticket-status')).textContent).toBe('Confirmed');
    expect(screen.queryByTestId('eticket-standing')).toBeNull();
  });

  it('shows anonymous visitors the ticket without prices, contact data or buttons', async () => {
    useAppStore.setState({ auth: null });
    const hidden = ticket();
    serve(
      ticket({
        priceHidden: true,
        fare: undefined,
        contact: null,
        baggages: hidden.baggages.map((b) => ({ ...b, price: null })),
        canEdit: { markup: false, discount: false, txnFee: false },
      }),
    );
    renderAt('/flight/eTicket/abc');
    // The airline PNR and the readable booking reference at the top, never the booking's id.
    expect((await screen.findByTestId('eticket-pnr')).textContent).toBe('ABC123');
    expect(screen.getByTestId('eticket-reference').textContent).toBe('FLD-26-000042');
    expect(document.body.textContent).not.toContain('c5220f75');
    expect(screen.getAllByTestId('eticket-passenger')).toHaveLength(2);
    expect(screen.queryByTestId('eticket-fare')).toBeNull();
    expect(screen.queryByTestId('eticket-contact')).toBeNull();
    expect(screen.getAllByTestId('eticket-extra')[0]?.textContent).toBe(
      'Extra baggage 5 KG, DEL–BOM 6E-2135',
    );
    expect(screen.queryByRole('button', { name: /print/i })).toBeNull();
    // The tab names the ticket and whoever issued it, as the ticket does (decision 0053).
    expect(document.title).toBe(`E-ticket ABC123 - ${hidden.site.companyName}`);
  });

  it('shows the baggage and meal each passenger bought, the fare rules and the contact data', async () => {
    serve(ticket());
    renderAt('/flight/eTicket/abc');
    const [riya, arun] = await screen.findAllByTestId('eticket-passenger');
    expect(riya?.textContent).toContain('Extra baggage 5 KG, DEL–BOM 6E-2135 · ₹2,500');
    expect(arun?.textContent).toContain('Meal: Veg Biryani (1 platter), DEL–BOM 6E-2135 · ₹400');
    const rules = screen.getByTestId('eticket-fare-rules');
    expect(rules.textContent).toContain('Cancellation fee INR 2,999');
    expect(rules.textContent).toContain('Fare basis R0IP');
    expect(rules.querySelector('script')).toBeNull();
    expect(screen.getByTestId('eticket-contact').textContent).toBe(
      'Contact: riya@example.test · +91 9876543210 · 12 MG Road, Delhi, IN',
    );
    // Hiding the price hides what the extras cost too.
    fireEvent.click(screen.getByRole('button', { name: 'Hide price' }));
    await waitFor(() => expect(screen.queryByText(/₹2,500/)).toBeNull());
    expect(screen.getAllByTestId('eticket-extra')[0]?.textContent).toBe(
      'Extra baggage 5 KG, DEL–BOM 6E-2135',
    );
  });

  it('offers a signed-in link holder who may not send it no Email button', async () => {
    serve(
      ticket({
        priceHidden: true,
        fare: undefined,
        contact: null,
        canEdit: { markup: false, discount: false, txnFee: false },
        canEmail: false,
      }),
    );
    renderAt('/flight/eTicket/abc');
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
  });

  it("shows the supplier's error code when the server gives it (staff)", async () => {
    serve(ticket({ supplierError: { code: 9, message: 'Booking not in the right state' } }));
    renderAt('/flight/eTicket/abc');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Supplier error 9: Booking not in the right state',
    );
  });

  it("emails the ticket of its booking with a note, prefilled with the lead passenger's address", async () => {
    serve(ticket());
    renderAt('/flight/eTicket/abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Email' }));
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('riya@example.test');
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: '  Have a good trip!  ' },
    });
    expect(screen.getByText('17/500 · plain text; links are shown as text')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('sendEmailForWl'))).toBe(true),
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('sendEmailForWl'));
    // The spec's payload; the server writes the mail and reads only the note.
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      siteId: testSite.id,
      bookingId: 'c5220f75-06c5-4d2e-9a0b-3f1e2d4c5b6a',
      name: 'Ms Riya Sharma',
      to: 'riya@example.test',
      subject: 'E-ticket ABC123',
      text: 'Have a good trip!',
      html: '',
    });
  });

  it('will not send a note over 500 characters', async () => {
    serve(ticket());
    renderAt('/flight/eTicket/abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Email' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501/500 · plain text; links are shown as text')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('hides and shows the price, and shows only the pax asked for', async () => {
    serve(ticket());
    const router = renderAt('/flight/eTicket/abc?pax=1');
    expect((await screen.findByTestId('eticket-fare')).textContent).toContain('₹6,553.82');
    expect(screen.getAllByTestId('eticket-passenger')).toHaveLength(1);
    expect(screen.getByText('Mr Arun Sharma')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide price' }));
    await waitFor(() => expect(screen.queryByTestId('eticket-fare')).toBeNull());
    expect(router.state.location.search).toContain('hp=1');
    fireEvent.click(screen.getByRole('button', { name: 'Show price' }));
    expect(await screen.findByTestId('eticket-fare')).toBeTruthy();
  });

  it('toggles the discount between view and edit, and sends the new value on save', async () => {
    serve(ticket());
    renderAt('/flight/eTicket/abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Add discount' }));
    const input = screen.getByLabelText('Discount (₹)');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update discount' })).toBeTruthy());
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('api/updateBookingDetails'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      bookingId: 'c5220f75-06c5-4d2e-9a0b-3f1e2d4c5b6a',
      fare: { discount: 15_000 },
    });
  });

  it('prints one sheet per traveller, each with PNR, reference, flights, baggage, barcode and conditions', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    serve(ticket());
    renderAt('/flight/eTicket/abc?print=1');
    const sheets = await screen.findAllByTestId('eticket-print-page');
    expect(sheets).toHaveLength(2);
    const [riya, arun] = sheets.map((s) => s.textContent ?? '');
    for (const sheet of [riya, arun]) {
      expect(sheet).toContain('ABC123');
      expect(sheet).toContain('Booking FLD-26-000042');
      expect(sheet).toContain('Terminal 1');
      expect(sheet).toContain('Terminal 2');
      expect(sheet).toContain('Baggage allowance: check-in 15 KG, cabin 7 KG');
      expect(sheet).toContain('Non-refundable: on cancellation only statutory taxes');
      expect(sheet).toContain('Airline: Saver fare. Non-refundable.');
    }
    expect(riya).toContain('Ms Riya Sharma');
    expect(riya).not.toContain('Arun');
    expect(sheets[0]?.querySelector('img[alt^="Boarding barcode of Ms Riya Sharma"]')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('lays the page out as the printed sheets while the browser prints it', async () => {
    serve(ticket());
    renderAt('/flight/eTicket/abc');
    await screen.findAllByTestId('eticket-passenger');
    expect(screen.queryByTestId('eticket-print-page')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getAllByTestId('eticket-print-page')).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('eticket-print-page')).toBeNull();
  });
});

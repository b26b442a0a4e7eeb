import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { ok } from '../../test/answers';
import { bodiesOf, renderRoutes, SIGNED_IN, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { FdPrintPage } from './FdPrintPage';
import { fdPrint } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(SIGNED_IN);
const page = (query = '') =>
  renderRoutes(
    [{ path: '/flight/fixedDeparture/print/:slug', element: <FdPrintPage /> }],
    `/flight/fixedDeparture/print/YjFfX19GRERYQjE%3D${query}`,
  );

describe('fixed departure ticket', () => {
  it('is a sheet per passenger with their barcode, the PNR and reference, and the amount until hidden', async () => {
    serveCalls(fetchMock, { 'fixedDeparture/print/YjFfX19GRERYQjE%3D': () => ok(fdPrint()) });
    const router = page();
    const sheet = await screen.findByRole('region', { name: 'Ticket of Ms Neha Mehta' });
    expect(screen.getAllByTestId('fd-print-page')).toHaveLength(2);
    expect(within(sheet).getByTestId('fd-print-pnr').textContent).toBe('FDDXB1');
    expect(within(sheet).getByText('Booking FLD-26-000042')).toBeTruthy();
    const barcode = within(sheet).getByRole('img', { name: /Boarding barcode of Ms Neha Mehta, 6E 1463/ });
    expect(barcode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(sheet).getByTestId('fd-print-amount').textContent).toBe('Booking total paid: ₹29,590');
    fireEvent.click(screen.getByRole('button', { name: 'Hide price' }));
    expect(router.state.location.search).toBe('?hp=1');
    expect(screen.queryAllByTestId('fd-print-amount')).toHaveLength(0);
  });

  it("lets the agent who sold it on price its traveller's ticket: the sheets show that price", async () => {
    serveCalls(fetchMock, {
      'fixedDeparture/print/YjFfX19GRERYQjE%3D': () =>
        ok(fdPrint({ markup: 0, site: { ...fdPrint().site, companyName: 'Arjun Tours & Travels' } })),
      'fixedDeparture/ticketMarkup': () =>
        ok({ amount: 3_109_000, markup: 150_000, message: 'Markup saved: the ticket shows the new price' }),
    });
    page();
    const sheet = await screen.findByRole('region', { name: 'Ticket of Ms Neha Mehta' });
    // The agency's ticket, in its name.
    expect(within(sheet).getByText('Arjun Tours & Travels')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add markup' }));
    fireEvent.change(screen.getByLabelText('Markup (₹)'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Booking total paid: ₹31,090')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'fixedDeparture/ticketMarkup')).toEqual([
      { bookingId: 'b1', markup: 150_000 },
    ]);
    expect(screen.getByRole('button', { name: 'Update markup' })).toBeTruthy();
  });

  it('shows no amount or price button to whoever the server sends none, and no toolbar in print mode', async () => {
    useAppStore.setState({ auth: null });
    serveCalls(fetchMock, { 'fixedDeparture/print/YjFfX19GRERYQjE%3D': () => ok(fdPrint({ amount: null })) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    page('?print=1');
    await screen.findAllByTestId('fd-print-page');
    // Opened by link, the tab names the ticket and its issuer, not the site's page.
    expect(document.title).toBe('Ticket FDDXB1 - Flight Deals Pvt Ltd');
    expect(screen.queryAllByTestId('fd-print-amount')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});

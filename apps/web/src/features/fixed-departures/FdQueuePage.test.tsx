import { FD_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { ok, refused } from '../../test/answers';
import { testUser } from '../../test/fixtures';
import { permissionsAnswer } from '../../test/permission-fixtures';
import { bodiesOf, renderRoutes, SIGNED_IN, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { FdQueuePage } from './FdQueuePage';
import { cancelledFdBooking, fdBooking, fdDeparture } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(SIGNED_IN);
const bookingsPage = (records: unknown[]) =>
  ok({ records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false });
const page = () => renderRoutes([{ path: '*', element: <FdQueuePage /> }], '/flight/fixedDepartureQueue');

afterEach(() => {
  vi.mocked(notify.success).mockClear();
});

describe('fixed departure bookings', () => {
  it('cancels after saying what the policy keeps and what comes back, then shows the server’s message', async () => {
    const cancelled = 'Booking cancelled. ₹24,590 is on its way back to you.';
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer([])),
      'fixedDeparture/getBookings': () => bookingsPage([fdBooking()]),
      'fixedDeparture/getDeparture': () => ok(fdDeparture()),
      'fixedDeparture/cancelBooking': () =>
        ok({ bookingId: 'b1', refunded: 2_459_000, charge: 500_000, message: cancelled }),
    });
    page();
    const card = await screen.findByRole('article', { name: 'DEL → DXB, FLD-26-000042' });
    expect(within(card).getByText('Mr Arjun Mehta, Ms Neha Mehta')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Print ticket' }).getAttribute('href')).toBe(
      '/flight/fixedDeparture/print/YjFfX19GRERYQjE%3D',
    );
    // Buyers see neither who booked nor the export.
    expect(screen.queryByText(/Booked by/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking FLD-26-000042?' });
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        '₹2,500 per passenger is kept: ₹5,000 in all. ₹24,590 comes back the way it was paid.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(cancelled));
    expect(bodiesOf(fetchMock, 'fixedDeparture/cancelBooking')).toEqual([{ bookingId: 'b1' }]);
  });

  it('filters by sector, PNR and status, and says plainly when there is nothing', async () => {
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer([])),
      'fixedDeparture/getBookings': () => bookingsPage([]),
    });
    page();
    expect(await screen.findByText(FD_MSG.noBookings)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sector'), { target: { value: ' del-dxb ' } });
    fireEvent.change(screen.getByLabelText('PNR'), { target: { value: 'fddxb1' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'fixedDeparture/getBookings').at(-1)).toEqual({
        page: 1,
        filters: { sector: 'DEL-DXB', pnr: 'FDDXB1', status: 'cancelled' },
      }),
    );
  });

  it('marks a booking made after the name list closed, and filters the late additions', async () => {
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer([])),
      'fixedDeparture/getBookings': () =>
        bookingsPage([
          fdBooking({ lateAddition: true, nameListDeadline: '2020-01-01' }),
          fdBooking({ bookingId: 'b2', reference: 'FLD-26-000043' }),
        ]),
    });
    page();
    const late = await screen.findByRole('article', { name: 'DEL → DXB, FLD-26-000042' });
    expect(within(late).getByTestId('fd-late-addition').textContent).toBe(FD_MSG.lateAddition);
    expect(within(late).getByText(FD_MSG.lateAdditionBooking)).toBeTruthy();
    const onTime = screen.getByRole('article', { name: 'DEL → DXB, FLD-26-000043' });
    expect(within(onTime).queryByTestId('fd-late-addition')).toBeNull();

    fireEvent.click(screen.getByLabelText('Late name-list additions only'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'fixedDeparture/getBookings').at(-1)).toEqual({
        page: 1,
        filters: { nameList: 'late' },
      }),
    );
  });

  it('shows staff who may see every booking the buyers and the export', async () => {
    useAppStore.setState({ auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer(['fixedDepartures.bookings'])),
      'fixedDeparture/getBookings': () =>
        bookingsPage([cancelledFdBooking([{ method: 'wallet', state: 'settled', amount: 2_459_000 }])]),
    });
    page();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Booked by agent@flightdeals.test')).toBeTruthy();
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    // Where the money went, and how far it got (decision 0058).
    expect(within(card).getByTestId('fd-refund').textContent).toBe('Refunded to wallet: ₹24,590');
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Print ticket' })).toBeNull();
  });

  it('corrects names until the name list goes, with the server’s messages under their fields', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      getPermissionsFromSession: () => Response.json(permissionsAnswer([])),
      'fixedDeparture/getBookings': () =>
        bookingsPage([
          fdBooking(),
          fdBooking({ bookingId: 'b2', reference: 'FLD-26-000043', nameListDeadline: '2020-01-01' }),
        ]),
      'fixedDeparture/updatePassengers': () =>
        ++attempt === 1
          ? refused(400, 'Check the passenger details', {
              'passengers.1.firstName': 'Use letters and spaces only',
            })
          : ok({ bookingId: 'b1', message: FD_MSG.passengersUpdated }),
    });
    page();
    const card = await screen.findByRole('article', { name: 'DEL → DXB, FLD-26-000042' });
    // Past its name-list deadline a booking offers no correction.
    const late = screen.getByRole('article', { name: 'DEL → DXB, FLD-26-000043' });
    expect(within(late).queryByRole('button', { name: 'Correct names' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Correct names' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct names · FLD-26-000042' });
    expect(dialog.textContent).toContain('until Tue,01 Dec 2099');
    const firstNames = within(dialog).getAllByLabelText('First name');
    fireEvent.change(firstNames[1] as HTMLElement, { target: { value: 'N3ha' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));
    expect(await within(dialog).findByText('Use letters and spaces only')).toBeTruthy();

    fireEvent.change(firstNames[1] as HTMLElement, { target: { value: 'Nehaa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(FD_MSG.passengersUpdated));
    expect(bodiesOf(fetchMock, 'fixedDeparture/updatePassengers').at(-1)).toEqual({
      bookingId: 'b1',
      names: [
        { title: 'Mr', firstName: 'Arjun', lastName: 'Mehta' },
        { title: 'Ms', firstName: 'Nehaa', lastName: 'Mehta' },
      ],
    });
  });
});

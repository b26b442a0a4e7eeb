import { FD_MSG } from '@app/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { testUser } from '../../test/fixtures';
import { bodiesOf, renderRoutes, SIGNED_IN, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { FdBookingPage } from './FdBookingPage';
import { fdDeparture } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(SIGNED_IN);
const COUNTRY: Record<string, string> = { DEL: 'IN', BOM: 'IN', DXB: 'AE' };
const airport = (code: string) => ({
  cityCode: code,
  label: `${code} city (${code})`,
  subTitle: '',
  airportCode: code,
  countryCode: COUNTRY[code] ?? 'XX',
});

function serve(
  destination: string,
  createOrder: () => Response,
  seatsLeft = 28,
  nameListDeadline = '2099-12-01',
) {
  serveCalls(fetchMock, {
    'fixedDeparture/getDeparture': (body) =>
      ok(
        fdDeparture({
          destination,
          outbound: fdDeparture().outbound.map((leg) => ({ ...leg, destination })),
          total: 1_479_500 * Number(body.adultCount),
          seatsLeft,
          nameListDeadline,
        }),
      ),
    'api/getCountryList': () => ok([{ name: 'India', dial_code: '+91', code: 'IN' }]),
    'api/getAirports': (body) => ok([airport(String(body.searchQuery))]),
    'fixedDeparture/createOrder': createOrder,
  });
}

const page = (at = '/fixed-departures/d1/book?adt=1&chd=0&inf=0') =>
  renderRoutes([{ path: '/fixed-departures/:departureId/book', element: <FdBookingPage /> }], at);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

async function fillDomesticLead() {
  await screen.findByText('Adult 1');
  type('Title', 'Mr');
  type('Gender', '1');
  type('First name', 'Arjun');
  type('Last name', 'Mehta');
  type('Address', '12 MG Road');
  type('City', 'Delhi');
}

describe('fixed departure booking page', () => {
  it('says plainly that the last seats went, and charges nothing', async () => {
    serve('BOM', () => refused(409, FD_MSG.soldOut));
    page();
    await fillDomesticLead();
    // A domestic adult gives no date of birth and no passport.
    expect(screen.queryByLabelText('Passport number', { exact: false })).toBeNull();
    expect(screen.getByTestId('fd-total-payable').textContent).toBe('₹14,795');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹14,795' }));
    expect((await screen.findByTestId('fd-booking-problem')).textContent).toContain(FD_MSG.soldOut);
    const [order] = bodiesOf(fetchMock, 'fixedDeparture/createOrder');
    // A retail customer pays online: the wallet is for agents and corporates.
    expect(order).toMatchObject({
      departureId: 'd1',
      paymentMethod: 'gateway',
      passengers: [{ firstName: 'Arjun', email: testUser.email }],
    });
  });

  it('warns before paying that the name list has closed, and still sells the seats', async () => {
    serve('BOM', () => refused(409, FD_MSG.soldOut), 28, '2020-01-01');
    page();
    await fillDomesticLead();
    expect(screen.getByTestId('fd-late-names').textContent).toBe(FD_MSG.lateNames('Wed,01 Jan 2020'));
    expect(screen.getByText(/name list closed on Wed,01 Jan 2020; names cannot change now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹14,795' }).hasAttribute('disabled')).toBe(false);
    cleanup();
    // Before the deadline nothing is said but when names go.
    serve('BOM', () => refused(409, FD_MSG.soldOut));
    page();
    await fillDomesticLead();
    expect(screen.queryByTestId('fd-late-names')).toBeNull();
    expect(screen.getByText(/Names go to the airline on Tue,01 Dec 2099/)).toBeTruthy();
  });

  it('says what unpaid orders may hold: a party over the limit at once, the server’s refusal when it comes', async () => {
    serve('BOM', () => refused(409, FD_MSG.unpaidByYou));
    page('/fixed-departures/d1/book?adt=9&chd=1&inf=0');
    await screen.findByText('Adult 9');
    expect(screen.getByTestId('fd-booking-problem').textContent).toContain(FD_MSG.partyOverUnpaidLimit);
    expect(screen.getByRole('button', { name: /^Pay/ }).hasAttribute('disabled')).toBe(true);
    cleanup();
    page();
    await fillDomesticLead();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect((await screen.findByTestId('fd-booking-problem')).textContent).toContain(FD_MSG.unpaidByYou);
  });

  it('puts the server’s field messages under their fields', async () => {
    serve('BOM', () =>
      refused(400, 'Check the passenger details', { 'passengers.0.lastName': 'Use letters and spaces only' }),
    );
    page();
    await fillDomesticLead();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByText('Use letters and spaces only')).toBeTruthy());
    expect(screen.getByTestId('fd-booking-problem').textContent).toContain('Check the passenger details');
  });

  it('asks every traveller of a trip abroad for a passport, and says when too few seats are left', async () => {
    serve('DXB', () => ok({}), 1);
    page('/fixed-departures/d1/book?adt=2&chd=0&inf=0');
    await screen.findByText('Adult 2');
    expect(screen.getAllByLabelText('Passport number', { exact: false })).toHaveLength(2);
    expect(screen.getByTestId('fd-booking-problem').textContent).toContain(FD_MSG.notEnoughSeats(1));
    expect(screen.getByRole('button', { name: /^Pay/ }).hasAttribute('disabled')).toBe(true);
  });
});

import { FD_MSG } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/answers';
import { bodiesOf, renderRoutes, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { FixedDeparturesPage } from './FixedDeparturesPage';
import { fdDeparture } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(null);
const page = (at: string) =>
  renderRoutes([{ path: '/fixed-departures', element: <FixedDeparturesPage /> }], at);

describe('fixed departures page', () => {
  it('lists departures by month, priced for the party of the address, saying when seats are few', async () => {
    serveCalls(fetchMock, {
      'fixedDeparture/search': () =>
        ok({
          departures: [
            fdDeparture({ total: 2_959_000 }),
            fdDeparture({
              id: 'd2',
              departureDate: '2027-01-05',
              returnDate: '2027-01-11',
              tripType: 'roundTrip',
              seatsLeft: 2,
              isRefundable: false,
            }),
          ],
        }),
      getAirlinesStaticData: () =>
        ok([{ airlineCode: '6E', airlineName: 'IndiGo', logoUrl: '/logo/6E.png' }]),
    });
    page('/fixed-departures?origin=DEL&destination=DXB&adt=2');
    const first = await screen.findByRole('article', { name: /DEL → DXB, IndiGo Airlines, Tue,08 Dec 2026/ });
    expect(within(first).getByText('₹14,795')).toBeTruthy();
    expect(within(first).getByTestId('fd-total').textContent).toBe('2 Adults: ₹29,590');
    expect(within(first).getByText('28 seats left')).toBeTruthy();
    expect(within(first).getByText('6E 1463 · DEL 09:40 → DXB 12:05')).toBeTruthy();
    expect(within(first).getByRole('link', { name: /^Book/ }).getAttribute('href')).toBe(
      '/fixed-departures/d1/book?adt=2&chd=0&inf=0',
    );
    const few = screen.getByRole('article', { name: /DEL ⇄ DXB/ });
    expect(within(few).getByText(FD_MSG.onlyLeft(2))).toBeTruthy();
    expect(within(few).getByText('Non-Refundable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(bodiesOf(fetchMock, 'fixedDeparture/search')[0]).toEqual({
      origin: 'DEL',
      destination: 'DXB',
      adultCount: 2,
      childCount: 0,
      infantCount: 0,
    });
  });

  it('warns on a departure whose name list has closed, and still offers it', async () => {
    serveCalls(fetchMock, {
      'fixedDeparture/search': () =>
        ok({
          departures: [
            fdDeparture({ nameListDeadline: '2020-01-01' }),
            fdDeparture({ id: 'd2', departureDate: '2099-12-08', nameListDeadline: '2099-12-01' }),
          ],
        }),
    });
    page('/fixed-departures');
    const late = await screen.findByRole('article', { name: /Tue,08 Dec 2026/ });
    expect(within(late).getByTestId('fd-name-list-closed').textContent).toBe(FD_MSG.lateNamesShort);
    expect(within(late).getByRole('link', { name: /^Book/ })).toBeTruthy();
    const open = screen.getByRole('article', { name: /2099/ });
    expect(within(open).queryByTestId('fd-name-list-closed')).toBeNull();
  });

  it('says plainly when nothing matches', async () => {
    serveCalls(fetchMock, { 'fixedDeparture/search': () => ok({ departures: [] }) });
    page('/fixed-departures?month=2027-03');
    expect(await screen.findByText(FD_MSG.noDepartures)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'fixedDeparture/search')[0]).toMatchObject({ month: '2027-03' });
  });
});

import { FD_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { ManageFdPage } from './ManageFdPage';
import { fdStaffDeparture } from './test-fixtures';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);
const page = () => renderRoutes([{ path: '*', element: <ManageFdPage /> }], '/staff/fixed-departures');

// A day that stays ahead of the calendar: the form may refuse a departure in the past.
const NEXT_YEAR = new Date().getFullYear() + 1;

describe('manage fixed departures', () => {
  it('shows each block: seats sold, held and left, the fill rate, both deadlines', async () => {
    serveCalls(fetchMock, { 'fixedDeparture/manage/list': () => ok({ departures: [fdStaffDeparture()] }) });
    page();
    const row = await screen.findByRole('article', { name: 'DEL → DXB 2026-12-08' });
    expect(
      within(row)
        .getByRole('progressbar', { name: /Fill rate/ })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(within(row).getByText('40% sold')).toBeTruthy();
    expect(within(row).getByText('Tue,01 Dec 2026')).toBeTruthy();
    expect(within(row).getByText('Sat,05 Dec 2026')).toBeTruthy();
    expect(within(row).getByText('₹14,500')).toBeTruthy();
  });

  it('saves a new departure with rupee fares sent in paise, and says so', async () => {
    serveCalls(fetchMock, {
      'fixedDeparture/manage/list': () => ok({ departures: [] }),
      'fixedDeparture/manage/save': () => ok({ id: 'd9', message: FD_MSG.saved }),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'New departure' }));
    const form = await screen.findByRole('dialog', { name: 'New departure' });
    const type = (label: string | RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Block PNR/, 'e2e123');
    type(/^Seats/, '12');
    type(/^Airline/, '6E');
    type(/^Flight no\./, '5101');
    type(/^From/, 'BOM');
    type(/^To/, 'GOI');
    type(/^Departs/, `${NEXT_YEAR}-01-10T06:15`);
    type(/^Arrives/, `${NEXT_YEAR}-01-10T07:30`);
    type(/^Net fare, adult/, '4,250');
    type(/^Net fare, child/, '4000');
    type(/^Net fare, infant/, '1200.50');
    type(/^Check-in baggage/, '15 KG');
    type(/^Cabin baggage/, '7 KG');
    type(/^Cancellation charge/, '1500');
    type(/^Cancellation policy/, 'Kept per passenger');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(FD_MSG.saved));
    expect(bodiesOf(fetchMock, 'fixedDeparture/manage/save')[0]).toMatchObject({
      tripType: 'oneWay',
      blockPnr: 'e2e123',
      seatsTotal: '12',
      fareAdult: 425_000,
      fareInfant: 120_050,
      cancellationCharge: 150_000,
      outbound: [{ origin: 'BOM', destination: 'GOI', departAt: `${NEXT_YEAR}-01-10T06:15` }],
    });
    // Fifteen label lookups in a large dialog: 16 s in jsdom on an idle machine, more under load.
  }, 60_000);

  it('lists an import’s wrong rows and imports nothing', async () => {
    serveCalls(fetchMock, {
      'fixedDeparture/manage/list': () => ok({ departures: [] }),
      'fixedDeparture/manage/import': () =>
        ok({
          imported: 0,
          message: FD_MSG.importRefused,
          errors: [
            { row: 3, field: 'seatsTotal', message: 'Must be a number' },
            { row: 3, field: 'origin', message: 'Invalid value' },
          ],
        }),
    });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import departures' });
    const file = new File(['sheet'], 'departures.xlsx');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(FD_MSG.importRefused)).toBeTruthy();
    const rows = within(within(dialog).getByRole('table', { name: 'Rows to fix' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RowFieldWhat is wrong',
      '3seatsTotalMust be a number',
      '3originInvalid value',
    ]);
    expect(bodiesOf(fetchMock, 'fixedDeparture/manage/import')[0]).toEqual({ file: btoa('sheet') });
  });
});

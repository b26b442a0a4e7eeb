import { PAN_MSG, type PanRecord, TAX_ID_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { guardOf } from '../payments/payment-screens.harness';
import { VerifyPanPage } from './VerifyPanPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);
const record = (over: Partial<PanRecord> = {}): PanRecord => ({
  customerId: 'u-1',
  name: 'Asha Rao',
  email: 'asha@example.test',
  userType: 'retail',
  pan: 'ABCPE1234F',
  panSource: 'account',
  formatProblem: null,
  status: 'unverified',
  reason: null,
  checkedBy: null,
  checkedAt: null,
  ...over,
});
const malformed = record({
  customerId: 'u-2',
  name: 'Bela Shah',
  email: null,
  pan: 'ABCDE1234F',
  panSource: 'billing',
  formatProblem: TAX_ID_MSG.panHolder,
});
const pageOf = (records: PanRecord[]) =>
  ok({
    records,
    totalRecords: records.length,
    totalPages: 1,
    currentPage: 1,
    totalIsCapped: false,
    totals: { unverified: 2, verified: 3, rejected: 1 },
  });
const LOADED = { timeout: 5_000 };
const open = () => renderRoutes([{ path: '*', element: <VerifyPanPage /> }], '/staff/verify-pan');

describe('/staff/verify-pan', () => {
  it('is routed behind customers.verifyPan', () => {
    expect(guardOf('/staff/verify-pan')).toBe('customers.verifyPan');
  });

  it('shows each PAN with its source, format check and status, and filters by status and words', async () => {
    serveCalls(fetchMock, {
      'customers/pan/list': (body) =>
        body.status === 'rejected' ? pageOf([]) : pageOf([record(), malformed]),
    });
    open();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    const asha = await screen.findByRole('article', { name: 'PAN of Asha Rao' }, LOADED);
    expect(within(asha).getByText('ABCPE1234F')).toBeTruthy();
    expect(within(asha).getByText('on the account')).toBeTruthy();
    expect(within(asha).getByText('Format OK')).toBeTruthy();
    expect(within(asha).getByText('Unverified')).toBeTruthy();
    const bela = screen.getByRole('article', { name: 'PAN of Bela Shah' });
    expect(within(bela).getByText('from the billing details')).toBeTruthy();
    expect(within(bela).getByText(TAX_ID_MSG.panHolder)).toBeTruthy();
    // A PAN whose format is wrong cannot be verified, only rejected.
    expect(within(bela).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(true);
    expect(within(asha).getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(
      '2 customers · 2 unverified, 3 verified, 1 rejected in all',
    );

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'rejected' } });
    fireEvent.change(screen.getByLabelText('Name, e-mail or PAN'), { target: { value: ' asha ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(PAN_MSG.noResults, {}, LOADED)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'customers/pan/list').at(-1)).toEqual({
      page: 1,
      status: 'rejected',
      q: 'asha',
    });
  });

  it('shows who checked a PAN and when', async () => {
    serveCalls(fetchMock, {
      'customers/pan/list': () =>
        pageOf([
          record({
            status: 'rejected',
            reason: 'Name does not match',
            checkedBy: 'admin@flightdeals.test',
            checkedAt: '2026-11-20T06:30:00.000Z',
          }),
        ]),
    });
    open();
    const card = await screen.findByRole('article', { name: 'PAN of Asha Rao' }, LOADED);
    // 06:30 UTC is noon in India, the test site's zone.
    expect(card.textContent).toContain(
      'Rejected by admin@flightdeals.test on 20 Nov 2026, 12:00 · Name does not match',
    );
  });

  it('verifies a PAN, and says so when the server refuses', async () => {
    serveCalls(fetchMock, {
      'customers/pan/list': () => pageOf([record()]),
      'customers/pan/verify': () => refused(400, TAX_ID_MSG.pan, { decision: TAX_ID_MSG.pan }),
    });
    open();
    const card = await screen.findByRole('article', { name: 'PAN of Asha Rao' }, LOADED);
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText(TAX_ID_MSG.pan)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'customers/pan/verify')).toEqual([
      { customerId: 'u-1', decision: 'verified' },
    ]);
  });

  it('asks why a PAN is rejected, shows the server’s word under the field, and sends the reason', async () => {
    let attempts = 0;
    serveCalls(fetchMock, {
      'customers/pan/list': () => pageOf([malformed]),
      'customers/pan/verify': (body) =>
        ++attempts === 1
          ? refused(400, PAN_MSG.reason, { reason: 'Say more' })
          : Response.json({
              success: true,
              message: PAN_MSG.rejected,
              data: { ...malformed, status: 'rejected', reason: body.reason },
            }),
    });
    open();
    const card = await screen.findByRole('article', { name: 'PAN of Bela Shah' }, LOADED);
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject PAN ABCDE1234F' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(PAN_MSG.reason)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'customers/pan/verify')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Not a PAN at all' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say more')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'customers/pan/verify')).toEqual([
      { customerId: 'u-2', decision: 'rejected', reason: 'Not a PAN at all' },
      { customerId: 'u-2', decision: 'rejected', reason: 'Not a PAN at all' },
    ]);
  });
});

import { DEPOSIT_MSG, MSG, type StaffDeposit } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { testUser } from '../../test/fixtures';
import { bodiesOf, renderRoutes, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { DepositDialog } from './DepositDialog';
import { DepositsPage } from './DepositsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const AGENT = { token: 't', user: { ...testUser, userType: 'travelAgent' as const } };
const fetchMock = stubFetchEachTest(AGENT);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea' });
const today = dayjs().format('DD/MM/YYYY');

describe('telling the site of a bank transfer (decision 0054)', () => {
  const onClose = vi.fn();
  function showDialog(answer: () => Response = () => refused(500, MSG.somethingWrong), bank: unknown = null) {
    serveCalls(fetchMock, {
      'wallet/deposits/request': () => answer(),
      'whitelabel/getBankDetails': () => ok(bank),
    });
    renderRoutes([{ path: '*', element: <DepositDialog onClose={onClose} /> }], '/user/transactionHistory');
  }

  it('checks what is typed under each field before sending anything', async () => {
    showDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(3);
    fireEvent.change(field('Amount sent'), { target: { value: '12.345' } });
    fireEvent.change(field('Bank reference (UTR)'), { target: { value: 'AB 1' } });
    fireEvent.change(field('Transfer date'), {
      target: { value: dayjs().add(2, 'day').format('DD/MM/YYYY') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(await screen.findByText('Enter an amount in rupees, like 5000 or 5000.50')).toBeTruthy();
    expect(screen.getByText(DEPOSIT_MSG.bankReference)).toBeTruthy();
    expect(screen.getByText(DEPOSIT_MSG.futureDate)).toBeTruthy();
    // A slip must be an image the server takes.
    const slip = screen.getByLabelText('Transfer slip');
    fireEvent.change(slip, {
      target: { files: [new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(DEPOSIT_MSG.slip)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'wallet/deposits/request')).toHaveLength(0);
  });

  it('sends the transfer in paise with its slip, and closes once the server has it', async () => {
    const made = {
      id: 'd1',
      amount: 2_500_050,
      bankReference: 'HDFC1234567',
      transferredOn: dayjs().format('YYYY-MM-DD'),
      remarks: 'NEFT',
      state: 'pending',
      rejectionReason: null,
      hasSlip: true,
      createdAt: new Date().toISOString(),
      decidedAt: null,
    };
    showDialog(() => Response.json({ success: true, message: DEPOSIT_MSG.requested, data: made }), {
      accountName: 'Flight Deals Pvt Ltd',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
      branch: 'Connaught Place',
      upiId: null,
    });
    expect(await screen.findByText(/A\/c 123456789012/)).toBeTruthy();
    fireEvent.change(field('Amount sent'), { target: { value: '25,000.50' } });
    fireEvent.change(field('Bank reference (UTR)'), { target: { value: 'hdfc1234567' } });
    fireEvent.change(field('Transfer date'), { target: { value: today } });
    fireEvent.change(field('Remarks'), { target: { value: 'NEFT' } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'slip.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Transfer slip'), { target: { files: [png] } });
    expect(await screen.findByText('slip.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = bodiesOf(fetchMock, 'wallet/deposits/request');
    expect(sent).toMatchObject({
      amount: 2_500_050,
      bankReference: 'HDFC1234567',
      transferredOn: dayjs().format('YYYY-MM-DD'),
      remarks: 'NEFT',
    });
    expect(String(sent?.slip)).toMatch(/^data:image\/png;base64,/);
    expect(notify.success).toHaveBeenCalledWith(DEPOSIT_MSG.requested);
  });

  it('puts a reference already claimed under its field', async () => {
    showDialog(() => refused(409, DEPOSIT_MSG.duplicate, { bankReference: DEPOSIT_MSG.duplicate }));
    fireEvent.change(field('Amount sent'), { target: { value: '5000' } });
    fireEvent.change(field('Bank reference (UTR)'), { target: { value: 'UTR123456' } });
    fireEvent.change(field('Transfer date'), { target: { value: today } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    expect(await screen.findByText(DEPOSIT_MSG.duplicate)).toBeTruthy();
  });
});

describe('staff’s bank deposits (decision 0054)', () => {
  const deposit: StaffDeposit = {
    id: 'd1',
    amount: 2_500_000,
    bankReference: 'HDFC1234567',
    transferredOn: '2026-11-20',
    remarks: 'NEFT from HDFC',
    state: 'pending',
    rejectionReason: null,
    hasSlip: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    depositor: { id: 'u9', name: 'Arjun Mehta', email: 'agent@flightdeals.test', companyName: 'Arjun Tours' },
    decidedBy: null,
  };
  const page = (records: StaffDeposit[]) =>
    ok({ records, totalRecords: records.length, totalPages: 1, currentPage: 1, totalIsCapped: false });

  it('confirms a pending deposit after saying whose wallet gets how much', async () => {
    serveCalls(fetchMock, {
      'wallet/deposits/list': () => page([deposit]),
      'wallet/deposits/confirm': () =>
        Response.json({
          success: true,
          message: 'Deposit confirmed: ₹25,000 added',
          data: { ...deposit, state: 'confirmed' },
        }),
    });
    renderRoutes([{ path: '*', element: <DepositsPage /> }], '/staff/deposits');
    const card = await screen.findByRole('article', { name: 'Deposit HDFC1234567' });
    expect(card.textContent).toContain('₹25,000 from Arjun Tours');
    expect(card.textContent).toContain('“NEFT from HDFC”');
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add ₹25,000 to Arjun Tours’s wallet?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'wallet/deposits/confirm')).toEqual([{ depositId: 'd1' }]),
    );
    expect(notify.success).toHaveBeenCalledWith('Deposit confirmed: ₹25,000 added');
    expect(bodiesOf(fetchMock, 'wallet/deposits/list')[0]).toEqual({ state: 'pending', page: 1 });
  });

  it('rejects with a reason, which is required', async () => {
    serveCalls(fetchMock, {
      'wallet/deposits/list': () => page([deposit]),
      'wallet/deposits/reject': () =>
        Response.json({
          success: true,
          message: DEPOSIT_MSG.rejected,
          data: { ...deposit, state: 'rejected' },
        }),
    });
    renderRoutes([{ path: '*', element: <DepositsPage /> }], '/staff/deposits');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject HDFC1234567?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(MSG.required)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Not on our statement' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'wallet/deposits/reject')).toEqual([
        { depositId: 'd1', reason: 'Not on our statement' },
      ]),
    );
  });

  it('shows the slip when asked, and the decided ones on their own tab', async () => {
    serveCalls(fetchMock, {
      'wallet/deposits/list': (body) =>
        body.state === 'confirmed'
          ? page([{ ...deposit, id: 'd2', state: 'confirmed', decidedBy: 'cash@site.test', hasSlip: false }])
          : page([deposit]),
      'wallet/deposits/slip': () => ok({ slip: 'data:image/png;base64,AAAA' }),
    });
    renderRoutes([{ path: '*', element: <DepositsPage /> }], '/staff/deposits');
    fireEvent.click(await screen.findByRole('button', { name: 'View slip' }));
    const image = await screen.findByRole('img', { name: 'Transfer slip HDFC1234567' });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    expect(await screen.findByText(/Confirmed by cash@site.test/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});

import { GATEWAY_MSG, MSG, TOP_UP_MSG, type TopUpReceipt } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused } from '../../test/answers';
import { testUser } from '../../test/fixtures';
import { bodiesOf, renderRoutes, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { PAYMENT_STATE_KEY } from '../payments/payment-state';
import { TopUpCard } from './TopUpCard';
import { TopUpReceiptPage } from './TopUpReceiptPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const AGENT = { token: 't', user: { ...testUser, userType: 'travelAgent' as const } };
const fetchMock = stubFetchEachTest(AGENT);
const amount = () => screen.getByLabelText('Amount', { selector: 'input' });

describe('top up online (decision 0054)', () => {
  const assign = vi.fn();
  afterEach(() => {
    assign.mockReset();
    sessionStorage.clear();
  });

  function showCard(answers: Parameters<typeof serveCalls>[1] = {}) {
    serveCalls(fetchMock, {
      'wallet/topUp/options': () => ok({ feeBasisPoints: 150, acceptsOnline: true }),
      ...answers,
    });
    renderRoutes([{ path: '*', element: <TopUpCard /> }], '/user/transactionHistory');
  }

  it('shows the fee on the amount typed and what the agency pays', async () => {
    showCard();
    expect(await screen.findByText('Gateway fee 1.5%')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '10,000' } });
    expect(screen.getByText('Gateway fee 1.5%: ₹150')).toBeTruthy();
    expect(screen.getByText('₹10,000 goes into your wallet; you pay ₹10,150.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹10,150' })).toBeTruthy();
  });

  it('says under the amount what is wrong with it, and asks nothing of the server', async () => {
    showCard();
    await screen.findByText('Gateway fee 1.5%');
    const tries: [string, string][] = [
      ['', MSG.required],
      ['500.50', TOP_UP_MSG.wholeRupees],
      ['abc', TOP_UP_MSG.wholeRupees],
      ['99', TOP_UP_MSG.tooSmall],
      ['500001', TOP_UP_MSG.tooLarge],
    ];
    for (const [typed, message] of tries) {
      fireEvent.change(amount(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: /^(Top up|Pay )/ }));
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(bodiesOf(fetchMock, 'wallet/topUp/create')).toHaveLength(0);
  });

  it('makes the top-up in paise and hands the agency to the gateway, its page to come back to', async () => {
    vi.stubGlobal('location', { ...window.location, assign });
    showCard({
      'wallet/topUp/create': () =>
        ok({
          orderId: 'WT1',
          reference: 'FLD-26-000101',
          amount: 1_000_000,
          fee: 15_000,
          total: 1_015_000,
          redirectUrl: 'https://gateway.test/pay/1',
          expiryTime: new Date(Date.now() + 900_000).toISOString(),
        }),
    });
    await screen.findByText('Gateway fee 1.5%');
    fireEvent.change(amount(), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹10,150' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/1'));
    expect(bodiesOf(fetchMock, 'wallet/topUp/create')).toEqual([{ amount: 1_000_000 }]);
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_STATE_KEY) ?? '{}')).toMatchObject({
      orderId: 'WT1',
      amount: 1_015_000,
      orderPage: '/user/wallet/top-up/WT1',
      redirectTo: '/user/transactionHistory',
    });
  });

  it('puts the server’s refusal under the amount', async () => {
    showCard({ 'wallet/topUp/create': () => refused(400, 'Bad', { amount: TOP_UP_MSG.tooLarge }) });
    await screen.findByText('Gateway fee 1.5%');
    fireEvent.change(amount(), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,015' }));
    expect(await screen.findByText(TOP_UP_MSG.tooLarge)).toBeTruthy();
  });

  it('offers no online top-up where the site takes none', async () => {
    showCard({ 'wallet/topUp/options': () => ok({ feeBasisPoints: 0, acceptsOnline: false }) });
    expect(await screen.findByText(GATEWAY_MSG.noOnlinePayments)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});

describe('a top-up’s page (decision 0054)', () => {
  const receipt: TopUpReceipt = {
    orderId: 'WT1',
    reference: 'FLD-26-000101',
    status: 'completed',
    message: '₹10,000 added to your wallet',
    amount: 1_000_000,
    fee: 15_000,
    total: 1_015_000,
    provider: 'phonepe',
    gatewayTransactionId: 'PP-TXN-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    creditedAt: '2026-11-20T10:01:02.000Z',
    payer: { name: 'Arjun Mehta', email: 'agent@flightdeals.test', companyName: 'Arjun Tours' },
  };
  const showPage = (answer: TopUpReceipt | Response) => {
    serveCalls(fetchMock, {
      'wallet/topUp/get': () => (answer instanceof Response ? answer : ok(answer)),
      getWlUserWalletBalance: () => ok({ balance: 0, creditLimit: 0 }),
      'wl/user/getMyWalletEntry': () =>
        ok({ records: [], totalRecords: 0, totalPages: 1, currentPage: 1, totalIsCapped: false }),
    });
    renderRoutes(
      [{ path: '/user/wallet/top-up/:orderId', element: <TopUpReceiptPage /> }],
      '/user/wallet/top-up/WT1',
    );
  };

  it('shows the receipt of a credited top-up, ready to print', async () => {
    showPage(receipt);
    expect((await screen.findByTestId('top-up-message')).textContent).toBe('₹10,000 added to your wallet');
    expect(screen.getByTestId('top-up-amount').textContent).toBe('₹10,000');
    expect(screen.getByTestId('top-up-fee').textContent).toBe('₹150');
    expect(screen.getByTestId('top-up-total').textContent).toBe('₹10,150');
    expect(screen.getByTestId('top-up-transaction-id').textContent).toBe('PP-TXN-1');
    expect(screen.getByRole('region', { name: 'Receipt' }).textContent).toContain('Arjun Tours');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
  });

  it('says a declined top-up credited nothing, with no receipt to print', async () => {
    showPage({
      ...receipt,
      status: 'failed',
      message: 'Payment unsuccessful',
      gatewayTransactionId: null,
      creditedAt: null,
    });
    expect((await screen.findByTestId('top-up-message')).textContent).toBe('Payment unsuccessful');
    expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });

  it('says when the top-up is nobody’s the caller may see', async () => {
    showPage(refused(404, TOP_UP_MSG.notFound));
    expect(await screen.findByText('Top-up not found')).toBeTruthy();
  });
});

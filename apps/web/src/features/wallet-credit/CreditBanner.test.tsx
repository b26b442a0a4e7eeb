import { creditLevel, creditWarning } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../../test/fixtures';
import { bodiesOf, renderRoutes, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { formatRupees } from '../flights/format';
import { FRAME_WALLET_STALE_MS, invalidateWalletFunds } from '../payments/api/wallet';
import { CreditBanner } from './CreditBanner';
import { CreditFigures } from './CreditFigures';

const AGENT = { token: 't', user: { ...testUser, userType: 'travelAgent' as const } };
const LIMIT = 1_000_000; // ₹10,000
const fetchMock = stubFetchEachTest(AGENT);

/** What a payment of this tab does to the frame's wallet figures. */
function PaidHere() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => void invalidateWalletFunds(queryClient)}>
      Paid
    </button>
  );
}

function showBanner(balance: number, creditLimit = LIMIT, at = '/flight/search') {
  serveCalls(fetchMock, {
    getWlUserWalletBalance: () => Response.json({ success: true, data: { balance, creditLimit } }),
  });
  renderRoutes([{ path: '*', element: <CreditBanner /> }], at);
}

describe('credit levels', () => {
  it('are exact at 40 %, 20 % and nothing left', () => {
    const at = (available: number) => creditLevel({ balance: available - LIMIT, creditLimit: LIMIT });
    expect([at(400_000), at(399_999), at(200_000), at(199_999), at(1), at(0), at(-5)]).toEqual([
      'ok',
      'below40',
      'below40',
      'below20',
      'below20',
      'usedUp',
      'usedUp',
    ]);
    expect(creditLevel({ balance: -100, creditLimit: 0 })).toBe('none');
  });
});

describe('CreditFigures', () => {
  it('shows balance, credit limit and what is available (balance + limit)', () => {
    render(<CreditFigures funds={{ balance: -700_000, creditLimit: LIMIT }} />);
    expect(screen.getByTestId('credit-balance').textContent).toBe('-₹7,000');
    expect(screen.getByTestId('credit-limit').textContent).toBe('₹10,000');
    expect(screen.getByTestId('credit-available').textContent).toBe('₹3,000');
  });

  it('shows nothing for a wallet without a credit line', () => {
    const { container } = render(<CreditFigures funds={{ balance: 50_000, creditLimit: 0 }} />);
    expect(container.textContent).toBe('');
  });
});

describe('CreditBanner', () => {
  it('warns under 40 % with the way to the wallet', async () => {
    showBanner(-650_000);
    const banner = await screen.findByTestId('credit-banner');
    expect(banner.textContent).toContain(
      '₹3,500 of your ₹10,000 credit limit is left (under 40%). Top up your wallet soon.',
    );
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(
      '/user/transactionHistory',
    );
  });

  it('says under 20 % in its own words', async () => {
    showBanner(-850_000);
    expect((await screen.findByTestId('credit-banner')).textContent).toContain(
      'Only ₹1,500 of your ₹10,000 credit limit is left (under 20%).',
    );
  });

  it('says the limit is used up and booking on credit stops', async () => {
    showBanner(-LIMIT);
    expect((await screen.findByTestId('credit-banner')).textContent).toContain(
      creditWarning({ balance: -LIMIT, creditLimit: LIMIT }, formatRupees) ?? 'missing',
    );
    expect(screen.getByTestId('credit-banner').textContent).toContain('you cannot book on credit');
  });

  it('reads the wallet once across pages, and again at once when this tab moved money', async () => {
    let balance = -500_000;
    serveCalls(fetchMock, {
      getWlUserWalletBalance: () => Response.json({ success: true, data: { balance, creditLimit: LIMIT } }),
    });
    const element = (
      <>
        <CreditBanner />
        <PaidHere />
      </>
    );
    const router = renderRoutes([{ path: '*', element }], '/flight/review');
    await waitFor(() => expect(bodiesOf(fetchMock, 'getWlUserWalletBalance')).toHaveLength(1));
    await act(() => router.navigate('/bookings/1'));
    expect(bodiesOf(fetchMock, 'getWlUserWalletBalance')).toHaveLength(1);
    expect(screen.queryByTestId('credit-banner')).toBeNull();
    // A booking paid from the wallet in this tab: the figures are read again at once.
    balance = -900_000;
    fireEvent.click(screen.getByRole('button', { name: 'Paid' }));
    expect((await screen.findByTestId('credit-banner')).textContent).toContain('(under 20%)');
    expect(bodiesOf(fetchMock, 'getWlUserWalletBalance')).toHaveLength(2);
  });

  it('reads the wallet again on the next page once its figures are a minute old', async () => {
    let balance = -500_000;
    serveCalls(fetchMock, {
      getWlUserWalletBalance: () => Response.json({ success: true, data: { balance, creditLimit: LIMIT } }),
    });
    const router = renderRoutes([{ path: '*', element: <CreditBanner /> }], '/flight/review');
    await waitFor(() => expect(bodiesOf(fetchMock, 'getWlUserWalletBalance')).toHaveLength(1));
    // Staff credited or refunded elsewhere; the clock moves past the figures' minute.
    balance = -900_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + FRAME_WALLET_STALE_MS + 1_000);
      await act(() => router.navigate('/bookings/1'));
      expect((await screen.findByTestId('credit-banner')).textContent).toContain('(under 20%)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays away while 40 % or more is left', async () => {
    showBanner(-600_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByTestId('credit-banner')).toBeNull();
  });
});

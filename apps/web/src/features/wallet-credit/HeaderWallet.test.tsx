import { SITE_MODULES } from '@app/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '../../app/store';
import { ok } from '../../test/answers';
import { testSite, testUser } from '../../test/fixtures';
import { bodiesOf, renderRoutes, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { HeaderWallet } from './HeaderWallet';

const agent = { token: 't', user: { ...testUser, userType: 'travelAgent' as const } };
const fetchMock = stubFetchEachTest(agent);

function showHeader(funds = { balance: 4_95_000_00, creditLimit: 0 }) {
  serveCalls(fetchMock, { getWlUserWalletBalance: () => ok(funds) });
  renderRoutes([{ path: '*', element: <HeaderWallet /> }], '/flight/search');
}

describe('the wallet in the app bar (decision 0054)', () => {
  it('shows an agency its balance, leading to its wallet', async () => {
    showHeader();
    expect((await screen.findByTestId('header-wallet-balance')).textContent).toBe('₹4,95,000');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/user/transactionHistory');
    expect(screen.queryByTestId('header-wallet-available')).toBeNull();
  });

  it('adds what a booking may still take where the agency has credit', async () => {
    showHeader({ balance: -2_000_00, creditLimit: 10_000_00 });
    expect((await screen.findByTestId('header-wallet-balance')).textContent).toBe('-₹2,000');
    expect(screen.getByTestId('header-wallet-available').textContent).toBe('₹8,000');
  });

  it('shows nothing, and asks nothing, for a retail customer or where the site has no wallets', async () => {
    useAppStore.setState({ auth: { token: 't', user: testUser } });
    showHeader();
    useAppStore.setState({
      auth: agent,
      site: { ...testSite, activeModules: SITE_MODULES.filter((m) => m !== 'wallet') },
    });
    showHeader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('header-wallet')).toBeNull();
    expect(bodiesOf(fetchMock, 'getWlUserWalletBalance')).toHaveLength(0);
  });
});

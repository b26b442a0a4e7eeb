import { CREDIT_MSG } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCustomer } from '../../test/fixtures';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { CreditLimitButton } from './CreditLimitButton';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);
const limits = {
  userId: testCustomer.users_id,
  creditLimit: 1_000_000,
  balance: -250_000,
  agentsOnCredit: true,
  changes: [
    {
      id: 'l-2',
      amount: 2_000_000,
      effectiveOn: '2099-01-05',
      createdAt: '2026-11-20T10:00:00.000Z',
      createdByEmail: 'boss@site.test',
      state: 'scheduled',
    },
    {
      id: 'l-1',
      amount: 1_000_000,
      effectiveOn: '2026-11-01',
      createdAt: '2026-11-01T10:00:00.000Z',
      createdByEmail: null,
      state: 'inForce',
    },
  ],
};

function open(granted: string[], setAnswer?: () => Response) {
  serveCalls(fetchMock, {
    getCreditLimits: () => Response.json({ success: true, data: limits }),
    setCreditLimit: setAnswer ?? (() => Response.json({ success: false, errorMessage: 'unexpected' })),
  });
  const rights = {
    canView: granted.includes('wallets.view'),
    canSet: granted.includes('wallets.creditLimit'),
  };
  renderRoutes(
    [{ path: '*', element: <CreditLimitButton customer={testCustomer} rights={rights} /> }],
    '/staff/customers',
  );
}

describe('credit limit dialog', () => {
  it('shows the figures and every limit given; sends a new limit in paise from the typed day', async () => {
    open(['wallets.view', 'wallets.creditLimit'], () =>
      Response.json({
        success: true,
        message: 'Credit limit of ₹25,000 will apply from 2099-02-01',
        data: limits,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Credit limit' }));
    expect((await screen.findByTestId('credit-available')).textContent).toBe('₹7,500');
    expect(screen.getByText('₹20,000 from 05/01/2099')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('In force')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New limit'), { target: { value: '25,000' } });
    fireEvent.change(screen.getByLabelText('Applies from'), { target: { value: '01/02/2099' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'setCreditLimit')).toEqual([
        { userId: testCustomer.users_id, amount: 2_500_000, effectiveOn: '2099-02-01' },
      ]),
    );
  });

  it('puts the server’s refusal under the date', async () => {
    open(['wallets.view', 'wallets.creditLimit'], () =>
      Response.json(
        {
          success: false,
          errorMessage: CREDIT_MSG.dateInPast,
          errors: { effectiveOn: CREDIT_MSG.dateInPast },
        },
        { status: 400 },
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Credit limit' }));
    fireEvent.change(await screen.findByLabelText('New limit'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByText(CREDIT_MSG.dateInPast)).toBeTruthy();
  });

  it('lets staff with wallets.view only look, not set', async () => {
    open(['wallets.view']);
    fireEvent.click(await screen.findByRole('button', { name: 'Credit limit' }));
    await screen.findByTestId('credit-available');
    expect(screen.queryByRole('button', { name: 'Set limit' })).toBeNull();
    expect(screen.queryByLabelText('New limit')).toBeNull();
  });
});

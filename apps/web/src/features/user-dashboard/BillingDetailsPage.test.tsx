import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/store';
import { testUser } from '../../test/fixtures';
import { renderRoutes, SIGNED_IN, stubFetchEachTest } from '../../test/render-routes';
import { BillingDetailsPage } from './BillingDetailsPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

stubFetchEachTest(SIGNED_IN);

/** The page for a user whose PAN and its check are `over`. */
function open(over: Partial<typeof testUser>) {
  useAppStore.setState({ auth: { token: 't', user: { ...testUser, ...over } } });
  renderRoutes([{ path: '*', element: <BillingDetailsPage /> }], '/user/billing-details');
}
const billingPan = (panNumber: string) => ({ ...testUser.billing, panNumber });

describe("/user/billing-details: the PAN's check", () => {
  it('says a PAN is not yet verified', () => {
    open({ billing: billingPan('ABCPR1234F') });
    expect(screen.getByRole('status').textContent).toBe(
      'Your PAN ABCPR1234F is not yet verified: our team checks it before it is used on invoices.',
    );
  });

  it('says it was rejected, with staff’s reason', () => {
    open({
      billing: billingPan('ABCPR1234F'),
      panCheck: { status: 'rejected', reason: 'The name on the card differs' },
    });
    expect(screen.getByRole('status').textContent).toContain(
      'Your PAN ABCPR1234F was rejected: The name on the card differs',
    );
  });

  it('says the account’s own PAN is verified', () => {
    open({ panNumber: 'ABCPE1234F', panCheck: { status: 'verified', reason: null } });
    expect(screen.getByRole('status').textContent).toBe('Your PAN ABCPE1234F is verified.');
  });

  it('says nothing without a PAN', () => {
    open({});
    expect(screen.getByRole('button', { name: 'Save billing details' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

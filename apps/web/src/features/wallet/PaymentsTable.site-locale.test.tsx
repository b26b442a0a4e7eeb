import type { WalletPayment } from '@app/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../app/store';
import { testSite } from '../../test/fixtures';
import { PaymentsTable } from './PaymentsTable';

const payment: WalletPayment = {
  orderId: 'o-1',
  reference: 'FLD-26-000042',
  status: 'ticketed',
  amount: 2_500_050,
  paymentMethod: 'gateway',
  gatewayProvider: null,
  gatewayTransactionId: null,
  productKind: 'flight',
  // 00:30 UTC: 06:00 in Kolkata, 04:30 in Dubai.
  createdAt: '2026-12-01T00:30:00.000Z',
  paidAt: null,
};

function renderTable() {
  const router = createMemoryRouter(
    [{ path: '/', element: <PaymentsTable data={{ records: [payment], totalPages: 1, currentPage: 1 }} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('table', { name: 'Payments' }));
}

afterEach(cleanup);

describe("payments show the site's own money and clock", () => {
  it('an Indian site: rupees in the Indian grouping, Kolkata time', () => {
    useAppStore.setState({ site: testSite });
    const table = renderTable();
    expect(table.getByText('₹25,000.50')).toBeTruthy();
    expect(table.getByText('01 Dec 2026, 06:00')).toBeTruthy();
  });

  it('a site in Dubai: dirhams and Dubai time', () => {
    useAppStore.setState({
      site: { ...testSite, currency: 'AED', timeZone: 'Asia/Dubai', homeCountry: 'AE' },
    });
    const table = renderTable();
    // Testing Library reads the no-break space Intl puts after a currency code as a plain space.
    expect(table.getByText('AED 25,000.50')).toBeTruthy();
    expect(table.getByText('01 Dec 2026, 04:30')).toBeTruthy();
  });
});

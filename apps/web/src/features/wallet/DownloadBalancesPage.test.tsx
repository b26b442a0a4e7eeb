import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, STAFF, stubFetchEachTest } from '../../test/render-routes';
import { DownloadBalancesPage } from './DownloadBalancesPage';

const fetchMock = stubFetchEachTest(STAFF);

describe('/staff/download-balances', () => {
  it('downloads the balances of the day chosen, in a file named for it, and no day after today', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    fetchMock.mockImplementation(async () => new Response(new Blob(['xlsx'])));
    renderRoutes([{ path: '*', element: <DownloadBalancesPage /> }], '/staff/download-balances');
    const day = screen.getByLabelText('Balances on');
    fireEvent.change(day, { target: { value: '10/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download balances' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('wl/user/downloadWalletBalances?date=2026-11-10');

    fireEvent.change(day, { target: { value: '01/01/2099' } });
    expect(screen.getByText('Choose a day up to today')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download balances' }).hasAttribute('disabled')).toBe(true);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasLoggedInCookie } from '../../app/cookies';
import { beginSession } from '../../app/session';
import { useAppStore } from '../../app/store';
import { testSite, testUser } from '../../test/fixtures';
import { LogoutPage } from './LogoutPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({ site: testSite });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('/logout', () => {
  it('ends the session on the server and here, then goes to login keeping redirectTo and redirectType', async () => {
    beginSession('tok', testUser);
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    const router = createMemoryRouter(
      [
        { path: 'logout', element: <LogoutPage /> },
        { path: 'login', element: <p>login page</p> },
      ],
      { initialEntries: ['/logout?redirectTo=%2Fstaff&redirectType=internal'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirectTo=%2Fstaff&redirectType=internal');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wl/user/logout');
    expect(useAppStore.getState().auth).toBeNull();
    expect(hasLoggedInCookie()).toBe(false);
  });

  it('still clears everything when the server cannot be reached', async () => {
    beginSession('tok', testUser);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const router = createMemoryRouter(
      [
        { path: 'logout', element: <LogoutPage /> },
        { path: 'login', element: <p>login page</p> },
      ],
      { initialEntries: ['/logout'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(useAppStore.getState().auth).toBeNull();
  });
});

import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSite, testUser } from '../test/fixtures';
import { clearLoggedInCookie, setLoggedInCookie } from './cookies';
import { registerNavigator } from './navigation';
import { SessionKeeper } from './SessionKeeper';
import { useAppStore } from './store';

vi.mock('../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(navigate);
  window.history.pushState({}, '', '/app/user/dashboard');
  useAppStore.setState({ site: testSite, auth: { token: 'tok', user: testUser }, userRefreshed: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  navigate.mockReset();
  clearLoggedInCookie();
});

describe('session check on load', () => {
  it('re-reads the user of a stored session', async () => {
    setLoggedInCookie();
    fetchMock.mockResolvedValue(
      Response.json({ success: true, data: { ...testUser, firstName: 'Renamed' } }),
    );
    render(<SessionKeeper />);
    await waitFor(() => expect(useAppStore.getState().auth?.user.firstName).toBe('Renamed'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wl/user/getUserBySessionId');
  });

  it('forgets a stored session whose logged-in cookie is gone, without a call', () => {
    render(<SessionKeeper />);
    expect(useAppStore.getState().auth).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /logout when the server refuses the session user', async () => {
    setLoggedInCookie();
    fetchMock.mockResolvedValue(
      Response.json({ success: false, errorMessage: 'Not found' }, { status: 404 }),
    );
    render(<SessionKeeper />);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/logout?redirectTo=%2Fuser%2Fdashboard', { replace: true }),
    );
  });
});

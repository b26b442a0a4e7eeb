import { LOGGED_IN_COOKIE, type UserView } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasLoggedInCookie } from '../app/cookies';
import { registerNavigator } from '../app/navigation';
import { beginSession } from '../app/session';
import { PERSIST_KEY, useAppStore } from '../app/store';
import { testSite, testUser } from '../test/fixtures';
import { http } from './client';

vi.mock('../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const sentHeaders = (mock: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  (mock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

const staff: UserView = { ...testUser, users_id: 'u-staff', userType: 'staff' };

describe('the app client', () => {
  const navigate = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    registerNavigator(navigate);
    vi.stubGlobal('fetch', fetchMock);
    useAppStore.getState().setSite(testSite);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    useAppStore.getState().clearAuth();
  });

  it('sends the stored site id, the staff id of a staff user and the session token', async () => {
    beginSession('tok-staff', staff);
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await http.post('wl/user/logout', {});
    expect(sentHeaders(fetchMock)).toMatchObject({
      'site-id': testSite.id,
      'staff-id': 'u-staff',
      'auth-token': 'tok-staff',
    });
  });

  it('sends an empty staff-id for other users', async () => {
    beginSession('tok-retail', testUser);
    fetchMock.mockResolvedValue(Response.json({ success: true }));
    await http.post('x', {});
    expect(sentHeaders(fetchMock)['staff-id']).toBe('');
  });

  it('on 401 clears the stored user, the persisted state and the cookie, then goes to login', async () => {
    window.history.pushState({}, '', '/app/user/dashboard/userProfile?redirectType=internal');
    beginSession('tok-retail', testUser);
    expect(localStorage.getItem(PERSIST_KEY)).toContain('tok-retail');
    expect(hasLoggedInCookie()).toBe(true);
    fetchMock.mockResolvedValue(Response.json({ success: false, errorMessage: 'expired' }, { status: 401 }));

    await expect(http.post('wl/user/getUserBySessionId', {})).rejects.toMatchObject({ kind: 'unauthorized' });

    expect(useAppStore.getState().auth).toBeNull();
    expect(localStorage.getItem(PERSIST_KEY) ?? '').not.toContain('tok-retail');
    expect(document.cookie).not.toContain(`${LOGGED_IN_COOKIE}=`);
    expect(navigate).toHaveBeenCalledWith(
      '/login?redirectTo=%2Fuser%2Fdashboard%2FuserProfile%3FredirectType%3Dinternal&redirectType=internal',
      { replace: true },
    );
  });

  it('on 401 in the flight area of a locked-mode site goes to /flight/login (spec §2)', async () => {
    useAppStore.getState().setSite({ ...testSite, isLocked: true });
    window.history.pushState({}, '', '/app/flight/ticketQueue');
    beginSession('tok-retail', testUser);
    fetchMock.mockResolvedValue(Response.json({ success: false, errorMessage: 'expired' }, { status: 401 }));

    await expect(http.post('x', {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledWith('/flight/login?redirectTo=%2Fflight%2FticketQueue', {
      replace: true,
    });
  });
});

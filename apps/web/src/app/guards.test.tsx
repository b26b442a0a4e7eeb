import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSite, testUser } from '../test/fixtures';
import { AnonymousOnly, IndexRedirect, RequireAccess } from './guards';
import { useAppStore } from './store';

function renderAt(url: string) {
  const show = (name: string) => <p>{name}</p>;
  const router = createMemoryRouter(
    [
      { index: true, element: <IndexRedirect /> },
      { element: <AnonymousOnly />, children: [{ path: 'login', element: show('login page') }] },
      {
        element: <RequireAccess access="user" />,
        children: [{ path: 'user/dashboard', element: show('dashboard') }],
      },
      {
        element: <RequireAccess access="staff" />,
        children: [{ path: 'staff', element: show('staff area') }],
      },
      {
        element: <RequireAccess access="locked" />,
        children: [{ path: 'packages', element: show('packages') }],
      },
      { path: 'flight/search', element: show('flight search') },
      { path: '403', element: show('forbidden') },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const signIn = (userType: 'retail' | 'staff') =>
  useAppStore.setState({ auth: { token: 'tok', user: { ...testUser, userType } } });

beforeEach(() => useAppStore.setState({ site: testSite, auth: null }));
afterEach(() => {
  cleanup();
  useAppStore.setState({ auth: null });
});

describe('route guards', () => {
  it('sends visitors of login-required routes to login with redirectTo', async () => {
    const router = renderAt('/user/dashboard?tab=1');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirectTo=%2Fuser%2Fdashboard%3Ftab%3D1');
  });

  it('lets a signed-in user in', async () => {
    signIn('retail');
    renderAt('/user/dashboard');
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('sends non-staff away from staff routes to /403', async () => {
    signIn('retail');
    renderAt('/staff');
    expect(await screen.findByText('forbidden')).toBeTruthy();
  });

  it('lets staff into staff routes', async () => {
    signIn('staff');
    renderAt('/staff');
    expect(await screen.findByText('staff area')).toBeTruthy();
  });

  it('sends anonymous visitors of a locked site to login, but not of an open one', async () => {
    renderAt('/packages');
    expect(await screen.findByText('packages')).toBeTruthy();
  });

  it('locks the locked routes of a locked-mode site', async () => {
    useAppStore.setState({ site: { ...testSite, isLocked: true } });
    const router = renderAt('/packages');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from /login to redirectTo', async () => {
    signIn('retail');
    const router = renderAt('/login?redirectTo=%2Fuser%2Fdashboard');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('sends a signed-in user away from /login to / and on to the core site', async () => {
    signIn('retail');
    const router = renderAt('/login');
    expect(await screen.findByText('flight search')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flight/search');
  });

  it('lands a signed-in staff member on the staff dashboard, not the public search', async () => {
    signIn('staff');
    const router = renderAt('/login');
    expect(await screen.findByText('staff area')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff');
  });

  it('still takes staff to redirectTo when login was asked for on the way somewhere', async () => {
    signIn('staff');
    const router = renderAt('/login?redirectTo=%2Fflight%2Fsearch');
    expect(await screen.findByText('flight search')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flight/search');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSite, testUser } from '../test/fixtures';
import { permissionsAnswer } from '../test/permission-fixtures';
import { RequirePermission } from './RequirePermission';
import { routes } from './router';
import { useAppStore } from './store';

vi.mock('../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const answerWith = (granted: string[], superAdmin = false) =>
  fetchMock.mockImplementation(async () => Response.json(permissionsAnswer(granted, superAdmin)));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: 'staff/markup',
        element: (
          <RequirePermission permission="markup.manage">
            <p>markup page</p>
          </RequirePermission>
        ),
      },
      {
        path: 'staff/permissions',
        element: (
          <RequirePermission permissionMenu>
            <p>permissions page</p>
          </RequirePermission>
        ),
      },
      { path: '403', element: <p>forbidden</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useAppStore.setState({ site: testSite, auth: { token: 't', user: { ...testUser, userType: 'staff' } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('permission guard', () => {
  it('shows /403 to staff opening a screen they lack the permission for', async () => {
    answerWith(['customers.view']);
    const router = renderAt('/staff/markup');
    expect(await screen.findByText('forbidden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('getPermissionsFromSession');
  });

  it('lets in a holder of the permission, and a super admin', async () => {
    answerWith(['markup.manage']);
    renderAt('/staff/markup');
    expect(await screen.findByText('markup page')).toBeTruthy();
    cleanup();
    answerWith([], true);
    renderAt('/staff/markup');
    expect(await screen.findByText('markup page')).toBeTruthy();
  });

  it('shows a skeleton, not the screen, while the permissions load', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderAt('/staff/markup');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('markup page')).toBeNull();
  });

  it('opens User permissions to any staff member, only on sites with the permission menu', async () => {
    answerWith(['markup.manage', 'customers.view']);
    renderAt('/staff/permissions');
    expect(await screen.findByText('permissions page')).toBeTruthy();
    cleanup();
    useAppStore.setState({
      site: { ...testSite, wlMeta: { ...testSite.wlMeta, canShowPermissionMenu: false } },
    });
    answerWith([], true);
    renderAt('/staff/permissions');
    expect(await screen.findByText('forbidden')).toBeTruthy();
  });
});

describe('guarded staff routes', () => {
  const guardOf = (path: string) => {
    const element = matchRoutes(routes, path)?.at(-1)?.route.element;
    return isValidElement(element) && element.type === RequirePermission ? element.props : null;
  };

  it.each([
    ['/staff/outbox', 'settings.outbox'],
    ['/createNewUser', 'customers.createAgent'],
    ['/staff/customers', 'customers.view'],
    ['/staff/markup', 'markup.manage'],
    ['/staff/walletReport', 'wallets.view'],
    ['/staff/download-balances', 'wallets.view'],
  ])('%s needs %s', (path, permission) => {
    expect(guardOf(path)).toMatchObject({ permission });
  });

  it('/staff opens for all staff: they land there after login, and the figures inside check dashboard.view', () => {
    expect(guardOf('/staff')).toBeNull();
  });

  it('/staff/permissions needs the permission menu, nothing more (the page is read-only to all but super admins)', () => {
    expect(guardOf('/staff/permissions')).toMatchObject({ permissionMenu: true });
    expect(guardOf('/staff/permissions')).not.toHaveProperty('permission');
  });
});

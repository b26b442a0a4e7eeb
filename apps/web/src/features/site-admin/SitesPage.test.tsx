import { DOMAIN_MSG, PLATFORM_MSG, type PlatformSiteView } from '@app/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filterMenu, STAFF_MENU } from '../../app/menus';
import { ok, refused } from '../../test/answers';
import { bodiesOf, renderRoutes, STAFF, serveCalls, stubFetchEachTest } from '../../test/render-routes';
import { notify } from '../../ui/notify';
import { SitesPage } from './SitesPage';

vi.mock('../../ui/notify', () => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const fetchMock = stubFetchEachTest(STAFF);

const site = (over: Partial<PlatformSiteView> = {}): PlatformSiteView => ({
  id: 's1',
  companyName: 'Flight Deals Pvt Ltd',
  shortCode: 'FLD',
  primaryDomain: 'localhost',
  createdAt: '2026-11-01T06:30:00.000Z',
  userCount: 7,
  ...over,
});

const open = () =>
  renderRoutes(
    [
      { path: '/staff/sites', element: <SitesPage /> },
      { path: '/403', element: <p>Forbidden page</p> },
    ],
    '/staff/sites',
  );

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('sites screen', () => {
  it('sends a staff member who does not own the platform to /403', async () => {
    serveCalls(fetchMock, { 'platform/access': () => ok({ isPlatformAdmin: false }) });
    open();
    expect(await screen.findByText('Forbidden page')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'platform/sites')).toEqual([]);
  });

  it('lists the sites after a skeleton, with domain, created date and users', async () => {
    serveCalls(fetchMock, {
      'platform/access': () => ok({ isPlatformAdmin: true }),
      'platform/sites': () =>
        ok({ sites: [site(), site({ id: 's2', companyName: 'Partner', shortCode: 'PTR', userCount: 1 })] }),
    });
    open();
    expect(await screen.findByLabelText('Loading sites')).toBeTruthy();
    expect(await screen.findByText('Flight Deals Pvt Ltd · FLD', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/localhost · created 01 Nov 2026, 12:00 · 7 users/)).toBeTruthy();
    expect(screen.getByText(/1 user$/)).toBeTruthy();
  });

  it('shows the empty state with no sites', async () => {
    serveCalls(fetchMock, {
      'platform/access': () => ok({ isPlatformAdmin: true }),
      'platform/sites': () => ok({ sites: [] }),
    });
    open();
    expect(await screen.findByText('No sites yet', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    serveCalls(fetchMock, {
      'platform/access': () => ok({ isPlatformAdmin: true }),
      'platform/sites': () => ok({ sites: [site()] }),
    });
    open();
    const create = await screen.findByRole('button', { name: 'Create site' }, { timeout: 5000 });
    fill('Short code', 'S1');
    fill('Primary domain', 'https://skyline.example.test');
    fireEvent.click(create);
    expect(await screen.findByText(PLATFORM_MSG.shortCode)).toBeTruthy();
    expect(screen.getByText(DOMAIN_MSG.invalid)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'platform/sites/create')).toEqual([]);
  });

  it('creates a site with the home defaults, putting the server’s refusals under their fields', async () => {
    let attempt = 0;
    serveCalls(fetchMock, {
      'platform/access': () => ok({ isPlatformAdmin: true }),
      'platform/sites/create': () =>
        ++attempt === 1
          ? refused(400, DOMAIN_MSG.taken, { primaryDomain: DOMAIN_MSG.taken })
          : Response.json({
              success: true,
              message: PLATFORM_MSG.created('Skyline Trips'),
              data: site({ id: 's3', companyName: 'Skyline Trips', shortCode: 'SKY', userCount: 1 }),
            }),
      'platform/sites': () => ok({ sites: [site()] }),
    });
    open();
    await screen.findByText('Flight Deals Pvt Ltd · FLD', {}, { timeout: 5000 });
    expect((screen.getByRole('textbox', { name: 'Currency' }) as HTMLInputElement).value).toBe('INR');
    expect((screen.getByRole('textbox', { name: 'Time zone' }) as HTMLInputElement).value).toBe(
      'Asia/Kolkata',
    );

    fill('Company name', 'Skyline Trips');
    fill('Short code', 'sky');
    fill('Primary domain', 'skyline.example.test');
    fill('Owner’s first name', 'Meera');
    fill('Owner’s last name', 'Nair');
    fill('Owner’s e-mail', 'meera@skyline.test');
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText(DOMAIN_MSG.taken)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PLATFORM_MSG.created('Skyline Trips')));
    expect(bodiesOf(fetchMock, 'platform/sites/create').at(-1)).toEqual({
      companyName: 'Skyline Trips',
      shortCode: 'SKY',
      primaryDomain: 'skyline.example.test',
      ownerFirstName: 'Meera',
      ownerLastName: 'Nair',
      ownerEmail: 'meera@skyline.test',
      homeCountry: 'IN',
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('offers Sites in the menu to platform owners only', () => {
    const ctx = {
      activeModules: [],
      canShowPermissionMenu: false,
      hostname: 'example.com',
      showLaterScreens: true,
      isSuperAdmin: true,
      granted: new Set<never>(),
    };
    const settings = (isPlatformAdmin: boolean) =>
      filterMenu(STAFF_MENU, { ...ctx, isPlatformAdmin })
        .find((g) => g.label === 'Settings')
        ?.items?.map((i) => i.label);
    expect(settings(true)).toContain('Sites');
    expect(settings(false)).not.toContain('Sites');
    expect(settings(false)).toContain('Domains');
  });
});

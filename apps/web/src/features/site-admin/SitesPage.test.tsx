import { DOMAIN_MSG, MSG, PLATFORM_MSG, type PlatformSiteView, type SiteOwnerView } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  owner: null,
  ...over,
});

const LINK = 'https://skyline.example.test/app/generate_password?token=first-token';
const waitingOwner = (over: Partial<SiteOwnerView> = {}): SiteOwnerView => ({
  name: 'Meera Nair',
  email: 'meera@skyline.test',
  firstSignedInAt: null,
  setPasswordLink: LINK,
  linkExpiresAt: '2026-11-02T06:30:00.000Z',
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

  describe("a new site's owner (decision 0055)", () => {
    const writeText = vi.fn<(text: string) => Promise<void>>();
    beforeEach(() => {
      writeText.mockReset();
      writeText.mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    });
    const skyline = (owner: SiteOwnerView) =>
      site({ id: 's3', companyName: 'Skyline Trips', shortCode: 'SKY', userCount: 1, owner });
    const rowOf = async (name: string) =>
      within(await screen.findByRole('listitem', { name }, { timeout: 5000 }));

    it('shows the link of an owner who has not signed in, copies it with a toast, and sends a new one', async () => {
      let owner = waitingOwner();
      serveCalls(fetchMock, {
        'platform/access': () => ok({ isPlatformAdmin: true }),
        'platform/sites': () => ok({ sites: [site(), skyline(owner)] }),
        'platform/sites/resendOwnerLink': () => {
          owner = waitingOwner({ setPasswordLink: `${LINK}-2` });
          return Response.json({
            success: true,
            message: PLATFORM_MSG.linkResent(owner.email),
            data: skyline(owner),
          });
        },
      });
      open();
      const row = await rowOf('Skyline Trips');
      expect(row.getByText('Owner Meera Nair (meera@skyline.test) has not signed in yet.')).toBeTruthy();
      const field = row.getByRole('textbox', { name: 'Owner’s set-password link' }) as HTMLInputElement;
      expect(field.value).toBe(LINK);
      // The demo's own site has no owner waiting: nothing to copy there.
      expect(screen.getAllByRole('button', { name: 'Copy link' })).toHaveLength(1);

      fireEvent.click(row.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MSG.copied));
      expect(writeText).toHaveBeenCalledWith(LINK);

      fireEvent.click(row.getByRole('button', { name: 'Resend' }));
      await waitFor(() =>
        expect(notify.success).toHaveBeenCalledWith(PLATFORM_MSG.linkResent('meera@skyline.test')),
      );
      expect(bodiesOf(fetchMock, 'platform/sites/resendOwnerLink')).toEqual([{ siteId: 's3' }]);
      await waitFor(() => expect(field.value).toBe(`${LINK}-2`));
    });

    it('says when a link was used or expired, and still offers Resend', async () => {
      serveCalls(fetchMock, {
        'platform/access': () => ok({ isPlatformAdmin: true }),
        'platform/sites': () =>
          ok({ sites: [skyline(waitingOwner({ setPasswordLink: null, linkExpiresAt: null }))] }),
      });
      open();
      const row = await rowOf('Skyline Trips');
      expect(row.getByText(/Their last link was used, replaced or has expired/)).toBeTruthy();
      expect(row.queryByRole('button', { name: 'Copy link' })).toBeNull();
      expect(row.getByRole('button', { name: 'Resend' })).toBeTruthy();
    });

    it('once the owner has signed in, says when they first did, with no link and no Resend', async () => {
      serveCalls(fetchMock, {
        'platform/access': () => ok({ isPlatformAdmin: true }),
        'platform/sites': () =>
          ok({ sites: [skyline(waitingOwner({ firstSignedInAt: '2026-11-03T04:30:00.000Z' }))] }),
      });
      open();
      const row = await rowOf('Skyline Trips');
      expect(
        row.getByText('Owner Meera Nair (meera@skyline.test) first signed in 03 Nov 2026, 10:00'),
      ).toBeTruthy();
      expect(row.queryByRole('textbox')).toBeNull();
      expect(row.queryByRole('button', { name: 'Resend' })).toBeNull();
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

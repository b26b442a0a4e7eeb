import { type PermissionId, SITE_MODULES, type SiteModule } from '@app/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../features/permissions/permission-need';
import { LATER_SCREENS } from '../features/placeholders/later-screens';
import {
  CUSTOMER_MENU,
  filterMenu,
  isTestHost,
  type MenuContext,
  type MenuGroup,
  menuKindFor,
  menuRows,
  STAFF_MENU,
} from './menus';
import { routes } from './router';

const everything: MenuContext = {
  activeModules: SITE_MODULES,
  canShowPermissionMenu: true,
  hostname: 'localhost',
  showLaterScreens: true,
  isSuperAdmin: true,
  granted: new Set(),
};
/** A customer's context: the same site, without screens of later releases. */
const customer = (ctx: MenuContext = everything): MenuContext => ({ ...ctx, showLaterScreens: false });
const staffHolding = (...granted: PermissionId[]): MenuContext => ({
  ...everything,
  isSuperAdmin: false,
  granted: new Set(granted),
});
const only = (...activeModules: SiteModule[]): MenuContext => ({ ...everything, activeModules });
const labels = (groups: MenuGroup[]) => groups.map((g) => g.label);
const itemLabels = (groups: MenuGroup[], group: string) =>
  groups.find((g) => g.label === group)?.items?.map((i) => i.label) ?? [];
const paths = (groups: readonly MenuGroup[]) =>
  groups.flatMap((g) => [...(g.to ? [g.to] : []), ...(g.items ?? []).map((i) => i.to)]);

describe('staff menu', () => {
  it('has the five groups of spec §2, and Activities, when everything is on', () => {
    expect(labels(filterMenu(STAFF_MENU, everything))).toEqual([
      'Dashboard',
      'Flights',
      'Transactions',
      'Activities',
      'Packages',
      'Settings',
    ]);
  });

  it('drops the Activities group when the site sells no activities', () => {
    const withoutActivities = SITE_MODULES.filter((module) => module !== 'activities');
    expect(labels(filterMenu(STAFF_MENU, only(...withoutActivities)))).not.toContain('Activities');
    expect(itemLabels(filterMenu(STAFF_MENU, only('activities')), 'Activities')).toEqual([
      'Activity search',
      'Activity queue',
      'Activity markup',
      'Manage activities',
    ]);
  });

  it('shows the import/export tools only on test hosts', () => {
    const tools = ['Staff import tool', 'Staff export tool'];
    for (const hostname of ['localhost', 'partner.localhost', 'agency.test']) {
      expect(itemLabels(filterMenu(STAFF_MENU, { ...everything, hostname }), 'Flights')).toEqual(
        expect.arrayContaining(tools),
      );
    }
    const live = itemLabels(
      filterMenu(STAFF_MENU, { ...everything, hostname: 'flightdeals.com' }),
      'Flights',
    );
    expect(live).not.toContain(tools[0]);
    expect(live).not.toContain(tools[1]);
    expect(live).toHaveLength(10);
  });

  it('shows User permissions to all staff wherever the site allows the permission menu (spec §2)', () => {
    // SEO, Domains and the setup checklist need the site setting (settings.site), as their calls do; Sites, being a
    // platform owner (SitesPage.test.tsx).
    const withPermissions = ['Other settings', 'User permissions'];
    expect(itemLabels(filterMenu(STAFF_MENU, everything), 'Settings')).toEqual([
      'SEO',
      'Domains',
      'Payment gateway',
      'Other settings',
      'Audit log',
      'Setup checklist',
      'User permissions',
    ]);
    // Not only to super admins: the page itself says who may change what.
    const notSuperAdmin = filterMenu(STAFF_MENU, staffHolding('dashboard.view', 'settings.outbox'));
    expect(itemLabels(notSuperAdmin, 'Settings')).toEqual(withPermissions);
    const siteSetter = filterMenu(STAFF_MENU, staffHolding('settings.site'));
    expect(itemLabels(siteSetter, 'Settings')).toEqual([
      'SEO',
      'Domains',
      'Other settings',
      'Setup checklist',
      'User permissions',
    ]);
    // The payment gateway needs its own permission (settings.payments), not the site setting.
    const gatewaySetter = filterMenu(STAFF_MENU, staffHolding('settings.payments'));
    expect(itemLabels(gatewaySetter, 'Settings')).toEqual(['Payment gateway', ...withPermissions]);
    expect(itemLabels(filterMenu(STAFF_MENU, { ...everything, ...NOBODY }), 'Settings')).toEqual(
      withPermissions,
    );
    for (const holder of [everything, staffHolding()]) {
      const denied = filterMenu(STAFF_MENU, { ...holder, canShowPermissionMenu: false });
      expect(itemLabels(denied, 'Settings')).not.toContain('User permissions');
    }
  });

  it('hides the items whose permission the staff member lacks', () => {
    const menu = filterMenu(STAFF_MENU, staffHolding('customers.view', 'wallets.view'));
    expect(itemLabels(menu, 'Dashboard')).toEqual(['Customers', 'Suppliers', 'CRM']);
    expect(itemLabels(menu, 'Flights')).not.toContain('Manage markup');
    expect(itemLabels(menu, 'Transactions')).toEqual(['Wallet transactions', 'Download balances']);
  });

  it('shows each permission-bound item to a holder of its permission', () => {
    const cases: [string, string, PermissionId][] = [
      ['Dashboard', 'Dashboard', 'dashboard.view'],
      ['Dashboard', 'Customers', 'customers.view'],
      ['Dashboard', 'Referrals', 'referrals.view'],
      ['Flights', 'Manage markup', 'markup.manage'],
      ['Transactions', 'Wallet transactions', 'wallets.view'],
      ['Transactions', 'Download balances', 'wallets.view'],
      ['Transactions', 'Supplier wallets', 'suppliers.wallets'],
      ['Transactions', 'Pending payment-gateway entries', 'payments.view'],
      ['Transactions', 'Payment-gateway transactions', 'payments.view'],
      ['Transactions', 'Profit/loss', 'reports.profitLoss'],
      ['Transactions', 'Supplier report', 'reports.supplier'],
      ['Transactions', 'Verify PAN card', 'customers.verifyPan'],
    ];
    for (const [group, item, permission] of cases) {
      expect(itemLabels(filterMenu(STAFF_MENU, staffHolding(permission)), group), item).toContain(item);
      expect(itemLabels(filterMenu(STAFF_MENU, staffHolding()), group), item).not.toContain(item);
    }
  });

  it('shows staff the fixed departures screens where the site sells them, managing them with the permission', () => {
    const manage = ['Fixed departures', 'Fixed departure bookings'];
    expect(itemLabels(filterMenu(STAFF_MENU, everything), 'Flights')).toEqual(expect.arrayContaining(manage));
    expect(itemLabels(filterMenu(STAFF_MENU, staffHolding()), 'Flights')).not.toContain('Fixed departures');
    expect(itemLabels(filterMenu(STAFF_MENU, staffHolding('fixedDepartures.manage')), 'Flights')).toContain(
      'Fixed departures',
    );
    const noFd = itemLabels(filterMenu(STAFF_MENU, only('flights')), 'Flights');
    expect(noFd).not.toContain(manage[0]);
    expect(noFd).not.toContain(manage[1]);
  });

  it('hides permission-bound items while the permissions load, and gives super admins all', () => {
    const loading = filterMenu(STAFF_MENU, { ...everything, ...NOBODY });
    expect(itemLabels(loading, 'Dashboard')).toEqual(['Suppliers', 'CRM']);
    expect(itemLabels(loading, 'Transactions')).not.toContain('Wallet transactions');
    const superAdmin = filterMenu(STAFF_MENU, everything);
    expect(itemLabels(superAdmin, 'Dashboard')).toEqual([
      'Dashboard',
      'Customers',
      'Suppliers',
      'CRM',
      'Referrals',
    ]);
    expect(itemLabels(superAdmin, 'Transactions')).toHaveLength(9);
  });

  it('drops flight items, wallet items and DMC items of sites without those modules', () => {
    const menu = filterMenu(STAFF_MENU, only('packages'));
    expect(labels(menu)).toEqual(['Dashboard', 'Transactions', 'Packages', 'Settings']);
    expect(itemLabels(menu, 'Transactions')).toEqual([
      'Pending payment-gateway entries',
      'Payment-gateway transactions',
      'Profit/loss',
      'Verify PAN card',
    ]);
    expect(itemLabels(menu, 'Packages')).toEqual(['View all packages', 'Add package']);
    expect(itemLabels(menu, 'Dashboard')).not.toContain('CRM');
  });

  it('drops a group left without items', () => {
    expect(labels(filterMenu(STAFF_MENU, only('flights')))).not.toContain('Packages');
  });

  it('lists DMC items under their own heading', () => {
    const packages = filterMenu(STAFF_MENU, everything).find((g) => g.label === 'Packages');
    const rows = menuRows(packages?.items ?? []);
    expect(rows[0]).toEqual({ kind: 'section', label: 'DMC' });
    expect(
      rows.filter((r) => r.kind === 'section').map((r) => (r.kind === 'section' ? r.label : '')),
    ).toEqual(['DMC', 'Packages']);
  });
});

describe('customer menu', () => {
  it('leads back to booking, then My Profile, Tickets and Wallet, when everything is on', () => {
    const menu = filterMenu(CUSTOMER_MENU, customer());
    expect(labels(menu)).toEqual([
      'Book a Flight',
      'Fixed Departures',
      'My Profile',
      'Tickets',
      'Wallet',
      'Payments',
      'Flight transactions',
    ]);
    expect(menu[0]?.to).toBe('/flight/search');
    expect(menu[1]?.to).toBe('/fixed-departures');
    expect(itemLabels(menu, 'Tickets')).toEqual([
      'Ticket queue',
      'Change-request queue',
      'Fixed departure bookings',
    ]);
  });

  it('offers fixed departures only where the site sells them', () => {
    const noFd = filterMenu(CUSTOMER_MENU, customer(only('flights', 'wallet')));
    expect(labels(noFd)).not.toContain('Fixed Departures');
    expect(itemLabels(noFd, 'Tickets')).toEqual(['Ticket queue', 'Change-request queue']);
    const fdOnly = filterMenu(CUSTOMER_MENU, customer(only('fixedDepartures')));
    expect(labels(fdOnly)).toEqual(['Fixed Departures', 'My Profile', 'Tickets', 'Payments']);
    expect(itemLabels(fdOnly, 'Tickets')).toEqual(['Fixed departure bookings']);
  });

  it('never offers a customer a screen of a later release: CRM waits for its screens', () => {
    expect(LATER_SCREENS.some((screen) => screen.path === '/user/crm')).toBe(true);
    expect(labels(filterMenu(CUSTOMER_MENU, customer(only('visaEnquiry', 'packageEnquiry'))))).toEqual([
      'My Profile',
      'Payments',
    ]);
  });

  it('shows CRM only with an enquiry-type module, once its screens are built', () => {
    const built = (ctx: MenuContext) => ({ ...ctx, showLaterScreens: true });
    expect(labels(filterMenu(CUSTOMER_MENU, built(only('flights', 'wallet'))))).toEqual([
      'Book a Flight',
      'My Profile',
      'Tickets',
      'Wallet',
      'Payments',
      'Flight transactions',
    ]);
    expect(labels(filterMenu(CUSTOMER_MENU, built(only('visaEnquiry'))))).toEqual([
      'My Profile',
      'CRM',
      'Payments',
    ]);
  });

  it('leaves Book a Flight out where the site sells no flights', () => {
    expect(labels(filterMenu(CUSTOMER_MENU, customer(only('wallet'))))).toEqual([
      'My Profile',
      'Wallet',
      'Payments',
    ]);
  });
});

describe('menu kinds and hosts', () => {
  it('gives staff the staff menu, every other user the customer menu, visitors none', () => {
    expect(menuKindFor('staff')).toBe('staff');
    for (const type of ['retail', 'travelAgent', 'corporate', 'supplier', 'consumer'] as const) {
      expect(menuKindFor(type)).toBe('customer');
    }
    expect(menuKindFor(null)).toBeNull();
  });

  it('knows the test hosts', () => {
    expect(isTestHost('localhost')).toBe(true);
    expect(isTestHost('partner.localhost')).toBe(true);
    expect(isTestHost('shop.test')).toBe(true);
    expect(isTestHost('flightdeals.com')).toBe(false);
    expect(isTestHost('localhost.example.com')).toBe(false);
  });
});

describe('every menu item leads to a real route', () => {
  const pageOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
  it.each([...new Set([...paths(STAFF_MENU), ...paths(CUSTOMER_MENU)])])('%s', (path) => {
    const route = pageOf(path);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe('*');
    expect(route?.path).not.toBe('flight/*');
  });

  it('gives every later screen its own route', () => {
    for (const screen of LATER_SCREENS) {
      const concrete = screen.path.replace(/:\w+/g, 'x');
      expect(pageOf(concrete)?.path, screen.path).toBe(screen.path.slice(1));
    }
  });
});

import { ENQUIRY_MODULES, type SiteModule, type UserType } from '@app/contracts';
import {
  meetsNeed,
  type PermissionHolder,
  type PermissionNeed,
} from '../features/permissions/permission-need';
import { LATER_SCREENS } from '../features/placeholders/later-screens';

/**
 * What decides whether a menu entry shows: the site's modules, flags and the host (spec §2 "Menus"),
 * and what the user holds, so nobody is offered a screen that would answer 403.
 */
export interface MenuContext extends PermissionHolder {
  activeModules: readonly SiteModule[];
  canShowPermissionMenu: boolean;
  /** The user owns the platform (PLATFORM_ADMINS): Sites shows (decision 0041). */
  isPlatformAdmin?: boolean;
  hostname: string;
  /**
   * Whether entries whose screen comes in a later release show (as the shared "coming later" page).
   * Staff see the whole back office taking shape (decision 0005); a customer is never offered a
   * placeholder, so a module counts for them only once its screens are built.
   */
  showLaterScreens: boolean;
}

interface Visibility extends PermissionNeed {
  /** Shown only when at least one of these modules is active. */
  modules?: readonly SiteModule[];
  /** Shown only on test hosts, or only where the site allows the permission menu. */
  only?: 'testHost' | 'permissionMenu' | 'platformAdmin';
}

export interface MenuItem extends Visibility {
  label: string;
  to: string;
  /** A heading the item is listed under inside its group (e.g. DMC). */
  section?: string;
}

export interface MenuGroup extends Visibility {
  label: string;
  /** A group with a path is a plain link; otherwise it opens its items. */
  to?: string;
  items?: MenuItem[];
}

const FLIGHTS: readonly SiteModule[] = ['flights'];
const WALLET: readonly SiteModule[] = ['wallet'];
const DMC: readonly SiteModule[] = ['dmc'];
const PACKAGES: readonly SiteModule[] = ['packages'];
const FIXED_DEPARTURES: readonly SiteModule[] = ['fixedDepartures'];
const ACTIVITIES: readonly SiteModule[] = ['activities'];

export const STAFF_MENU: readonly MenuGroup[] = [
  {
    label: 'Dashboard',
    items: [
      { label: 'Dashboard', to: '/staff', permission: 'dashboard.view' },
      { label: 'Customers', to: '/staff/customers', permission: 'customers.view' },
      { label: 'Suppliers', to: '/staff/suppliers' },
      { label: 'CRM', to: '/staff/crm', modules: ENQUIRY_MODULES },
      { label: 'Referrals', to: '/staff/referrals', permission: 'referrals.view' },
    ],
  },
  {
    label: 'Flights',
    modules: FLIGHTS,
    items: [
      { label: 'Ticket bookings', to: '/flight/search' },
      { label: 'Flight settings', to: '/staff/flight-settings', permission: 'settings.flights' },
      { label: 'Ticket queue', to: '/flight/ticketQueue' },
      { label: 'Hold queue', to: '/flight/bookedQueue' },
      { label: 'Change-request queue', to: '/flight/changeRequests' },
      {
        label: 'Fixed departures',
        to: '/staff/fixed-departures',
        modules: FIXED_DEPARTURES,
        permission: 'fixedDepartures.manage',
      },
      { label: 'Fixed departure bookings', to: '/flight/fixedDepartureQueue', modules: FIXED_DEPARTURES },
      { label: 'Needs attention', to: '/staff/attention', permission: 'attention.view' },
      { label: 'Refunds', to: '/staff/refunds', permission: 'attention.view' },
      { label: 'Manage markup', to: '/staff/markup', permission: 'markup.manage' },
      { label: 'Staff import tool', to: '/staff/tools/import', only: 'testHost' },
      { label: 'Staff export tool', to: '/staff/tools/export', only: 'testHost' },
    ],
  },
  {
    label: 'Transactions',
    items: [
      {
        label: 'Supplier wallets',
        to: '/staff/supplier-wallets',
        modules: WALLET,
        permission: 'suppliers.wallets',
      },
      {
        label: 'Pending payment-gateway entries',
        to: '/staff/pending-payments',
        permission: 'payments.view',
      },
      {
        label: 'Wallet transactions',
        to: '/staff/walletReport',
        modules: WALLET,
        permission: 'wallets.view',
      },
      {
        label: 'Bank deposits',
        to: '/staff/deposits',
        modules: WALLET,
        permission: 'wallets.deposits',
      },
      { label: 'Payment-gateway transactions', to: '/flight/payments', permission: 'payments.view' },
      { label: 'Profit/loss', to: '/staff/profit-loss', permission: 'reports.profitLoss' },
      {
        label: 'Supplier report',
        to: '/flight/supplierReport',
        modules: FLIGHTS,
        permission: 'reports.supplier',
      },
      {
        label: 'Download balances',
        to: '/staff/download-balances',
        modules: WALLET,
        permission: 'wallets.view',
      },
      { label: 'Verify PAN card', to: '/staff/verify-pan', permission: 'customers.verifyPan' },
    ],
  },
  {
    // Not in the spec's menu list, which has no home for the activity screens it names (§2): the
    // owner who sells activities finds them here, and switching the module off removes the group.
    label: 'Activities',
    modules: ACTIVITIES,
    items: [
      { label: 'Activity search', to: '/activities/search' },
      { label: 'Activity queue', to: '/activities/queue' },
      { label: 'Activity markup', to: '/activities/markup' },
      { label: 'Manage activities', to: '/staff/dmc-activities' },
    ],
  },
  {
    label: 'Packages',
    items: [
      { label: 'New kart', to: '/staff/dmc/new-kart', section: 'DMC', modules: DMC },
      { label: 'Kart list', to: '/staff/dmc/karts', section: 'DMC', modules: DMC },
      { label: 'Job sheet', to: '/staff/dmc/job-sheet', section: 'DMC', modules: DMC },
      { label: 'Rate management', to: '/staff/dmc/rates', section: 'DMC', modules: DMC },
      { label: 'All data', to: '/staff/dmc/all-data', section: 'DMC', modules: DMC },
      { label: 'Date-wise itineraries', to: '/staff/dmc/itineraries', section: 'DMC', modules: DMC },
      { label: 'View all packages', to: '/staff/packages', section: 'Packages', modules: PACKAGES },
      { label: 'Add package', to: '/staff/packages/new', section: 'Packages', modules: PACKAGES },
    ],
  },
  {
    label: 'Settings',
    items: [
      { label: 'SEO', to: '/staff/seo', permission: 'settings.site' },
      { label: 'Domains', to: '/staff/domains', permission: 'settings.site' },
      { label: 'Payment gateway', to: '/staff/payment-settings', permission: 'settings.payments' },
      { label: 'Other settings', to: '/staff/other-settings' },
      { label: 'Audit log', to: '/staff/audit-log', permission: 'settings.audit' },
      // What a new site still needs (decision 0055); its owner also finds it on the dashboard.
      { label: 'Setup checklist', to: '/staff/setup', permission: 'settings.site' },
      // Every staff member sees it where the site allows it (spec §2); only super admins change groups.
      { label: 'User permissions', to: '/staff/permissions', only: 'permissionMenu' },
      // The platform owner's, whatever the site: the server refuses everyone else.
      { label: 'Sites', to: '/staff/sites', only: 'platformAdmin' },
    ],
  },
];

export const CUSTOMER_MENU: readonly MenuGroup[] = [
  // Beside the spec's four entries: a signed-in customer's way back to booking, other than the logo.
  { label: 'Book a Flight', to: '/flight/search', modules: FLIGHTS },
  { label: 'Fixed Departures', to: '/fixed-departures', modules: FIXED_DEPARTURES },
  { label: 'My Profile', to: '/user/dashboard/userProfile' },
  {
    label: 'Tickets',
    modules: [...FLIGHTS, ...FIXED_DEPARTURES],
    items: [
      { label: 'Ticket queue', to: '/flight/ticketQueue', modules: FLIGHTS },
      { label: 'Change-request queue', to: '/flight/changeRequests', modules: FLIGHTS },
      { label: 'Fixed departure bookings', to: '/flight/fixedDepartureQueue', modules: FIXED_DEPARTURES },
    ],
  },
  { label: 'CRM', to: '/user/crm', modules: ENQUIRY_MODULES },
  { label: 'Wallet', to: '/user/transactionHistory', modules: WALLET },
  { label: 'Payments', to: '/payments' },
  { label: 'Flight transactions', to: '/flight/transaction', modules: FLIGHTS },
];

/** Hosts where the staff test tools appear: localhost, *.localhost and *.test. */
export function isTestHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.test');
}

const LATER_PATHS: ReadonlySet<string> = new Set(LATER_SCREENS.map((screen) => screen.path));

function isVisible(entry: Visibility & { to?: string }, ctx: MenuContext): boolean {
  if (!ctx.showLaterScreens && entry.to && LATER_PATHS.has(entry.to)) return false;
  if (entry.modules && !entry.modules.some((module) => ctx.activeModules.includes(module))) return false;
  if (entry.only === 'testHost' && !isTestHost(ctx.hostname)) return false;
  if (entry.only === 'permissionMenu' && !ctx.canShowPermissionMenu) return false;
  if (entry.only === 'platformAdmin' && !ctx.isPlatformAdmin) return false;
  return meetsNeed(entry, ctx);
}

/** The menu as this site shows it: hidden entries removed, and groups left without items dropped. */
export function filterMenu(menu: readonly MenuGroup[], ctx: MenuContext): MenuGroup[] {
  return menu.flatMap((group) => {
    if (!isVisible(group, ctx)) return [];
    if (!group.items) return [group];
    const items = group.items.filter((item) => isVisible(item, ctx));
    return items.length > 0 || group.to ? [{ ...group, items }] : [];
  });
}

export type MenuKind = 'staff' | 'customer';

/** Staff see the staff menu; every other signed-in user the customer menu (spec §6); visitors none. */
export function menuKindFor(userType: UserType | null | undefined): MenuKind | null {
  if (!userType) return null;
  return userType === 'staff' ? 'staff' : 'customer';
}

export const MENUS: Record<MenuKind, readonly MenuGroup[]> = { staff: STAFF_MENU, customer: CUSTOMER_MENU };

export type MenuRow = { kind: 'section'; label: string } | { kind: 'item'; item: MenuItem };

/** A group's items as rows, with a section heading (e.g. DMC) wherever the section changes. */
export function menuRows(items: readonly MenuItem[]): MenuRow[] {
  return items.flatMap((item, index): MenuRow[] => {
    const row: MenuRow = { kind: 'item', item };
    const startsSection = item.section && item.section !== items[index - 1]?.section;
    return startsSection && item.section ? [{ kind: 'section', label: item.section }, row] : [row];
  });
}

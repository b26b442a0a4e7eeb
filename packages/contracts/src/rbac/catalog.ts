/**
 * Every permission the platform knows (spec §3 "Permission model": modules contain permission
 * groups, which contain permissions). The catalog is code, not data: a permission exists only where
 * a server route checks it. Permission groups of users store which of these they grant.
 */
export interface PermissionDef {
  id: string;
  label: string;
  /** granted when a module or group is switched on, and to users without a permission group */
  defaultAllowed: boolean;
}
export interface PermissionGroupDef {
  id: string;
  label: string;
  permissions: readonly PermissionDef[];
}
export interface PermissionModuleDef {
  id: string;
  label: string;
  /** whom it concerns: the back office (staff) or the booking desk (every signed-in buyer) */
  audience: 'staff' | 'customer';
  groups: readonly PermissionGroupDef[];
}

const p = (id: string, label: string, defaultAllowed = true): PermissionDef => ({
  id,
  label,
  defaultAllowed,
});

export const PERMISSION_CATALOG = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    audience: 'staff',
    groups: [
      {
        id: 'dashboard.reports',
        label: 'Reports',
        permissions: [p('dashboard.view', 'View dashboard figures')],
      },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    audience: 'staff',
    groups: [
      {
        id: 'customers.list',
        label: 'Customer list',
        permissions: [
          p('customers.view', 'View customers and their details'),
          p('referrals.view', 'View referrals'),
        ],
      },
      {
        id: 'customers.actions',
        label: 'Customer actions',
        permissions: [
          p('customers.block', 'Block and unblock customers'),
          p('customers.edit', 'Change details and markup group'),
          // An e-mail change hands the account to whoever owns the new address (password reset).
          p('customers.changeEmail', "Change a customer's e-mail", false),
          p('customers.flightSettings', 'Flight hold and look-to-book exemption'),
          p('customers.createAgent', 'Create agents'),
        ],
      },
      {
        id: 'customers.consumers',
        label: 'API consumers',
        permissions: [p('consumers.manage', 'Map consumers to markup groups and set TDS')],
      },
      {
        id: 'customers.pan',
        label: 'PAN verification',
        // A verified PAN is what invoices and tax deductions will rely on: granted on purpose.
        permissions: [p('customers.verifyPan', "Verify or reject customers' PAN", false)],
      },
    ],
  },
  {
    id: 'flights',
    label: 'Flights',
    audience: 'staff',
    groups: [
      {
        id: 'flights.queues',
        label: 'Queues',
        permissions: [
          p('tickets.export', 'Export the ticket queue'),
          p('invoices.view', "Download any booking's GST invoice"),
          p('attention.view', 'See orders that need attention and every refund'),
          // Refunds and closing cases move money or bury a problem: granted on purpose.
          p('attention.act', 'Refund, retry and close attention cases; retry failed refunds', false),
          // Approving sends a cancellation to the airline, which refunds money: granted on purpose.
          p('changeRequests.review', "Approve or reject customers' cancellations before the airline", false),
        ],
      },
      {
        id: 'flights.markup',
        label: 'Markup',
        permissions: [p('markup.manage', 'Manage markup groups and rules')],
      },
      {
        id: 'flights.fixedDepartures',
        label: 'Fixed departures',
        permissions: [
          p('fixedDepartures.manage', 'Create, edit, import and close fixed departures; export name lists'),
          p('fixedDepartures.bookings', 'See every fixed departure booking and export them'),
        ],
      },
    ],
  },
  {
    id: 'transactions',
    label: 'Transactions',
    audience: 'staff',
    groups: [
      {
        id: 'transactions.wallets',
        label: 'Wallets',
        permissions: [
          p('wallets.view', 'View wallets, entries and balances'),
          // Money out of nowhere: only staff granted it by a permission group (or a super admin).
          p('wallets.credit', 'Add money to wallets', false),
          p('wallets.debit', 'Take money from wallets', false),
          p('wallets.creditLimit', "Set agencies' credit limits", false),
          // Confirming a transfer credits a wallet: granted like adding money, not by default.
          p('wallets.deposits', "Confirm or reject agencies' bank-transfer deposits", false),
        ],
      },
      {
        id: 'transactions.suppliers',
        label: 'Suppliers',
        permissions: [p('suppliers.wallets', 'View supplier balances')],
      },
      {
        id: 'transactions.payments',
        label: 'Payment gateway',
        permissions: [
          p('payments.view', 'View payment-gateway transactions and pending entries'),
          // Acting on the gateway's answer settles money: granted by a permission group, not by default.
          p('payments.refresh', 'Ask the gateway again about a pending payment and act on its answer', false),
        ],
      },
      {
        id: 'transactions.reports',
        label: 'Finance reports',
        // The business's margins: for those granted them, not every staff member.
        permissions: [
          p('reports.profitLoss', 'Read and export profit and loss', false),
          // Supplier costs and our margins per booking: granted on purpose, like profit and loss.
          p('reports.supplier', 'Read and export the supplier report', false),
        ],
      },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    audience: 'staff',
    groups: [
      { id: 'settings.mail', label: 'Mail', permissions: [p('settings.outbox', 'Read the e-mail outbox')] },
      {
        id: 'settings.site',
        label: 'Site',
        // The brand, the modules and locked mode change what every visitor sees: granted, not default.
        permissions: [p('settings.site', 'Change the branding, modules and other site settings', false)],
      },
      {
        id: 'settings.flights',
        label: 'Flight settings',
        // Supplier accounts, fees and what fares are sold: granted, not default.
        permissions: [
          p('settings.flights', 'Change supplier accounts, fees and search rules for flights', false),
        ],
      },
      {
        id: 'settings.payments',
        label: 'Payment gateway',
        // The account the site's money goes to: granted, not default.
        permissions: [p('settings.payments', "Change the site's payment-gateway account", false)],
      },
      {
        id: 'settings.audit',
        label: 'Audit log',
        permissions: [p('settings.audit', 'Read and export the audit log', false)],
      },
    ],
  },
  {
    id: 'bookingDesk',
    label: 'Booking desk',
    audience: 'customer',
    groups: [
      {
        id: 'bookingDesk.flights',
        label: 'Flights',
        permissions: [p('flights.book', 'Book flights'), p('flights.hold', 'Hold fares to ticket later')],
      },
      {
        id: 'bookingDesk.afterSale',
        label: 'After sale',
        permissions: [p('tickets.changeRequest', 'Raise refunds and reissues')],
      },
    ],
  },
] as const satisfies readonly PermissionModuleDef[];

type Catalog = typeof PERMISSION_CATALOG;
export type PermissionId = Catalog[number]['groups'][number]['permissions'][number]['id'];

export const ALL_PERMISSIONS: readonly PermissionDef[] = PERMISSION_CATALOG.flatMap((m) =>
  m.groups.flatMap((g) => g.permissions),
);
export const PERMISSION_IDS: readonly PermissionId[] = ALL_PERMISSIONS.map((x) => x.id as PermissionId);
export const DEFAULT_PERMISSIONS: readonly PermissionId[] = ALL_PERMISSIONS.filter(
  (x) => x.defaultAllowed,
).map((x) => x.id as PermissionId);

export const isPermissionId = (id: string): id is PermissionId =>
  (PERMISSION_IDS as readonly string[]).includes(id);

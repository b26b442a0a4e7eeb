import * as accountForms from './account-forms.calls';
import * as accounts from './accounts.calls';
import * as attention from './attention.calls';
import * as audit from './audit.calls';
import * as bookings from './bookings.calls';
import * as creditLimits from './credit-limits.calls';
import * as customers from './customers.calls';
import type { Call } from './define-call';
import * as docs from './docs.calls';
import * as documents from './documents.calls';
import * as fixedDepartures from './fixed-departures.calls';
import * as flightPassengers from './flight-passengers.calls';
import * as flightReports from './flight-reports.calls';
import * as flightSettings from './flight-settings.calls';
import * as flights from './flights.calls';
import * as markup from './markup.calls';
import * as notifications from './notifications.calls';
import * as pan from './pan.calls';
import * as paymentGateway from './payment-gateway.calls';
import * as paymentRecords from './payment-records.calls';
import * as payments from './payments.calls';
import * as pushNotifications from './push-notifications.calls';
import * as rbac from './rbac.calls';
import * as refunds from './refunds.calls';
import * as reports from './reports.calls';
import * as site from './site.calls';
import * as siteAdmin from './site-admin.calls';
import * as wallet from './wallet.calls';
import * as walletBalance from './wallet-balance.calls';
import * as walletFunding from './wallet-funding.calls';

export * from './account-forms.calls';
export * from './accounts.calls';
export * from './attention.calls';
export * from './audit.calls';
export * from './bookings.calls';
export * from './credit-limits.calls';
export * from './customers.calls';
export * from './define-call';
export * from './docs.calls';
export * from './documents.calls';
export * from './fixed-departures.calls';
export * from './flight-passengers.calls';
export * from './flight-reports.calls';
export * from './flight-settings.calls';
export * from './flights.calls';
export * from './markup.calls';
export * from './notifications.calls';
export * from './pan.calls';
export * from './payment-gateway.calls';
export * from './payment-records.calls';
export * from './payments.calls';
export * from './push-notifications.calls';
export * from './rbac.calls';
export * from './refunds.calls';
export * from './reports.calls';
export * from './site.calls';
export * from './site-admin.calls';
export * from './wallet.calls';
export * from './wallet-balance.calls';
export * from './wallet-funding.calls';

/** A module's exports also hold groupings of its calls (RULE_CALLS): only the calls themselves count. */
const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value;

/** Every call of the app, by area: the server refuses to start with a route that is not here. */
// Pure: a web chunk that names one call does not keep every call's schemas.
export const CALLS_BY_AREA: Record<string, readonly Call[]> = /* @__PURE__ */ Object.fromEntries(
  Object.entries({
    site: { ...site, ...siteAdmin },
    accounts: { ...accounts, ...accountForms },
    customers: { ...customers, ...pan },
    wallet: { ...wallet, ...walletBalance, ...creditLimits, ...walletFunding },
    markup,
    rbac,
    reports: { ...reports, ...flightReports },
    notifications: { ...notifications, ...pushNotifications },
    audit,
    payments: { ...payments, ...paymentRecords, ...paymentGateway },
    flights: { ...flights, ...flightPassengers, ...flightSettings },
    bookings,
    attention,
    refunds,
    fixedDepartures,
    docs,
    documents,
  }).map(([area, calls]) => [area, Object.values(calls).filter(isCall)]),
);

export const ALL_CALLS: readonly Call[] = /* @__PURE__ */ Object.values(CALLS_BY_AREA).flat();
export * from './call-urls';

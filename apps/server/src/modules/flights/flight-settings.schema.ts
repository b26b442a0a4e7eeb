import type { SupplierEnvironment } from '@app/contracts';
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../site/site.schema';

/** A convenience fee: a fixed amount per passenger plus a share of the fares' price (decision 0042). */
export type ChannelFeeColumns = { perPassenger: number; basisPoints: number };
export type ChannelFeesColumns = Record<'retail' | 'travelAgent' | 'corporate', ChannelFeeColumns>;

const NO_FEE: ChannelFeeColumns = { perPassenger: 0, basisPoints: 0 };

/**
 * A site's flight rules, one row per site (a site without one has the defaults: TBO on, no fees,
 * nothing hidden). The look-to-book limit stays in `sites.look_to_book_limit`, its one place.
 */
export const siteFlightSettings = pgTable('site_flight_settings', {
  siteId: siteIdColumn().primaryKey(),
  /** supplier codes searched for this site; none on: searches are refused with a message */
  suppliersOn: jsonb('suppliers_on').$type<string[]>().notNull().default(['TBO']),
  /** whether a new customer of the site may hold fares (users.is_flight_hold_allowed at sign-up) */
  holdAllowedByDefault: boolean('hold_allowed_by_default').notNull().default(false),
  /** search shows refundable fares only */
  refundableOnly: boolean('refundable_only').notNull().default(false),
  /** IATA codes whose fares the site never shows or sells */
  hiddenAirlines: jsonb('hidden_airlines').$type<string[]>().notNull().default([]),
  /** paise and basis points, per buyer channel (visitors pay the retail fee) */
  fees: jsonb('fees')
    .$type<ChannelFeesColumns>()
    .notNull()
    .default({ retail: NO_FEE, travelAgent: NO_FEE, corporate: NO_FEE }),
  /** customers' cancellations wait for staff approval before they reach the airline (decision 0056) */
  reviewCancellations: boolean('review_cancellations').notNull().default(false),
  /** the site's own cancellation fee, paise per passenger, per buyer channel (visitors book as retail) */
  cancellationFees: jsonb('cancellation_fees')
    .$type<Record<'retail' | 'travelAgent' | 'corporate', number>>()
    .notNull()
    .default({ retail: 0, travelAgent: 0, corporate: 0 }),
  /** bumped by every save: caches of priced pages and supplier clients are keyed by it */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SiteFlightSettingsRow = typeof siteFlightSettings.$inferSelect;

/**
 * A site's own account with a supplier. The password is sealed with SETTINGS_KEY (secret-box.ts).
 * A site brings an account, not a server: it names the supplier's test or live system, and the
 * installation's settings say which hosts those are (config.ts supplierEndpoints).
 */
export const siteSupplierCredentials = pgTable(
  'site_supplier_credentials',
  {
    siteId: siteIdColumn(),
    supplierCode: text('supplier_code').notNull(),
    clientId: text('client_id').notNull(),
    userName: text('user_name').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    environment: text('environment').$type<SupplierEnvironment>().notNull().default('live'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.supplierCode] })],
);
export type SiteSupplierCredentialsRow = typeof siteSupplierCredentials.$inferSelect;

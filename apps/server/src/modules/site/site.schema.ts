import { type BankDetails, DEFAULT_BRANDING_LABEL, type SiteModule } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';

/** The platform's theme colours: a site that never chose its own has these (the setup checklist asks). */
export const PLATFORM_COLOURS = { primary: '#1565c0', secondary: '#ff8f00', background: '#f5f7fb' } as const;

export const sites = pgTable('sites', {
  id: idColumn(),
  companyName: text('company_name').notNull(),
  logoUrl: text('logo_url'),
  adminContact: text('admin_contact'),
  adminEmail: text('admin_email'),
  /** the business's postal address, shown in the footer and on documents */
  address: text('address'),
  /** the name the business is registered under, printed on invoices */
  legalName: text('legal_name'),
  /** its GST identification number; its first two digits are the state invoices are issued from */
  gstin: text('gstin'),
  brandingLabel: text('branding_label').notNull().default(DEFAULT_BRANDING_LABEL),
  title: text('title').notNull(),
  faviconUrl: text('favicon_url'),
  primaryColor: text('primary_color').notNull().default(PLATFORM_COLOURS.primary),
  secondaryColor: text('secondary_color').notNull().default(PLATFORM_COLOURS.secondary),
  backgroundColor: text('background_color').notNull().default(PLATFORM_COLOURS.background),
  popupAlertTitle: text('popup_alert_title'),
  popupAlertMessage: text('popup_alert_message'),
  popupFrequencyDays: integer('popup_frequency_days').notNull().default(1),
  trackingTag: text('tracking_tag'),
  scriptUrls: jsonb('script_urls').$type<string[]>().notNull().default([]),
  googleClientId: text('google_client_id'),
  canShowPermissionMenu: boolean('can_show_permission_menu').notNull().default(false),
  activeModules: jsonb('active_modules').$type<SiteModule[]>().notNull().default([]),
  isLocked: boolean('is_locked').notNull().default(false),
  coreSiteUrl: text('core_site_url').notNull().default('/app/flight/search'),
  /** searches allowed per booking before a non-exempt user is stopped; null: no limit */
  lookToBookLimit: integer('look_to_book_limit'),
  /** where customers may transfer money; null: the site takes no bank transfers */
  bankDetails: jsonb('bank_details').$type<BankDetails>(),
  /** ISO 3166 country the site sells from: its airports rank first, its trips are domestic */
  homeCountry: text('home_country').notNull().default('IN'),
  /** IANA zone of the site's dates (sales day, reports) */
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** ISO 4217 currency of its prices and money, kept in the currency's minor unit */
  currency: text('currency').notNull().default('INR'),
  /** the site's short code, first part of its order references (FLD-26-000042) */
  shortCode: text('short_code').notNull(),
  /**
   * The owner a platform admin made the site for (decision 0055): Settings → Sites follows their
   * first sign-in, and their dashboard shows the setup checklist. Null for sites the seed made.
   */
  ownerId: text('owner_id'),
  createdAt: createdAtColumn(),
});
export type SiteRow = typeof sites.$inferSelect;

/** A row's site: every tenant table has one, and a site's rows go with it. */
export const siteIdColumn = () =>
  text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

/**
 * The domains a site answers on; one domain belongs to one site. Exactly one of a site's domains is
 * its primary: the address of links in mails and jobs, where no request names a host (decision 0041).
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').primaryKey(),
    siteId: siteIdColumn(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('site_domains_domain_idx').on(t.domain),
    // At most one primary per site; the domains screen keeps it at exactly one.
    uniqueIndex('site_domains_site_primary_idx').on(t.siteId).where(sql`${t.isPrimary}`),
  ],
);

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../site/site.schema';

/**
 * A site's own payment-gateway account (decision 0043). No row: the site takes payments through the
 * platform's account (config). `provider` 'none': the site takes no online payments; the account
 * stays, for the payments already made through it (their status and refunds). The gateway's
 * address is not here: it comes from config by provider and mode, never from staff.
 */
export const sitePaymentGateways = pgTable('site_payment_gateways', {
  siteId: siteIdColumn().primaryKey(),
  provider: text('provider').$type<'phonepe' | 'none'>().notNull(),
  mode: text('mode').$type<'test' | 'live'>().notNull(),
  merchantId: text('merchant_id'),
  /** AES-256-GCM under SETTINGS_KEY (platform/secret-box.ts); never answered whole */
  saltKeySealed: text('salt_key_sealed'),
  saltIndex: integer('salt_index'),
  /** bumped by every save: the per-site gateway cache is keyed by it */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SitePaymentGatewayRow = typeof sitePaymentGateways.$inferSelect;

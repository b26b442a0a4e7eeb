import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../site/site.schema';

/**
 * What a site passes on to its agencies of the gateway's fee on a wallet top-up (decision 0054).
 * Apart from the gateway account (a site without one pays through the platform's, and still sets
 * its fee); no row: no fee.
 */
export const walletTopUpSettings = pgTable('wallet_top_up_settings', {
  siteId: siteIdColumn().primaryKey(),
  /** basis points (1/100 %) of the amount topped up */
  feeBasisPoints: integer('fee_basis_points').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';

/**
 * The platform's one VAPID key pair (decision 0046), made at the first start: push services know
 * the sender by its public key, and every browser subscribed with it must keep receiving, so it is
 * kept, never made again. The private key is sealed under SETTINGS_KEY (platform/secret-box.ts).
 */
export const vapidKeys = pgTable('vapid_keys', {
  /** always `platform`: one row, and the primary key makes two racing first starts agree on it */
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * A staff member's browser subscribed to pushes (the PushSubscription the browser gave). The
 * endpoint is the browser's: one row each, owned by whoever subscribed it last on that site.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    /** the browser's P-256 public key and auth secret, base64url: what the payload is encrypted to */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_site_user_idx').on(t.siteId, t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * What staff were pushed about, once each (`booking:<order>`, `payment-pending:<payment>`…): the
 * fan-out records its notice in the transaction that queues the sends, so a repeated event or the
 * next minute's sweep never pushes it again. Old notices are pruned by the sweep.
 */
export const staffPushNotices = pgTable(
  'staff_push_notices',
  {
    key: text('key').primaryKey(),
    siteId: siteIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('staff_push_notices_created_idx').on(t.createdAt)],
);

import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../platform/db/ids';
import { siteIdColumn } from './site.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A site's uploaded images (logo, favicon), kept in the database so every instance serves them.
 * The id is the hash of the bytes and the file name served, so an address never changes meaning.
 */
export const siteAssets = pgTable('site_assets', {
  id: text('id').primaryKey(),
  siteId: siteIdColumn(),
  kind: text('kind').$type<'logo' | 'favicon'>().notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAtColumn(),
});

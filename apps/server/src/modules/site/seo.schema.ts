import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/db/ids';
import { siteIdColumn } from './site.schema';

/** Staff's title, description and Open Graph image for one public page of a site, by its path. */
export const seoPages = pgTable(
  'seo_pages',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    /** the page's path in the app, as the router names it (/flight/search, /fixed-departures…) */
    path: text('path').notNull(),
    title: text('title'),
    description: text('description'),
    ogImageUrl: text('og_image_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seo_pages_site_path_idx').on(t.siteId, t.path)],
);

import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { siteIdColumn } from './site.schema';

/**
 * Every version of a site's policy pages as staff saved them (sanitised HTML): the page shows the
 * latest with its date, and none is ever overwritten.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    policy: text('policy').$type<'terms' | 'privacy' | 'cancellation' | 'apiPartner'>().notNull(),
    version: integer('version').notNull(),
    html: text('html').notNull(),
    createdById: text('created_by_id'),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('policy_versions_site_policy_version_idx').on(t.siteId, t.policy, t.version)],
);

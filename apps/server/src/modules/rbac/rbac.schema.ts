import type { PermissionId } from '@app/contracts';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { siteIdColumn } from '../site/site.schema';

/**
 * A permission group of users (the spec's RBAC user group). The permissions themselves are the
 * code's catalog; a group stores which of them it grants, so a permission the code drops simply
 * stops being granted.
 */
export const rbacUserGroups = pgTable(
  'rbac_user_groups',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<PermissionId[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rbac_user_groups_site_name_idx').on(t.siteId, t.name)],
);
export type RbacUserGroupRow = typeof rbacUserGroups.$inferSelect;

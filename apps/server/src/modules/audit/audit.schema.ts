import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { siteIdColumn } from '../site/site.schema';

/**
 * What staff did to money, customers, markups, permissions and settings: who, when, from which
 * address, and the record before and after. Append-only: the application inserts and reads, never
 * updates or deletes, and no call writes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    /** the acting user; null for a job acting for the system */
    actorId: text('actor_id'),
    /** who it was as shown then (e-mail, or the job's name): kept if the account goes */
    actorLabel: text('actor_label').notNull(),
    ip: text('ip'),
    /** what was done, as `area.verb` (settings.save, wallet.credit, markup.delete…) */
    action: text('action').notNull(),
    /** the kind and id of what it was done to */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    /** one line a person reads in the list */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_site_created_idx').on(t.siteId, t.createdAt, t.id),
    // The log of one area (the `settings` of `settings.save`), newest first (decision 0070).
    index('audit_log_site_area_idx').on(t.siteId, sql`split_part(${t.action}, '.', 1)`, t.createdAt, t.id),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;

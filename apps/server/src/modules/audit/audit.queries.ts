import type { AuditEntry, AuditFilters } from '@app/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like-pattern';
import { startOfSiteDay } from '../site/site-days';
import { type AuditRow, auditLog } from './audit.schema';

function whereOf(siteId: string, f: AuditFilters): SQL | undefined {
  return and(
    eq(auditLog.siteId, siteId),
    f.fromDate ? sql`${auditLog.createdAt} >= ${startOfSiteDay(siteId, f.fromDate)}` : undefined,
    f.toDate ? sql`${auditLog.createdAt} < ${startOfSiteDay(siteId, f.toDate, 1)}` : undefined,
    // The area is the action's first part; compared whole, the (site, area, time) index serves it.
    f.area ? sql`split_part(${auditLog.action}, '.', 1) = ${f.area}` : undefined,
    f.actor ? ilike(auditLog.actorLabel, containsPattern(f.actor)) : undefined,
    f.q ? or(ilike(auditLog.summary, containsPattern(f.q)), eq(auditLog.targetId, f.q)) : undefined,
  );
}

export const auditEntryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.actorLabel,
  ip: row.ip,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
});

/** One page of the site's audit log, newest first, and how many entries match in all. */
export async function auditPage(db: DbOrTx, siteId: string, f: AuditFilters, size: number) {
  const where = whereOf(siteId, f);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(size)
      .offset((f.page - 1) * size),
    cappedCount(db, db.select({ one: sql`1` }).from(auditLog).where(where)),
  ]);
  return { rows, total };
}

/** Every matching entry, newest first, a batch at a time (for the export). */
export async function* auditBatches(db: DbOrTx, siteId: string, f: AuditFilters, size = 500) {
  const where = whereOf(siteId, f);
  for (let offset = 0; ; offset += size) {
    const batch = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(size)
      .offset(offset);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
  }
}

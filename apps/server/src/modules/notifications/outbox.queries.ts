import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { outboxEmails } from './outbox.schema';

export function listOutbox(db: Db, siteId: string, limit: number, offset: number) {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.siteId, siteId))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countOutbox(db: Db, siteId: string) {
  const [row] = await db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.siteId, siteId));
  return row?.n ?? 0;
}

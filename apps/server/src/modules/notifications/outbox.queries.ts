import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { cappedCount } from '../../platform/db/capped-count';
import type { Db } from '../../platform/db/client';
import { sites } from '../site/site.schema';
import { outboxEmails } from './outbox.schema';

/** One site's mails, or every site's (the platform's admins, decision 0055). */
const ofSite = (siteId: string | undefined) =>
  siteId === undefined ? undefined : eq(outboxEmails.siteId, siteId);

/** A page of mails, newest first, each with the name of its site. */
export function listOutbox(db: Db, siteId: string | undefined, limit: number, offset: number) {
  return (
    db
      .select({ ...getTableColumns(outboxEmails), companyName: sites.companyName })
      .from(outboxEmails)
      .innerJoin(sites, eq(sites.id, outboxEmails.siteId))
      .where(ofSite(siteId))
      // The id breaks ties, so mails sent in the same instant keep their places between pages.
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(limit)
      .offset(offset)
  );
}

export function countOutbox(db: Db, siteId: string | undefined) {
  return cappedCount(db, db.select({ one: sql`1` }).from(outboxEmails).where(ofSite(siteId)));
}

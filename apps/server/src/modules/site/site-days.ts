import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { sites } from './site.schema';

/**
 * A site's calendar is its own (`sites.time_zone`), not the server's and not India's: the query
 * reads the zone itself, so no caller has to carry it. The zone is a bound parameter, so a query
 * that groups by one of these expressions groups by position (`sql\`1\``): two occurrences are two
 * parameters, which PostgreSQL will not take for one expression.
 */
export const siteZone = (siteId: string): SQL =>
  sql`(select ${sites.timeZone} from ${sites} where ${sites.id} = ${siteId})`;

/** The instant the site's calendar day (YYYY-MM-DD) begins, `plusDays` later. */
export const startOfSiteDay = (siteId: string, day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${siteZone(siteId)})`;

/** The site's calendar date of a timestamp. */
export const siteDate = (siteId: string, column: PgColumn | SQL): SQL =>
  sql`(${column} at time zone ${siteZone(siteId)})::date`;

/** The site's calendar day of a timestamp, as YYYY-MM-DD text. */
export const siteDayOf = (siteId: string, column: PgColumn | SQL) =>
  sql<string>`to_char(${siteDate(siteId, column)}, 'YYYY-MM-DD')`;

/** The site's calendar month of a timestamp, as YYYY-MM text. */
export const siteMonthOf = (siteId: string, column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone ${siteZone(siteId)}, 'YYYY-MM')`;

/** The zone, currency and country a site shows its dates and money in. */
export async function siteLocaleOf(db: DbOrTx, siteId: string) {
  const [found] = await db
    .select({ timeZone: sites.timeZone, currency: sites.currency, homeCountry: sites.homeCountry })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!found) throw new Error(`no site ${siteId}`);
  return found;
}

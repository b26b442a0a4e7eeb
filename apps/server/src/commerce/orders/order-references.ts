import { formatOrderReference } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { sites } from '../../modules/site/site.schema';
import type { DbOrTx } from '../../platform/db/client';
import { orderSequences } from './orders.schema';

/** One formatter per time zone: making one costs about a millisecond, more than the order's queries. */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar year of an instant in a time zone: an order made on 31 December in Delhi is that year's. */
function yearIn(timeZone: string, at: Date) {
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' });
    yearFormats.set(timeZone, format);
  }
  return Number(format.format(at));
}

/**
 * The next reference of a site's order (decision 0024). One statement takes the number: the upsert
 * locks the site's row of the year, so orders made at the same moment never share a number, and a
 * failed order simply leaves a gap.
 */
export async function allocateOrderReference(db: DbOrTx, siteId: string, at: Date): Promise<string> {
  const [site] = await db
    .select({ shortCode: sites.shortCode, timeZone: sites.timeZone })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw new Error(`No site ${siteId}`);
  const year = yearIn(site.timeZone, at);
  const [row] = await db
    .insert(orderSequences)
    .values({ siteId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [orderSequences.siteId, orderSequences.year],
      set: { lastValue: sql`${orderSequences.lastValue} + 1` },
    })
    .returning({ value: orderSequences.lastValue });
  if (!row) throw new Error('No order number was allocated');
  return formatOrderReference(site.shortCode, year, row.value);
}

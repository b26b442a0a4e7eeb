import { COUNT_CAP } from '@app/contracts';
import { count, type Subquery } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** A select that can be cut short: `db.select({ one: sql`1` }).from(…).where(…)`, joins and all. */
type Matching = { limit(n: number): { as(alias: string): Subquery } };

/**
 * How many rows `matching` finds, counted no further than COUNT_CAP + 1 (decision 0065): the
 * database stops reading at the cap, so a list over a million rows pays for 10,001 index entries at
 * most, never for an exact count. `pageInfo` turns it into the page's totals.
 */
export async function cappedCount(db: DbOrTx, matching: Matching): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matching.limit(COUNT_CAP + 1).as('matching'));
  return row?.n ?? 0;
}

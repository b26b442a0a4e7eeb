import { COUNT_CAP, type SiteWalletFilters, WALLET_PAGE_SIZE } from '@app/contracts';
import { and, count, desc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like-pattern';
import { users } from '../accounts/accounts.schema';
import { startOfSiteDay } from '../site/site-days';
import { creator, entryColumns } from './wallet.queries';
import { walletLedger } from './wallet.schema';

// The same customer's entries up to a listed one; drizzle names an alias but does not declare it.
const earlier = alias(walletLedger, 'earlier');

// Dates are the staff's Indian calendar days; bounds on the raw timestamp keep the indexes usable.

/** Entries of this site (and only of its own customers) that the filters keep. */
function matching(siteId: string, f: SiteWalletFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(walletLedger.siteId, siteId), eq(users.siteId, siteId)];
  if (f.fromDate) where.push(gte(walletLedger.createdAt, startOfSiteDay(siteId, f.fromDate)));
  if (f.toDate) where.push(lt(walletLedger.createdAt, startOfSiteDay(siteId, f.toDate, 1)));
  if (f.type) where.push(f.type === 'credit' ? gt(walletLedger.amount, 0) : lt(walletLedger.amount, 0));
  if (f.customer) {
    const pattern = containsPattern(f.customer);
    where.push(
      or(
        sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
      ),
    );
  }
  return and(...where);
}

/**
 * How many entries match (counted to the cap, decision 0065) and what the latest COUNT_CAP of them
 * add up to, credits and debits apart (both positive paise; decision 0070): every match under the
 * cap, the latest 10,000 past it, as the screen then says. A page view reads 10,001 entries at most.
 */
export async function siteEntryTotals(db: DbOrTx, siteId: string, f: SiteWalletFilters) {
  const latest = db
    .select({
      amount: walletLedger.amount,
      position:
        sql<number>`row_number() over (order by ${walletLedger.createdAt} desc, ${walletLedger.id} desc)`.as(
          'position',
        ),
    })
    .from(walletLedger)
    // The customer is joined whatever the filters: an entry counts only if its customer is the site's.
    .innerJoin(users, eq(users.id, walletLedger.userId))
    .where(matching(siteId, f))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(COUNT_CAP + 1)
    .as('latest');
  const summed = (sign: SQL) =>
    sql`coalesce(sum(abs(${latest.amount})) filter (where ${sign} and ${latest.position} <= ${COUNT_CAP}), 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      totalRecords: count(),
      credits: summed(sql`${latest.amount} > 0`),
      debits: summed(sql`${latest.amount} < 0`),
    })
    .from(latest);
  return row ?? { totalRecords: 0, credits: 0, debits: 0 };
}

/**
 * One page of the matching entries, newest first, each with its customer and that customer's
 * balance just after it. The balance is summed for the page's rows only (over the (site, user,
 * createdAt) index), in the order the customer's own wallet page uses: createdAt, then id.
 */
export function siteEntriesPage(db: DbOrTx, siteId: string, f: SiteWalletFilters) {
  const balanceAfter =
    sql`(select coalesce(sum(${earlier.amount}), 0) from ${walletLedger} as ${sql.identifier('earlier')}
    where ${earlier.siteId} = ${walletLedger.siteId} and ${earlier.userId} = ${walletLedger.userId}
      and (${earlier.createdAt}, ${earlier.id}) <= (${walletLedger.createdAt}, ${walletLedger.id}))`.mapWith(
      Number,
    );
  return db
    .select({
      ...entryColumns,
      orderId: walletLedger.orderId,
      balanceAfter,
      customerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
    })
    .from(walletLedger)
    .innerJoin(users, eq(users.id, walletLedger.userId))
    .leftJoin(creator, eq(creator.id, walletLedger.createdById))
    .where(matching(siteId, f))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(WALLET_PAGE_SIZE)
    .offset((f.page - 1) * WALLET_PAGE_SIZE);
}

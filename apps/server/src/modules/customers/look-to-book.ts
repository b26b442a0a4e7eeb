import { CUSTOMER_MSG } from '@app/contracts';
import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { flightSearches } from '../flights/flights.schema';
import { findSiteById } from '../site/site.queries';
import { isBook } from './customers.queries';

export const LOOK_TO_BOOK_WINDOW_DAYS = 30;

/**
 * Refuses a search (429) when it would take a signed-in customer past the site's look-to-book limit:
 * `limit` searches per booking over the last 30 days, plus one free allowance so a new customer can
 * search before their first booking. Visitors, staff and exempt customers are never limited here.
 */
export async function enforceLookToBook(
  db: DbOrTx,
  buyer: { siteId: string; user: UserRow | null },
  now: Date,
) {
  const { user } = buyer;
  if (!user || user.userType === 'staff' || user.lookToBookExempt) return;
  const limit = (await findSiteById(db, buyer.siteId))?.lookToBookLimit;
  if (limit == null) return;
  const since = new Date(now.getTime() - LOOK_TO_BOOK_WINDOW_DAYS * 86_400_000);
  const [[looks], [books]] = await Promise.all([
    db
      .select({ n: count() })
      .from(flightSearches)
      .where(
        and(
          eq(flightSearches.siteId, buyer.siteId),
          eq(flightSearches.userId, user.id),
          gte(flightSearches.createdAt, since),
        ),
      ),
    db
      .select({ n: count() })
      .from(flightBookings)
      .where(
        and(
          eq(flightBookings.siteId, buyer.siteId),
          eq(flightBookings.userId, user.id),
          gte(flightBookings.createdAt, since),
          isBook(),
        ),
      ),
  ]);
  // This search would be one more look: refuse it once the allowance is used up.
  if ((looks?.n ?? 0) >= limit * ((books?.n ?? 0) + 1)) {
    throw tooManyRequests(CUSTOMER_MSG.lookToBookExceeded(limit));
  }
}

import { CUSTOMER_MSG } from '@app/contracts';
import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import type { UserRow } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { flightSearches } from '../flights/flights.schema';
import { findSiteById } from '../site/site.queries';
import { isBook } from './customers.queries';

export const LOOK_TO_BOOK_WINDOW_DAYS = 30;
const VISITOR_WINDOW_SECONDS = 86_400;

type Searcher = { siteId: string; user: UserRow | null; endUserIp: string; visitorId?: string | null };

/**
 * Refuses a search (429) when it would take a signed-in customer past the site's look-to-book limit:
 * `limit` searches per booking over the last 30 days, plus one free allowance so a new customer can
 * search before their first booking. Staff and exempt customers are never limited here; visitors
 * are, per day (visitorLooks), so signing out is no way around the limit.
 */
export async function enforceLookToBook(
  { db, rateLimits }: { db: DbOrTx; rateLimits: RateLimits },
  buyer: Searcher,
  now: Date,
) {
  const { user } = buyer;
  if (user && (user.userType === 'staff' || user.lookToBookExempt)) return;
  const limit = (await findSiteById(db, buyer.siteId))?.lookToBookLimit;
  if (limit == null) return;
  if (!user) return visitorLooks(rateLimits, buyer, limit);
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

/**
 * A visitor has no bookings to earn searches with, so the allowance is a new customer's (`limit`
 * looks) but per day rather than per 30 days: a visitor cannot be recognised for a month (cookies
 * go, addresses change), and the message sends them to sign in, where the customer rule takes over.
 * The looks are counted under the visitor cookie AND the client address, and the higher count
 * decides: a cleared cookie is still counted by the address, a changed address by the cookie.
 * Counters are hit before the supplier is asked, atomically, so parallel searches cannot slip by.
 */
async function visitorLooks(rateLimits: RateLimits, buyer: Searcher, limit: number) {
  const keys = [`looks:${buyer.siteId}:address:${buyer.endUserIp}`];
  if (buyer.visitorId) keys.push(`looks:${buyer.siteId}:visitor:${buyer.visitorId}`);
  const counts = await Promise.all(keys.map((key) => rateLimits.hit(key, VISITOR_WINDOW_SECONDS)));
  if (Math.max(...counts) > limit) throw tooManyRequests(CUSTOMER_MSG.visitorLookLimit(limit));
}

import { CUSTOMER_MSG } from '@app/contracts';
import { and, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import { type UserRow, users } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { flightSearches } from '../flights/flights.schema';
import { findSiteById } from '../site/site.queries';
import type { SiteRow } from '../site/site.schema';
import { isBook } from './customers.queries';
import { createLookRecorder, type LookBatch, type LookRecorder } from './look-recorder';
import { lookWindowStart, searchesLeft } from './look-to-book-rule';

const VISITOR_WINDOW_SECONDS = 86_400;

type Searcher = { siteId: string; user: UserRow | null; endUserIp: string; visitorId?: string | null };
type Deps = {
  db: DbOrTx;
  rateLimits: RateLimits;
  /** where the site's limit is read (the request cache in the app) */
  siteOf?: (siteId: string) => Promise<SiteRow | undefined>;
  /** looks recorded but not written yet count too */
  looks?: Pick<LookRecorder, 'pendingOf'>;
};

/**
 * Look-to-book for flight search: the check before the supplier is asked, and the recording of
 * each look (in batches, look-recorder.ts), which the check counts whether written yet or not.
 */
export function createLookToBook(
  deps: Omit<Deps, 'looks'> & { db: Db; batch: LookBatch; log?: FastifyBaseLogger },
) {
  const looks = createLookRecorder(deps.db, deps.batch, deps.log);
  return {
    enforce: (buyer: Searcher, now: Date) => enforceLookToBook({ ...deps, looks }, buyer, now),
    record: looks.record,
    flush: looks.flush,
    close: looks.close,
  };
}
export type LookToBook = ReturnType<typeof createLookToBook>;

/**
 * Refuses a search (429) when it would take a signed-in customer past the site's look-to-book limit:
 * `limit` searches per booking over the last 30 days, plus one free allowance so a new customer can
 * search before their first booking. Staff and exempt customers are never limited here; visitors
 * are, per day (visitorLooks), so signing out is no way around the limit.
 */
export async function enforceLookToBook(
  { db, rateLimits, siteOf = (id) => findSiteById(db, id), looks }: Deps,
  buyer: Searcher,
  now: Date,
) {
  const { user } = buyer;
  if (user && (user.userType === 'staff' || user.lookToBookExempt)) return;
  const limit = (await siteOf(buyer.siteId))?.lookToBookLimit;
  if (limit == null) return;
  if (!user) return visitorLooks(rateLimits, buyer, limit);
  const since = lookWindowStart(now);
  // Looks and books in one round trip.
  const [row] = await db
    .select({
      looks: db.$count(
        flightSearches,
        and(
          eq(flightSearches.siteId, buyer.siteId),
          eq(flightSearches.userId, user.id),
          gte(flightSearches.createdAt, since),
        ),
      ),
      books: db.$count(
        flightBookings,
        and(
          eq(flightBookings.siteId, buyer.siteId),
          eq(flightBookings.userId, user.id),
          gte(flightBookings.createdAt, since),
          isBook(),
        ),
      ),
    })
    .from(users)
    .where(eq(users.id, user.id));
  const looksSoFar = (row?.looks ?? 0) + (looks?.pendingOf(buyer.siteId, user.id) ?? 0);
  // This search would be one more look: refuse it once the allowance is used up.
  if (searchesLeft({ looks: looksSoFar, books: row?.books ?? 0, limit }) === 0) {
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

import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';

/**
 * Every flight search sent to the supplier: the "looks" of the look-to-book figures (anonymous looks
 * have no user). Like the supplier's own count, a search that failed at the supplier still counts.
 */
export const flightSearches = pgTable(
  'flight_searches',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    journeyType: integer('journey_type').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    departureDate: date('departure_date').notNull(),
    passengers: integer('passengers').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('flight_searches_site_user_idx').on(t.siteId, t.userId, t.createdAt)],
);

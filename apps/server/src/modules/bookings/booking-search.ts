import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like-pattern';
import { flightBookingNames, flightBookingRefs } from './booking-search.schema';

/** As the side tables hold them (migration 0044): trimmed, spaces collapsed. */
const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Below this many characters a trigram index has nothing to look up inside words. */
const TRIGRAM = 3;

/**
 * A PNR or ticket number by exact or prefix match: a range scan of (site_id, value) in
 * text_pattern_ops order, never a look inside the passengers' jsonb.
 */
export function refMatches(text: string): SQL {
  return sql`${flightBookingRefs.value} like ${`${escapeLike(normalised(text).toUpperCase())}%`}`;
}

/**
 * Passengers whose first, last or full name contains the text, any case, through the trigram index.
 * Shorter text matches the start of a word ('sh' finds Sharma, not Asha): inside words it would
 * match nearly everyone, and the index could not narrow it.
 */
export function nameMatches(text: string): SQL {
  const words = escapeLike(normalised(text).toLowerCase());
  if (words.length >= TRIGRAM) return sql`${flightBookingNames.names} like ${`%${words}%`}`;
  return sql`(${flightBookingNames.names} like ${`${words}%`} or ${flightBookingNames.names} like ${`% ${words}%`})`;
}

import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from './like-pattern';

/**
 * Text that staff type into a list's filter, matched in ways an index serves at a million rows
 * (decision 0070): a `%…%` pattern reads every row of the site, these read an index range.
 */

/**
 * An order reference by its start (the whole reference, or its site code and year) or by its end
 * (the running number read off a ticket or a bank statement); upper-case, as references are made.
 * Served by the (site, reference) and (site, reverse(reference)) text_pattern_ops indexes.
 */
export function referenceMatch(column: PgColumn, typed: string): SQL {
  const text = typed.trim().toUpperCase();
  const reversed = [...text].reverse().join('');
  return sql`(${column} like ${`${escapeLike(text)}%`} or reverse(${column}) like ${`${escapeLike(reversed)}%`})`;
}

/**
 * Names by the start of each word typed ("mee sha" finds Meera Shah), against a tsvector column of
 * the names kept by the database and a GIN index on it. Typed text with no letters or digits
 * matches nothing.
 */
export function wordsMatch(column: PgColumn, typed: string): SQL {
  const words = typed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return sql`false`;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql`${column} @@ to_tsquery('simple', ${query})`;
}

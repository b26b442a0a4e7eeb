import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { flightSearches } from '../flights/flights.schema';

export type Look = typeof flightSearches.$inferInsert;
/** Looks are written `rows` at a time, or every `ms`, whichever comes first; 1 row writes each at once. */
export type LookBatch = { rows: number; ms: number };

/** While the database is stalled, looks beyond this many waiting are dropped rather than held in memory. */
export const MAX_WAITING_LOOKS = 20_000;

/**
 * Records searches ("looks") in batches: one insert per second or per `rows` looks instead of one
 * per search. Looks not yet written are still counted (pendingOf), so the look-to-book limit sees
 * every search of this process; closing the app writes what is left. A look is statistics: a
 * failed write is logged, not retried (and never fails the search that made it).
 */
export function createLookRecorder(db: Db, batch: LookBatch, log?: FastifyBaseLogger) {
  let buffered: Look[] = [];
  /** Looks being written now: counted until their insert has finished. */
  const writing = new Set<Look[]>();
  let last: Promise<void> = Promise.resolve();
  let waiting = 0;

  function flush(): Promise<void> {
    const rows = buffered;
    buffered = [];
    if (rows.length === 0) return last;
    writing.add(rows);
    waiting += rows.length;
    // One write at a time, in order; close() waits for the last.
    last = last
      .then(() => db.insert(flightSearches).values(rows))
      .then(
        () => undefined,
        (err: unknown) => log?.error({ err, looks: rows.length }, 'recording looks failed'),
      )
      .finally(() => {
        writing.delete(rows);
        waiting -= rows.length;
      });
    return last;
  }
  const timer = setInterval(() => void flush(), batch.ms).unref();

  return {
    /** Resolves once the look is buffered, or written when the batch is full. */
    record(look: Look): Promise<void> {
      if (waiting + buffered.length >= MAX_WAITING_LOOKS) {
        log?.warn('looks dropped: the database is not keeping up');
        return Promise.resolve();
      }
      buffered.push(look);
      return buffered.length >= batch.rows ? flush() : Promise.resolve();
    },
    /** Looks of this user on this site not in the database yet. */
    pendingOf(siteId: string, userId: string) {
      const mine = (rows: Look[]) => rows.filter((l) => l.siteId === siteId && l.userId === userId).length;
      let n = mine(buffered);
      for (const rows of writing) n += mine(rows);
      return n;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type LookRecorder = ReturnType<typeof createLookRecorder>;

import type { Database } from '../../platform/db/client';
import type { JobKind } from './job-queue';

/**
 * What PostgreSQL's own background processes do and PGlite has no one to do: PGlite is a single
 * backend in single-user mode, with no autovacuum and no checkpointer (decision 0068). Without them
 * the space of every deleted or updated row is never reused (rate-limit counters, pg-boss's jobs:
 * measured, a table with 2,000 live rows grew by 0.8 MB every 8,000 hits, without end), and WAL
 * segments are never recycled (in memory, with `memory://`, they are the process's own memory).
 * VACUUM makes the dead rows' space reusable and keeps the planner's row counts; CHECKPOINT lets
 * the WAL before it be recycled, so the WAL holds what is written between two runs. Every five
 * minutes, as PostgreSQL's checkpoint_timeout; a run costs tens of milliseconds on a small
 * database, during which PGlite's one connection waits. A failed run is only logged: the next is
 * five minutes away.
 */
export function pgliteUpkeepJobs(database: Database): JobKind<object>[] {
  if (database.engine !== 'pglite') return [];
  return [
    {
      name: 'pglite-upkeep',
      cron: '*/5 * * * *',
      retryLimit: 0,
      retryDelaySeconds: 60,
      expireInSeconds: 10 * 60,
      async handler() {
        // Apart: VACUUM refuses to run inside a transaction block, which one text of both would be.
        await database.sql.executeSql('vacuum');
        await database.sql.executeSql('checkpoint');
      },
      exhausted: async () => undefined,
    },
  ];
}

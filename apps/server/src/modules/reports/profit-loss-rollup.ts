import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import type { Db } from '../../platform/db/client';
import { figuresMoved } from './profit-loss.service';
import { claimDay, dirtyDays, replaceDay } from './profit-loss-rollup.queries';

/** At most this many dirty days a run works out (a few ms each); the next run takes the rest. */
const DAYS_PER_RUN = 2_000;

/**
 * Works out one dirty day of a site again from its rows and replaces its rolled-up rows, all in one
 * transaction that first claims the day's dirty marks. Read committed, so each statement sees what
 * committed before it: the rows read include every write whose mark was claimed (a mark commits with
 * its write), and a write that commits later leaves its own mark, so the day stays dirty (and is
 * read live) until a later run. Two runs of one day wait for each other, and the second finds no
 * marks or newer ones: a day is never counted twice.
 */
export async function rollUpDay(db: Db, siteId: string, day: string) {
  await db.transaction(async (tx) => {
    if (!(await claimDay(tx, siteId, day))) return;
    const rows = await figuresMoved(tx, siteId, { from: day, to: day, groupBy: 'day' });
    await replaceDay(
      tx,
      siteId,
      day,
      rows.map(({ period: _, ...figures }) => figures),
    );
  });
}

/** Works out the dirty days there are now, oldest first; answers how many it took. */
export async function rollUpDirtyDays(db: Db, limit = DAYS_PER_RUN) {
  const days = await dirtyDays(db, limit);
  for (const { siteId, day } of days) await rollUpDay(db, siteId, day);
  return days.length;
}

/** How soon after a run the next one starts: until then a day written to is read live (slower). */
const NEXT_RUN_SECONDS = 5;

/**
 * The days written to since the last run, a few seconds after it: each run queues the next (one
 * queued and one running at most, across instances, pg-boss's `stately` queue). The report reads a
 * dirty day from the rows until a run has rolled it up, so the job only decides how fast the report
 * is, never what it says.
 */
export function profitLossRollupJob({ db, jobs }: { db: Db; jobs: () => JobQueue }): JobKind<object> {
  const kind: JobKind<object> = {
    name: 'profit-loss-rollup',
    // Once a minute too, on one instance: a run that failed (or a process that stopped) broke the chain.
    cron: '* * * * *',
    // The next run is the retry; a day's marks stay until a run has rolled it up.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    handler: async () => {
      await rollUpDirtyDays(db);
      const startAfter = new Date(Date.now() + NEXT_RUN_SECONDS * 1000);
      await jobs().send(kind, {}, { key: kind.name, startAfter });
    },
    exhausted: async () => undefined,
  };
  return kind;
}

import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../platform/db/client';
import { transactionExecutor } from '../../platform/db/sql-executor';

/** The schema pg-boss keeps its tables in; created by our migrations (decision 0027). */
export const JOB_SCHEMA = 'pgboss';

/**
 * One kind of background work. Its handler re-reads what it acts on and does nothing when the state
 * has moved on, so running it twice is harmless; `exhausted` runs once its last retry has failed and
 * must put the case where a person sees it (the attention queue), never drop it.
 */
export type JobKind<Data extends object> = {
  name: string;
  /** how many times a failed run is tried again, with exponential back-off from `retryDelaySeconds` */
  retryLimit: number;
  retryDelaySeconds: number;
  /** a run taking longer is taken as crashed and retried */
  expireInSeconds?: number;
  handler: (data: Data) => Promise<void>;
  exhausted: (data: Data, error: unknown) => Promise<void>;
  /** a cron line: the job is sent on that schedule, once for all instances */
  cron?: string;
};

type AnyKind = JobKind<never>;

/**
 * Runs `work` again when PostgreSQL broke a deadlock by failing it: instances starting together on a
 * fresh database make the same new queues at once, and pg-boss's create_queue can deadlock with
 * itself (seen in CI). Making a queue is idempotent, so the loser simply makes it again.
 */
async function untilNoDeadlock(work: () => Promise<void>, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export type SendOptions = {
  /** what the job acts on: one job per key is queued and one runs (pg-boss's `stately` policy) */
  key: string;
  startAfter?: Date;
  /** send with the transaction whose state change causes the job: both happen or neither */
  tx?: DbOrTx;
};

export type JobQueueOptions = {
  /** fetch and run jobs in this process (the API of a test app sends them only) */
  work: boolean;
  log: FastifyBaseLogger;
};

/**
 * Durable jobs on the app's own database (pg-boss 10: PostgreSQL, or PGlite through its SQL
 * executor). Jobs survive a restart; instances sharing one PostgreSQL fetch with SKIP LOCKED, so
 * each job runs once; the cron schedules run once across instances.
 */
export function createJobQueue(database: Database, kinds: AnyKind[], { work, log }: JobQueueOptions) {
  const boss = new PgBoss({
    db: database.sql,
    schema: JOB_SCHEMA,
    // Maintenance (expiring crashed runs, archiving) and cron belong to the instances that work.
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const byName = new Map(kinds.map((k) => [k.name, k]));
  let started: Promise<void> | undefined;

  async function run(kind: AnyKind, job: PgBoss.JobWithMetadata<object>) {
    try {
      await kind.handler(job.data as never);
    } catch (error) {
      if (job.retryCount >= job.retryLimit) {
        log.error({ err: error, job: kind.name, data: job.data }, 'job out of retries');
        await kind.exhausted(job.data as never, error);
        return;
      }
      throw error;
    }
  }

  async function start() {
    await boss.start();
    for (const kind of kinds) {
      const options = {
        name: kind.name,
        policy: 'stately' as const,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.expireInSeconds ?? 15 * 60,
      };
      await untilNoDeadlock(async () => {
        await boss.createQueue(kind.name, options);
        // A queue made by an older release keeps its options until told the new ones.
        await boss.updateQueue(kind.name, options);
      });
    }
    if (!work) return;
    for (const kind of kinds) {
      await boss.work<object>(
        kind.name,
        { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: 1 },
        async ([job]) => {
          if (job) await run(kind, job);
        },
      );
      if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { singletonKey: kind.name });
    }
  }

  return {
    start: () => {
      started ??= start();
      return started;
    },

    /** Queues a job; a second one for the same key while the first waits is dropped (it is the same work). */
    async send<Data extends object>(kind: JobKind<Data>, data: Data, options: SendOptions) {
      await started;
      await boss.send(kind.name, data, {
        singletonKey: options.key,
        startAfter: options.startAfter,
        ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
      });
    },

    /**
     * Runs the jobs of a kind that are due, here and now, as a worker would (tests and the staff's
     * retry use it): each fetched job is completed, or failed for its retry, or handed to
     * `exhausted` after the last.
     */
    async runDue(kind: AnyKind) {
      await started;
      const jobs = await boss.fetch<object>(kind.name, { batchSize: 50, includeMetadata: true });
      for (const job of jobs ?? []) {
        try {
          await run(kind, job);
          await boss.complete(kind.name, job.id);
        } catch (error) {
          log.warn({ err: error, job: kind.name, data: job.data }, 'job failed; it will be retried');
          await boss.fail(kind.name, job.id, { message: String(error) });
        }
      }
      return jobs?.length ?? 0;
    },

    kinds: byName,

    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../platform/db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobQueue, type JobKind, type JobQueue } from './job-queue';

const log = { error: () => undefined, warn: () => undefined } as never;
const until = async (done: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting for the jobs');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** A kind whose runs are counted per key, failing the first `failures` runs of each key. */
function countingKind(name: string, failures = 0, retryLimit = 2) {
  const runs = new Map<string, number>();
  const exhausted: string[] = [];
  const kind: JobKind<{ key: string }> = {
    name,
    retryLimit,
    retryDelaySeconds: 1,
    async handler({ key }) {
      const n = (runs.get(key) ?? 0) + 1;
      runs.set(key, n);
      if (n <= failures) throw new Error(`run ${n} of ${key} fails`);
    },
    async exhausted({ key }) {
      exhausted.push(key);
    },
  };
  return { kind, runs, exhausted };
}

describe('durable jobs (pg-boss on the app database)', () => {
  let t: TestApp;
  const queues: JobQueue[] = [];
  const queue = (database: Database, kinds: JobKind<never>[], work: boolean) => {
    const q = createJobQueue(database, kinds, { work, log });
    queues.push(q);
    return q;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await t.close();
  });

  it('sends with the transaction that causes the job: a rolled-back change sends nothing', async () => {
    const { kind, runs } = countingKind('test-tx');
    const q = queue(t.app.database, [kind as never], false);
    await q.start();
    await t.db
      .transaction(async (tx) => {
        await q.send(kind, { key: 'rolled-back' }, { key: 'rolled-back', tx });
        throw new Error('the state change failed');
      })
      .catch(() => undefined);
    await t.db.transaction(async (tx) => {
      await q.send(kind, { key: 'kept' }, { key: 'kept', tx });
    });
    // A second send for the same key while the first waits is the same work: dropped.
    await q.send(kind, { key: 'kept' }, { key: 'kept' });
    expect(await q.runDue(kind as never)).toBe(1);
    expect([...runs.keys()]).toEqual(['kept']);
  });

  it('retries a failing job with back-off, then hands it to exhausted once', async () => {
    const { kind, runs, exhausted } = countingKind('test-retry', 99, 1);
    const q = queue(t.app.database, [kind as never], true);
    await q.start();
    await q.send(kind, { key: 'k' }, { key: 'k' });
    await until(() => exhausted.length > 0);
    expect(runs.get('k')).toBe(2);
    expect(exhausted).toEqual(['k']);
  });

  it('runs each job once with two instances on one PostgreSQL', async (context) => {
    if (!t.databaseUrl.startsWith('postgres')) context.skip();
    const second = await openDatabase(t.databaseUrl, '');
    try {
      const a = countingKind('test-two');
      const b = countingKind('test-two');
      const qa = queue(t.app.database, [a.kind as never], true);
      const qb = queue(second, [b.kind as never], true);
      // Together, as two servers starting at once would: making the same new queue may deadlock in
      // PostgreSQL, and the loser makes it again.
      await Promise.all([qa.start(), qb.start()]);
      const keys = Array.from({ length: 30 }, (_, i) => `order-${i}`);
      for (const key of keys) await qa.send(a.kind, { key }, { key });
      const ran = () => [...a.runs.values(), ...b.runs.values()].reduce((s, n) => s + n, 0);
      await until(() => ran() >= keys.length);
      await new Promise((r) => setTimeout(r, 1500));
      expect(ran()).toBe(keys.length);
      for (const key of keys) expect((a.runs.get(key) ?? 0) + (b.runs.get(key) ?? 0)).toBe(1);
      await qb.stop();
    } finally {
      await second.close();
    }
  });
});

describe('durable jobs across a restart (PGlite on disk)', () => {
  it('a job sent before the process stops runs after it starts again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jobs-restart-'));
    try {
      const before = await openDatabase(undefined, dir);
      const { kind } = countingKind('test-restart');
      const q1 = createJobQueue(before, [kind as never], { work: false, log });
      await q1.start();
      await q1.send(kind, { key: 'paid-order' }, { key: 'paid-order' });
      await q1.stop();
      await before.close();

      const after = await openDatabase(undefined, dir);
      const again = countingKind('test-restart');
      const q2 = createJobQueue(after, [again.kind as never], { work: true, log });
      await q2.start();
      await until(() => again.runs.get('paid-order') === 1);
      await q2.stop();
      const [row] = (
        await after.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'test-restart'`)
      ).rows as { n: number }[];
      expect(row?.n).toBe(1);
      await after.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

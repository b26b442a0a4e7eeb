import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the PGlite upkeep job (decision 0068)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.runIf(onPostgres)('is no job on PostgreSQL, whose own processes vacuum and checkpoint', () => {
    expect(t.engine).toBe('postgres');
    expect(t.app.jobs.queue.kinds.has('pglite-upkeep')).toBe(false);
  });

  it.runIf(!onPostgres)(
    'runs from the queue on PGlite: the space of deleted rows goes back and the WAL is checkpointed',
    async () => {
      const kind = t.app.jobs.queue.kinds.get('pglite-upkeep');
      expect(kind?.cron).toBeDefined();
      if (!kind) return;
      await t.db.execute(sql`create table upkeep_probe (id int, pad text)`);
      await t.db.execute(
        sql`insert into upkeep_probe select i, repeat('x', 500) from generate_series(1, 2000) as i`,
      );
      await t.db.execute(sql`delete from upkeep_probe`);
      const size = async () =>
        Number(
          (await t.db.execute<{ bytes: string }>(sql`select pg_relation_size('upkeep_probe') as bytes`))
            .rows[0]?.bytes,
        );
      const redo = async () =>
        (await t.db.execute<{ lsn: string }>(sql`select redo_lsn::text as lsn from pg_control_checkpoint()`))
          .rows[0]?.lsn;
      const before = { size: await size(), redo: await redo() };
      // The deleted rows still take their pages: nothing in PGlite would ever give them back.
      expect(before.size).toBeGreaterThan(0);

      await t.app.jobs.queue.send(kind, {} as never, { key: 'upkeep' });
      expect(await t.app.jobs.queue.runDue(kind)).toBe(1);

      // VACUUM freed the pages (all empty, so the table was cut back); CHECKPOINT moved the redo point.
      expect(await size()).toBe(0);
      expect(await redo()).not.toBe(before.redo);
    },
  );
});

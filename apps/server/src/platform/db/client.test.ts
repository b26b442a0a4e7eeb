import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';
import { pgliteExtensions } from './pglite-extensions';

const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('an in-memory database started from a dump', () => {
  let dir: string;
  let dumpUrl: string;
  beforeAll(async () => {
    // A dump with a row of its own and none of our migrations.
    const source = new PGlite({ extensions: pgliteExtensions });
    await source.exec('create table marker (note text); insert into marker values ($$from the dump$$);');
    dir = await mkdtemp(path.join(os.tmpdir(), 'client-test-'));
    const file = path.join(dir, 'dump.tar');
    await writeFile(file, new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer()));
    await source.close();
    dumpUrl = `memory://?template=${encodeURIComponent(file)}`;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds what the dump held, migrated, and each copy is its own', async () => {
    const first = await openDatabase(dumpUrl, dir);
    const second = await openDatabase(dumpUrl, dir);
    try {
      await first.db.execute(sql`insert into marker values ('first copy only')`);
      const notes = async (d: typeof first) =>
        (await d.db.execute<{ note: string }>(sql`select note from marker order by note`)).rows.map(
          (r) => r.note,
        );
      expect(await notes(first)).toEqual(['first copy only', 'from the dump']);
      expect(await notes(second)).toEqual(['from the dump']);
      // The migrations still ran on open: a dump that lacks them gets every one.
      const applied = await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows).toEqual([{ n: journal.entries.length }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

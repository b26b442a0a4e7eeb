import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../platform/db/client';

/**
 * A copy of the migrations folder as it was when `lastIndex` was the newest migration: a test fills
 * a database through the old schema, then runs the real folder to see what a migration does to it.
 */
export async function migrationsUpTo(lastIndex: number) {
  const dir = await mkdtemp(path.join(tmpdir(), `migrations-${lastIndex}-`));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIndex);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

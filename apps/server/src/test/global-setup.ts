import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../platform/db/client';
import { pgliteExtensions } from '../platform/db/pglite-extensions';
import { adminQuery, withDatabase } from './postgres-admin';

/** The migrated database every test file's own database is copied from (see createTestApp). */
export type DatabaseTemplate = { pgliteDump: string } | { postgresDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Unset when the suite runs without this setup (vitest started outside the repository's root). */
    databaseTemplate?: DatabaseTemplate;
  }
}

/**
 * Vitest global setup of the server suite: migrates one database per run, before any file starts.
 * Starting each file's database from it skips PGlite's initdb and every migration — seconds per file
 * on a busy machine. The app still runs its migrations on open, which then find nothing to do.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `tmpl_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(server, `create database ${name}`);
    const database = await openDatabase(withDatabase(server, name), '');
    // `create database … template` refuses a template that anyone is connected to.
    await database.close();
    project.provide('databaseTemplate', { postgresDatabase: name });
    return () => adminQuery(server, `drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-template-'));
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  // Uncompressed: every file loads it, and gunzipping costs more than reading 30 MB from the page cache.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { pgliteDump: file });
  return () => rm(dir, { recursive: true, force: true });
}

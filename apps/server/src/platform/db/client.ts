import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';
import { pgliteExecutor, poolExecutor, type SqlExecutor } from './sql-executor';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/**
 * The one database type the code sees. PGlite's Drizzle database has the same query API as
 * node-postgres's, so modules never know which engine runs under them.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** the same database for the job queue, which speaks SQL text (pg-boss) */
  sql: SqlExecutor;
  close: () => Promise<void>;
};

/**
 * Opens PostgreSQL for a postgres:// URL, else PGlite (in memory for `memory://`, else on disk), and
 * applies the migrations it has not had yet. `memory://?template=<file>` starts the in-memory database
 * as a copy of a data-directory dump (`PGlite.dumpDataDir('none')`) — the test suite migrates one once
 * per run, since initdb and every migration cost seconds per test file.
 */
export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  if (databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover, admin kill) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, engine: 'postgres', sql: poolExecutor(pool), close: () => pool.end() };
  }
  let client: PGlite;
  if (databaseUrl?.startsWith('memory://')) {
    const template = new URL(databaseUrl).searchParams.get('template');
    client = new PGlite({
      extensions: pgliteExtensions,
      ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
    });
  } else {
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'), { extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, engine: 'pglite', sql: pgliteExecutor(client), close: () => client.close() };
}

import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from './client';

/** What pg-boss needs of a database: one statement with `$n` parameters, or a block without. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export const poolExecutor = (pool: pg.Pool): SqlExecutor => ({
  executeSql: (text, values) => pool.query(text, values as unknown[]),
});

/**
 * PGlite's `query` takes one statement with parameters; pg-boss's maintenance blocks (several
 * statements, no parameters) go to `exec`, whose last result is the one pg-boss reads.
 */
export const pgliteExecutor = (client: PGlite): SqlExecutor => ({
  async executeSql(text, values) {
    if (values?.length) return client.query(text, values);
    return (await client.exec(text)).at(-1) ?? { rows: [] };
  },
});

/**
 * Runs pg-boss's statements inside a Drizzle transaction, so a job is sent with the state change
 * that causes it or not at all. On PGlite this is the only way: its one connection belongs to the
 * open transaction until it ends.
 */
export const transactionExecutor = (tx: DbOrTx): SqlExecutor => ({
  async executeSql(text, values = []) {
    const result = await tx.execute(withParams(text, values));
    return { rows: (result as unknown as { rows: unknown[] }).rows };
  },
});

/** `insert … values ($1, $2)` with its values as one Drizzle query, each `$n` a bound parameter. */
export function withParams(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`)),
    sql.raw(''),
  );
}

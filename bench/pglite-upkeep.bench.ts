/**
 * What PGlite keeps of churned rows with and without the upkeep job (decision 0068): two in-memory
 * databases, migrated, take the same rate-limit hits (visitors' anonymous searches: 2,000 addresses
 * a round, each window one second, so the rows expire and the limiter's sweep deletes them); after
 * each round one of them runs the app's own `pglite-upkeep` job (VACUUM, CHECKPOINT). Prints the
 * counters' table with its indexes, the WAL, and what the job's run took.
 * Run: node --import tsx bench/pglite-upkeep.bench.ts
 *   BENCH_ROUNDS=5           rounds of hits
 *   BENCH_HITS=8000          hits a round
 */
import { sql } from 'drizzle-orm';
import { pgliteUpkeepJobs } from '../apps/server/src/commerce/jobs/pglite-upkeep';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client';
import { createRateLimits } from '../apps/server/src/platform/rate-limits';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HITS = Number(process.env.BENCH_HITS ?? 8000);
const ADDRESSES = 2000;

async function sizes(database: Database) {
  const [row] = (
    await database.db.execute<{ table: string; wal: string }>(
      sql`select pg_total_relation_size('rate_limit_counters') as table,
        (select sum(size) from pg_ls_waldir()) as wal`,
    )
  ).rows;
  return { tableKiB: Math.round(Number(row?.table) / 1024), walMiB: Math.round(Number(row?.wal) / 1048576) };
}

const without = await openDatabase('memory://', '');
const withUpkeep = await openDatabase('memory://', '');
const [upkeep] = pgliteUpkeepJobs(withUpkeep);
if (!upkeep) throw new Error('no upkeep job on PGlite');
const limits = [createRateLimits(without.db), createRateLimits(withUpkeep.db)];

console.log(`${ROUNDS} rounds of ${HITS} hits over ${ADDRESSES} addresses a round`);
console.log('| hits | without: table KiB | WAL MiB | with upkeep: table KiB | WAL MiB | upkeep run ms |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (let round = 1; round <= ROUNDS; round++) {
  for (let i = 0; i < HITS; i++)
    for (const limit of limits) await limit.hit(`search:10.${round}.${i % ADDRESSES}`, 1);
  const started = performance.now();
  await upkeep.handler({});
  const ms = performance.now() - started;
  const [a, b] = [await sizes(without), await sizes(withUpkeep)];
  console.log(
    `| ${round * HITS} | ${a.tableKiB} | ${a.walMiB} | ${b.tableKiB} | ${b.walMiB} | ${ms.toFixed(0)} |`,
  );
}
await without.close();
await withUpkeep.close();

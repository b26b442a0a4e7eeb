/**
 * The one-charge soak (issue 23): the race test of every pay path (Ticket now by wallet, online and
 * both at once, re-paying a declined hold, checkout, fixed departures), 20 calls at once per round,
 * for 50 rounds on PostgreSQL, where transactions really run side by side. CI runs 3 rounds.
 *
 *   npm run bench:charge-race                       (ROUNDS=50, TEST_DATABASE_URL defaults to the local server)
 *   ROUNDS=200 npm run bench:charge-race
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = process.env.ROUNDS ?? '50';
const started = performance.now();
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'src/commerce/payments/one-charge.concurrency.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHARGE_RACE_ROUNDS: rounds,
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `\n${rounds} rounds of every pay path: ${run.status === 0 ? 'one charge every time' : 'FAILED'} (${seconds} s)`,
);
process.exit(run.status ?? 1);

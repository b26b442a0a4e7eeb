import { type ProfitLossRequest, profitLossFilters } from '@app/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { createProfitLossService } from '../apps/server/src/modules/reports/profit-loss.service';
import { rollUpDirtyDays } from '../apps/server/src/modules/reports/profit-loss-rollup';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../apps/server/src/seed/factories';
import { createDeparture } from '../apps/server/src/seed/fixed-departure-factories';
import { adminQuery, withDatabase } from '../apps/server/src/test/postgres-admin';
import { benchDatabase, ms, quantile, timed, uptime } from './scale/measure';
import { insertProfitLossRows, MARKED_TABLES, type ProfitLossLoad } from './scale/profit-loss-rows';

const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 25);
const NAME = 'bench_pl_rollup';
const BATCH = 100_000;
const WRITE_BATCH = 2_000;
const WRITE_ROUNDS = 5;

console.log(`load before: ${uptime()}`);
await benchDatabase(SERVER, NAME);
const databaseUrl = withDatabase(SERVER, NAME);
const app = await buildApp(
  testConfig({
    databaseUrl,
    loginLimits: { perAccountAndAddress: 1e6, perAccount: 1e6, perAddress: 1e6, windowSeconds: 60 },
  }),
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const bare = Fastify();
bare.get('/', async () => ({ ok: true }));

try {
  const { db } = app.database;
  const site = await createSite(db, { timeZone: 'Asia/Kolkata' });
  const staff = await createUser(db, site.id, { userType: 'staff', isSuperAdmin: true });
  const login = await app.inject({
    method: 'POST',
    url: '/api/wl/user/login',
    headers: { 'site-id': site.id },
    payload: { email: staff.email, password: DEFAULT_TEST_PASSWORD, status: 'password' },
  });
  const token = login.json().data.token as string;
  const buyers = await Promise.all(Array.from({ length: 50 }, () => createUser(db, site.id)));
  const until = new Date();
  const departureId = (await createDeparture(db, site.id)).id;
  const start = new Date(until.getTime() - DAYS * 86_400_000);
  /** Bookings first…last paid in order over [from, to): by default anywhere in the bench's days. */
  const rows = (first: number, last: number, from = start, to = until): ProfitLossLoad => ({
    siteId: site.id,
    userIds: buyers.map((b) => b.id),
    departureId,
    first,
    last,
    from,
    to,
  });
  /** The moment that far through the bench's days. */
  const through = (n: number) => new Date(start.getTime() + (until.getTime() - start.getTime()) * n);
  const triggers = async (on: boolean) => {
    for (const table of MARKED_TABLES)
      await pool.query(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`);
  };

  // The load, without the rollup's triggers (a bulk load, as a migration of old data would meet it).
  await triggers(false);
  const loaded = await timed(async () => {
    for (let first = 1; first <= BOOKINGS; first += BATCH) {
      const last = Math.min(BOOKINGS, first + BATCH - 1);
      await insertProfitLossRows(
        pool,
        rows(first, last, through((first - 1) / BOOKINGS), through(last / BOOKINGS)),
      );
      process.stdout.write(`\rloaded ${Math.min(BOOKINGS, first + BATCH - 1)} bookings`);
    }
  });
  await triggers(true);
  await pool.query('analyze');
  console.log(`\nload: ${BOOKINGS} bookings in ${(loaded.ms / 1000).toFixed(0)} s`);

  // What the triggers cost a write: batches of bookings with them and without, interleaved.
  const write = { on: [] as number[], off: [] as number[] };
  let next = BOOKINGS + 1;
  for (let round = 0; round < WRITE_ROUNDS; round++)
    for (const on of round % 2 ? [true, false] : [false, true]) {
      await triggers(on);
      const batch = rows(next, next + WRITE_BATCH - 1);
      next += WRITE_BATCH;
      write[on ? 'on' : 'off'].push((await timed(() => insertProfitLossRows(pool, batch))).ms);
    }
  await triggers(true);

  // The migration's backfill: every day marked dirty, then the job's first run rolls them all up.
  const marked = await timed(() => pool.query('select profit_loss_mark_site($1)', [site.id]));
  const firstRun = await timed(() => rollUpDirtyDays(db, 100_000));
  const [{ count: tableRows } = { count: 0 }] = (
    await pool.query<{ count: number }>('select count(*)::int as count from profit_loss_days')
  ).rows;
  const [{ n: bookingRows } = { n: 0 }] = (
    await pool.query<{ n: number }>('select count(*)::int as n from orders where site_id = $1', [site.id])
  ).rows;
  console.log(
    `bookings ${bookingRows}; backfill: marking ${ms(marked.ms)} ms, first run ${(firstRun.ms / 1000).toFixed(1)} s for ${firstRun.value} days → ${tableRows} rollup rows`,
  );
  console.log(
    `write of ${WRITE_BATCH} bookings: median ${ms(quantile(write.off, 0.5))} ms without the triggers, ${ms(quantile(write.on, 0.5))} ms with them (×${(quantile(write.on, 0.5) / quantile(write.off, 0.5)).toFixed(2)})`,
  );

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(until);
  const daysAgo = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
  const lastMonth = daysAgo(Number(today.slice(8, 10)));
  const ranges: [string, ProfitLossRequest][] = [
    ['a day', { from: daysAgo(30), to: daysAgo(30), groupBy: 'day' }],
    ['a month', { from: `${lastMonth.slice(0, 8)}01`, to: lastMonth, groupBy: 'day' }],
    ['a year', { from: `${daysAgo(365).slice(0, 8)}01`, to: today, groupBy: 'month' }],
    ['all time', { from: '2000-01-01', to: today, groupBy: 'month' }],
  ];
  const profitLoss = createProfitLossService({ db });
  const call = (request: ProfitLossRequest) =>
    app.inject({
      method: 'POST',
      url: '/api/reports/getProfitLoss',
      headers: { 'site-id': site.id, 'auth-token': token },
      payload: request,
    });

  // The rollup says what the rows say, at this scale too.
  for (const [name, request] of ranges) {
    const filters = profitLossFilters.parse(request);
    const [rolled, live] = [
      await profitLoss.report(site.id, filters),
      await profitLoss.live(site.id, filters),
    ];
    if (JSON.stringify(rolled) !== JSON.stringify(live)) throw new Error(`the rollup differs for ${name}`);
    console.log(
      `${name} ${JSON.stringify(request)}: ${live.rows.length} rows, sales ₹${live.totals.sales / 100}`,
    );
  }

  type Kind = 'baseline' | 'before' | 'after' | 'after, HTTP';
  async function measure(kinds: Kind[], label: string) {
    const table: string[] = [];
    for (const [name, request] of ranges) {
      const filters = profitLossFilters.parse(request);
      const work: Record<Kind, () => Promise<unknown>> = {
        baseline: () => bare.inject({ method: 'GET', url: '/' }),
        before: () => profitLoss.live(site.id, filters),
        after: () => profitLoss.report(site.id, filters),
        'after, HTTP': async () => {
          const res = await call(request);
          if (res.statusCode !== 200) throw new Error(res.body);
        },
      };
      const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
      for (let i = 0; i < SAMPLES; i++)
        for (let j = 0; j < kinds.length; j++) {
          const kind = kinds[(i + j) % kinds.length]!;
          times[kind].push((await timed(work[kind])).ms);
        }
      for (const kind of kinds)
        table.push(
          `| ${label} | ${name} | ${kind} | ${ms(quantile(times[kind], 0.5))} | ${ms(quantile(times[kind], 0.95))} |`,
        );
      const p95 = (k: Kind) => quantile(times[k], 0.95);
      if (kinds.includes('before'))
        table.push(
          `| ${label} | ${name} | p95 after ÷ before | | ${(p95('after') / p95('before')).toFixed(4)} |`,
        );
    }
    return table;
  }

  console.log(`\nmeasuring (${SAMPLES} samples each): ${uptime()}`);
  const clean = await measure(['baseline', 'before', 'after', 'after, HTTP'], 'rolled up');
  // A sale today, through the triggers: today is dirty until the job runs, and read live.
  await insertProfitLossRows(pool, rows(next, next + 19, new Date(until.getTime() - 60_000), until));
  const dirty = await measure(['baseline', 'after', 'after, HTTP'], 'today dirty');
  console.log('\n| state | range | what | p50 ms | p95 ms |\n| --- | --- | --- | --- | --- |');
  console.log([...clean, ...dirty].join('\n'));
  console.log(`\nload after: ${uptime()}`);
} finally {
  await app.close();
  await pool.end();
  await bare.close();
  // BENCH_KEEP=1 leaves the database for a look at the plans (it is dropped on the next run).
  if (!process.env.BENCH_KEEP) await adminQuery(SERVER, `drop database if exists ${NAME} with (force)`);
}

import { auditEntriesRequest, gatewayTransactionsRequest, getSiteWalletEntriesRequest } from '@app/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openAttention } from '../apps/server/src/commerce/attention/attention.service';
import { refundsPage } from '../apps/server/src/commerce/payments/refunds.queries';
import { testConfig } from '../apps/server/src/config';
import { users } from '../apps/server/src/modules/accounts/accounts.schema';
import { auditPage } from '../apps/server/src/modules/audit/audit.queries';
import {
  countChangeRequests,
  listChangeRequests,
} from '../apps/server/src/modules/bookings/change-requests.queries';
import { createFixedDepartureService } from '../apps/server/src/modules/fixed-departures/fixed-departures.service';
import { countOutbox, listOutbox } from '../apps/server/src/modules/notifications/outbox.queries';
import {
  gatewayEntries,
  gatewayTotals,
  pendingGatewayPayments,
  userPayments,
  userRefunds,
} from '../apps/server/src/modules/payments/payment-records.queries';
import {
  siteEntriesPage,
  siteEntryTotals,
} from '../apps/server/src/modules/wallet/site-wallet-entries.queries';
import { entriesPage, monthlyDetails } from '../apps/server/src/modules/wallet/wallet.queries';
import { depositsPage } from '../apps/server/src/modules/wallet-deposits/wallet-deposits.queries';
import { createSite, createUser } from '../apps/server/src/seed/factories';
import { createDeparture, departureInput } from '../apps/server/src/seed/fixed-departure-factories';
import { adminQuery, withDatabase } from '../apps/server/src/test/postgres-admin';
import { insertListRows, LIST_KINDS, type ListLoad } from './scale/list-rows';
import { benchDatabase, ms, quantile, timed, uptime } from './scale/measure';
import { MARKED_TABLES } from './scale/profit-loss-rows';

const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BASELINE_ROWS = Number(process.env.BENCH_BASELINE_ROWS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const DAYS = 730;
const NAME = 'bench_staff_lists';
const BATCH = 100_000;

console.log(`load before: ${uptime()}`);
const reuse = process.env.BENCH_REUSE === '1';
await benchDatabase(SERVER, NAME, reuse);
const databaseUrl = withDatabase(SERVER, NAME);
// Migrates a fresh database, and a kept one to the current schema.
const app = await buildApp(testConfig({ databaseUrl }));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const { db } = app.database;

type Loaded = { siteId: string; staffId: string; customerId: string; pnr: string; rows: number };

/** A site with its users and departures, and `n` rows of every kind. */
async function loadSite(tag: string, n: number): Promise<Loaded> {
  const site = await createSite(db, { timeZone: 'Asia/Kolkata' });
  const staff = await createUser(db, site.id, { userType: 'staff', isSuperAdmin: true, password: '' });
  const names = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan'];
  const customers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      createUser(db, site.id, { firstName: names[i % names.length], lastName: `Shah${i}`, password: '' }),
    ),
  );
  const departures = await Promise.all(
    Array.from({ length: 40 }, (_, i) => {
      const input = departureInput(1 + i, { blockPnr: `${tag.toUpperCase()}${String(i).padStart(4, '0')}` });
      const leg = input.outbound[0]!;
      const origin = ['DEL', 'BOM', 'BLR', 'MAA'][i % 4]!;
      return createDeparture(db, site.id, { ...input, outbound: [{ ...leg, origin }] });
    }),
  );
  const until = new Date();
  const start = new Date(until.getTime() - DAYS * 86_400_000);
  const through = (x: number) => new Date(start.getTime() + (until.getTime() - start.getTime()) * x);
  const load = (first: number, last: number): ListLoad => ({
    siteId: site.id,
    tag,
    userIds: customers.map((c) => c.id),
    staffId: staff.id,
    departureIds: departures.map((d) => d.id),
    first,
    last,
    from: through((first - 1) / n),
    to: through(last / n),
  });
  for (const kind of LIST_KINDS) {
    const took = await timed(async () => {
      for (let first = 1; first <= n; first += BATCH)
        await insertListRows(pool, kind, load(first, Math.min(n, first + BATCH - 1)));
    });
    console.log(`${tag}: ${n} ${kind} in ${(took.ms / 1000).toFixed(1)} s`);
  }
  return {
    siteId: site.id,
    staffId: staff.id,
    customerId: customers[7]!.id,
    pnr: departures[3]!.blockPnr,
    rows: n,
  };
}

let big: Loaded;
let small: Loaded;
try {
  if (reuse) {
    const { rows } = await pool.query<{ loaded: Loaded[] }>('select loaded from bench_sites');
    [big, small] = rows[0]!.loaded as [Loaded, Loaded];
  } else {
    // The rows, without the profit-and-loss triggers (a bulk load; they only mark days dirty).
    for (const table of MARKED_TABLES) await pool.query(`alter table ${table} disable trigger user`);
    const took = await timed(async () => {
      small = await loadSite('s', BASELINE_ROWS);
      big = await loadSite('b', ROWS);
    });
    for (const table of MARKED_TABLES) await pool.query(`alter table ${table} enable trigger user`);
    await pool.query('create table bench_sites (loaded jsonb not null)');
    await pool.query('insert into bench_sites values ($1)', [JSON.stringify([big!, small!])]);
    console.log(`load: ${(took.ms / 1000).toFixed(0)} s`);
  }
  // As autovacuum leaves a table: statistics, and the visibility map index-only scans read.
  await pool.query('vacuum analyze');

  const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
  const staffRows = { big: await userRow(big!.staffId), small: await userRow(small!.staffId) };
  const customerRows = { big: await userRow(big!.customerId), small: await userRow(small!.customerId) };
  const departures = createFixedDepartureService({
    db,
    // The list reads none of these: it is a query and a permission check.
    gateways: undefined as never,
    refunds: undefined as never,
    airports: { find: () => undefined },
    mails: undefined as never,
  });
  const monthAgo = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const monthAgoEnd = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

  type Case = [list: string, what: string, call: (s: Loaded, who: 'big' | 'small') => Promise<unknown>];
  const gateway = (s: Loaded, f: object) => {
    const filters = gatewayTransactionsRequest.parse(f);
    return Promise.all([gatewayTotals(db, s.siteId, filters), gatewayEntries(db, s.siteId, filters, 0, 20)]);
  };
  const wallet = async (s: Loaded, f: object) => {
    const filters = getSiteWalletEntriesRequest.parse(f);
    return Promise.all([siteEntryTotals(db, s.siteId, filters), siteEntriesPage(db, s.siteId, filters)]);
  };
  const audit = (s: Loaded, f: object) => auditPage(db, s.siteId, auditEntriesRequest.parse(f), 25);
  const fd = (who: 'big' | 'small', filters: object, page = 1, customer = false) =>
    departures.bookings(customer ? customerRows[who] : staffRows[who], { page, filters });
  const cases: Case[] = [
    [
      'change requests',
      'all, newest first',
      (s) =>
        Promise.all([listChangeRequests(db, s.siteId, null, 10, 0), countChangeRequests(db, s.siteId, null)]),
    ],
    ['change requests', 'all, page 50', (s) => listChangeRequests(db, s.siteId, null, 10, 490)],
    [
      'change requests',
      "a customer's own",
      (s) =>
        Promise.all([
          listChangeRequests(db, s.siteId, s.customerId, 10, 0),
          countChangeRequests(db, s.siteId, s.customerId),
        ]),
    ],
    ['FD bookings', 'all', (_, w) => fd(w, {})],
    ['FD bookings', 'page 50', (_, w) => fd(w, {}, 50)],
    ['FD bookings', 'status cancelled', (_, w) => fd(w, { status: 'cancelled' })],
    ['FD bookings', 'sector BOM-DXB', (_, w) => fd(w, { sector: 'BOM-DXB' })],
    ['FD bookings', 'block PNR', (s, w) => fd(w, { pnr: s.pnr })],
    [
      'FD bookings',
      'departure dates',
      (_, w) =>
        fd(w, {
          from: new Date().toISOString().slice(0, 10),
          to: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        }),
    ],
    ['FD bookings', 'passenger Meera', (_, w) => fd(w, { passenger: 'Meera' })],
    ['FD bookings', 'late additions', (_, w) => fd(w, { nameList: 'late' })],
    ['FD bookings', "a customer's own", (_, w) => fd(w, {}, 1, true)],
    ['payments (gateway)', 'all + totals', (s) => gateway(s, {})],
    ['payments (gateway)', 'state failed', (s) => gateway(s, { status: 'failed' })],
    ['payments (gateway)', 'a month', (s) => gateway(s, { fromDate: monthAgo, toDate: monthAgoEnd })],
    [
      'payments (gateway)',
      'order reference',
      (s) => gateway(s, { orderReference: s === big! ? 'B00123' : 'S00012' }),
    ],
    ['payments (gateway)', 'customer name', (s) => gateway(s, { customer: 'Shah7' })],
    ['payments', 'pending at the gateway', (s) => pendingGatewayPayments(db, s.siteId, 1)],
    ['payments', "a customer's own", (s) => userPayments(db, s.siteId, s.customerId, 1)],
    ['refunds', 'all', (s) => refundsPage(db, s.siteId, { page: 1 })],
    ['refunds', 'state failed', (s) => refundsPage(db, s.siteId, { page: 1, state: 'failed' })],
    ['refunds', "a customer's own", (s) => userRefunds(db, s.siteId, s.customerId, { page: 1 })],
    ['wallet entries', 'all + credits/debits', (s) => wallet(s, {})],
    ['wallet entries', 'credits', (s) => wallet(s, { type: 'credit' })],
    ['wallet entries', 'a month', (s) => wallet(s, { fromDate: monthAgo, toDate: monthAgoEnd })],
    ['wallet entries', 'customer name', (s) => wallet(s, { customer: 'Shah7' })],
    ['wallet entries', "a customer's page", (s) => entriesPage(db, s.siteId, s.customerId, 1)],
    ['wallet entries', "a customer's months", (s) => monthlyDetails(db, s.siteId, s.customerId)],
    ['audit log', 'all', (s) => audit(s, {})],
    ['audit log', 'area markup', (s) => audit(s, { area: 'markup' })],
    ['audit log', 'actor', (s) => audit(s, { actor: 'staff7@' })],
    ['audit log', 'text', (s) => audit(s, { q: 'Changed' })],
    ['audit log', 'a month', (s) => audit(s, { fromDate: monthAgo, toDate: monthAgoEnd })],
    ['attention queue', 'open cases', (s) => openAttention(db, s.siteId)],
    [
      'outbox',
      "the site's",
      (s) => Promise.all([listOutbox(db, s.siteId, 20, 0), countOutbox(db, s.siteId)]),
    ],
    [
      'outbox',
      'every site (platform)',
      () => Promise.all([listOutbox(db, undefined, 20, 0), countOutbox(db, undefined)]),
    ],
    ['wallet deposits', 'all', (s) => depositsPage(db, s.siteId, {}, 1)],
    ['wallet deposits', 'pending', (s) => depositsPage(db, s.siteId, { state: 'pending' }, 1)],
    ['wallet deposits', "an agency's", (s) => depositsPage(db, s.siteId, { userId: s.customerId }, 1)],
  ];
  const only = process.env.BENCH_LISTS?.split(',');
  console.log(`\nmeasuring (${SAMPLES} samples each): ${uptime()}`);
  console.log(
    `\n| list | filter / sort | ${BASELINE_ROWS.toLocaleString('en-IN')} rows p50 | p95 | ${ROWS.toLocaleString('en-IN')} rows p50 | p95 ms |\n| --- | --- | --- | --- | --- | --- |`,
  );
  for (const [list, what, call] of cases) {
    if (only && !only.some((o) => list.startsWith(o))) continue;
    const times = { small: [] as number[], big: [] as number[] };
    for (let i = 0; i < SAMPLES; i++)
      for (const who of i % 2 ? (['big', 'small'] as const) : (['small', 'big'] as const))
        times[who].push((await timed(() => call(who === 'big' ? big! : small!, who))).ms);
    const q = (who: 'big' | 'small', x: number) => ms(quantile(times[who], x));
    console.log(
      `| ${list} | ${what} | ${q('small', 0.5)} | ${q('small', 0.95)} | ${q('big', 0.5)} | ${q('big', 0.95)} |`,
    );
  }
  console.log(`\nload after: ${uptime()}`);
} finally {
  await app.close();
  await pool.end();
  if (!process.env.BENCH_KEEP && !reuse)
    await adminQuery(SERVER, `drop database if exists ${NAME} with (force)`);
}

import { getTicketsRequest } from '@app/contracts';
import pg from 'pg';
import { createTicketService } from '../apps/server/src/modules/bookings/tickets.service';
import { listCustomers, searchCustomers } from '../apps/server/src/modules/customers/customers.queries';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createSite, createUser } from '../apps/server/src/seed/factories';
import { adminQuery, withDatabase } from '../apps/server/src/test/postgres-admin';
import { backfillSearchTables, insertCustomers, insertFlightBookings } from './scale/flight-booking-rows';
import { benchDatabase, ms, quantile, timed, uptime } from './scale/measure';

const SERVER = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const NAME = 'bench_lists_flights';
const BATCH = 50_000;

console.log(`load before: ${uptime()}`);
// BENCH_REUSE=1 measures again on the database a BENCH_KEEP=1 run left (its migrations brought up to date).
const REUSE = process.env.BENCH_REUSE === '1';
await benchDatabase(SERVER, NAME, REUSE);
const databaseUrl = withDatabase(SERVER, NAME);
const database = await openDatabase(databaseUrl, '');
const { db } = database;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

try {
  const to = new Date();
  const from = new Date(to.getTime() - 2 * 365 * 86_400_000);
  const sites = {
    big: { prefix: 'X', bookings: BOOKINGS, customers: CUSTOMERS },
    small: { prefix: 'S', bookings: Math.round(BOOKINGS / 100), customers: Math.round(CUSTOMERS / 100) },
  };
  type SiteKey = keyof typeof sites;
  const made = {} as Record<SiteKey, { id: string; staff: Awaited<ReturnType<typeof createUser>> }>;

  async function load() {
    // A bulk load, as old rows meet the migration: the bookings' triggers (the side tables', profit and
    // loss's) off, then the migration's backfill.
    await pool.query('alter table flight_bookings disable trigger user');
    await pool.query('alter table order_items disable trigger user');
    const loaded = await timed(async () => {
      for (const key of Object.keys(sites) as SiteKey[]) {
        const s = sites[key];
        const site = await createSite(db, { timeZone: 'Asia/Kolkata' });
        made[key] = {
          id: site.id,
          staff: await createUser(db, site.id, { userType: 'staff', isSuperAdmin: true }),
        };
        for (let first = 1; first <= s.customers; first += BATCH)
          await insertCustomers(pool, {
            siteId: site.id,
            prefix: s.prefix,
            to,
            first,
            last: Math.min(s.customers, first + BATCH - 1),
          });
        for (let first = 1; first <= s.bookings; first += BATCH) {
          const last = Math.min(s.bookings, first + BATCH - 1);
          await insertFlightBookings(pool, {
            siteId: site.id,
            prefix: s.prefix,
            customers: s.customers,
            first,
            last,
            total: s.bookings,
            from,
            to,
          });
          process.stdout.write(`\r${key}: ${last} bookings`);
        }
        console.log();
      }
    });
    const backfill = await timed(async () => {
      for (const key of Object.keys(sites) as SiteKey[]) await backfillSearchTables(pool, made[key].id);
    });
    await pool.query('alter table flight_bookings enable trigger user');
    await pool.query('alter table order_items enable trigger user');
    const vacuum = await timed(() => pool.query('vacuum analyze'));
    console.log(
      `load ${(loaded.ms / 1000).toFixed(0)} s; side tables' backfill ${(backfill.ms / 1000).toFixed(0)} s; vacuum analyze ${(vacuum.ms / 1000).toFixed(0)} s`,
    );
  }
  async function reuse() {
    for (const key of Object.keys(sites) as SiteKey[]) {
      const { rows } = await pool.query<{ site_id: string }>(
        'select site_id from flight_bookings where id = $1',
        [`${sites[key].prefix}B1`],
      );
      const id = rows[0]?.site_id;
      if (!id) throw new Error('BENCH_REUSE=1 needs the database of a BENCH_KEEP=1 run');
      made[key] = { id, staff: await createUser(db, id, { userType: 'staff', isSuperAdmin: true }) };
    }
  }
  await (REUSE ? reuse() : load());
  const sizes = await pool.query<{ name: string; size: string }>(
    `select relname as name, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
     where relname in ('flight_bookings', 'flight_booking_refs', 'flight_booking_names', 'users') order by 1`,
  );
  console.log(sizes.rows.map((r) => `${r.name} ${r.size}`).join('; '));

  /** Filter values taken from each site's own rows, the same way for both. */
  async function valuesOf(key: SiteKey) {
    const siteId = made[key].id;
    const middle = Math.floor(sites[key].bookings / 2);
    const { rows } = await pool.query<{
      pnr: string;
      ticket: string;
      first: string;
      last: string;
      user_id: string;
    }>(
      `select pnr, passengers->0->'ticket'->>'ticketNumber' as ticket, passengers->0->>'firstName' as first,
         passengers->0->>'lastName' as last, user_id
       from flight_bookings where site_id = $1 and status = 'ticketed' order by created_at offset $2 limit 1`,
      [siteId, middle],
    );
    const heavy = await pool.query<{ user_id: string }>(
      `select user_id from flight_bookings where site_id = $1 group by user_id order by count(*) desc limit 1`,
      [siteId],
    );
    const row = rows[0];
    if (!row) throw new Error(`no ticket on ${key}`);
    return { ...row, heavyUser: heavy.rows[0]?.user_id ?? row.user_id };
  }
  const values = { big: await valuesOf('big'), small: await valuesOf('small') };
  const month = (n: number) => new Date(to.getTime() - n * 30 * 86_400_000).toISOString().slice(0, 10);

  type Case = [string, (key: SiteKey) => Promise<unknown>];
  const tickets = createTicketService({ db });
  const queue = (filters: (v: (typeof values)['big']) => object) => (key: SiteKey) =>
    tickets.tickets(made[key].staff, getTicketsRequest.parse(filters(values[key])));
  const customerScope = (key: SiteKey) => ({
    siteId: made[key].id,
    lookToBookLimit: 100,
    since: new Date(to.getTime() - 30 * 86_400_000),
  });
  const cases: Case[] = [
    ...(['BD', 'BA', 'TD', 'TA'] as const).map(
      (sort): Case => [`tickets, sort ${sort}`, queue(() => ({ sort }))],
    ),
    ['tickets, page 50', queue(() => ({ page: 50 }))],
    ['tickets, international', queue(() => ({ region: 'international' }))],
    ['tickets, airline 6E (40 %), TD', queue(() => ({ airlineCode: '6E', sort: 'TD' }))],
    ['tickets, airline BA (1 %)', queue(() => ({ airlineCode: 'BA' }))],
    ['tickets, airline BA (1 %), TA', queue(() => ({ airlineCode: 'BA', sort: 'TA' }))],
    ['tickets, booked in one month', queue(() => ({ bookingFrom: month(7), bookingTo: month(6) }))],
    [
      'tickets, travel in one month, TA',
      queue(() => ({ travelFrom: month(7), travelTo: month(6), sort: 'TA' })),
    ],
    ['tickets, PNR', queue((v) => ({ pnrOrTicket: v.pnr }))],
    ['tickets, PNR prefix (3)', queue((v) => ({ pnrOrTicket: v.pnr.slice(0, 3) }))],
    ['tickets, ticket number', queue((v) => ({ pnrOrTicket: v.ticket }))],
    ['tickets, ticket prefix (6)', queue((v) => ({ pnrOrTicket: v.ticket.slice(0, 6) }))],
    ['tickets, full name', queue((v) => ({ passengerName: `${v.first} ${v.last}` }))],
    ['tickets, last name', queue((v) => ({ passengerName: v.last }))],
    ['tickets, last name, TD', queue((v) => ({ passengerName: v.last, sort: 'TD' }))],
    [
      'tickets, first name + international',
      queue((v) => ({ passengerName: v.first, region: 'international' })),
    ],
    ['tickets, 2 letters (word start)', queue((v) => ({ passengerName: v.last.slice(0, 2) }))],
    ['tickets, one customer (heaviest)', queue((v) => ({ userId: v.heavyUser }))],
    ['tickets, one customer (heaviest), TA', queue((v) => ({ userId: v.heavyUser, sort: 'TA' }))],
    ['tickets, one customer, last name', queue((v) => ({ userId: v.user_id, passengerName: v.last }))],
    ['held, site', (key) => tickets.heldBookings(made[key].staff, 1)],
    ['held, heaviest customer', (key) => tickets.heldBookings(made[key].staff, 1, values[key].heavyUser)],
    ['customers, page 1', (key) => listCustomers(db, customerScope(key), { page: 1, pageSize: 20 })],
    ['customers, page 500', (key) => listCustomers(db, customerScope(key), { page: 500, pageSize: 20 })],
    [
      'customers, search name',
      (key) => searchCustomers(db, customerScope(key), `${values[key].first} ${values[key].last}`, 20),
    ],
    [
      'customers, search e-mail part',
      (key) => searchCustomers(db, customerScope(key), `${values[key].last.toLowerCase()}.1234`, 20),
    ],
    ['customers, search phone digits', (key) => searchCustomers(db, customerScope(key), '98765', 20)],
    ['customers, search company', (key) => searchCustomers(db, customerScope(key), 'Holidays 4', 20)],
  ];

  const table: string[] = [];
  let worst = 0;
  for (const [name, work] of cases) {
    const times: Record<SiteKey, number[]> = { big: [], small: [] };
    await work('big'); // the plan cached and the pages warm, as for a screen used all day
    for (let i = 0; i < SAMPLES; i++)
      for (const key of (i % 2 ? ['big', 'small'] : ['small', 'big']) as SiteKey[])
        times[key].push((await timed(() => work(key))).ms);
    const p95 = quantile(times.big, 0.95);
    worst = Math.max(worst, p95);
    table.push(
      `| ${name} | ${ms(quantile(times.big, 0.5))} | ${ms(p95)} | ${ms(quantile(times.small, 0.5))} | ${ms(quantile(times.small, 0.95))} |`,
    );
  }
  console.log(
    `\n| case | ${BOOKINGS / 1000}k p50 ms | p95 ms | baseline ${sites.small.bookings / 1000}k p50 ms | p95 ms |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(table.join('\n'));
  console.log(`\nworst p95 at ${BOOKINGS} bookings: ${ms(worst)} ms (goal ≤ 50)`);
  console.log(`load after: ${uptime()}`);
} finally {
  await pool.end();
  await database.close();
  if (process.env.BENCH_KEEP !== '1')
    await adminQuery(SERVER, `drop database if exists ${NAME} with (force)`);
}

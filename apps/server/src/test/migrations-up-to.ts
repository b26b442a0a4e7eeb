import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Db, migrationsFolder } from '../platform/db/client';
import { pgliteExtensions } from '../platform/db/pglite-extensions';
import * as schema from '../platform/db/schema';

/**
 * A database migrated only up to `lastIndex`, for a migration test: fill it through the old schema,
 * then `toLatest()` runs the real folder and the test sees what the newer migrations did to it.
 */
export async function databaseMigratedUpTo(lastIndex: number) {
  const dir = await mkdtemp(path.join(tmpdir(), `migrations-${lastIndex}-`));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIndex);
  await writeFile(journalFile, JSON.stringify(journal));
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: dir });
  return {
    db: db as unknown as Db,
    toLatest: () => migrate(db, { migrationsFolder }),
    async close() {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/*
 * A site and its customers in an older schema: only columns every migration test's starting point
 * has (the factories write today's columns, which an old database does not know yet).
 */
export async function oldSite(db: Db) {
  const id = randomUUID();
  await db.execute(sql`insert into sites (id, company_name, title, short_code, active_modules)
    values (${id}, 'Old Travel', 'Old Travel', 'OLD', '["flights","wallet"]'::jsonb)`);
  return { id };
}

export async function oldUser(db: Db, siteId: string, userType: 'travelAgent' | 'retail' | 'corporate') {
  const id = randomUUID();
  await db.execute(sql`insert into users (id, site_id, first_name, email, user_type, status)
    values (${id}, ${siteId}, 'Old', ${`${id}@example.test`}, ${userType}, 'verified')`);
  return { id };
}

/** A paid order of one item, as the old schema wrote it. */
export async function oldPaidOrder(
  db: Db,
  {
    siteId,
    userId,
    productKind,
    amount,
  }: { siteId: string; userId: string; productKind: string; amount: number },
) {
  const orderId = randomUUID();
  const itemId = randomUUID();
  await db.execute(sql`insert into orders (id, site_id, reference, user_id, payment_method, amount, expires_at)
    values (${orderId}, ${siteId}, ${`OLD-${orderId.slice(0, 8)}`}, ${userId}, 'wallet', ${amount}, now())`);
  await db.execute(sql`insert into order_items (id, site_id, order_id, position, product_kind, supplier_code, state, net, total)
    values (${itemId}, ${siteId}, ${orderId}, 0, ${productKind}, 'OWN', 'cancelled', ${amount - 50_000}, ${amount})`);
  await db.execute(sql`insert into payments (id, site_id, order_id, method, amount, state, settled_at)
    values (${orderId}, ${siteId}, ${orderId}, 'wallet', ${amount}, 'paid', now())`);
  return { orderId, itemId };
}

/** A cancelled DEL → BOM flight booking of a paid ₹7,000 order, as the old schema wrote it; its id. */
export async function oldFlightLeg(db: Db, { siteId, userId }: { siteId: string; userId: string }) {
  const { orderId, itemId } = await oldPaidOrder(db, {
    siteId,
    userId,
    productKind: 'flight',
    amount: 700_000,
  });
  const legId = randomUUID();
  await db.execute(sql`insert into flight_bookings (id, site_id, order_id, order_item_id, user_id, leg_index,
      search_id, source, is_lcc, is_domestic, status, origin, destination, airline_code, travel_date, fare,
      segments, passengers, accounting)
    values (${legId}, ${siteId}, ${orderId}, ${itemId}, ${userId}, 0, ${randomUUID()}, '6E', true, true,
      'cancelled', 'DEL', 'BOM', '6E', '2026-05-01', '{}'::jsonb, '[]'::jsonb, '[]'::jsonb,
      '{"middleManWl": 650000, "endCustomer": 700000}'::jsonb)`);
  return legId;
}

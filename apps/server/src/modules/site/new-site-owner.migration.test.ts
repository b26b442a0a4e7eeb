import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo } from '../../test/migrations-up-to';

/**
 * Migration 0035 (decision 0055) on a database filled through the old schema: a site made from
 * Settings → Sites (its own audit log says so) learns the owner it was made for, a site the seed
 * made does not, and whoever has a session has signed in, first when their oldest session began.
 */
describe('new sites know their owner, users their first sign-in (migration 0035)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(34);
    db = past.db;
  });
  afterAll(() => past.close());

  async function site(ownerEmail: string, madeFromTheScreen: boolean) {
    const id = randomUUID();
    await db.execute(sql`insert into sites (id, company_name, title, short_code, admin_email)
      values (${id}, 'Old Travel', 'Old Travel', 'OLD', ${ownerEmail})`);
    const ownerId = await user(id, ownerEmail.toLowerCase(), { superAdmin: true });
    if (madeFromTheScreen)
      await db.execute(sql`insert into audit_log (id, site_id, actor_label, action, target_kind, target_id, summary)
        values (${randomUUID()}, ${id}, 'owner@platform.test', 'settings.sites.create', 'site', ${id}, 'Created')`);
    return { id, ownerId };
  }

  async function user(siteId: string, email: string, { superAdmin = false } = {}) {
    const id = randomUUID();
    await db.execute(sql`insert into users (id, site_id, first_name, email, user_type, is_super_admin)
      values (${id}, ${siteId}, 'Old', ${email}, 'staff', ${superAdmin})`);
    return id;
  }

  const session = (siteId: string, userId: string, createdAt: string) =>
    db.execute(sql`insert into sessions (id, site_id, user_id, token_hash, created_at, expires_at)
      values (${randomUUID()}, ${siteId}, ${userId}, ${randomUUID()}, ${createdAt}::timestamptz, now() + interval '1 day')`);

  it('fills sites.owner_id and users.first_signed_in_at from what the database already says', async () => {
    // As typed on the form; the account's address is kept lower-case.
    const made = await site('Meera@Skyline.test', true);
    const seeded = await site('admin@old.test', false);
    const staffOfMade = await user(made.id, 'staff@skyline.test');
    await session(seeded.id, seeded.ownerId, '2026-03-02T10:00:00Z');
    await session(seeded.id, seeded.ownerId, '2026-03-01T09:00:00Z');

    await past.toLatest();

    const owners = await db.execute<{ id: string; owner_id: string | null }>(
      sql`select id, owner_id from sites where id in (${made.id}, ${seeded.id})`,
    );
    expect(Object.fromEntries(owners.rows.map((r) => [r.id, r.owner_id]))).toEqual({
      [made.id]: made.ownerId,
      [seeded.id]: null,
    });
    const firsts = await db.execute<{ id: string; first: string | null }>(
      sql`select id, first_signed_in_at::text as first from users where id in (${made.ownerId}, ${seeded.ownerId}, ${staffOfMade})`,
    );
    expect(
      Object.fromEntries(firsts.rows.map((r) => [r.id, r.first && new Date(r.first).toISOString()])),
    ).toEqual({
      [made.ownerId]: null,
      [seeded.ownerId]: '2026-03-01T09:00:00.000Z',
      [staffOfMade]: null,
    });
  });
});

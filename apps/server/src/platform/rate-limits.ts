import { lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from './db/client';
import { rateLimitCounters } from './rate-limits.schema';

/**
 * Counters for rate limits, atomic across concurrent requests and server instances: Redis when
 * `REDIS_URL` is set, else a table in the app's own database. Callers count a hit *before* doing
 * the limited work, so however many requests race, at most the limit get through.
 */
export type RateLimits = {
  /** Counts one hit in key's window (which starts at its first hit); answers the count with this hit. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /** Hits in key's current window; 0 when none. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createRateLimits(db: Db, redisUrl?: string): RateLimits {
  return redisUrl ? redisRateLimits(redisUrl) : databaseRateLimits(db);
}

/** Expired rows are swept now and then rather than on every hit. */
const SWEEP_EVERY_HITS = 500;

function databaseRateLimits(db: Db): RateLimits {
  let hitsSinceSweep = 0;
  const t = rateLimitCounters;
  return {
    async hit(key, windowSeconds) {
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        await db.delete(t).where(lt(t.expiresAt, sql`now()`));
      }
      const expires = sql`now() + make_interval(secs => ${windowSeconds})`;
      // One statement: the row lock of the upsert serialises racing hits on the same key.
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, expiresAt: expires })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${t.expiresAt} <= now() then 1 else ${t.count} + 1 end`,
            expiresAt: sql`case when ${t.expiresAt} <= now() then ${expires} else ${t.expiresAt} end`,
          },
        })
        .returning({ count: t.count });
      return row!.count;
    },
    async count(key) {
      const rows = await db
        .select({ count: t.count })
        .from(t)
        .where(sql`${t.key} = ${key} and ${t.expiresAt} > now()`);
      return rows[0]?.count ?? 0;
    },
    async reset(key) {
      await db.delete(t).where(sql`${t.key} = ${key}`);
    },
    async close() {},
  };
}

function redisRateLimits(url: string): RateLimits {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const k = (key: string) => `rl:${key}`;
  return {
    async hit(key, windowSeconds) {
      const [[, count]] = (await redis.multi().incr(k(key)).expire(k(key), windowSeconds, 'NX').exec()) as [
        [null, number],
      ];
      return count;
    },
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      await redis.quit();
    },
  };
}

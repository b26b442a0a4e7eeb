import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Shared short-lived state (search results, rate-limit counters): Redis when set, else this process. */
export type Cache = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter that lives ttlSeconds from its first increment; answers the new count. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  close(): Promise<void>;
};

export function createCache(redisUrl: string | undefined): Cache {
  return redisUrl ? redisCache(redisUrl) : memoryCache();
}

function memoryCache(): Cache {
  const store = new LRUCache<string, { value: unknown }>({ max: 50_000, ttlAutopurge: false });
  return {
    async get<T>(key: string) {
      return store.get(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      store.set(key, { value }, { ttl: ttlSeconds * 1000 });
    },
    async del(key) {
      store.delete(key);
    },
    async incr(key, ttlSeconds) {
      const current = store.get(key);
      if (!current) {
        store.set(key, { value: 1 }, { ttl: ttlSeconds * 1000 });
        return 1;
      }
      const next = (current.value as number) + 1;
      store.set(key, { value: next }, { noUpdateTTL: true });
      return next;
    },
    async close() {
      store.clear();
    },
  };
}

function redisCache(url: string): Cache {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async get<T>(key: string) {
      const raw = await redis.get(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, JSON.stringify(value), 'EX', ttlSeconds);
    },
    async del(key) {
      await redis.del(key);
    },
    async incr(key, ttlSeconds) {
      const [[, count]] = (await redis.multi().incr(key).expire(key, ttlSeconds, 'NX').exec()) as [
        [null, number],
      ];
      return count;
    },
    async close() {
      await redis.quit();
    },
  };
}

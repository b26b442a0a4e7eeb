import { promisify } from 'node:util';
import { deflateRaw, inflateRaw, constants as zlib } from 'node:zlib';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { afterThisTurn } from './after-this-turn';

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);

/**
 * Short-lived state that may be lost and rebuilt (searches, the supplier's token): Redis when set,
 * else this process within a byte budget. Values are kept as JSON text in both (large text deflated
 * in this process, see COMPRESS_FROM_CHARS), so an entry's size is known, not guessed from a graph
 * of objects the garbage collector would also have to walk. Rate-limit counters live apart (rate-limits.ts): a cache may evict, a limit must
 * not forget. Each createCache is its own store, so nothing else competes with search results.
 */
export type Cache = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** A value the caller already holds as text (a search's fares as JSON), stored as it is. */
  getText(key: string): Promise<string | undefined>;
  /**
   * Stores text. In process, large text may still be compressing when this resolves: every read of
   * the key waits for it, so the caller never sees the difference.
   */
  setText(key: string, text: string, ttlSeconds: number): Promise<void>;
  /** Bytes kept as they are (an answer already compressed for HTTP). */
  getBytes(key: string): Promise<Buffer | undefined>;
  setBytes(key: string, bytes: Buffer, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * The in-process budget unless CACHE_MAX_MB says otherwise: ~650 searches at ~50 KB each (their
 * fares deflated, their page gzipped), a search a second for about ten minutes; past it the least
 * recently used go first. Small on purpose, since it is what the process grows by once warm
 * (decision 0068: at 256 MiB the server grew +32 % from 500 to 5,000 searches, the budget filling):
 * a busier site keeps its searches in Redis (REDIS_URL), or raises it.
 */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** What an entry costs besides its text and key: the LRU's node, its TTL slots, the Map entry. */
const ENTRY_OVERHEAD_BYTES = 160;

/** Expired entries are dropped this often, so their memory goes back even when no one reads them. */
const SWEEP_MS = 15_000;

export function createCache(redisUrl: string | undefined, maxBytes = DEFAULT_CACHE_BYTES): Cache {
  return redisUrl
    ? redisCache(new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }))
    : memoryCache(maxBytes);
}

/**
 * Text from this length on is kept deflated, outside the JS heap: a search's fares (~0.4 MB of JSON)
 * shrink about tenfold, and the heap, whose garbage collector lets it grow to a multiple of what
 * it holds, holds none of them. Shorter text (a search's meta, a token) stays as it is.
 */
const COMPRESS_FROM_CHARS = 16 * 1024;

/** What the in-process store keeps: text as it is, text deflated, or bytes as given. */
type Stored = string | { deflated: Buffer } | { bytes: Buffer };

/**
 * Bytes in a memory of their own and of their size. zlib answers a short result as a view of its
 * 16 KB output chunk, and small Buffers share 8 KB slabs: kept for minutes, a 4 KB view would hold
 * all of that memory while the budget counted 4 KB (measured: a search's 14 deflated buckets held
 * ~220 KB, bench/README.md, issue 25).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * An entry's size: text's length (V8 keeps one-byte text, the JSON we store, at a byte a character)
 * or a Buffer's bytes, with its key and a fixed overhead.
 */
export const entryBytes = (value: Stored, key: string) =>
  (typeof value === 'string'
    ? value.length
    : 'deflated' in value
      ? value.deflated.byteLength
      : value.bytes.byteLength) +
  key.length +
  ENTRY_OVERHEAD_BYTES;

/**
 * Entries by bytes, least recently used out first once the budget is reached, expired ones swept:
 * what every in-process store here keeps (this file's, and the request cache's near copy).
 */
export function byteBudgetStore(maxBytes: number) {
  const store = new LRUCache<string, Stored>({
    maxSize: maxBytes,
    sizeCalculation: entryBytes,
    ttlAutopurge: false,
  });
  const sweep = setInterval(() => store.purgeStale(), SWEEP_MS).unref();
  return {
    store,
    put(key: string, value: Stored, ttlSeconds: number) {
      // An entry over the whole budget is refused by the LRU; an older copy under the key must go too.
      if (!store.set(key, value, { ttl: ttlSeconds * 1000 }).has(key)) store.delete(key);
    },
    close() {
      clearInterval(sweep);
      store.clear();
    },
  };
}

/** In this process, within a byte budget (byteBudgetStore). */
export function memoryCache(maxBytes: number): Cache {
  const { store, put, close } = byteBudgetStore(maxBytes);
  /**
   * Large text being deflated, by key. Its writer goes on at once (a search answers without waiting
   * for its fares to be compressed); a reader of the key waits for the write, and nothing outside
   * this process can read this store. At most one text per request in flight is held here.
   */
  const writing = new Map<string, Promise<void>>();
  const setText = async (key: string, text: string, ttlSeconds: number) => {
    if (text.length < COMPRESS_FROM_CHARS) {
      writing.delete(key);
      return put(key, text, ttlSeconds);
    }
    // Deflating runs on libuv's thread pool, off the event loop; level 1 is fast and still ~10x on JSON.
    // Its input, the text's bytes, is made on the event loop (~3 ms for a search's fares), so it starts
    // on the next turn of the loop: a search's answer is written first. Only the latest write of a key
    // lands; a failed one leaves the key empty (the search expired).
    const write: Promise<void> = afterThisTurn()
      .then(() => deflate(text, { level: zlib.Z_BEST_SPEED }))
      .then(
        (deflated) =>
          writing.get(key) === write ? put(key, { deflated: ownBytes(deflated) }, ttlSeconds) : undefined,
        () => (writing.get(key) === write ? void store.delete(key) : undefined),
      )
      .finally(() => {
        if (writing.get(key) === write) writing.delete(key);
      });
    writing.set(key, write);
  };
  const getText = async (key: string) => {
    await writing.get(key);
    const value = store.get(key);
    if (value === undefined || typeof value === 'string') return value;
    return 'deflated' in value ? (await inflate(value.deflated)).toString() : undefined;
  };
  return {
    async get<T>(key: string) {
      const text = await getText(key);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    set: (key, value, ttlSeconds) => setText(key, JSON.stringify(value), ttlSeconds),
    getText,
    setText,
    async getBytes(key) {
      const value = store.get(key);
      return value !== undefined && typeof value !== 'string' && 'bytes' in value ? value.bytes : undefined;
    },
    async setBytes(key, bytes, ttlSeconds) {
      writing.delete(key);
      put(key, { bytes: ownBytes(bytes) }, ttlSeconds);
    },
    async del(key) {
      writing.delete(key);
      store.delete(key);
    },
    async close() {
      await Promise.allSettled(writing.values());
      close();
    },
  };
}

/** On a connection the caller opened with its own options; closing the cache closes it. */
export function redisCache(redis: Redis): Cache {
  const getText = async (key: string) => (await redis.get(key)) ?? undefined;
  const setText = async (key: string, text: string, ttlSeconds: number) => {
    await redis.set(key, text, 'EX', ttlSeconds);
  };
  return {
    async get<T>(key: string) {
      const text = await getText(key);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    set: (key, value, ttlSeconds) => setText(key, JSON.stringify(value), ttlSeconds),
    getText,
    setText,
    getBytes: async (key) => (await redis.getBuffer(key)) ?? undefined,
    async setBytes(key, bytes, ttlSeconds) {
      await redis.set(key, bytes, 'EX', ttlSeconds);
    },
    async del(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}

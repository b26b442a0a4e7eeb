import { deflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cache, createCache, entryBytes, ownBytes } from './cache';

describe('in-process cache', () => {
  let cache: Cache;
  afterEach(async () => {
    await cache.close();
  });

  // Keys of one length and 1,000-character values: each entry costs exactly entryBytes(value, key).
  const value = (c: string) => c.repeat(1000);
  const perEntry = entryBytes(value('a'), 'k1');

  it('keeps entries within its byte budget, the least recently used out first', async () => {
    cache = createCache(undefined, perEntry * 3);
    await cache.setText('k1', value('a'), 60);
    await cache.setText('k2', value('b'), 60);
    await cache.setText('k3', value('c'), 60);
    expect(await cache.getText('k1')).toBe(value('a'));
    // k1 was just read, so the fourth entry pushes out k2.
    await cache.setText('k4', value('d'), 60);
    expect(await cache.getText('k2')).toBeUndefined();
    expect(await cache.getText('k1')).toBe(value('a'));
    expect(await cache.getText('k3')).toBe(value('c'));
    expect(await cache.getText('k4')).toBe(value('d'));
  });

  it('counts a value by its size: one large entry pushes out several small ones', async () => {
    const small = entryBytes(JSON.stringify({ small: true }), 's1');
    const big = 'x'.repeat(3500);
    // Room for the large entry and one small one.
    cache = createCache(undefined, entryBytes(big, 'big') + small);
    for (const key of ['s1', 's2', 's3']) await cache.set(key, { small: true }, 60);
    await cache.setText('big', big, 60);
    expect(await cache.getText('big')).toHaveLength(3500);
    expect(await cache.get('s1')).toBeUndefined();
    expect(await cache.get('s2')).toBeUndefined();
    expect(await cache.get('s3')).toEqual({ small: true });
  });

  it('keeps large text deflated and counts the deflated bytes: 100 KB of fares fit a 20 KB budget', async () => {
    cache = createCache(undefined, 20 * 1024);
    const fares = JSON.stringify(
      Array.from({ length: 400 }, (_, i) => ({
        resultIndex: `OB${i}`,
        airlineCode: '6E',
        fare: 450_000 + i,
      })),
    );
    expect(fares.length).toBeGreaterThan(16 * 1024);
    await cache.setText('fares', fares, 60);
    await cache.setText('meta', '{"traceId":"t"}', 60);
    expect(await cache.getText('fares')).toBe(fares);
    expect(await cache.getText('meta')).toBe('{"traceId":"t"}');
  });

  it('holds exactly the bytes it counts: a view into a larger memory (zlib’s, a shared slab) is copied out', async () => {
    const whole = Buffer.alloc(16 * 1024, 7);
    const view = whole.subarray(100, 4100);
    const own = ownBytes(view);
    expect(own.equals(view)).toBe(true);
    expect(own.buffer.byteLength).toBe(4000);
    const exact = Buffer.from(new ArrayBuffer(10));
    expect(ownBytes(exact)).toBe(exact);
    cache = createCache(undefined);
    await cache.setBytes('page', view, 60);
    const kept = await cache.getBytes('page');
    expect(kept?.equals(view)).toBe(true);
    expect(kept?.buffer.byteLength).toBe(4000);
    // zlib itself answers a short result as a view of its output chunk.
    const deflated = deflateRawSync('{"fare":1}'.repeat(2000));
    expect(deflated.buffer.byteLength).toBeGreaterThan(deflated.byteLength);
  });

  it('stores nothing larger than the whole budget, and drops what the key held before', async () => {
    cache = createCache(undefined, 2048);
    await cache.setText('page', 'old', 60);
    await cache.setText('page', 'x'.repeat(4000), 60);
    expect(await cache.getText('page')).toBeUndefined();
  });

  it('a large text still compressing is read as written; the last write of a key wins, a delete ends it', async () => {
    cache = createCache(undefined, 1024 * 1024);
    const first = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, v: 'first' })));
    const second = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, v: 'second' })));
    // Not awaited between: the reads below come while the writes are on the thread pool.
    void cache.setText('fares', first, 60);
    expect(await cache.getText('fares')).toBe(first);
    void cache.setText('fares', first, 60);
    void cache.setText('fares', second, 60);
    expect(await cache.getText('fares')).toBe(second);
    void cache.setText('gone', first, 60);
    await cache.del('gone');
    expect(await cache.getText('gone')).toBeUndefined();
    // A short text replaces a long one still being written.
    void cache.setText('fares', first, 60);
    await cache.setText('fares', 'short', 60);
    expect(await cache.getText('fares')).toBe('short');
  });
});

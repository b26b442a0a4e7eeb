import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, createCache } from '../../platform/cache';
import type { SupplierFare } from '../../suppliers/flight-supplier';
import { bucketOf } from './fare-buckets';
import { createSearchCache, type SearchMeta } from './search-cache';

const redisUrl = process.env.TEST_REDIS_URL;

/** The store sees a fare as JSON only: a result index and something to tell one fare from another. */
const fare = (resultIndex: string, publishedFare: number) =>
  ({ resultIndex, publishedFare, airlineName: 'Café Air ✈' }) as unknown as SupplierFare;
const list = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => fare(`${prefix}${i + 1}`, 100_000 + i));

const meta = (): SearchMeta => ({
  userId: null,
  traceId: randomUUID(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  searchBy: {} as SearchMeta['searchBy'],
});

/** A promise and the hand that settles it: the writer's turn comes when the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const stores: [string, () => Cache][] = [['in process', () => createCache(undefined)]];
if (redisUrl) stores.push(['Redis', () => createCache(redisUrl)]);

describe.each(stores)('a search’s fares stored by key (%s)', (_name, makeStore) => {
  const store = makeStore();
  afterAll(() => store.close());
  const site = randomUUID();

  /** A search saved by `writer` (its fares written once `after` settles), and its meta as `reader` reads it. */
  async function saved(
    lists: SupplierFare[][],
    after: Promise<unknown>,
    writer = createSearchCache(store),
    reader = writer,
  ) {
    const searchId = randomUUID();
    const { faresWritten } = await writer.save(site, searchId, meta(), lists, after);
    const search = await reader.meta(site, searchId);
    if (!search) throw new Error('no meta');
    return { searchId, search, faresWritten };
  }

  it('a booking step right after the search finds its fare, before the fares are written', async () => {
    const searches = createSearchCache(store);
    const { opened, open } = gate();
    const { searchId, search, faresWritten } = await saved([list('OB', 300)], opened, searches);
    // Asked while the write waits for its turn (the searcher's page): the read waits for the write.
    const reading = searches.fare(site, searchId, search, 'OB217');
    open();
    expect(await reading).toEqual(fare('OB217', 100_216));
    await faresWritten;
    expect(await searches.fare(site, searchId, search, 'OB300')).toEqual(fare('OB300', 100_299));
    // A result index the search does not have is no fare, not a missing search.
    expect(await searches.fare(site, searchId, search, 'OB301')).toBeNull();
  });

  it('another instance reading before the write has landed waits for it', async () => {
    const reader = createSearchCache(store);
    const { opened, open } = gate();
    const { searchId, search, faresWritten } = await saved([list('OB', 50)], opened, undefined, reader);
    const reading = reader.fare(site, searchId, search, 'OB7');
    const readingAll = reader.fares(site, searchId, search);
    open();
    await faresWritten;
    expect(await reading).toEqual(fare('OB7', 100_006));
    expect(await readingAll).toEqual([list('OB', 50)]);
  });

  it('gives every list back in the supplier’s order, a return’s two lists as two', async () => {
    const searches = createSearchCache(store);
    const lists = [list('OB', 120), list('IB', 37)];
    const { searchId, search, faresWritten } = await saved(lists, Promise.resolve(), searches);
    await faresWritten;
    expect(search.fares.buckets).toBe(7);
    expect(await searches.fares(site, searchId, search)).toEqual(lists);
    expect(await searches.fare(site, searchId, search, 'IB37')).toEqual(fare('IB37', 100_036));
  });

  it('fares gone (evicted or expired) are a missing search, one bucket or all', async () => {
    const searches = createSearchCache(store);
    const { searchId, search, faresWritten } = await saved([list('OB', 100)], Promise.resolve(), searches);
    await faresWritten;
    const lost = bucketOf('OB42', search.fares.buckets);
    await store.del(`flights:fares:${lost}:${site}:${searchId}`);
    expect(await searches.fare(site, searchId, search, 'OB42')).toBeUndefined();
    expect(await searches.fares(site, searchId, search)).toBeUndefined();
    // A fare in a bucket still kept is still found.
    const kept = list('OB', 100).find((f) => bucketOf(f.resultIndex, search.fares.buckets) !== lost);
    expect(await searches.fare(site, searchId, search, kept?.resultIndex ?? '')).toEqual(kept);
  });

  it('a search stored before its fares were kept in buckets reads as gone (the page searches again)', async () => {
    const searchId = randomUUID();
    await store.set(`flights:search:${site}:${searchId}`, meta(), 60);
    await store.setText(`flights:fares:${site}:${searchId}`, JSON.stringify([list('OB', 3)]), 60);
    expect(await createSearchCache(store).meta(site, searchId)).toBeUndefined();
  });

  it('a failed page does not stop the write; fares still missing past the writer’s deadline are gone', async () => {
    const reader = createSearchCache(store);
    const { searchId, search, faresWritten } = await saved(
      [list('OB', 10)],
      Promise.reject(new Error('the page failed')),
      createSearchCache(store, { faresLandWithinMs: 30 }),
      reader,
    );
    await faresWritten;
    expect(await reader.fare(site, searchId, search, 'OB1')).toEqual(fare('OB1', 100_000));
    await store.del(`flights:fares:0:${site}:${searchId}`);
    expect(await reader.fare(site, searchId, search, 'OB1')).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SearchBy } from '@app/contracts';
import { afterThisTurn } from '../../platform/after-this-turn';
import type { Cache } from '../../platform/cache';
import type { SupplierFare } from '../../suppliers/flight-supplier';
import { bucketOf, bucketTexts, type FarePlacement, fareIn, listsOf, placementOf } from './fare-buckets';

/** What we remember of a search for as long as the supplier remembers its trace. */
export type SearchMeta = {
  userId: string | null;
  traceId: string;
  /** ISO time: the fares' own validity, the supplier's trace lifetime */
  expiresAt: string;
  searchBy: SearchBy;
};

/** The meta as stored: with where its fares are and who writes them, by when. */
export type StoredSearch = SearchMeta & {
  fares: FarePlacement & {
    /** the process writing the fares (each search cache is one) */
    writer: string;
    /** ISO time by which that process has written them, if it ever does */
    by: string;
  };
};

/**
 * Whose prices a page holds: a markup group's id, or 'default' for buyers without a group of
 * their own (priced with the site's default group).
 */
export type PriceKey = string;

/**
 * How long after a search answers its fares are written, at most: a reader elsewhere waits that long
 * before it takes missing fares for gone. Writing them takes milliseconds; this leaves room for a
 * busy instance.
 */
const FARES_LAND_WITHIN_MS = 5_000;
/** A reader elsewhere looks again after 5, 10, 20… ms, at most this far apart. */
const LOOK_AGAIN_MAX_MS = 200;

/**
 * Searches live in the shared cache (Redis when set), keyed by site so no site can read another's.
 * A search is its meta (small, read by every later call: the search's answer waits only for it) and
 * the supplier's fares before markup, once, in buckets (fare-buckets.ts): a booking step reads the
 * one bucket its fare is in, a page reads them all. The fares are written after the answer, so a
 * reader waits for them: in this process for the write itself, elsewhere (another instance on the
 * same Redis) by looking again until the writer's deadline. Then, for each way it has been priced (a
 * markup group under one version of the site's rules, on one day), that page ready to send: gzipped
 * JSON, a few percent of the fares' size. All of it expires with the supplier's trace.
 */
export function createSearchCache(cache: Cache, { faresLandWithinMs = FARES_LAND_WITHIN_MS } = {}) {
  const key = (kind: string, siteId: string, searchId: string) => `flights:${kind}:${siteId}:${searchId}`;
  const ttlUntil = (expiresAt: string) =>
    Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  const writer = randomUUID();
  /** The fares this process is writing, by search: its own readers wait for the write. */
  const writing = new Map<string, Promise<void>>();

  /** One bucket's text; undefined when the search's fares are gone (expired or evicted). */
  async function bucket(siteId: string, searchId: string, search: StoredSearch, n: number) {
    await writing.get(key('fares', siteId, searchId))?.catch(() => {});
    const bucketKey = key(`fares:${n}`, siteId, searchId);
    for (let wait = 5; ; wait = Math.min(wait * 2, LOOK_AGAIN_MAX_MS)) {
      const text = await cache.getText(bucketKey);
      const left = Date.parse(search.fares.by) - Date.now();
      // Written here, the write is over: missing is gone. Written elsewhere, it may not have landed yet.
      if (text !== undefined || search.fares.writer === writer || left <= 0) return text;
      await sleep(Math.min(wait, left));
    }
  }

  return {
    /** A search that has not expired; one stored before its fares were kept in buckets reads as gone. */
    async meta(siteId: string, searchId: string) {
      const meta = await cache.get<StoredSearch>(key('search', siteId, searchId));
      return meta?.fares && Date.parse(meta.expiresAt) > Date.now() ? meta : undefined;
    },
    /**
     * Stores the meta, which is all the search's answer waits for, and writes the fares once `after`
     * has settled (the searcher's page, made first: it is their next request). Resolves with that
     * write, for the caller to report a failure of (its readers then find the search gone).
     */
    async save(
      siteId: string,
      searchId: string,
      meta: SearchMeta,
      fares: SupplierFare[][],
      after: Promise<unknown>,
    ) {
      // Whether the page before it was made or not, the fares are written; on a turn of the event
      // loop of their own, so that the page's readers, woken by the same promise, are answered first.
      const turn = after.then(afterThisTurn, afterThisTurn);
      const ttl = ttlUntil(meta.expiresAt);
      const placement = placementOf(fares);
      const stored: StoredSearch = {
        ...meta,
        fares: { ...placement, writer, by: new Date(Date.now() + faresLandWithinMs).toISOString() },
      };
      await cache.set(key('search', siteId, searchId), stored, ttl);
      const faresKey = key('fares', siteId, searchId);
      const write = turn
        .then(() =>
          Promise.all(
            bucketTexts(fares, placement).map((text, n) =>
              cache.setText(key(`fares:${n}`, siteId, searchId), text, ttl),
            ),
          ),
        )
        .then(() => undefined)
        .finally(() => {
          if (writing.get(faresKey) === write) writing.delete(faresKey);
        });
      writing.set(faresKey, write);
      return { faresWritten: write };
    },
    /** One fare by its result index: undefined when the search's fares are gone, null when it has no such fare. */
    async fare(siteId: string, searchId: string, search: StoredSearch, resultIndex: string) {
      const text = await bucket(siteId, searchId, search, bucketOf(resultIndex, search.fares.buckets));
      return text === undefined ? undefined : (fareIn(text, resultIndex) ?? null);
    },
    /** Every fare, in the supplier's lists; undefined when any of them is gone. */
    async fares(
      siteId: string,
      searchId: string,
      search: StoredSearch,
    ): Promise<SupplierFare[][] | undefined> {
      const texts = await Promise.all(
        Array.from({ length: search.fares.buckets }, (_, n) => bucket(siteId, searchId, search, n)),
      );
      return texts.every((t) => t !== undefined) ? listsOf(texts, search.fares) : undefined;
    },
    /** A priced page as sent (gzipped JSON); `pricing` names the group, rules' version and day. */
    page: (siteId: string, searchId: string, pricing: string) =>
      cache.getBytes(key(`page:${pricing}`, siteId, searchId)),
    savePage: (siteId: string, searchId: string, pricing: string, gzipped: Buffer, expiresAt: string) =>
      cache.setBytes(key(`page:${pricing}`, siteId, searchId), gzipped, ttlUntil(expiresAt)),
    async forget(siteId: string, searchId: string, search: StoredSearch) {
      await cache.del(key('search', siteId, searchId));
      await Promise.all(
        Array.from({ length: search.fares.buckets }, (_, n) =>
          cache.del(key(`fares:${n}`, siteId, searchId)),
        ),
      );
    },
    /** Anything else tied to the search (fare rules) under its own name, for the search's lifetime. */
    async remember<T>(
      siteId: string,
      searchId: string,
      name: string,
      expiresAt: string,
      load: () => Promise<T>,
    ) {
      const cacheKey = key(name, siteId, searchId);
      const hit = await cache.get<T>(cacheKey);
      if (hit !== undefined) return hit;
      const value = await load();
      await cache.set(cacheKey, value, ttlUntil(expiresAt));
      return value;
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;

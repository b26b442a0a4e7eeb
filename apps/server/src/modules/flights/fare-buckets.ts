import type { SupplierFare } from '../../suppliers/flight-supplier';

/**
 * A search's fares are kept in buckets of about this many, so that a booking step, which needs one
 * fare, reads and parses one bucket (~40 KB of JSON) instead of the whole list (~0.5–2 MB).
 */
export const FARES_PER_BUCKET = 24;

/** How a search's fares are laid out in its buckets: enough to find one and to rebuild the lists. */
export type FarePlacement = {
  /** the length of each list (a domestic return has two), in order */
  lists: number[];
  buckets: number;
};

/** A bucket's entry: the fare's list, its position in that list, and the fare. */
type Entry = [list: number, position: number, fare: SupplierFare];

export const placementOf = (lists: SupplierFare[][]): FarePlacement => {
  const count = lists.reduce((sum, list) => sum + list.length, 0);
  return { lists: lists.map((l) => l.length), buckets: Math.max(1, Math.ceil(count / FARES_PER_BUCKET)) };
};

/**
 * The bucket a result index is kept in (FNV-1a of the index): computed alike by every process, so
 * no index of the fares has to be stored or read.
 */
export function bucketOf(resultIndex: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < resultIndex.length; i++) hash = Math.imul(hash ^ resultIndex.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % buckets;
}

/** Each bucket's JSON text, in bucket order. */
export function bucketTexts(lists: SupplierFare[][], placement: FarePlacement): string[] {
  const buckets: Entry[][] = Array.from({ length: placement.buckets }, () => []);
  lists.forEach((list, l) => {
    list.forEach((fare, p) => {
      buckets[bucketOf(fare.resultIndex, placement.buckets)]?.push([l, p, fare]);
    });
  });
  return buckets.map((entries) => JSON.stringify(entries));
}

/** The fare of this result index in its bucket's text; undefined when the search has none. */
export function fareIn(bucketText: string, resultIndex: string): SupplierFare | undefined {
  return (JSON.parse(bucketText) as Entry[]).find(([, , fare]) => fare.resultIndex === resultIndex)?.[2];
}

/** The lists as the supplier gave them, from every bucket's text. */
export function listsOf(bucketTexts: string[], placement: FarePlacement): SupplierFare[][] {
  const lists = placement.lists.map((length) => new Array<SupplierFare>(length));
  for (const text of bucketTexts)
    for (const [l, p, fare] of JSON.parse(text) as Entry[]) {
      const list = lists[l];
      if (list) list[p] = fare;
    }
  return lists;
}

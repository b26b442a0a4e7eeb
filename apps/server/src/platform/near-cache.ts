import { byteBudgetStore } from './cache';

/**
 * This process's copy of what it last read from or wrote to a shared store (the request cache on
 * Redis), kept for a second or so, so that a hot key answers without a round trip. As JSON text, as
 * the shared store keeps it: its size is known, and every read parses a fresh object that no other
 * request holds. Deflating large text, as the search cache does, would cost every hit an inflate.
 *
 * It answers only while deletions reach it (`setServing`, cache-invalidations.ts): every deletion,
 * this instance's or another's, drops its keys here. While they cannot reach it (the subscription is
 * down) it answers nothing and keeps nothing, and whatever it held is dropped when that changes
 * either way, since a deletion may have gone by unheard. So a missed deletion costs at most the TTL.
 */
export function createNearCache(maxBytes: number, ttlSeconds: number) {
  const { store, put, close } = byteBudgetStore(maxBytes);
  let serving = false;
  /** Counts drops; see `mark`. */
  let drops = 0;
  const clear = () => {
    drops++;
    store.clear();
  };
  return {
    get(key: string): string | undefined {
      // Nothing is kept while not serving, and what was is dropped when it stops.
      const text = store.get(key);
      return typeof text === 'string' ? text : undefined;
    },
    /**
     * Taken before a read of the shared store, and given back with what it answered: the answer is
     * kept only if nothing was dropped meanwhile. A deletion's message may arrive before the answer of
     * a read the shared store ran before that deletion (two connections, no order between them).
     */
    mark: () => drops,
    keep(key: string, text: string, atMostSeconds: number, mark: number) {
      if (serving && mark === drops) put(key, text, Math.min(ttlSeconds, atMostSeconds));
    },
    drop(keys: readonly string[]) {
      drops++;
      for (const key of keys) store.delete(key);
    },
    /** Whatever may have been deleted unheard (a message that could not be read): all of it goes. */
    clear,
    setServing(on: boolean) {
      serving = on;
      clear();
    },
    close() {
      serving = false;
      close();
    },
  };
}
export type NearCache = ReturnType<typeof createNearCache>;

import type { TFeedStore } from '../feeds';

/**
 * Computed insight answers by key. The sports data changes only when a feed or an import writes
 * it, and every screen asks the same few questions, so an answer is computed once and shared:
 * `forget()` drops everything when this instance's feed store writes, and an entry older than
 * `ttlMs` is computed again (another instance's feed run, an import). Requests that arrive while
 * an answer is being computed wait for that computation instead of starting their own.
 * Cached answers are shared: callers must not change them.
 */
export function createAnswerCache(opts: { ttlMs: number; max: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  let computed = 0;
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < opts.ttlMs) return hit.value as Promise<T>;
      computed++;
      // Adopted once: a query builder is a thenable that would run its query again at every await.
      const value = Promise.resolve().then(compute);
      entries.delete(key);
      entries.set(key, { at: t, value });
      // The oldest entry goes first when the cache is full (a map iterates in insertion order).
      if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
      // A failed computation is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget(): void {
      entries.clear();
    },
    /** How many answers were computed (not served from the cache) since start: for tests. */
    computed: () => computed,
  };
}
export type TAnswerCache = ReturnType<typeof createAnswerCache>;

/** The feed store, made to forget the cached answers after each write it commits. */
export function forgettingStore(store: TFeedStore, cache: TAnswerCache): TFeedStore {
  return {
    ...store,
    async writeBatch(batch) {
      try {
        await store.writeBatch(batch);
      } finally {
        cache.forget();
      }
    },
    async writeSlates(bundles, mode) {
      try {
        return await store.writeSlates(bundles, mode);
      } finally {
        cache.forget();
      }
    },
  };
}

import type { TFeedStore } from '../feeds';

/**
 * Computed insight answers by key. The sports data changes only when a feed or an import writes
 * it, and every screen asks the same few questions, so an answer is computed once and shared:
 * `forget()` drops everything when this instance's feed store writes, and an entry older than
 * `ttlMs` is computed again (another instance's feed run, an import). Requests that arrive while
 * an answer is being computed wait for that computation instead of starting their own.
 * Cached answers are shared: callers must not change them.
 */
export class AnswerCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private computedCount = 0;
  private readonly now: () => number;

  constructor(private readonly opts: { ttlMs: number; max: number; now?: () => number }) {
    this.now = opts.now ?? Date.now;
  }

  /** The answer under `key`: the kept one while it is fresh, else `compute()`'s, kept. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && t - hit.at < this.opts.ttlMs) return hit.value as Promise<T>;
    this.computedCount++;
    // Adopted once: a query builder is a thenable that would run its query again at every await.
    const value = Promise.resolve().then(compute);
    this.entries.delete(key);
    this.entries.set(key, { at: t, value });
    // The oldest entry goes first when the cache is full (a map iterates in insertion order).
    if (this.entries.size > this.opts.max) this.entries.delete(this.entries.keys().next().value!);
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every kept answer (the sports data changed). */
  forget(): void {
    this.entries.clear();
  }

  /** How many answers were computed (not served from the cache) since start: for tests. */
  computed(): number {
    return this.computedCount;
  }
}
export type TAnswerCache = AnswerCache;

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

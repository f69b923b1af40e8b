import { Redis } from 'ioredis';
import { AppError } from './app-error';

/** Outcome of counting one attempt against a key. */
export type THit = { allowed: boolean; retryAfterMs: number };

/** Counter store: in-process by default, Redis when several instances must share counts. */
export type TRateStore = {
  /** Counts one attempt; returns the count within the current window and the window's remaining ms. */
  incr: (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;
  peek: (key: string) => Promise<{ count: number; ttlMs: number }>;
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Fixed windows in a Map; expired keys are swept so the map cannot grow without bound. */
export function createMemoryStore(): TRateStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  const live = (key: string) => {
    const w = windows.get(key);
    if (!w || w.resetAt <= Date.now()) return undefined;
    return w;
  };
  return {
    incr(key, windowMs) {
      const now = Date.now();
      let w = live(key);
      if (!w) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return Promise.resolve({ count: w.count, ttlMs: w.resetAt - now });
    },
    peek(key) {
      const w = live(key);
      return Promise.resolve(w ? { count: w.count, ttlMs: w.resetAt - Date.now() } : { count: 0, ttlMs: 0 });
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close() {
      clearInterval(sweep);
      return Promise.resolve();
    },
  };
}

/** Redis counters: INCR plus an expiry set by the first attempt of a window, shared by every instance. */
export function createRedisStore(url: string, prefix = 'rl:'): TRateStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async incr(key, windowMs) {
      const k = prefix + key;
      const res = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, ttlMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** Words for a wait: "30 seconds", "1 minute", "15 minutes". */
export function describeWait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 90) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/**
 * The 429 answer: code RATE_LIMITED, a message saying when to retry (`why` names the limit
 * before it), and Retry-After.
 */
export function rateLimited(retryAfterMs: number, why = 'Too many attempts.'): AppError {
  return new AppError('RATE_LIMITED', `${why} Please try again in ${describeWait(retryAfterMs)}.`, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

export type TRateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Named limits over one store. `consume` counts an attempt and throws RATE_LIMITED past the
 * maximum; `check` only looks (for limits that count failures, such as wrong passwords).
 */
export function createRateLimiter(store: TRateStore, opts: { windowMs: number }) {
  return {
    /** Counts an attempt; past `max` in the window, 429 (`why`: the limit in words, else "Too many attempts."). */
    async consume(key: string, max: number, why?: string): Promise<void> {
      const { count, ttlMs } = await store.incr(key, opts.windowMs);
      if (count > max) throw rateLimited(ttlMs, why);
    },
    async check(key: string, max: number): Promise<void> {
      const { count, ttlMs } = await store.peek(key);
      if (count >= max) throw rateLimited(ttlMs);
    },
    /** Counts a failure without refusing this call (the next `check` refuses). */
    async fail(key: string): Promise<void> {
      await store.incr(key, opts.windowMs);
    },
    reset: (key: string) => store.reset(key),
    close: () => store.close(),
  };
}

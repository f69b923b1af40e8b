import { describe, expect, it } from 'vitest';
import { AnswerCache } from './insights-cache';

describe('answer cache', () => {
  it('computes an answer once for requests that arrive while it is computed, and again after the TTL', async () => {
    let t = 0;
    const cache = new AnswerCache({ ttlMs: 1000, max: 10, now: () => t });
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 5));
      return { runs };
    };
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a).toBe(b);
    expect(runs).toBe(1);
    t = 999;
    await cache.get('k', compute);
    expect(runs).toBe(1);
    t = 1000;
    expect(await cache.get('k', compute)).toEqual({ runs: 2 });
  });

  it('forgets everything at once, keeps no failure, and drops the oldest entry when full', async () => {
    const cache = new AnswerCache({ ttlMs: 60_000, max: 2 });
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    await cache.get('a', compute);
    cache.forget();
    expect(await cache.get('a', compute)).toBe(2);

    await expect(cache.get('bad', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('bad', () => Promise.resolve('recovered'))).toBe('recovered');

    // 'a' and 'bad' are held; 'c' pushes out 'a', the oldest.
    await cache.get('c', compute);
    expect(await cache.get('a', compute)).toBe(4);
    expect(cache.computed()).toBe(6);
  });

  it('runs a thenable (a query builder) once however often its answer is awaited', async () => {
    const cache = new AnswerCache({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    const query = {
      then(resolve: (v: number) => void) {
        resolve(++runs);
      },
    } as unknown as Promise<number>;
    expect(await cache.get('q', () => query)).toBe(1);
    expect(await cache.get('q', () => query)).toBe(1);
    expect(runs).toBe(1);
  });
});

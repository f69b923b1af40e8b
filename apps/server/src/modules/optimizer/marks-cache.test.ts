import { describe, expect, it } from 'vitest';
import type { TOptimizerRepository } from './optimizer.repository';
import { MarksCache } from './marks-cache';

/** A repository whose marks are read from a variable, each read answering only when released. */
function slowRepo() {
  let stored: { playerId: string; mark: string | null }[] = [];
  const pending: (() => void)[] = [];
  const repo = {
    marks: async () => {
      const snapshot = stored;
      await new Promise<void>((r) => pending.push(r));
      return snapshot;
    },
  } as unknown as TOptimizerRepository;
  return {
    repo,
    set: (rows: typeof stored) => void (stored = rows),
    release: () => pending.splice(0).forEach((r) => r()),
  };
}

describe('the marks cache', () => {
  it('does not keep what a read saw before a lock that landed while it ran', async () => {
    const db = slowRepo();
    const cache = new MarksCache(db.repo);
    // The pool's first load reads the marks: none yet.
    const before = cache.marksOf('u1', 's1');
    // The user locks a player while that read is still running.
    db.set([{ playerId: 'p1', mark: 'lock' }]);
    cache.forget('u1', 's1');
    db.release();
    expect((await before).get('p1')).toBeUndefined();
    // The pool refetches after the lock: it must see the lock, not the stale read.
    const after = cache.marksOf('u1', 's1');
    db.release();
    expect((await after).get('p1')).toBe('lock');
  });
});

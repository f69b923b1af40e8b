import type { TOptimizerRepository } from './optimizer.repository';

/** How long a user's marks are trusted without the database (writes here forget them at once). */
const MARKS_TTL_MS = 1000;
/** Entries kept before the maps are emptied (a bound on memory, far above the users of a slate). */
const MAX_ENTRIES = 5000;

/**
 * A user's lock/exclude marks per slate, cached for a second: getPlayers merges them into its
 * cached answer on every call, so they must cost no query under load.
 */
export class MarksCache {
  private readonly cache = new Map<string, { at: number; marks: ReadonlyMap<string, string> }>();
  /** Bumped on every change: a read that began before a change must not cache what it read. */
  private readonly changes = new Map<string, number>();

  constructor(private readonly repo: TOptimizerRepository) {}

  /** The user's marks on a slate, by player id. */
  async marksOf(userId: string, slateId: string): Promise<ReadonlyMap<string, string>> {
    const key = `${userId}:${slateId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < MARKS_TTL_MS) return hit.marks;
    const seen = this.changes.get(key) ?? 0;
    const rows = await this.repo.marks(userId, slateId);
    const marks = new Map(rows.map((r) => [r.playerId, r.mark!]));
    if (this.cache.size > MAX_ENTRIES) this.cache.clear();
    if ((this.changes.get(key) ?? 0) === seen) this.cache.set(key, { at: Date.now(), marks });
    return marks;
  }

  /** Forgets a user's marks on a slate (after this instance changed them). */
  forget(userId: string, slateId: string): void {
    const key = `${userId}:${slateId}`;
    this.cache.delete(key);
    if (this.changes.size > MAX_ENTRIES) this.changes.clear();
    this.changes.set(key, (this.changes.get(key) ?? 0) + 1);
  }
}
export type TMarksCache = MarksCache;

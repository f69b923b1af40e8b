import type { TGameType, TOperator, TPlayersData, TSlate, TSportCode } from '@dfs/contracts';
import { SPORTS } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import { preEncodeEnvelope, type TPreEncoded } from '../../core/pre-encoded';
import { spliceTypes, typeSlots } from '../../core/personalise';
import { toSlate, toSlatePlayer } from './slate-view';
import type { TSlatesRepository } from './slates.repository';

type TCached = {
  stamp: number;
  data: TPlayersData;
  encoded: TPreEncoded;
  /** The answer cut where each player's `type` goes (made on the first personal answer). */
  typeParts?: Buffer[] | null;
};

/** A user's lock/exclude marks on a slate's players, by operator id. */
export type TMarksOf = (userId: string, slateId: string) => Promise<ReadonlyMap<string, string>>;

/** Personal answers kept (users with the same marks on the same slate version share one). */
const PERSONAL_CACHE = 256;

/** How many slates' players stay in memory (a slate is a few hundred KB of JSON). */
const CACHE_SLATES = 64;
/** How long a slate's change stamp is trusted without asking the database. */
const VERSION_TTL_MS = 1000;

/**
 * Slates and their players. getPlayers is the hottest call of the product (every optimizer screen
 * and realtime subscriber asks for it), so a slate's answer is built once per change and kept,
 * already serialised; each request only checks the slate's change stamp.
 */
export function createSlatesService(repo: TSlatesRepository, opts: { marksOf?: TMarksOf } = {}) {
  const cache = new Map<string, TCached>();
  const personal = new Map<string, TPreEncoded>();

  /**
   * The answer with the user's own `type` (lock/exclude) per player. Without marks it is the
   * shared cached answer; with marks, the cached bytes with the marks spliced in (no JSON work),
   * itself cached by slate version and marks.
   */
  async function personalise(
    entry: TCached,
    slateId: string,
    userId: string | undefined,
  ): Promise<Pick<TCached, 'stamp' | 'data' | 'encoded'>> {
    if (!userId || !opts.marksOf) return entry;
    const marks = await opts.marksOf(userId, slateId);
    if (marks.size === 0) return entry;
    const values = entry.data.players.map((p) => marks.get(p.id));
    const key = `${slateId}:${entry.stamp}:${values.map((v) => v?.[0] ?? '').join('')}`;
    // The objects are only made for callers that read them (the realtime acknowledgement).
    const answer = (encoded: TPreEncoded) => ({
      stamp: entry.stamp,
      encoded,
      get data(): TPlayersData {
        return {
          ...entry.data,
          players: entry.data.players.map((p, i) => ({ ...p, type: values[i] ?? '' })),
        };
      },
    });
    const hit = personal.get(key);
    if (hit) return answer(hit);
    if (entry.typeParts === undefined)
      entry.typeParts = typeSlots(entry.encoded.identity, entry.data.players.length);
    const encoded = entry.typeParts
      ? await spliceTypes(entry.typeParts, values)
      : preEncodeEnvelope(JSON.stringify(answer(entry.encoded).data));
    personal.set(key, encoded);
    while (personal.size > PERSONAL_CACHE) personal.delete(personal.keys().next().value!);
    return answer(encoded);
  }

  // The change stamp itself is cached for a moment: under load most requests then skip the
  // database entirely. Local writes invalidate at once; other instances' within VERSION_TTL_MS.
  const versions = new Map<
    string,
    { at: number; value: Awaited<ReturnType<TSlatesRepository['version']>> }
  >();
  async function versionOf(slateId: string) {
    const hit = versions.get(slateId);
    if (hit && Date.now() - hit.at < VERSION_TTL_MS) return hit.value;
    const value = await repo.version(slateId);
    if (versions.size > 1000) versions.clear();
    versions.set(slateId, { at: Date.now(), value });
    return value;
  }

  async function load(sport: TSportCode, slateId: string): Promise<TCached> {
    const version = await versionOf(slateId);
    if (!version || version.sport !== sport)
      throw new AppError('NOT_FOUND', 'Data not available, please try again..');
    const stamp = version.updatedAt.getTime();
    const hit = cache.get(slateId);
    if (hit && hit.stamp === stamp) {
      // Refresh its place in the LRU order.
      cache.delete(slateId);
      cache.set(slateId, hit);
      return hit;
    }
    const [slate, rows] = await Promise.all([repo.get(slateId), repo.players(slateId)]);
    if (!slate) throw new AppError('NOT_FOUND', 'Data not available, please try again..');
    const data: TPlayersData = {
      slate: toSlate(slate),
      players: rows.map((r) => toSlatePlayer(slate, r)),
      updatedAt: slate.updatedAt.toISOString(),
    };
    const entry = {
      stamp: slate.updatedAt.getTime(),
      data,
      encoded: preEncodeEnvelope(JSON.stringify(data)),
    };
    cache.set(slateId, entry);
    while (cache.size > CACHE_SLATES) cache.delete(cache.keys().next().value!);
    return entry;
  }

  return {
    /** Forgets what is cached of these slates (called after a feed or import changed them). */
    invalidate(slateIds: string[]): void {
      for (const id of slateIds) versions.delete(id);
    },

    /**
     * A slate's players with the spec's fields; `encoded` is the whole answer, serialised and
     * gzipped. With a user id, each player's `type` is that user's lock or exclude.
     */
    getPlayers: async (sport: TSportCode, slateId: string, userId?: string) =>
      personalise(await load(sport, slateId), slateId, userId),

    /** Slates of a sport that end today or later, soonest first. */
    async listSlates(sport: TSportCode | undefined, filter: { operator?: TOperator; gameType?: TGameType }) {
      const rows = await repo.list({ sport, ...filter, endsAfter: new Date(Date.now() - 6 * 3_600_000) });
      return rows.map(toSlate);
    },

    /** Every sport's slates, keyed by sport code. */
    async listAllSports(filter: { operator?: TOperator; gameType?: TGameType }) {
      const all = await this.listSlates(undefined, filter);
      const out = Object.fromEntries(SPORTS.map((s) => [s.code, [] as TSlate[]])) as Record<
        TSportCode,
        TSlate[]
      >;
      for (const s of all) out[s.sport].push(s);
      return out;
    },

    /** Teams on a slate with their opponent and player count. */
    async teamsOfSlate(sport: TSportCode, slateId: string) {
      const { data } = await load(sport, slateId);
      const teams = new Map<
        string,
        {
          abbr: string;
          teamId: string | null;
          name: string;
          opponent: string | null;
          game: string | null;
          startTime: string | null;
          players: number;
        }
      >();
      for (const p of data.players) {
        const t = teams.get(p.team) ?? {
          abbr: p.team,
          teamId: `${sport}:t:${p.team}`,
          name: p.team,
          opponent: p.opponent,
          game: p.game,
          startTime: p.startTime,
          players: 0,
        };
        t.players++;
        teams.set(p.team, t);
      }
      return [...teams.values()].sort((a, b) => a.abbr.localeCompare(b.abbr));
    },
  };
}
export type TSlatesService = ReturnType<typeof createSlatesService>;

import type { TGameType, TOperator, TPlayersData, TSlate, TSportCode } from '@dfs/contracts';
import { SPORTS } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import { preEncodeEnvelope, type TPreEncoded } from '../../core/pre-encoded';
import { spliceTypes, typeSlots } from '../../core/personalise';
import { slateVisibleTo, toSlate, toSlatePlayer } from './slate-view';
import type { TSlatesRepository } from './slates.repository';

type TCached = {
  stamp: number;
  data: TPlayersData;
  encoded: TPreEncoded;
  /** The answer cut where each player's `type` goes (made on the first personal answer). */
  typeParts?: Buffer[] | null;
};

/**
 * What every slate-scoped call answers for a slate the caller may not see: the same status and
 * body as for an id no slate has, so a private slate's id tells nothing to anyone else.
 */
export const SLATE_NOT_FOUND = 'Data not available, please try again..';
const slateNotFound = () => new AppError('NOT_FOUND', SLATE_NOT_FOUND);

/**
 * Who reads a slate: a signed-in user's id, or `null` for the server's own reads (the demo
 * preview, imports writing it), made only after the caller passed `requireSlate` or on public data.
 */
export type TSlateViewer = string | null;

/** A user's lock/exclude marks on a slate's players, by operator id. */
export type TMarksOf = (userId: string, slateId: string) => Promise<ReadonlyMap<string, string>>;

/** Personal answers kept (users with the same marks on the same slate version share one). */
const PERSONAL_CACHE = 256;

/** How many slates' players stay in memory (a slate is a few hundred KB of JSON). */
const CACHE_SLATES = 64;
/** A slate stays listed until this long after its last game started. */
export const LISTED_AFTER_END_MS = 6 * 3_600_000;
/** How long a slate's change stamp is trusted without asking the database. */
const VERSION_TTL_MS = 1000;

/**
 * Slates and their players. getPlayers is the hottest call of the product (every optimizer screen
 * and realtime subscriber asks for it), so a slate's answer is built once per change and kept,
 * already serialised; each request only checks the slate's change stamp.
 */
export class SlatesService {
  constructor(
    private readonly repo: TSlatesRepository,
    private readonly opts: { marksOf?: TMarksOf } = {},
  ) {}

  private readonly cache = new Map<string, TCached>();
  private readonly personal = new Map<string, TPreEncoded>();
  // The change stamp itself is cached for a moment: under load most requests then skip the
  // database entirely. Local writes invalidate at once; other instances' within VERSION_TTL_MS.
  private readonly versions = new Map<
    string,
    { at: number; value: Awaited<ReturnType<TSlatesRepository['version']>> }
  >();

  /**
   * The answer with the user's own `type` (lock/exclude) per player. Without marks it is the
   * shared cached answer; with marks, the cached bytes with the marks spliced in (no JSON work),
   * itself cached by slate version and marks.
   */
  private async personalise(
    entry: TCached,
    slateId: string,
    userId: string | undefined,
  ): Promise<Pick<TCached, 'stamp' | 'data' | 'encoded'>> {
    if (!userId || !this.opts.marksOf) return entry;
    const marks = await this.opts.marksOf(userId, slateId);
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
    const hit = this.personal.get(key);
    if (hit) return answer(hit);
    if (entry.typeParts === undefined)
      entry.typeParts = typeSlots(entry.encoded.identity, entry.data.players.length);
    const encoded = entry.typeParts
      ? await spliceTypes(entry.typeParts, values)
      : preEncodeEnvelope(JSON.stringify(answer(entry.encoded).data));
    this.personal.set(key, encoded);
    while (this.personal.size > PERSONAL_CACHE) this.personal.delete(this.personal.keys().next().value!);
    return answer(encoded);
  }

  private async versionOf(slateId: string) {
    const hit = this.versions.get(slateId);
    if (hit && Date.now() - hit.at < VERSION_TTL_MS) return hit.value;
    const value = await this.repo.version(slateId);
    if (this.versions.size > 1000) this.versions.clear();
    this.versions.set(slateId, { at: Date.now(), value });
    return value;
  }

  /**
   * The one access guard of every call that names a slate: the slate's sport when `viewer` may
   * see it (everyone's slates, and the viewer's own uploads; the server's own reads see all),
   * else the NOT_FOUND of an unknown id. With `sport`, a slate of another sport is unknown too.
   */
  async requireSlate(viewer: TSlateViewer, slateId: string, sport?: TSportCode) {
    const version = await this.versionOf(slateId);
    if (!version || (sport !== undefined && version.sport !== sport)) throw slateNotFound();
    if (viewer !== null && !slateVisibleTo(version, viewer)) throw slateNotFound();
    return { id: slateId, sport: version.sport };
  }

  private async load(sport: TSportCode, slateId: string): Promise<TCached> {
    const version = await this.versionOf(slateId);
    if (!version || version.sport !== sport) throw slateNotFound();
    const stamp = version.updatedAt.getTime();
    const hit = this.cache.get(slateId);
    if (hit && hit.stamp === stamp) {
      // Refresh its place in the LRU order.
      this.cache.delete(slateId);
      this.cache.set(slateId, hit);
      return hit;
    }
    const [slate, rows] = await Promise.all([this.repo.get(slateId), this.repo.players(slateId)]);
    if (!slate) throw slateNotFound();
    const data: TPlayersData = {
      slate: toSlate(slate),
      players: rows.map((r) => toSlatePlayer(slate, r)),
      updatedAt: slate.updatedAt.toISOString(),
    };
    const entry = {
      stamp,
      data,
      encoded: preEncodeEnvelope(JSON.stringify(data)),
    };
    this.cache.set(slateId, entry);
    while (this.cache.size > CACHE_SLATES) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /** Forgets what is cached of these slates (called after a feed or import changed them). */
  invalidate(slateIds: string[]): void {
    for (const id of slateIds) this.versions.delete(id);
  }

  /**
   * A slate's players with the spec's fields; `encoded` is the whole answer, serialised and
   * gzipped. With a user id, the slate must be one they may see (`requireSlate`) and each
   * player's `type` is that user's lock or exclude.
   */
  async getPlayers(sport: TSportCode, slateId: string, viewer: TSlateViewer) {
    await this.requireSlate(viewer, slateId, sport);
    const entry = await this.load(sport, slateId);
    return this.personalise(entry, slateId, viewer ?? undefined);
  }

  /** Slates of a sport that end today or later, soonest first. */
  async listSlates(
    sport: TSportCode | undefined,
    filter: { operator?: TOperator; gameType?: TGameType; viewer?: string },
  ) {
    const rows = await this.repo.list({
      sport,
      ...filter,
      endsAfter: new Date(Date.now() - LISTED_AFTER_END_MS),
    });
    return rows.map(toSlate);
  }

  /** Every sport's slates, keyed by sport code. */
  async listAllSports(filter: { operator?: TOperator; gameType?: TGameType; viewer?: string }) {
    const all = await this.listSlates(undefined, filter);
    const out = Object.fromEntries(SPORTS.map((s) => [s.code, [] as TSlate[]])) as Record<
      TSportCode,
      TSlate[]
    >;
    for (const s of all) out[s.sport].push(s);
    return out;
  }

  /** Teams on a slate the viewer may see, with their opponent and player count. */
  async teamsOfSlate(sport: TSportCode, slateId: string, viewer: TSlateViewer) {
    await this.requireSlate(viewer, slateId, sport);
    const { data } = await this.load(sport, slateId);
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
  }
}
export type TSlatesService = SlatesService;

import crypto from 'node:crypto';
import {
  getRuleSet,
  importLineups,
  normalizePositions,
  TimeLimitError,
  toJsonLineup,
  type BuildResult,
  type OptimizeInput,
} from '@dfs/optimizer';
import type { TBuildAnswer, TBuildSettings, TSportCode, TSwapCandidate } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import type { TRateLimiter } from '../../core/rate-limit';
import { userRoom, type TRealtime } from '../../realtime/realtime';
import { plans } from '../plans';
import type { TSlatesRepository } from '../slates';
import type { TSlatesService } from '../slates';
import { asOptimizerPlayers, mergeSettings, requireSettingsAllowed, SITE } from './build-input';
import type { TLazyBuildPool } from './build-pool';
import type { TOptimizerRepository } from './optimizer.repository';
import type { TSlateStateService } from './slate-state.service';

/** Lineups of an anonymous preview build (the demo slate only). */
export const PREVIEW_LINEUPS = 3;
/** Preview builds per IP address in one rate-limit window. */
export const PREVIEW_BUILDS_PER_WINDOW = 30;
const NO_LINEUP = 'No Lineup has been created!!';
const NOT_FOUND = 'Data not available, please try again..';

/**
 * Builds: the plan checks, the user's stored settings merged with the asked ones, the run in the
 * optimizer's worker pool with progress to the user's room, cancel, and the anonymous preview.
 */
export function createBuildsService(deps: {
  repo: TOptimizerRepository;
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
  slateState: TSlateStateService;
  pool: TLazyBuildPool;
  realtime: TRealtime;
  limiter: TRateLimiter;
  /** Wall-clock limit of a build or late swap (BUILD_TIME_LIMIT_MS). */
  timeLimitMs: number;
}) {
  const { repo, slates, slatesRepo, slateState, pool, realtime, timeLimitMs } = deps;
  const running = new Map<string, { userId: string; controller: AbortController }>();
  /** Builds under way per user and slate: they count against the plan's builds per slate too. */
  const underWay = new Map<string, number>();

  async function loadSlate(sport: TSportCode, slateId: string) {
    const slate = await slatesRepo.get(slateId);
    if (!slate || slate.sport !== sport) throw new AppError('NOT_FOUND', NOT_FOUND);
    const { data } = await slates.getPlayers(sport, slateId);
    return { slate, players: data.players, rules: getRuleSet(SITE[slate.operator], sport, slate.gameType) };
  }

  async function run(
    input: OptimizeInput,
    opts: { buildId: string; userId?: string; signal?: AbortSignal },
  ): Promise<BuildResult> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    if (opts.userId) running.set(opts.buildId, { userId: opts.userId, controller });
    try {
      return await (
        await pool.get()
      ).run(input, {
        signal: controller.signal,
        timeLimitMs,
        onProgress: (done, asked) => {
          if (opts.userId)
            realtime.io
              .to(userRoom(opts.userId))
              .emit('buildProgress', { buildId: opts.buildId, done, asked });
        },
      });
    } finally {
      running.delete(opts.buildId);
      opts.signal?.removeEventListener('abort', abort);
    }
  }

  function answer(
    buildId: string,
    asked: number,
    result: BuildResult,
  ): { data: TBuildAnswer; message: string } {
    const allTeams = result.lineups.map(toJsonLineup);
    const none = allTeams.length === 0;
    return {
      message: none ? NO_LINEUP : 'Team has been Created.',
      data: {
        buildId,
        status: none ? 1 : 0,
        outcome: result.status,
        allTeams,
        messages: result.messages,
        stats: { ms: result.stats.ms, asked, built: allTeams.length },
      },
    };
  }

  async function demoSlate(sport: TSportCode) {
    const list = await slates.listSlates(sport, { operator: 'draftkings', gameType: 'classic' });
    const slate = list.find((s) => s.provider === 'demo') ?? list[0];
    if (!slate) throw new AppError('NOT_FOUND', NOT_FOUND);
    return slate;
  }

  return {
    /** POST {sport}/createbuild. `signal` aborts when the client goes away. */
    async create(
      user: TAuthUser,
      sport: TSportCode,
      body: { slateId: string; lineups: number; settings?: TBuildSettings | undefined },
      signal?: AbortSignal,
    ) {
      requireSettingsAllowed(user, body.settings);
      plans.requireLineups(user, body.lineups);
      const { slate, players, rules } = await loadSlate(sport, body.slateId);
      const key = `${user.id}:${slate.id}`;
      const before = (await repo.buildCount(user.id, slate.id)) + (underWay.get(key) ?? 0);
      plans.requireBuildSlot(user, before);
      underWay.set(key, (underWay.get(key) ?? 0) + 1);
      try {
        const stored = await slateState.state(user.id, slate.id);
        const { settings, projections } = mergeSettings(user, sport, stored, body.settings);
        const buildId = crypto.randomUUID();
        const result = await run(
          { rules, players: asOptimizerPlayers(players, projections), lineups: body.lineups, settings },
          { buildId, userId: user.id, ...(signal ? { signal } : {}) },
        );
        const out = answer(buildId, body.lineups, result);
        if (out.data.allTeams.length > 0) {
          await repo.recordBuild({
            id: buildId,
            userId: user.id,
            kind: 'build',
            sport,
            operator: slate.operator,
            gameType: slate.gameType,
            slateId: slate.id,
            slateName: slate.name,
            name: `Build ${new Date().toISOString()}`,
            settings,
            lineups: out.data.allTeams,
            lineupCount: out.data.allTeams.length,
          });
        }
        return out;
      } finally {
        const left = (underWay.get(key) ?? 1) - 1;
        if (left > 0) underWay.set(key, left);
        else underWay.delete(key);
      }
    },

    /** Stops the user's build (or all of them): each answers with the lineups found so far. */
    cancel(user: TAuthUser, buildId?: string): number {
      let n = 0;
      for (const [id, b] of running) {
        if (b.userId !== user.id || (buildId && id !== buildId)) continue;
        b.controller.abort();
        n++;
      }
      return n;
    },

    /** The plan's build allowance on a slate and what is used of it. */
    async usage(user: TAuthUser, slateId: string) {
      const limits = plans.limits(user);
      return {
        slateId,
        builds: await repo.buildCount(user.id, slateId),
        buildsAllowed: Number.isFinite(limits.buildsPerSlate) ? limits.buildsPerSlate : null,
        lineupsPerBuild: limits.lineupsPerBuild,
      };
    },

    /** The demo slate's players for the public preview (the cached answer). */
    async previewPlayers(sport: TSportCode) {
      const slate = await demoSlate(sport);
      return (await slates.getPlayers(sport, slate.id)).encoded;
    },

    /** An anonymous build of 3 lineups on the demo slate, rate-limited per IP address. */
    async preview(
      sport: TSportCode,
      ip: string,
      settings: Pick<TBuildSettings, 'minUnique' | 'minSalary'> = {},
    ) {
      await deps.limiter.consume(`preview-build:ip:${ip}`, PREVIEW_BUILDS_PER_WINDOW);
      const slate = await demoSlate(sport);
      const { players, rules } = await loadSlate(sport, slate.id);
      const buildId = crypto.randomUUID();
      const result = await run(
        { rules, players: asOptimizerPlayers(players), lineups: PREVIEW_LINEUPS, settings },
        { buildId },
      );
      return answer(buildId, PREVIEW_LINEUPS, result);
    },

    /** Players who could take a lineup's slot: eligible, not in it, not excluded, under the cap. */
    async swapCandidates(
      user: TAuthUser,
      sport: TSportCode,
      body: { slateId: string; lineup: string[]; slot: number },
    ): Promise<TSwapCandidate[]> {
      const { players, rules } = await loadSlate(sport, body.slateId);
      const slotRule = rules.slots[body.slot];
      if (!slotRule || body.lineup.length !== rules.slots.length)
        throw new AppError('VALIDATION', `lineup: a ${rules.name} lineup has ${rules.slots.length} slots`, {
          fields: ['lineup'],
        });
      const byEntry = new Map(
        players.flatMap((p) => [[p.id, p] as const, ...(p.captainId ? [[p.captainId, p] as const] : [])]),
      );
      const kindOf = (i: number) =>
        rules.kinds[rules.slots[i]!.kind] ?? { pointsMultiplier: 1, salaryMultiplier: 1 };
      const costIn = (p: (typeof players)[number], i: number) =>
        rules.slots[i]!.kind === 'CPT' && p.captainSalary !== null
          ? p.captainSalary
          : Math.round(p.salary * kindOf(i).salaryMultiplier);
      const members = body.lineup.map((id) => byEntry.get(id));
      if (members.some((m) => !m))
        throw new AppError('VALIDATION', 'lineup: a player is not on this slate', { fields: ['lineup'] });
      const inLineup = new Set(members.map((m) => m!.id));
      const others = members.reduce((sum, m, i) => (i === body.slot ? sum : sum + costIn(m!, i)), 0);
      const marks = await slateState.marksOf(user.id, body.slateId);
      const kind = kindOf(body.slot);
      return players
        .filter(
          (p) =>
            !inLineup.has(p.id) &&
            marks.get(p.id) !== 'exclude' &&
            (slotRule.kind !== 'CPT' || p.captainId !== null) &&
            normalizePositions(rules, p.positions).some((pos) => slotRule.positions.includes(pos)) &&
            others + costIn(p, body.slot) <= Number(rules.salaryCap),
        )
        .map((p) => ({
          id: slotRule.kind === 'CPT' && p.captainId ? p.captainId : p.id,
          name: p.name,
          team: p.team,
          positions: p.positions,
          slot: slotRule.name,
          salary: costIn(p, body.slot),
          projection: Math.round(p.projection * kind.pointsMultiplier * 100) / 100,
        }))
        .sort((a, b) => b.projection - a.projection)
        .slice(0, 40);
    },

    /** Late swap of an operator entries file: started players kept, the rest re-optimised. */
    async lateSwap(
      user: TAuthUser,
      sport: TSportCode,
      body: { slateId: string; csv: string; name?: string | undefined },
    ) {
      const { players, rules } = await loadSlate(sport, body.slateId);
      const name = body.name ?? 'DKEntries.csv';
      const stored = await slateState.state(user.id, body.slateId);
      const { settings, projections } = mergeSettings(user, sport, stored, undefined);
      const optimizerPlayers = asOptimizerPlayers(players, projections);
      const entries = importLineups(body.csv, name, rules, optimizerPlayers).lineups.length;
      plans.requireLineups(user, entries);
      // One optimizer search per entry: on a pool thread, under the build time limit.
      const out = await (
        await pool.get()
      )
        .lateSwap(
          { text: body.csv, fileName: name, rules, players: optimizerPlayers, now: Date.now(), settings },
          { timeLimitMs },
        )
        .catch((e: unknown) => {
          if (!(e instanceof TimeLimitError)) throw e;
          throw new AppError(
            'UNAVAILABLE',
            `The late swap was stopped at the time limit of ${Math.round(timeLimitMs / 100) / 10} s; try a file with fewer entries.`,
          );
        });
      if (out.entries.length === 0)
        throw new AppError(
          'VALIDATION',
          `csv: no entry could be read${out.issues[0] ? ` (line ${out.issues[0].line}: ${out.issues[0].reason})` : ''}`,
          {
            fields: ['csv'],
          },
        );
      return {
        csv: out.text,
        entries: out.entries.map((e) => ({
          line: e.line,
          entryId: e.entryId,
          kept: e.keptIds.length,
          changed: e.changed,
          message: e.message,
        })),
        issues: out.issues.map((i) => ({
          line: i.line,
          reason: i.column ? `${i.column}: ${i.reason}` : i.reason,
        })),
      };
    },
  };
}
export type TBuildsService = ReturnType<typeof createBuildsService>;

import crypto from 'node:crypto';
import {
  getRuleSet,
  importLineups,
  type BuildSettings,
  type LateSwapResult,
  type OptimizeInput,
} from '@dfs/optimizer';
import type {
  TBuildAnswer,
  TBuildSettings,
  TSlatePlayer,
  TSlateState,
  TSportCode,
  TSwapCandidate,
} from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import type { TJsonText } from '../../core/route';
import type { TRateLimiter } from '../../core/rate-limit';
import { userRoom, type TRealtime } from '../../realtime/realtime';
import { effectivePlan, plans } from '../plans';
import type { TSlatesRepository, TSlatesService, TSlateViewer } from '../slates';
import { SLATE_NOT_FOUND } from '../slates';
import {
  asOptimizerPlayers,
  excludingOutPlayers,
  mergeSettings,
  requireReachable,
  requireSettingsAllowed,
  SITE,
} from './build-input';
import type { TEncodedBuild } from './build-output';
import type { TBuildQueue, TJobClass, TJobOutput, TJobWork } from './build-queue';
import type { TOptimizerRepository } from './optimizer.repository';
import { combineFacts, lineupFacts, uploadedFacts, type TStartingLineup } from './player-facts';
import type { TSlateStateService } from './slate-state.service';
import { swapCandidates } from './swap-candidates';

/** Lineups of an anonymous preview build (the demo slate only). */
export const PREVIEW_LINEUPS = 3;
/** Preview builds per IP address in one rate-limit window. */
export const PREVIEW_BUILDS_PER_WINDOW = 30;
/**
 * Deterministic work budget of a build per class, in the solver's work units (about a tenth of a
 * microsecond each on this machine): a preview gets a small one (a 3-lineup preview uses about
 * 3,000), Free a moderate one (a few seconds), paid plans the solver's default, several times
 * what the largest realistic builds use (150 randomised lineups with stacks on real slates).
 */
export const WORK_BUDGET: Record<TJobClass, number> = {
  preview: 1_000_000,
  free: 10_000_000,
  paid: 100_000_000,
};
/** Workers last read longer ago than this (they are read every second) make the queue's health degraded. */
const WORKERS_STALE_MS = 10_000;
/** Wall-clock limit of a preview (at most BUILD_TIME_LIMIT_MS). */
export const PREVIEW_TIME_LIMIT_MS = 5_000;
const NO_LINEUP = 'No Lineup has been created!!';
const CANCELLED = 'Cancelled before it started.';

export type TBuildsDeps = {
  repo: TOptimizerRepository;
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
  slateState: TSlateStateService;
  queue: TBuildQueue;
  realtime: TRealtime;
  limiter: TRateLimiter;
  /** The starting lineups of games (the insights feeds): confirmed starters and batting orders. */
  startingLineups: (gameIds: string[]) => Promise<TStartingLineup[]>;
  /** Wall-clock limit of a build or late swap (BUILD_TIME_LIMIT_MS). */
  timeLimitMs: number;
};

/** A stored slate the caller may build on. */
type TLoadedSlate = NonNullable<Awaited<ReturnType<TSlatesRepository['get']>>>;

/** Who a queued job belongs to, its class, whose sockets hear it, and what cancels it. */
type TJobOptions = {
  id: string;
  owner: string;
  cls: TJobClass;
  userId?: string;
  signal?: AbortSignal | undefined;
};

/** The body of a swap-candidates call. */
type TSwapRequest = {
  slateId: string;
  lineup: string[];
  slot: number;
  lineups?: string[][] | undefined;
  lineupIndex?: number | undefined;
  settings?: TBuildSettings | undefined;
};

/**
 * Builds: the plan checks, the user's stored settings merged with the asked ones, the run in the
 * optimizer's worker pool with progress to the user's room, cancel, and the anonymous preview.
 */
export class BuildsService {
  constructor(private readonly deps: TBuildsDeps) {}

  /** POST {sport}/createbuild: the user's lineups on a slate. `signal` aborts when the client goes away. */
  async create(
    user: TAuthUser,
    sport: TSportCode,
    body: { slateId: string; lineups: number; settings?: TBuildSettings | undefined },
    signal?: AbortSignal,
  ) {
    requireSettingsAllowed(user, body.settings);
    plans.requireLineups(user, body.lineups);
    const { slate, players, rules } = await this.loadSlate(sport, body.slateId, user.id);
    const stored = await this.deps.slateState.state(user.id, slate.id);
    const { settings, projections } = mergeSettings(user, sport, stored, body.settings, players);
    requireReachable(rules, settings, body.lineups);
    const buildId = crypto.randomUUID();
    await this.claimSlot(user, buildId, slate, settings);
    let written = false;
    try {
      const result = await this.build(
        {
          rules,
          players: await this.optimizerPlayersOf(slate, players, stored, projections, settings),
          lineups: body.lineups,
          settings: excludingOutPlayers(players, settings, projections),
        },
        { id: buildId, owner: user.id, cls: classOf(user), userId: user.id, signal },
      );
      // A build its client abandoned (the request closed, so it was stopped) did not finish: its
      // lineups reached no one, so it is not kept and does not count against the plan's builds.
      const abandoned = signal?.aborted === true && result.status === 'cancelled';
      if (result.count > 0 && !abandoned) {
        await this.deps.repo.finishBuild(buildId, result.lineupsJson, result.count);
        written = true;
      }
      return answer(buildId, body.lineups, result);
    } finally {
      if (!written) await this.deps.repo.dropBuild(buildId);
    }
  }

  /**
   * Stores the answers of the user's builds on a slate whose server died after queuing them
   * (Redis: the worker kept the answer), so a reload on any instance shows them as the last
   * lineups. Builds a live instance still holds are left to it; one whose answer is gone
   * (its server died before a worker took it) stays empty and stops counting after 15 minutes.
   */
  async recoverBuilds(user: TAuthUser, slateId: string): Promise<number> {
    const { queue, repo } = this.deps;
    if (queue.mode !== 'redis') return 0;
    let adopted = 0;
    for (const id of await repo.emptyBuildIds(user.id, slateId)) {
      const left = await queue.recover(user.id, id);
      if (left.state !== 'done' || left.output.type !== 'build') continue;
      const { count, lineupsJson } = left.output.result;
      if (count === 0) await repo.dropBuild(id);
      else {
        await repo.finishBuild(id, lineupsJson, count);
        adopted++;
      }
    }
    return adopted;
  }

  /** Stops the user's build (or all of them), on any instance: each answers with the lineups found so far. */
  cancel(user: TAuthUser, buildId?: string): Promise<number> {
    return this.deps.queue.cancel(user.id, buildId);
  }

  /** The build queue now: jobs waiting and running, and how many can run at once. */
  queueStats() {
    return { mode: this.deps.queue.mode, ...this.deps.queue.stats() };
  }

  /**
   * The build queue as /api/health reports it: its capacity, jobs, the worker processes seen and
   * when; `problem` says why builds cannot run now (Redis: no worker process connected, or the
   * workers not read for a while), null when they can.
   */
  queueHealth() {
    const stats = this.queueStats();
    const seen = this.deps.queue.workers();
    const workers = seen && {
      count: seen.count,
      threads: seen.threads,
      checkedAt: seen.checkedAt === null ? null : new Date(seen.checkedAt).toISOString(),
    };
    let problem: string | null = null;
    if (seen && (seen.checkedAt === null || Date.now() - seen.checkedAt > WORKERS_STALE_MS))
      problem = 'The build workers have not been read from Redis for a while: builds may wait.';
    else if (seen && stats.capacity === 0)
      problem = 'No build worker is connected to Redis: builds wait until one starts (npm run worker).';
    return { builds: { ...stats, workers }, problem };
  }

  /** The plan's build allowance on a slate and what is used of it. */
  async usage(user: TAuthUser, slateId: string) {
    await this.deps.slates.requireSlate(user.id, slateId);
    const limits = plans.limits(user);
    return {
      slateId,
      builds: await this.deps.repo.buildCount(user.id, slateId),
      buildsAllowed: Number.isFinite(limits.buildsPerSlate) ? limits.buildsPerSlate : null,
      lineupsPerBuild: limits.lineupsPerBuild,
    };
  }

  /** The demo slate's players for the public preview (the cached answer). */
  async previewPlayers(sport: TSportCode) {
    const slate = await this.demoSlate(sport);
    return (await this.deps.slates.getPlayers(sport, slate.id, null)).encoded;
  }

  /**
   * An anonymous build of 3 lineups on the demo slate, rate-limited per IP address: a preview
   * job (lowest priority, a share of the threads, a small work budget and time limit) that
   * stops when the client goes away (`signal`).
   */
  async preview(
    sport: TSportCode,
    ip: string,
    settings: Pick<TBuildSettings, 'minUnique' | 'minSalary'> = {},
    signal?: AbortSignal,
  ) {
    await this.deps.limiter.consume(`preview-build:ip:${ip}`, PREVIEW_BUILDS_PER_WINDOW);
    // The demo slate is a DraftKings classic one: a hopeless rule set is refused before any read.
    requireReachable(getRuleSet('dk', sport, 'classic'), settings, PREVIEW_LINEUPS);
    const slate = await this.demoSlate(sport);
    const { players, rules } = await this.loadSlate(sport, slate.id, null);
    const buildId = crypto.randomUUID();
    const result = await this.build(
      { rules, players: asOptimizerPlayers(players), lineups: PREVIEW_LINEUPS, settings },
      { id: buildId, owner: `ip:${ip}`, cls: 'preview', signal },
      Math.min(this.deps.timeLimitMs, PREVIEW_TIME_LIMIT_MS),
    );
    return answer(buildId, PREVIEW_LINEUPS, result);
  }

  /**
   * Players who could take a lineup's slot, each with the rule of the build it would break
   * (swap-candidates.ts): the build's settings are the user's stored ones with the asked ones.
   */
  async swapCandidates(user: TAuthUser, sport: TSportCode, body: TSwapRequest): Promise<TSwapCandidate[]> {
    const { slate, players, rules } = await this.loadSlate(sport, body.slateId, user.id);
    const stored = await this.deps.slateState.state(user.id, body.slateId);
    const { settings, projections } = mergeSettings(user, sport, stored, body.settings, players);
    const withFacts = await this.optimizerPlayersOf(slate, players, stored, projections, settings);
    const lineups = body.lineups?.length ? body.lineups : [body.lineup];
    const lineupIndex = body.lineups?.length ? (body.lineupIndex ?? 0) : 0;
    if (lineupIndex >= lineups.length)
      throw new AppError('VALIDATION', `lineupIndex: there are ${lineups.length} lineups`, {
        fields: ['lineupIndex'],
      });
    return swapCandidates(
      {
        rules,
        players,
        settings: excludingOutPlayers(players, settings, projections),
        projections,
        facts: new Map(withFacts.map((p) => [p.id, p])),
        lineups,
        lineupIndex,
      },
      body.lineup,
      body.slot,
    );
  }

  /** Late swap of an operator entries file: started players kept, the rest re-optimised. */
  async lateSwap(
    user: TAuthUser,
    sport: TSportCode,
    body: { slateId: string; csv: string; name?: string | undefined },
    signal?: AbortSignal,
  ) {
    const { timeLimitMs } = this.deps;
    const { slate, players, rules } = await this.loadSlate(sport, body.slateId, user.id);
    const name = body.name ?? 'DKEntries.csv';
    const stored = await this.deps.slateState.state(user.id, body.slateId);
    const { settings, projections } = mergeSettings(user, sport, stored, undefined, players);
    const optimizerPlayers = await this.optimizerPlayersOf(slate, players, stored, projections, settings);
    const entries = importLineups(body.csv, name, rules, optimizerPlayers).lineups.length;
    plans.requireLineups(user, entries, 'entries');
    // One optimizer search per entry: a job of the build queue, under the build time limit.
    const id = crypto.randomUUID();
    const job = await this.submit(
      {
        type: 'lateSwap',
        input: {
          text: body.csv,
          fileName: name,
          rules,
          players: optimizerPlayers,
          now: Date.now(),
          settings,
        },
        timeLimitMs,
      },
      { id, owner: user.id, cls: classOf(user), userId: user.id, signal },
    );
    if (job === null) throw new AppError('CONFLICT', 'The late swap was cancelled before it started.');
    if (job.type === 'timedOut')
      throw new AppError(
        'UNAVAILABLE',
        `The late swap was stopped at the time limit of ${Math.round(timeLimitMs / 100) / 10} s; try a file with fewer entries.`,
      );
    if (job.type !== 'lateSwap') throw new Error('a late swap job answered a build');
    return lateSwapAnswer(job.result);
  }

  /** A slate the caller may build on (the slates' access guard: another user's own slate is unknown). */
  private async loadSlate(sport: TSportCode, slateId: string, viewer: TSlateViewer) {
    await this.deps.slates.requireSlate(viewer, slateId, sport);
    const slate = await this.deps.slatesRepo.get(slateId);
    if (!slate) throw new AppError('NOT_FOUND', SLATE_NOT_FOUND);
    const { data } = await this.deps.slates.getPlayers(sport, slateId, null);
    return { slate, players: data.players, rules: getRuleSet(SITE[slate.operator], sport, slate.gameType) };
  }

  /** The build's row, counted against the plan's builds per slate: a full allowance is refused. */
  private async claimSlot(
    user: TAuthUser,
    buildId: string,
    slate: TLoadedSlate,
    settings: BuildSettings,
  ): Promise<void> {
    const claimed = await this.deps.repo.claimBuild(
      {
        id: buildId,
        userId: user.id,
        slateId: slate.id,
        sport: slate.sport,
        kind: 'build',
        operator: slate.operator,
        gameType: slate.gameType,
        slateName: slate.name,
        name: `Build ${new Date().toISOString()}`,
        settings,
      },
      plans.limits(user).buildsPerSlate,
    );
    if (!claimed) plans.requireBuildSlot(user, Number.POSITIVE_INFINITY);
  }

  /**
   * The slate's players as the optimizer's, with the user's projections and the facts the lineup
   * rules read: the slate's starting lineups, overridden by the user's projection file.
   */
  private async optimizerPlayersOf(
    slate: { games: { gameId: string | null }[] },
    players: TSlatePlayer[],
    stored: TSlateState,
    projections: ReadonlyMap<string, number>,
    settings: BuildSettings,
  ) {
    // Only the ownership, starters and spacing rules read these facts: other builds share the
    // slate's one players list (sent to Redis once) and skip the starting-lineups read.
    if (!settings.ownership && settings.minStarters === undefined && !settings.spacing?.length)
      return asOptimizerPlayers(players, projections);
    const gameIds = slate.games.flatMap((g) => (g.gameId ? [g.gameId] : []));
    const fromSlate = lineupFacts(players, await this.deps.startingLineups(gameIds));
    return asOptimizerPlayers(players, projections, combineFacts(fromSlate, uploadedFacts(stored)));
  }

  /**
   * Runs a job through the build queue; a signed-in user's sockets hear its queue position and
   * progress. Null: cancelled before it started.
   */
  private submit(work: TJobWork, opts: TJobOptions): Promise<TJobOutput | null> {
    const room = opts.userId ? this.deps.realtime.io.to(userRoom(opts.userId)) : null;
    return this.deps.queue.submit({
      id: opts.id,
      owner: opts.owner,
      cls: opts.cls,
      work,
      signal: opts.signal,
      ...(room
        ? {
            onQueued: (position: number) => room.emit('buildQueued', { buildId: opts.id, position }),
            onProgress: (done: number, asked: number) =>
              room.emit('buildProgress', { buildId: opts.id, done, asked }),
          }
        : {}),
    });
  }

  /** A build's result: cancelled before it started when the queue answered null. */
  private async build(
    input: OptimizeInput,
    opts: TJobOptions,
    limitMs = this.deps.timeLimitMs,
  ): Promise<TEncodedBuild> {
    const out = await this.submit(
      {
        type: 'build',
        input: { ...input, settings: { ...input.settings, workBudget: WORK_BUDGET[opts.cls] } },
        timeLimitMs: limitMs,
      },
      opts,
    );
    if (out?.type === 'build') return out.result;
    return {
      status: 'cancelled',
      count: 0,
      lineupsJson: '[]',
      messages: [CANCELLED],
      stats: { ms: 0, searches: 0, nodes: 0, leafFallbacks: 0, work: 0 },
      budgetExhausted: false,
    };
  }

  /** The demo slate of a sport (a DraftKings classic one) the public preview builds on. */
  private async demoSlate(sport: TSportCode) {
    const list = await this.deps.slates.listSlates(sport, { operator: 'draftkings', gameType: 'classic' });
    const slate = list.find((s) => s.provider === 'demo') ?? list[0];
    if (!slate) throw new AppError('NOT_FOUND', SLATE_NOT_FOUND);
    return slate;
  }
}
export type TBuildsService = BuildsService;

/** The queue class of a signed-in user's job. */
function classOf(user: TAuthUser): TJobClass {
  return effectivePlan(user) === 'free' ? 'free' : 'paid';
}

/** A build's answer: the lineups as the operator's JSON, the outcome and its counts. */
function answer(
  buildId: string,
  asked: number,
  result: TEncodedBuild,
): { json: TJsonText<TBuildAnswer>; message: string } {
  const none = result.count === 0;
  const head: Omit<TBuildAnswer, 'allTeams' | 'messages' | 'stats'> = {
    buildId,
    status: none ? 1 : 0,
    outcome: result.status,
  };
  const tail: Pick<TBuildAnswer, 'messages' | 'stats'> = {
    messages: result.messages,
    stats: { ms: result.stats.ms, asked, built: result.count },
  };
  // The lineups go in as the build thread wrote them (build-output.ts).
  const json = `${JSON.stringify(head).slice(0, -1)},"allTeams":${result.lineupsJson},${JSON.stringify(tail).slice(1)}`;
  return { message: none ? NO_LINEUP : 'Team has been Created.', json };
}

/** The late swap's job output as the call's answer; an empty one is refused with the first issue. */
function lateSwapAnswer(out: LateSwapResult) {
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
      keptIds: e.keptIds,
      before: e.before,
      lineup: e.changed && e.lineup ? e.lineup.slots.map((x) => x.entryId) : null,
      changed: e.changed,
      locked: e.kept.map((m) => ({ slot: m.slot, id: m.playerId })),
      out: e.out.map((m) => ({ slot: m.slot, id: m.playerId })),
      in: e.in.map((m) => ({ slot: m.slot, id: e.lineup?.slots[m.slot]?.entryId ?? m.playerId })),
      projectionBefore: e.projectionBefore,
      projectionAfter: e.projectionAfter,
      message: e.message,
    })),
    issues: out.issues.map((i) => ({
      line: i.line,
      reason: i.column ? `${i.column}: ${i.reason}` : i.reason,
    })),
  };
}

import crypto from 'node:crypto';
import { getRuleSet } from '@dfs/optimizer';
import type {
  TLineup,
  TPortfolio,
  TPortfolioRequest,
  TSavedBuild,
  TSimLineup,
  TSimMetric,
  TSimulateRequest,
  TSimulation,
  TSportCode,
} from '@dfs/contracts';
import type { Contest } from '@dfs/simulator';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import { userRoom, type TRealtime } from '../../realtime/realtime';
import {
  asOptimizerPlayers,
  mergeSettings,
  SITE,
  type TBuildQueue,
  type TOptimizerRepository,
  type TSavedBuildsService,
  type TSlateStateService,
} from '../optimizer';
import { effectivePlan, plans } from '../plans';
import { SLATE_NOT_FOUND, type TSlatesRepository, type TSlatesService } from '../slates';
import { simContest } from './sim-contest';
import type { TPortfolioTaskOutput, TSimTaskInput, TSimTaskOutput } from './sim-task';
import type { TSimulationRepository, TSimulationRow } from './simulation.repository';
import { PORTFOLIO_TASK, SIM_TASK } from './task-kinds';

/**
 * Wall-clock limit of a simulation or portfolio job: the plan's largest run (150 lineups, a field
 * of 50,000, 20,000 iterations) takes well under a minute on one busy build thread.
 */
export const SIM_TIME_LIMIT_MS = 120_000;
/** Simulations kept per user: past it the oldest finished ones are deleted when one starts. */
export const SIMULATIONS_KEPT = 30;
/**
 * A running simulation younger than this is never judged orphaned: between its row's insert and
 * its queue entry (Redis: the owner lease) no instance holds it yet.
 */
const ORPHAN_GRACE_MS = 30_000;
/** What a simulation whose server stopped before it finished says. */
export const ORPHANED = 'The server running this simulation stopped before it finished; please run it again.';
const NO_SIM = 'No simulation with this id.';

type TRequest = Omit<TSimulateRequest, 'seed'> & { seed?: number | undefined };

/** A stored row as the contracts' answer. */
function toSimulation(row: TSimulationRow): TSimulation {
  const result = (row.result ?? {}) as Pick<TSimulation, 'lineups' | 'players' | 'stats'>;
  return {
    id: row.id,
    sport: row.sport,
    slateId: row.slateId,
    status: row.status,
    message: row.message,
    settings: row.settings as TSimulation['settings'],
    lineups: result.lineups ?? [],
    players: result.players ?? [],
    stats: result.stats ?? { ms: 0 },
    createdAt: row.createdAt.toISOString(),
  };
}

const METRIC: Record<TSimMetric, (l: TSimLineup) => number> = {
  roi: (l) => l.roi,
  win: (l) => l.win,
  cash: (l) => l.cash,
  projection: (l) => l.lineup.projection,
};

/** A simulation's or portfolio's slate, players, source lineups, contest and seed. */
type TPrepared = {
  lineups: TLineup[];
  contest: Contest;
  rules: ReturnType<typeof getRuleSet>;
  players: ReturnType<typeof asOptimizerPlayers>;
  seed: number;
};

export type TSimulationDeps = {
  repo: TSimulationRepository;
  optimizerRepo: TOptimizerRepository;
  slates: TSlatesService;
  slatesRepo: TSlatesRepository;
  slateState: TSlateStateService;
  saved: TSavedBuildsService;
  queue: TBuildQueue;
  realtime: TRealtime;
  /**
   * The longest a simulation job can live, queued and running (the queue's wait limit plus
   * SIM_TIME_LIMIT_MS): without Redis, a running row older than this that this instance does not
   * hold is orphaned.
   */
  maxJobLifeMs: number;
};

/**
 * The contest simulator in the app: Platinum only, with the plan's limits on iterations and field
 * size. A simulation or portfolio is a job of the one build queue (same fairness, per-user limit,
 * cancel), running on the build threads (`task` work, pool-worker.ts); its queue position and
 * progress go to the user's room as `simQueued` / `simProgress`.
 */
export class SimulationService {
  /** Rows created before this instance started cannot be held by its embedded queue. */
  private readonly startedAt = Date.now();
  /** Simulations and portfolios running or queued, per user (what a cancel without an id stops). */
  private readonly active = new Map<string, Set<string>>();

  constructor(private readonly deps: TSimulationDeps) {}

  /** POST {sport}/simulate: runs, stores and answers a simulation (`signal`: the client went away). */
  async simulate(user: TAuthUser, sport: TSportCode, body: TRequest, signal?: AbortSignal) {
    const { repo } = this.deps;
    const p = await this.prepare(user, sport, body);
    requireField(body.fieldSize, p.lineups.length);
    const id = crypto.randomUUID();
    const settings = settingsOf(body, p.contest, p.seed);
    await repo.insert({ id, userId: user.id, sport, slateId: body.slateId, settings, lineups: p.lineups });
    await repo.prune(user.id, SIMULATIONS_KEPT);
    const started = performance.now();
    const input: TSimTaskInput = { ...taskInput(p, body.iterations), lineups: p.lineups };
    let out: TSimTaskOutput | null;
    try {
      out = await this.runTask<TSimTaskOutput>(user, id, SIM_TASK, input, signal);
    } catch (e) {
      const message = e instanceof AppError ? e.message : 'The simulation failed.';
      await repo.finish(id, { status: 'failed', message, result: null });
      throw e;
    }
    if (out === null || 'problem' in out) {
      const row = await repo.finish(id, { status: 'cancelled', message: 'Cancelled.', result: null });
      return { data: toSimulation(row), message: 'Simulation cancelled.' };
    }
    const lineups = out.lineups.map((stats, i) => ({ lineup: p.lineups[i]!, ...stats }));
    const result = {
      lineups,
      players: out.players,
      stats: { ms: Math.round(performance.now() - started) },
    };
    const row = await repo.finish(id, { status: 'done', message: null, result });
    return { data: toSimulation(row), message: 'Simulation done.' };
  }

  /** One of the user's simulations; another user's id answers as unknown. */
  async get(user: TAuthUser, id: string): Promise<TSimulation> {
    const row = await this.deps.repo.get(user.id, id);
    if (!row) throw new AppError('NOT_FOUND', NO_SIM);
    return toSimulation(await this.recovered(user, row));
  }

  /** The user's latest simulation on the slate, or null. */
  async last(user: TAuthUser, slateId: string): Promise<TSimulation | null> {
    await this.deps.slates.requireSlate(user.id, slateId);
    const row = await this.deps.repo.last(user.id, slateId);
    return row ? toSimulation(await this.recovered(user, row)) : null;
  }

  /**
   * Stops the user's simulation (or all of them): queued ones are removed, running ones stopped,
   * on whichever instance queued them (the build queue reaches the others over Redis). Without
   * an id: the portfolios this instance runs and every simulation of the user still running.
   */
  async cancel(user: TAuthUser, id?: string): Promise<number> {
    const ids = id
      ? [id]
      : [...new Set([...(this.active.get(user.id) ?? []), ...(await this.deps.repo.runningIds(user.id))])];
    let cancelled = 0;
    for (const x of ids) cancelled += await this.deps.queue.cancel(user.id, x);
    return cancelled;
  }

  /** The best `count` lineups of a finished simulation by `metric`, saved as a new saved build. */
  async keep(
    user: TAuthUser,
    body: { simulationId: string; count: number; metric: TSimMetric; name: string },
  ): Promise<TSavedBuild> {
    plans.require(user, 'contestSim');
    const sim = await this.get(user, body.simulationId);
    if (sim.status !== 'done') throw new AppError('CONFLICT', 'This simulation has no results to keep.');
    if (body.count > sim.lineups.length)
      throw new AppError('VALIDATION', `count: the simulation has ${sim.lineups.length} lineups.`, {
        fields: ['count'],
      });
    const by = METRIC[body.metric];
    const best = sim.lineups
      .map((l, i) => ({ l, i }))
      .sort((a, b) => by(b.l) - by(a.l) || a.i - b.i)
      .slice(0, body.count)
      .map((x) => x.l.lineup);
    const summary = await this.deps.saved.save(user, {
      slateId: sim.slateId,
      name: body.name,
      allTeams: best,
    });
    return { ...summary, allTeams: best };
  }

  /** POST {sport}/buildPortfolio: `size` lineups of the source's chosen to enter together. */
  async portfolio(
    user: TAuthUser,
    sport: TSportCode,
    body: TPortfolioRequest & { seed?: number | undefined },
    signal?: AbortSignal,
  ): Promise<TPortfolio> {
    const p = await this.prepare(user, sport, body);
    if (body.size > p.lineups.length)
      throw new AppError('VALIDATION', `size: the source has ${p.lineups.length} lineups to choose from.`, {
        fields: ['size'],
      });
    requireField(body.fieldSize, body.size);
    const input = {
      ...taskInput(p, body.iterations),
      candidates: p.lineups,
      size: body.size,
      ...(body.maxExposure !== undefined ? { maxExposure: body.maxExposure } : {}),
    };
    const id = crypto.randomUUID();
    const out = await this.runTask<TPortfolioTaskOutput>(user, id, PORTFOLIO_TASK, input, signal);
    if (out === null || 'problem' in out) throw new AppError('CONFLICT', 'The portfolio was cancelled.');
    return {
      lineups: out.chosen.map((i) => p.lineups[i]!),
      candidates: p.lineups.length,
      roi: out.roi,
      baselineRoi: out.baselineRoi,
      gain: out.gain,
    };
  }

  /** The slate, its players as the optimizer's (with the user's own projections), the source's lineups. */
  private async prepare(user: TAuthUser, sport: TSportCode, body: TRequest): Promise<TPrepared> {
    plans.requireSimulation(user, body);
    await this.deps.slates.requireSlate(user.id, body.slateId, sport);
    const slate = await this.deps.slatesRepo.get(body.slateId);
    if (!slate) throw new AppError('NOT_FOUND', SLATE_NOT_FOUND);
    const lineups = await this.sourceLineups(user, body);
    if (lineups.length === 0)
      throw new AppError('VALIDATION', 'source: there are no lineups to simulate; build some first.', {
        fields: ['source'],
      });
    const contest = simContest(body.contest, body.fieldSize);
    const { data } = await this.deps.slates.getPlayers(sport, slate.id, null);
    const stored = await this.deps.slateState.state(user.id, slate.id);
    const { projections } = mergeSettings(user, sport, stored, undefined, data.players);
    return {
      lineups,
      contest,
      rules: getRuleSet(SITE[slate.operator], sport, slate.gameType),
      players: asOptimizerPlayers(data.players, projections),
      seed: body.seed ?? crypto.randomInt(0, 2 ** 31 - 1),
    };
  }

  /** The lineups a request names: the user's last build on the slate, or one of their saved builds. */
  private async sourceLineups(user: TAuthUser, body: TRequest): Promise<TLineup[]> {
    const { optimizerRepo } = this.deps;
    if (body.source.from === 'last')
      return (await optimizerRepo.getLast(user.id, { slateId: body.slateId }))?.lineups ?? [];
    const saved = await optimizerRepo.getSaved(user.id, body.source.buildId);
    if (!saved || saved.slateId !== body.slateId)
      throw new AppError('NOT_FOUND', 'No saved build with this id on this slate.');
    return saved.lineups;
  }

  /** Runs a task on the build queue; null when cancelled, else its answer (or throws). */
  private async runTask<T>(user: TAuthUser, id: string, kind: string, input: unknown, signal?: AbortSignal) {
    const room = this.deps.realtime.io.to(userRoom(user.id));
    const mine = this.active.get(user.id) ?? new Set<string>();
    this.active.set(user.id, mine.add(id));
    try {
      const out = await this.deps.queue.submit({
        id,
        owner: user.id,
        cls: effectivePlan(user) === 'free' ? 'free' : 'paid',
        work: { type: 'task', kind, input, timeLimitMs: SIM_TIME_LIMIT_MS },
        signal,
        onQueued: (position) => room.emit('simQueued', { simulationId: id, position }),
        onProgress: (done, total) => room.emit('simProgress', { simulationId: id, done, total }),
      });
      if (out === null || (out.type === 'task' && out.outcome.status === 'cancelled')) return null;
      if (out.type !== 'task' || out.outcome.status !== 'done')
        throw new AppError(
          'UNAVAILABLE',
          `The simulation was stopped at the time limit of ${SIM_TIME_LIMIT_MS / 1000} s; use fewer iterations or a smaller field.`,
        );
      const result = out.outcome.result as T | { problem: string; field?: string };
      if (result && typeof result === 'object' && 'problem' in result)
        throw new AppError('VALIDATION', result.problem, { fields: [result.field ?? 'source'] });
      return result;
    } finally {
      mine.delete(id);
      if (mine.size === 0) this.active.delete(user.id);
    }
  }

  /**
   * A row still `running` that no live instance holds (its server died): with Redis, the answer a
   * worker stored is adopted (taken once, so one instance writes it), else it fails with
   * ORPHANED; without Redis, a row this instance does not hold fails once it was created before
   * this instance started or is older than any job can live. Any other row is answered as it is.
   */
  private async recovered(user: TAuthUser, row: TSimulationRow): Promise<TSimulationRow> {
    const age = Date.now() - row.createdAt.getTime();
    if (row.status !== 'running' || this.active.get(user.id)?.has(row.id) || age < ORPHAN_GRACE_MS)
      return row;
    const left = await this.deps.queue.recover(user.id, row.id);
    if (left.state === 'held') return row;
    let end: TRunningEnd = { status: 'failed', message: ORPHANED, result: null };
    if (this.deps.queue.mode === 'redis') end = adoptedEnd(left, row, age) ?? end;
    else if (row.createdAt.getTime() >= this.startedAt && age < this.deps.maxJobLifeMs) return row;
    const { repo } = this.deps;
    return (await repo.finishRunning(row.id, end)) ?? (await repo.get(user.id, row.id)) ?? row;
  }
}
export type TSimulationService = SimulationService;

type TRunningEnd = Parameters<TSimulationRepository['finishRunning']>[1];
type TRecovered = Awaited<ReturnType<TBuildQueue['recover']>>;

/** With Redis, the finished answer a worker stored for an orphaned row, or null if there is none. */
function adoptedEnd(left: TRecovered, row: TSimulationRow, age: number): TRunningEnd | null {
  const out = left.state === 'done' && left.output.type === 'task' ? left.output.outcome : null;
  if (out?.status !== 'done') return null;
  const answer = out.result as TSimTaskOutput;
  if ('problem' in answer) return null;
  const sourced = row.lineups as TLineup[];
  const lineups = answer.lineups.map((stats, i) => ({ lineup: sourced[i]!, ...stats }));
  return { status: 'done', message: null, result: { lineups, players: answer.players, stats: { ms: age } } };
}

function taskInput(p: TPrepared, iterations: number) {
  return { rules: p.rules, players: p.players, contest: p.contest, iterations, seed: p.seed };
}

function settingsOf(body: TRequest, contest: Contest, seed: number): TSimulation['settings'] {
  return {
    source: body.source,
    preset: body.contest.kind === 'preset' ? body.contest.preset : null,
    entryFee: contest.entryFee,
    fieldSize: contest.fieldSize,
    payouts: contest.payouts,
    iterations: body.iterations,
    seed,
  };
}

function requireField(fieldSize: number, entered: number) {
  if (fieldSize < entered)
    throw new AppError(
      'VALIDATION',
      `fieldSize: a field of ${fieldSize} entries is smaller than your ${entered} lineups.`,
      { fields: ['fieldSize'] },
    );
}

import { TaskStopped, type OptimizerPlayer, type RuleSet, type WorkerTaskContext } from '@dfs/optimizer';
import {
  buildModel,
  choosePortfolio,
  PortfolioInputError,
  lineupProblems,
  resolveLineup,
  simulateContest,
  type Contest,
  type LineupStats,
  type Members,
  type SimLineup,
  type SimModel,
} from '@dfs/simulator';

// The contest simulator's work on a build thread (registered in pool-worker.ts). Everything heavy
// happens here: the model (its ownership is a drawn field of 5,000 lineups), the field and the
// iterations. The input is plain data, so the same job runs on this process's threads or, with
// REDIS_URL, on a worker process's.

/** What the server sends a simulation task. */
export type TSimTaskInput = {
  rules: RuleSet;
  players: OptimizerPlayer[];
  /** The user's lineups (operator ids and slot names). */
  lineups: SimLineup[];
  contest: Contest;
  iterations: number;
  seed: number;
};

/** What it answers: per lineup, in the order given, and per model player; or the input's problem. */
export type TSimTaskOutput =
  | {
      lineups: LineupStats[];
      players: {
        id: string;
        name: string;
        team: string;
        position: string;
        salary: number;
        projection: number;
        ownership: number;
        captainOwnership: number;
        optimalRate: number;
        leverage: number;
      }[];
    }
  | { problem: string };

/** A portfolio task: the candidates are the source's lineups. */
export type TPortfolioTaskInput = Omit<TSimTaskInput, 'lineups'> & {
  candidates: SimLineup[];
  size: number;
  maxExposure?: number;
};

export type TPortfolioTaskOutput =
  { chosen: number[]; roi: number; baselineRoi: number; gain: number } | { problem: string; field?: string };

/** The input's lineups as model members; the first one the rule set refuses is the problem. */
function members(model: SimModel, lineups: SimLineup[]): Members[] | string {
  const out: Members[] = [];
  for (const [i, lineup] of lineups.entries()) {
    try {
      const m = resolveLineup(model, lineup, `Lineup ${i + 1}`);
      const problems = lineupProblems(model, m);
      if (problems.length)
        return `Lineup ${i + 1} is not a valid ${model.rules.name} lineup: ${problems.join('; ')}.`;
      out.push(m);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return out;
}

function modelOf(input: Omit<TSimTaskInput, 'lineups'>, lineups: SimLineup[]): SimModel {
  const include = new Set(lineups.flatMap((l) => l.players.map((p) => String(p.id))));
  return buildModel(input.rules, input.players, { include });
}

/**
 * A task's first step, shared by both kinds: progress 0, the model, and the lineups as members
 * (or the first one's problem); a task cancelled meanwhile stops here.
 */
function started(
  input: Omit<TSimTaskInput, 'lineups'>,
  lineups: SimLineup[],
  context: WorkerTaskContext,
): { model: SimModel; members: Members[] } | { problem: string } {
  context.onProgress(0, input.iterations);
  const model = modelOf(input, lineups);
  const resolved = members(model, lineups);
  if (typeof resolved === 'string') return { problem: resolved };
  if (context.stopped()) throw new TaskStopped();
  return { model, members: resolved };
}

/** Progress that also stops the run when the caller cancelled (checked at every report). */
function progress(context: WorkerTaskContext, iterations: number) {
  return (phase: string, done: number, total: number): void => {
    if (context.stopped()) throw new TaskStopped();
    if (phase === 'field') context.onProgress(0, iterations);
    else context.onProgress(Math.round((done / total) * iterations), iterations);
  };
}

/** Runs one contest simulation. */
export function runSimulationTask(raw: unknown, context: WorkerTaskContext): TSimTaskOutput {
  const input = raw as TSimTaskInput;
  const start = started(input, input.lineups, context);
  if ('problem' in start) return start;
  const { model, members: lineups } = start;
  const result = simulateContest({
    model,
    lineups,
    contest: input.contest,
    iterations: input.iterations,
    seed: input.seed,
    onProgress: progress(context, input.iterations),
  });
  return {
    lineups: result.lineups,
    players: model.players.map((p, i) => ({
      id: p.id,
      name: p.name,
      team: p.team,
      position: p.operatorPositions.join('/'),
      salary: p.salary,
      projection: p.mean,
      ownership: p.ownership,
      captainOwnership: p.captainOwnership,
      optimalRate: result.players[i]!.optimalRate,
      leverage: result.players[i]!.leverage,
    })),
  };
}

/** Chooses a portfolio of `size` from the candidates. */
export function runPortfolioTask(raw: unknown, context: WorkerTaskContext): TPortfolioTaskOutput {
  const input = raw as TPortfolioTaskInput;
  const start = started(input, input.candidates, context);
  if ('problem' in start) return start;
  const { model, members: candidates } = start;
  let result: ReturnType<typeof choosePortfolio>;
  try {
    result = choosePortfolio({
      model,
      candidates,
      size: input.size,
      ...(input.maxExposure !== undefined ? { maxExposure: input.maxExposure } : {}),
      contest: input.contest,
      iterations: input.iterations,
      seed: input.seed,
      onProgress: progress(context, input.iterations),
    });
  } catch (e) {
    // What the user asked cannot be made (an exposure cap too tight for the pool): a clear 400.
    if (e instanceof PortfolioInputError) return { problem: e.message, field: e.field };
    throw e;
  }
  return { chosen: result.chosen, roi: result.roi, baselineRoi: result.baselineRoi, gain: result.gain };
}

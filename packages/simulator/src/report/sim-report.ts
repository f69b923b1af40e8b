import type { GameType, Site, Sport } from '@dfs/optimizer';
import type { Contest } from '../contest/contest';
import type { LineupStats, SimulationResult } from '../engine/simulate';
import { toSimLineup, type Members, type SimLineup } from '../field/lineup';
import { modelCorrelations, type SimModel } from '../model/sim-model';

/** One model player in sim.json (his plain / FLEX id); rates are fractions. */
export type SimReportPlayer = {
  id: string;
  name: string;
  team: string;
  position: string;
  mean: number;
  sd: number;
  floor: number;
  ownership: number;
  cptOwnership?: number;
  optimalRate: number;
  leverage: number;
};

/** The answer of a simulation as sim.json holds it (the CLI's output and the server's result). */
export type SimReport = {
  site: Site;
  sport: Sport;
  gameType: GameType;
  iterations: number;
  seed: number;
  contest: Contest;
  model: { players: SimReportPlayer[]; correlations: { a: string; b: string; rho: number }[] };
  field: SimLineup[];
  lineups: (SimLineup & LineupStats)[];
  draws?: { id: string; points: number[] }[];
  stats: { ms: number };
};

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** Builds sim.json from a finished simulation. `ms` is the caller's measure (the package has no clock). */
export function simReport(args: {
  model: SimModel;
  slate: { site: Site; sport: Sport; gameType: GameType };
  contest: Contest;
  iterations: number;
  seed: number;
  lineups: Members[];
  result: SimulationResult;
  ms: number;
}): SimReport {
  const { model, result } = args;
  const players = model.players.map((p, i): SimReportPlayer => ({
    id: p.id,
    name: p.name,
    team: p.team,
    position: p.operatorPositions.join('/'),
    mean: round6(p.mean),
    sd: round6(p.sd),
    floor: round6(p.floor),
    ownership: round6(p.ownership),
    ...(model.hasCaptain ? { cptOwnership: round6(p.captainOwnership) } : {}),
    optimalRate: result.players[i]!.optimalRate,
    leverage: result.players[i]!.leverage,
  }));
  return {
    site: args.slate.site,
    sport: args.slate.sport,
    gameType: args.slate.gameType,
    iterations: args.iterations,
    seed: args.seed,
    contest: args.contest,
    model: { players, correlations: modelCorrelations(model) },
    field: result.field.map((m) => toSimLineup(model, m)),
    lineups: args.lineups.map((m, i) => ({ ...toSimLineup(model, m), ...result.lineups[i]! })),
    ...(result.draws
      ? { draws: model.players.map((p, i) => ({ id: p.id, points: Array.from(result.draws![i]!) })) }
      : {}),
    stats: { ms: Math.round(args.ms * 100) / 100 },
  };
}

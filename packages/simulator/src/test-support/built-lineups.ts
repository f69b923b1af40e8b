import {
  optimize,
  points,
  toJsonLineup,
  type Lineup,
  type OptimizerPlayer,
  type RuleSet,
} from '@dfs/optimizer';
import { resolveLineup, type Members } from '../field/lineup';
import { buildModel } from '../model/sim-model';
import type { SimModel } from '../model/sim-model.types';

/** The optimizer's lineups in model terms, each named `${label} ${n}` in an error. */
export function resolveBuilt(model: SimModel, built: Lineup[], label: string): Members[] {
  return built.map((l, i) => resolveLineup(model, toJsonLineup(l), `${label} ${i + 1}`));
}

/**
 * `count` optimizer lineups on the slate with every StdDev 0, so each lineup scores exactly its
 * projection in any simulation: the built lineups, the model, and the lineups in model terms.
 */
export function exactBuild(rules: RuleSet, players: OptimizerPlayer[], count: number) {
  const exact = players.map((p) => ({ ...p, stdDev: points(0) }));
  const built = optimize({ rules, players: exact, lineups: count }).lineups;
  const model = buildModel(rules, exact);
  return { built, model, lineups: resolveBuilt(model, built, 'lineup') };
}

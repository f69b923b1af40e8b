import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';
import { createRng } from '../solver/prng';

// Random draws of the lineup rules for the judges' tests, and the player data they read
// (ownership, confirmed starters, batting orders) added to a generated pool by a seed.

/** The pool with ownership (0 to 30%, some none), confirmed starters and MLB batting orders. */
export function withRuleData(rules: RuleSet, pool: OptimizerPlayer[], seed: number): OptimizerPlayer[] {
  const rng = createRng(seed);
  const order = new Map<string, number>();
  return pool.map((p) => {
    const pitcher = p.positions.some((x) => ['P', 'SP', 'RP'].includes(x));
    let battingOrder: number | null = null;
    if (rules.sport === 'mlb' && !pitcher && rng() < 0.9) {
      const next = (order.get(p.team) ?? Math.floor(rng() * 9)) + 1;
      order.set(p.team, next);
      battingOrder = ((next - 1) % 9) + 1;
    }
    return {
      ...p,
      ownership: rng() < 0.9 ? Math.round(rng() * 300) / 1000 : null,
      confirmed: rng() < 0.75,
      battingOrder,
    };
  });
}

/**
 * Lineup rules drawn for a pool (each with some probability), written with operator labels, on
 * top of `base` (whose stacks may get a max exposure).
 */
export function drawExtra(
  rules: RuleSet,
  pool: OptimizerPlayer[],
  seed: number,
  base: BuildSettings,
): BuildSettings {
  const rng = createRng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
  const labels = [...new Set(pool.flatMap((p) => p.positions))];
  const n = rules.slots.length;
  const single = rules.gameType === 'single';
  const out: BuildSettings = { ...base };
  if (rng() < 0.3) {
    const players = Array.from({ length: 3 }, () => pick(pool).id);
    const when = rng() < 0.4 ? { players: [pick(pool).id] } : undefined;
    out.groups = [{ players, ...(rng() < 0.5 ? { max: 1 } : { min: 1 }), ...(when ? { when } : {}) }];
  }
  if (rng() < 0.3)
    out.pairs = [
      {
        positions: [pick(labels)],
        with: [pick(labels)],
        team: rng() < 0.5 ? 'same' : 'opponent',
        ...(rng() < 0.6 ? { max: Math.floor(rng() * 2) } : { min: 1 }),
      },
    ];
  if (rng() < 0.25) out.teamCount = single ? { min: 2 } : rng() < 0.5 ? { min: 4 } : { max: 4 };
  if (rng() < 0.25) out.gameStacks = [{ count: single ? n - 1 : 4, minPerTeam: 1 }];
  if (rng() < 0.25) out.teamExposures = rng() < 0.5 ? { max: 0.5 } : { byTeam: { [pick(pool).team]: 0.25 } };
  if (rng() < 0.3) out.ownership = rng() < 0.5 ? { maxTotal: n * 12 } : { maxAverage: 11 };
  if (rng() < 0.25) out.minStarters = n - 2;
  if (rules.sport === 'mlb' && rng() < 0.5)
    out.spacing = [
      { positions: labels.filter((x) => !['P', 'SP', 'RP'].includes(x)), within: 3 + Math.floor(rng() * 3) },
    ];
  if (rng() < 0.3) out.positionCounts = { [pick(labels)]: rng() < 0.5 ? { max: 1 } : { min: 2 } };
  if (base.stacks?.length && rng() < 0.4)
    out.stacks = base.stacks.map((s, i) => (i === 0 ? { ...s, maxExposure: 0.5 } : s));
  return out;
}

import type { OptimizerPlayer } from '../model/player.types';
import { points, salary } from '../model/units';
import type { RuleSet } from '../rules/rule-set.types';
import { createRng } from '../solver/prng';

/** Operator positions a generated player may have, per rule set (multi-position where the operator has them). */
function positionMenu(rules: RuleSet, rng: () => number): string[][] {
  const base = rules.slots.filter((s) => s.kind === 'BASE');
  const single = [...new Set(base.flatMap((s) => s.positions))];
  const key = `${rules.site}-${rules.sport}`;
  const extra: Record<string, string[][]> = {
    'dk-nba': [
      ['PG', 'SG'],
      ['SG', 'SF'],
      ['SF', 'PF'],
      ['PF', 'C'],
    ],
    'fd-nba': [
      ['PG', 'SG'],
      ['SF', 'PF'],
    ],
    'dk-mlb': [
      ['1B', 'OF'],
      ['2B', 'SS'],
      ['1B', '3B'],
    ],
    'fd-mlb': [
      ['C', '1B'],
      ['2B', 'SS'],
      ['1B', 'OF'],
    ],
    'dk-nhl': [['LW', 'RW']],
  };
  const map = (p: string): string => (rules.sport === 'nhl' && p === 'W' ? (rng() < 0.5 ? 'LW' : 'RW') : p);
  const menu = single.map((p) => [map(p)]);
  if (rules.sport === 'mlb' && rules.site === 'dk') menu.push(['SP'], ['RP']);
  return [
    ...menu.filter((m) => !(rules.site === 'dk' && rules.sport === 'mlb' && m[0] === 'P')),
    ...(extra[key] ?? []),
  ];
}

export type PoolOptions = { persons: number; games: number; seed: number; ties?: boolean };

/**
 * A seeded random player pool for any rule set: every slot has enough eligible players,
 * salaries are in $100 steps scaled to the cap, and projections loosely follow salary.
 */
export function randomPool(rules: RuleSet, options: PoolOptions): OptimizerPlayer[] {
  const rng = createRng(options.seed);
  const games = rules.gameType === 'single' ? 1 : options.games;
  const teams = Array.from({ length: games * 2 }, (_, i) => `T${i}`);
  const menu = positionMenu(rules, rng);
  const basePositions = [...new Set(rules.slots.flatMap((s) => s.positions))];
  const perSlot = rules.salaryCap / rules.slots.length;
  const players: OptimizerPlayer[] = [];
  const add = (positions: string[]): void => {
    const i = players.length;
    const t = Math.floor(rng() * teams.length);
    const g = Math.floor(t / 2);
    const team = teams[t] ?? 'T0';
    const opponent = teams[t % 2 === 0 ? t + 1 : t - 1] ?? 'T1';
    const sal = Math.max(100, Math.round((perSlot * (0.45 + rng() * 1.2)) / 100) * 100);
    let proj = (sal / 1000) * (2 + rng() * 4) - (rng() < 0.05 ? 3 : 0);
    if (options.ties) proj = Math.round(proj);
    else proj = Math.round(proj * 100) / 100;
    const p: OptimizerPlayer = {
      id: `p${i}`,
      name: `Player ${i}`,
      team,
      opponent,
      game: `${teams[2 * g]}@${teams[2 * g + 1]}`,
      positions,
      salary: salary(sal),
      projection: points(proj),
      floor: points(Math.round(proj * 0.5 * 100) / 100),
      ceiling: points(Math.round(proj * 1.6 * 100) / 100),
    };
    if (rules.site === 'dk' && rules.gameType === 'single') {
      p.kindIds = { BASE: `p${i}`, CPT: `c${i}` };
      p.kindSalaries = { CPT: salary(Math.round(sal * 1.5)) };
    }
    players.push(p);
  };
  // Enough players for each position, then random extras.
  for (const pos of basePositions) {
    const need = rules.slots.filter((s) => s.positions.length === 1 && s.positions[0] === pos).length + 1;
    const opts = menu.filter((m) => m.some((x) => (rules.positionAliases[x] ?? x) === pos));
    for (let k = 0; k < need; k++) add(opts[0] ?? [pos]);
  }
  while (players.length < options.persons) add(menu[Math.floor(rng() * menu.length)] ?? ['UTIL']);
  return players;
}

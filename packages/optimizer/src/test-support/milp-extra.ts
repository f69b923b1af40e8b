import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings, StackRule } from '../solver/build-input.types';
import { partAccepts } from './lineup-check';
import { gameOf, named, plays } from './extra-check';

// Rows of the MILP judge for the lineup rules, written on y[p] (the sum of a player's slot
// variables: a captain is his player) with big-M switches where a rule only holds sometimes.

export type Term = { name: string; coef: number };
export type Bnds = { type: number; ub: number; lb: number };
export type RowSink = {
  pool: OptimizerPlayer[];
  rules: RuleSet;
  /** A player's slot variables (empty when he is excluded). */
  y: (p: OptimizerPlayer) => Term[];
  row: (name: string, vars: Term[], bnds: Bnds) => void;
  binary: (name: string) => void;
  up: (ub: number) => Bnds;
  lo: (lb: number) => Bnds;
};

const scale = (terms: Term[], k: number): Term[] => terms.map((t) => ({ name: t.name, coef: t.coef * k }));
const sumY = (s: RowSink, f: (p: OptimizerPlayer) => boolean): Term[] => s.pool.filter(f).flatMap(s.y);

/** Every lineup rule as rows. */
export function extraRows(s: RowSink, settings: BuildSettings): void {
  const M = s.rules.slots.length;
  (settings.groups ?? []).forEach((g, k) => {
    const members = sumY(s, (p) => g.players.some((id) => named(p, id)));
    if (!g.when) {
      s.row(`grp${k}_min`, members, s.lo(g.min ?? 0));
      s.row(`grp${k}_max`, members, s.up(g.max ?? M));
      return;
    }
    // a = 0 keeps the trigger under its minimum; a = 1 enforces the group.
    const a = `grpa${k}`;
    s.binary(a);
    const when = sumY(s, (p) => g.when!.players.some((id) => named(p, id)));
    s.row(`grp${k}_when`, [...when, { name: a, coef: -M }], s.up((g.when.min ?? 1) - 1));
    s.row(`grp${k}_max`, [...members, { name: a, coef: M }], s.up((g.max ?? M) + M));
    s.row(`grp${k}_min`, [...members, { name: a, coef: -(g.min ?? 0) }], s.lo(0));
  });
  (settings.pairs ?? []).forEach((r, k) => pairRows(s, r, k, M));
  teamCountRows(s, settings, M);
  (settings.gameStacks ?? []).forEach((g, k) => {
    const games = g.games?.length ? g.games.map((x) => x.toUpperCase()) : [...new Set(s.pool.map(gameOf))];
    const picks = games.map((game, gi) => {
      const z = `gs${k}_${gi}`;
      s.binary(z);
      s.row(`${z}_n`, [...sumY(s, (p) => gameOf(p) === game), { name: z, coef: -g.count }], s.lo(0));
      const teams = [...new Set(s.pool.filter((p) => gameOf(p) === game).map((p) => p.team))];
      // A game listing one team only cannot give minPerTeam of two.
      if ((g.minPerTeam ?? 0) > 0 && teams.length < 2) s.row(`${z}_two`, [{ name: z, coef: 1 }], s.up(0));
      teams.forEach((t, ti) =>
        s.row(
          `${z}_t${ti}`,
          [...sumY(s, (p) => p.team === t), { name: z, coef: -(g.minPerTeam ?? 0) }],
          s.lo(0),
        ),
      );
      return { name: z, coef: 1 };
    });
    s.row(`gs${k}`, picks, s.lo(1));
  });
  const own = s.pool.flatMap((p) => scale(s.y(p), (p.ownership ?? 0) * 100));
  if (settings.ownership?.maxTotal !== undefined) s.row('own', own, s.up(settings.ownership.maxTotal + 1e-7));
  if (settings.ownership?.maxAverage !== undefined)
    s.row('ownavg', own, s.up(settings.ownership.maxAverage * M + 1e-7));
  if (settings.minStarters)
    s.row(
      'starters',
      sumY(s, (p) => p.confirmed === true),
      s.lo(settings.minStarters),
    );
  (settings.spacing ?? []).forEach((r, k) => spacingRows(s, r.positions, r.within, k));
  Object.entries(settings.positionCounts ?? {}).forEach(([pos, c], k) => {
    const n = sumY(s, (p) => plays(s.rules, p, [pos]));
    s.row(`pc${k}_min`, n, s.lo(c.min ?? 0));
    s.row(`pc${k}_max`, n, s.up(c.max ?? M));
  });
}

function pairRows(s: RowSink, r: NonNullable<BuildSettings['pairs']>[number], k: number, M: number): void {
  s.pool.forEach((a, ai) => {
    if (!plays(s.rules, a, r.positions) || !s.y(a).length) return;
    const team = r.team === 'same' ? a.team : a.opponent;
    const mates = sumY(s, (b) => b !== a && b.team === team && plays(s.rules, b, r.with));
    const ya = s.y(a);
    // With a in the lineup: mates <= max and mates >= min; without him nothing.
    s.row(`pr${k}_${ai}_max`, [...mates, ...scale(ya, M)], s.up((r.max ?? M) + M));
    s.row(`pr${k}_${ai}_min`, [...mates, ...scale(ya, -(r.min ?? 0))], s.lo(0));
  });
}

function teamCountRows(s: RowSink, settings: BuildSettings, M: number): void {
  if (!settings.teamCount) return;
  const teams = [...new Set(s.pool.map((p) => p.team))];
  const used = teams.map((t, ti) => {
    const u = `tc_${ti}`;
    s.binary(u);
    const ys = sumY(s, (p) => p.team === t);
    s.row(`${u}_up`, [...ys, { name: u, coef: -M }], s.up(0));
    s.row(`${u}_lo`, [...ys, { name: u, coef: -1 }], s.lo(0));
    return { name: u, coef: 1 };
  });
  s.row('tc_min', used, s.lo(settings.teamCount.min ?? 0));
  s.row('tc_max', used, s.up(settings.teamCount.max ?? M));
}

/** Each team's fitting players with a batting order inside one window of `within` spots. */
function spacingRows(s: RowSink, positions: string[], within: number, k: number): void {
  const fits = s.pool.filter((p) => plays(s.rules, p, positions) && p.battingOrder);
  for (const [ti, t] of [...new Set(fits.map((p) => p.team))].entries()) {
    const windows = Array.from({ length: 9 }, (_, w) => `sp${k}_${ti}_${w}`);
    windows.forEach((w) => s.binary(w));
    s.row(
      `sp${k}_${ti}`,
      windows.map((name) => ({ name, coef: 1 })),
      s.up(1),
    );
    for (const p of fits.filter((q) => q.team === t)) {
      const o = (p.battingOrder as number) - 1;
      const covering = windows.filter((_, w) => (o - w + 9) % 9 < within);
      // A player of the team in the lineup needs the chosen window to cover his spot.
      for (const v of s.y(p))
        s.row(`sp${k}_${ti}_${v.name}`, [v, ...covering.map((name) => ({ name, coef: -1 }))], s.up(0));
    }
  }
}

/**
 * Rows that keep `team` from meeting the stack (its cap is reached): by Hall's theorem the
 * stack's part units cannot all get distinct players exactly when some set of parts has fewer
 * fitting lineup players than places, so one such set is chosen (binary per subset).
 */
export function stackBanRows(s: RowSink, stack: StackRule, team: string, label: string): void {
  const opp = s.pool.find((p) => p.team === team && p.opponent)?.opponent;
  const parts = stack.parts;
  const M = s.rules.slots.length;
  const picks: Term[] = [];
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const chosen = parts.filter((_, i) => mask & (1 << i));
    const places = chosen.reduce((n, p) => n + p.count, 0);
    const fit = sumY(s, (p) =>
      chosen.some(
        (part) => p.team === (part.fromOpponent ? opp : team) && partAccepts(s.rules, part.positions, p),
      ),
    );
    const u = `${label}_${mask}`;
    s.binary(u);
    s.row(`${u}_hall`, [...fit, { name: u, coef: M }], s.up(places - 1 + M));
    picks.push({ name: u, coef: 1 });
  }
  s.row(label, picks, s.lo(1));
}

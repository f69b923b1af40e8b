import type { BuildSettings, StackRule } from '../solver/build-input.types';
import { pairSide } from '../solver/format';
import type { RuleSet } from './rule-set.types';

// Rules of one finished lineup read plainly, without the solver's tables: the judges of the
// solver's tests and the server's swap check (which rule a manual swap would break) share them.

/** What the checks read of a player. */
export type LineupRulePlayer = { team: string; opponent?: string | null; positions: readonly string[] };

const norm = (rules: RuleSet, p: string): string => rules.positionAliases[p.toUpperCase()] ?? p.toUpperCase();

/**
 * True when a part of a stack (written with operator labels or the rule set's aliases) accepts a
 * player: both sides are read in the rule set's vocabulary, so `LW` and `W` mean the same.
 */
export function partAccepts(
  rules: RuleSet,
  positions: readonly string[] | undefined,
  p: Pick<LineupRulePlayer, 'positions'>,
): boolean {
  if (!positions?.length) return true;
  const want = new Set(positions.map((x) => norm(rules, x.trim())));
  return p.positions.some((x) => want.has(norm(rules, x)));
}

/** True when a team (by name) meets a stack with these lineup players (`all`: the slate's). */
export function meetsStack<P extends LineupRulePlayer>(
  rules: RuleSet,
  stack: StackRule,
  players: readonly P[],
  all: readonly P[],
): boolean {
  const teams = stack.teams?.length ? stack.teams : [...new Set(all.map((p) => p.team))];
  return teams.some((team) => {
    const opp = all.find((p) => p.team === team && p.opponent)?.opponent;
    // One distinct player per unit of each part (parts may overlap): exhaustive assignment.
    const units = stack.parts.flatMap((part) =>
      Array.from({ length: part.count }, () => ({ t: part.fromOpponent ? opp : team, part })),
    );
    const used = new Set<P>();
    const fill = (u: number): boolean => {
      const unit = units[u];
      if (!unit) return true;
      for (const p of players) {
        if (used.has(p) || p.team !== unit.t || !partAccepts(rules, unit.part.positions, p)) continue;
        used.add(p);
        const ok = fill(u + 1);
        used.delete(p);
        if (ok) return true;
      }
      return false;
    };
    return fill(0);
  });
}

/** What the lineup rules read of a player of one finished lineup (a captain is his player). */
export type LineupFactsPlayer = LineupRulePlayer & {
  id: string;
  name?: string;
  /** Operator ids per slot kind: a rule naming a captain's id names his player. */
  kindIds?: Partial<Record<string, string>>;
  game?: string | null;
  /** Fraction 0..1. */
  ownership?: number | null;
  confirmed?: boolean | null;
  /** 1..9. */
  battingOrder?: number | null;
};

/** The rule words of a count range: "between 1 and 2", "at least 1", "at most 2". */
function range(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${min}` : `between ${min} and ${max}`;
  return min !== undefined ? `at least ${min}` : `at most ${max ?? 0}`;
}
const outside = (n: number, min: number | undefined, max: number | undefined) =>
  n < (min ?? 0) || n > (max ?? Infinity);

/** True when a rule's player id names this player (his own id or a slot kind's id). */
export const names = (p: LineupFactsPlayer, id: string): boolean =>
  p.id === id || Object.values(p.kindIds ?? {}).includes(id);

/** The game key of a player (given, else from team and opponent), as the solver reads it. */
export function gameKeyOf(p: LineupFactsPlayer): string {
  if (p.game) return p.game.toUpperCase();
  return p.opponent ? [p.team, p.opponent].sort().join('@') : p.team;
}

/** True when batting-order spots (1..9) fit `within` consecutive spots, 9 and 1 neighbours. */
export function inOrderWindow(orders: readonly number[], within: number): boolean {
  for (let start = 1; start <= 9; start++) {
    const spots = Array.from({ length: within }, (_, k) => ((start - 1 + k) % 9) + 1);
    if (orders.every((o) => spots.includes(o))) return true;
  }
  return false;
}

/**
 * The lineup rules one finished lineup breaks (groups, pairs, team count, game stacks, ownership,
 * starters, spacing, position counts), each in a player's words. Rules across lineups (exposures,
 * min unique) are the caller's: they need the other lineups.
 */
export function lineupRuleBreaks(
  rules: RuleSet,
  players: readonly LineupFactsPlayer[],
  s: BuildSettings,
): string[] {
  const bad: string[] = [];
  const count = (f: (p: LineupFactsPlayer) => boolean): number => players.filter(f).length;
  const plays = (p: LineupFactsPlayer, labels: readonly string[]) => partAccepts(rules, labels, p);
  (s.groups ?? []).forEach((g, k) => {
    const active = !g.when || count((p) => g.when!.players.some((id) => names(p, id))) >= (g.when.min ?? 1);
    const n = count((p) => g.players.some((id) => names(p, id)));
    if (active && outside(n, g.min, g.max))
      bad.push(`Group ${k + 1} wants ${range(g.min, g.max)} of its players, the lineup would have ${n}`);
  });
  (s.pairs ?? []).forEach((r, k) => {
    for (const a of players.filter((p) => plays(p, r.positions))) {
      const team = r.team === 'same' ? a.team : a.opponent;
      const n = count((b) => b !== a && b.team === team && plays(b, r.with));
      if (outside(n, r.min, r.max)) {
        const whose =
          r.team === 'same' ? 'his team' : r.team === 'opponent' ? 'his opponent' : pairSide(r.team);
        bad.push(
          `Pair rule ${k + 1}: ${a.name ?? a.id} would have ${n} ${r.with.join('/')} of ${whose} (${range(r.min, r.max)})`,
        );
        break;
      }
    }
  });
  const teams = new Set(players.map((p) => p.team)).size;
  if (s.teamCount && outside(teams, s.teamCount.min, s.teamCount.max))
    bad.push(`${teams} teams, your team count is ${range(s.teamCount.min, s.teamCount.max)}`);
  for (const g of s.gameStacks ?? []) {
    const games = g.games?.length
      ? g.games.map((x) => x.toUpperCase())
      : [...new Set(players.map(gameKeyOf))];
    const perTeam = g.minPerTeam ?? 0;
    const met = games.some((game) => {
      const inGame = players.filter((p) => gameKeyOf(p) === game);
      const byTeam = [...new Set(inGame.map((p) => p.team))].map(
        (t) => inGame.filter((p) => p.team === t).length,
      );
      return (
        inGame.length >= g.count &&
        (perTeam === 0 || (byTeam.length === 2 && byTeam.every((n) => n >= perTeam)))
      );
    });
    if (!met) bad.push(`No game stack of ${g.count} players${perTeam ? `, ${perTeam} from each team` : ''}`);
  }
  const own = players.reduce((sum, p) => sum + (p.ownership ?? 0) * 100, 0);
  const cap = s.ownership;
  if (cap?.maxTotal !== undefined && own > cap.maxTotal + 1e-6)
    bad.push(`Ownership ${own.toFixed(1)}% over your cap of ${cap.maxTotal}%`);
  const average = own / rules.slots.length;
  if (cap?.maxAverage !== undefined && average > cap.maxAverage + 1e-6)
    bad.push(`Average ownership ${average.toFixed(1)}% over your cap of ${cap.maxAverage}%`);
  const starters = count((p) => p.confirmed === true);
  if (s.minStarters && starters < s.minStarters)
    bad.push(`${starters} confirmed starters, under your minimum of ${s.minStarters}`);
  for (const r of s.spacing ?? [])
    for (const team of new Set(players.map((p) => p.team))) {
      const orders = players
        .filter((p) => p.team === team && plays(p, r.positions) && p.battingOrder)
        .map((p) => p.battingOrder as number);
      if (!inOrderWindow(orders, r.within))
        bad.push(`${team}'s ${r.positions.join('/')} outside ${r.within} consecutive batting spots`);
    }
  for (const [pos, c] of Object.entries(s.positionCounts ?? {})) {
    const n = count((p) => plays(p, [pos]));
    if (outside(n, c.min, c.max)) bad.push(`${n} ${pos}, your rule is ${range(c.min, c.max)}`);
  }
  return bad;
}

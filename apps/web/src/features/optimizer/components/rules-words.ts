import type { TSlateRuleName, TSlateRules, TSportCode } from '@dfs/contracts';

/** One rule in force: where it sits in the slate's rules, and what it says in plain words. */
export type TRuleLine = { name: TSlateRuleName; index: number | string | null; words: string };

/** The names a rule reads of players (by uploaded id). */
export type TNameOf = (id: string) => string;

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
/** "A", "A or B", "A, B or C" (the last joined by `last`). */
export function listOf(items: readonly string[], last = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** MLB hitters and pitchers, for the rules' plain words ("No hitters against my pitcher"). */
const HITTERS = ['C', '1B', '2B', '3B', 'SS', 'OF'];
const PITCHERS = ['P', 'SP', 'RP'];
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
/** Positions in words: "hitters" and "pitcher" for MLB's groups, else the codes. */
function positionsWords(positions: readonly string[], sport: TSportCode, plural: boolean): string {
  if (sport === 'mlb' && same(positions, HITTERS)) return plural ? 'hitters' : 'hitter';
  if (sport === 'mlb' && positions.every((p) => PITCHERS.includes(p))) return plural ? 'pitchers' : 'pitcher';
  return listOf([...positions]);
}

function range(min: number | undefined, max: number | undefined, what: string): string {
  if (min !== undefined && max !== undefined)
    return min === max ? `Exactly ${min} ${what}` : `${min} to ${max} ${what}`;
  if (max !== undefined) return max === 0 ? `None ${what}` : `At most ${max} ${what}`;
  return `At least ${min ?? 0} ${what}`;
}

function groupWords(g: NonNullable<TSlateRules['groups']>[number], nameOf: TNameOf): string {
  const names = g.players.map(nameOf);
  if (g.when) {
    const ifNames = listOf(g.when.players.map(nameOf));
    // "A or B only with C": the group's players must come with the condition's.
    if (g.min !== undefined && g.max === undefined)
      return g.min <= 1 && (g.when.min ?? 1) <= 1
        ? `${ifNames} only with ${listOf(names)}`
        : `With ${g.when.min ?? 1} of ${ifNames}: at least ${g.min} of ${names.join(', ')}`;
    return `With ${ifNames}: ${range(g.min, g.max, `of ${names.join(', ')}`).toLowerCase()}`;
  }
  if (g.max === 0) return `Never ${listOf(names)}`;
  return range(g.min, g.max, `of ${names.join(', ')}`);
}

function pairWords(p: NonNullable<TSlateRules['pairs']>[number], sport: TSportCode): string {
  const mine = positionsWords(p.positions, sport, false);
  const others = positionsWords(p.with, sport, true);
  const where = p.team === 'opponent' ? 'against' : 'with';
  if (p.max === 0) return `No ${others} ${where} my ${mine}`;
  return `${range(p.min, p.max, others)} ${where} my ${mine}`;
}

/** Every rule in force, in plain words, in the order the panel lists them. */
export function ruleLines(rules: TSlateRules, sport: TSportCode, nameOf: TNameOf): TRuleLine[] {
  const lines: TRuleLine[] = [];
  for (const [i, g] of (rules.groups ?? []).entries())
    lines.push({ name: 'groups', index: i, words: groupWords(g, nameOf) });
  for (const [i, p] of (rules.pairs ?? []).entries())
    lines.push({ name: 'pairs', index: i, words: pairWords(p, sport) });
  if (rules.teamCount)
    lines.push({
      name: 'teamCount',
      index: null,
      words: `Players from ${range(rules.teamCount.min, rules.teamCount.max, 'teams').toLowerCase()}`,
    });
  for (const [i, s] of (rules.gameStacks ?? []).entries()) {
    const each = s.minPerTeam ? ` (${s.minPerTeam} from each team)` : '';
    const games = s.games?.length ? ` of ${listOf(s.games)}` : '';
    lines.push({
      name: 'gameStacks',
      index: i,
      words: `At least ${s.count} players from one game${games}${each}`,
    });
  }
  const te = rules.teamExposures;
  if (te?.max !== undefined)
    lines.push({
      name: 'teamExposures',
      index: null,
      words: `Each team in at most ${pct(te.max)} of lineups`,
    });
  for (const [team, m] of Object.entries(te?.byTeam ?? {}))
    lines.push({ name: 'teamExposures', index: team, words: `${team} in at most ${pct(m)} of lineups` });
  const own = rules.ownership;
  if (own?.maxTotal !== undefined)
    lines.push({
      name: 'ownership',
      index: 'maxTotal',
      words: `Total projected ownership at most ${own.maxTotal}%`,
    });
  if (own?.maxAverage !== undefined)
    lines.push({
      name: 'ownership',
      index: 'maxAverage',
      words: `Average projected ownership at most ${own.maxAverage}%`,
    });
  if (rules.minStarters !== undefined)
    lines.push({
      name: 'minStarters',
      index: null,
      words: `At least ${rules.minStarters} confirmed starters`,
    });
  for (const [i, s] of (rules.spacing ?? []).entries())
    lines.push({
      name: 'spacing',
      index: i,
      words: `A team's ${positionsWords(s.positions, sport, true)} within ${s.within} batting-order spots`,
    });
  for (const [pos, c] of Object.entries(rules.positionCounts ?? {}))
    lines.push({
      name: 'positionCounts',
      index: pos,
      words: range(c.min, c.max, `players eligible at ${pos}`),
    });
  return lines;
}

/** The rules without one line's rule (what the panel sends when it is removed). */
export function withoutLine(rules: TSlateRules, line: TRuleLine): TSlateRules {
  const next: TSlateRules = { ...rules };
  const { name, index } = line;
  if (name === 'groups' || name === 'pairs' || name === 'gameStacks' || name === 'spacing') {
    const list = (rules[name] ?? []).filter((_, i) => i !== index);
    if (list.length) (next as Record<string, unknown>)[name] = list;
    else delete next[name];
  } else if (name === 'teamExposures' || name === 'ownership' || name === 'positionCounts') {
    const key = name === 'teamExposures' && index !== null ? 'byTeam' : null;
    const inner: Record<string, unknown> = { ...(rules[name] as Record<string, unknown>) };
    if (key) {
      const byTeam = { ...(inner.byTeam as Record<string, number>) };
      delete byTeam[index as string];
      if (Object.keys(byTeam).length) inner.byTeam = byTeam;
      else delete inner.byTeam;
    } else if (name === 'teamExposures') delete inner.max;
    else delete inner[index as string];
    if (Object.keys(inner).length) (next as Record<string, unknown>)[name] = inner;
    else delete next[name];
  } else delete next[name];
  return next;
}

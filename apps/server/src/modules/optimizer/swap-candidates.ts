import {
  lineupRuleBreaks,
  meetsStack,
  normalizePositions,
  type BuildSettings,
  type LineupFactsPlayer,
  type RuleSet,
} from '@dfs/optimizer';
import type { TSlatePlayer, TSwapCandidate } from '@dfs/contracts';
import { AppError } from '../../core/app-error';

/** Candidates offered for a slot: the best that keep the rules, then those that break one. */
const LISTED = 40;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** What a swap is checked against: the build's rules and every lineup on screen. */
export type TSwapContext = {
  rules: RuleSet;
  players: readonly TSlatePlayer[];
  /** The build's settings: the user's stored ones with the asked ones, out players excluded. */
  settings: BuildSettings;
  /** The user's own projections by operator id. */
  projections: ReadonlyMap<string, number>;
  /** What the lineup rules read of each player (ownership, starters, batting order) by id. */
  facts: ReadonlyMap<string, LineupFactsPlayer>;
  /** Every lineup on screen (uploaded ids), the changed one at `lineupIndex`. */
  lineups: readonly (readonly string[])[];
  lineupIndex: number;
};

type TPlayer = TSlatePlayer;

/**
 * Players who could take a lineup's slot: eligible, not in it, not excluded (nor out), under the
 * cap. Each is checked against every rule of the build (team limits, stacks, exposures, team
 * exposures, min unique, min salary, locks, and the lineup rules: groups, pairs, team count, game
 * stacks, ownership, starters, spacing, position counts) and carries the first rule it would break, so the screen can ask
 * before applying it; those that keep every rule come first, best projection first.
 */
export function swapCandidates(ctx: TSwapContext, lineup: readonly string[], slot: number): TSwapCandidate[] {
  const { rules, players, settings } = ctx;
  const slotRule = rules.slots[slot];
  if (!slotRule || lineup.length !== rules.slots.length)
    throw new AppError('VALIDATION', `lineup: a ${rules.name} lineup has ${rules.slots.length} slots`, {
      fields: ['lineup'],
    });
  const byEntry = new Map(
    players.flatMap((p) => [[p.id, p] as const, ...(p.captainId ? [[p.captainId, p] as const] : [])]),
  );
  const members = lineup.map((id) => byEntry.get(id));
  if (members.some((m) => !m))
    throw new AppError('VALIDATION', 'lineup: a player is not on this slate', { fields: ['lineup'] });
  const kindOf = (i: number) =>
    rules.kinds[rules.slots[i]!.kind] ?? { pointsMultiplier: 1, salaryMultiplier: 1 };
  const costIn = (p: TPlayer, i: number) =>
    rules.slots[i]!.kind === 'CPT' && p.captainSalary !== null
      ? p.captainSalary
      : Math.round(p.salary * kindOf(i).salaryMultiplier);
  const inLineup = new Set(members.map((m) => m!.id));
  const others = members.reduce((sum, m, i) => (i === slot ? sum : sum + costIn(m!, i)), 0);
  const excluded = new Set(settings.excludes ?? []);
  const kind = kindOf(slot);
  const breaks = ruleChecks(ctx, members as TPlayer[], slot, byEntry);
  const listed = players
    .filter(
      (p) =>
        !inLineup.has(p.id) &&
        !excluded.has(p.id) &&
        (slotRule.kind !== 'CPT' || p.captainId !== null) &&
        normalizePositions(rules, p.positions).some((pos) => slotRule.positions.includes(pos)) &&
        others + costIn(p, slot) <= Number(rules.salaryCap),
    )
    .map((p) => ({
      id: slotRule.kind === 'CPT' && p.captainId ? p.captainId : p.id,
      name: p.name,
      team: p.team,
      positions: p.positions,
      slot: slotRule.name,
      salary: costIn(p, slot),
      projection: Math.round((ctx.projections.get(p.id) ?? p.projection) * kind.pointsMultiplier * 100) / 100,
      breaks: breaks(p, others + costIn(p, slot)),
    }))
    .sort((a, b) => Number(a.breaks !== null) - Number(b.breaks !== null) || b.projection - a.projection);
  const keeping = listed.filter((c) => c.breaks === null).slice(0, LISTED);
  return [...keeping, ...listed.filter((c) => c.breaks !== null).slice(0, LISTED - keeping.length)];
}

/** The check of one candidate: the first rule of the build that the swapped lineup breaks. */
function ruleChecks(
  ctx: TSwapContext,
  members: TPlayer[],
  slot: number,
  byEntry: ReadonlyMap<string, TPlayer>,
): (candidate: TPlayer, salary: number) => string | null {
  const { rules, settings, players } = ctx;
  const leaving = members[slot]!;
  const n = Math.max(1, ctx.lineups.length);
  const others = ctx.lineups.filter((_, i) => i !== ctx.lineupIndex);
  const countIn = (lists: readonly (readonly string[])[], id: string) =>
    lists.reduce((c, l) => c + (l.some((e) => byEntry.get(e)?.id === id) ? 1 : 0), 0);
  const exposureOf = (id: string) => settings.exposures?.find((e) => e.id === id);
  const locked = (settings.locks ?? []).some((l) => byEntry.get(l.id)?.id === leaving.id);
  const leavingMin = exposureOf(leaving.id)?.min;
  const needed = leavingMin !== undefined ? Math.ceil(leavingMin * n - 1e-9) : 0;
  const leavingShort = needed > 0 && countIn(ctx.lineups, leaving.id) - 1 < needed;
  const stacksMet = (settings.stacks ?? []).filter((s) => meetsStack(rules, s, members, players));
  const otherSets = others.map((l) => new Set(l.map((e) => byEntry.get(e)?.id ?? e)));
  const size = rules.slots.length;
  const factsOf = (x: TPlayer): LineupFactsPlayer => ctx.facts.get(x.id) ?? x;
  // A lineup rule the lineup already breaks (the rules changed since the build) is no swap's fault.
  const brokenBefore = new Set(lineupRuleBreaks(rules, members.map(factsOf), settings));
  // A stack with an exposure cap: met by a team in at most floor(m x N) lineups.
  const capped = (settings.stacks ?? []).filter((s) => s.maxExposure !== undefined || s.byTeam);
  const metBy = (s: NonNullable<BuildSettings['stacks']>[number], team: string, lineup: readonly TPlayer[]) =>
    meetsStack(rules, { ...s, teams: [team] }, lineup, players);
  const stackUses = new Map<string, number>();
  let otherPlayers: TPlayer[][] | null = null;
  const usesOf = (k: number, team: string) => {
    const key = `${k}:${team}`;
    if (!stackUses.has(key)) {
      otherPlayers ??= others.map((l) => l.flatMap((e) => byEntry.get(e) ?? []));
      stackUses.set(key, otherPlayers.filter((l) => metBy(capped[k]!, team, l)).length);
    }
    return stackUses.get(key)!;
  };
  const stackOverCap = (next: readonly TPlayer[]): string | null => {
    for (const [k, s] of capped.entries()) {
      const teams = s.teams?.length ? s.teams : [...new Set(next.map((x) => x.team))];
      for (const team of teams) {
        const cap = s.byTeam?.[team] ?? s.maxExposure;
        if (cap === undefined || metBy(s, team, members) || !metBy(s, team, next)) continue;
        const uses = usesOf(k, team) + 1;
        if (uses > Math.floor(cap * n + 1e-9))
          return `${team} would meet the stack (${stackWords(s)}) in ${uses} of ${n} lineups, over its cap of ${pct(cap)}`;
      }
    }
    return null;
  };
  const teamCap = (team: string) => settings.teamExposures?.byTeam?.[team] ?? settings.teamExposures?.max;

  return (p, salary) => {
    if (locked) return `${leaving.name} is locked into every lineup`;
    if (leavingShort) return `${leaving.name} would fall under his min exposure of ${pct(leavingMin!)}`;
    const next = members.map((m, i) => (i === slot ? p : m));
    for (const lim of rules.teamLimits) {
      const n2 = next.filter(
        (x) =>
          x.team === p.team &&
          (!lim.positions || normalizePositions(rules, x.positions).some((y) => lim.positions!.includes(y))),
      ).length;
      if (n2 > lim.max) return `More than ${lim.max} ${lim.label}`;
    }
    if (settings.maxPerTeam && next.filter((x) => x.team === p.team).length > settings.maxPerTeam)
      return `More than ${settings.maxPerTeam} players of ${p.team} (your team limit)`;
    if (rules.minGames && new Set(next.map((x) => x.game)).size < rules.minGames)
      return `Players from fewer than ${rules.minGames} games`;
    if (rules.minTeams && new Set(next.map((x) => x.team)).size < rules.minTeams)
      return `Players from fewer than ${rules.minTeams} teams`;
    if (settings.minSalary && salary < settings.minSalary)
      return `Salary $${salary.toLocaleString('en-US')} under your min salary of $${settings.minSalary.toLocaleString('en-US')}`;
    const lost = stacksMet.find((s) => !meetsStack(rules, s, next, players));
    if (lost) return `Breaks the stack (${stackWords(lost)})`;
    const overStack = stackOverCap(next);
    if (overStack) return overStack;
    const max = exposureOf(p.id)?.max ?? settings.maxExposure;
    if (max !== undefined) {
      const cap = Math.floor(max * n + 1e-9);
      const uses = countIn(others, p.id) + 1;
      if (uses > cap) return `Over his max exposure of ${pct(max)} (${uses} of ${n} lineups, at most ${cap})`;
    }
    const cap = teamCap(p.team);
    if (cap !== undefined && !next.some((x, i) => i !== slot && x.team === p.team)) {
      const uses = others.filter((l) => l.some((e) => byEntry.get(e)?.team === p.team)).length + 1;
      if (uses > Math.floor(cap * n + 1e-9))
        return `${p.team} would be in ${uses} of ${n} lineups, over your team exposure of ${pct(cap)}`;
    }
    const broken = lineupRuleBreaks(rules, next.map(factsOf), settings).find((b) => !brokenBefore.has(b));
    if (broken) return broken;
    const minUnique = settings.minUnique ?? 1;
    const ids = next.map((x) => x.id);
    const twin = otherSets.findIndex((o) => size - ids.filter((id) => o.has(id)).length < minUnique);
    if (twin >= 0) {
      const at = twin >= ctx.lineupIndex ? twin + 2 : twin + 1;
      return minUnique > 1
        ? `Fewer than ${minUnique} players differ from lineup ${at} (min unique)`
        : `The same players as lineup ${at}`;
    }
    return null;
  };
}

/** A stack rule in a player's words: "QB 1 + WR/TE 2 + opponent WR/TE 1". */
function stackWords(rule: NonNullable<BuildSettings['stacks']>[number]): string {
  const parts = rule.parts.map(
    (p) =>
      `${p.fromOpponent ? 'opponent ' : ''}${p.positions?.length ? p.positions.join('/') : 'any'} ${p.count}`,
  );
  return `${rule.teams?.length ? `${rule.teams.join('/')}: ` : ''}${parts.join(' + ')}`;
}

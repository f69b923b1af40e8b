import type { TLineup } from '@dfs/contracts';
import { normalizePosition, type RuleSet } from '@dfs/optimizer';
import { AppError } from '../../core/app-error';

/** What a lineup check needs of a stored slate player. */
export type TLineupPlayer = {
  operatorPlayerId: string;
  captainId: string | null;
  name: string;
  team: string;
  game: string | null;
  positions: string[];
  rosterSlots: string[];
  salary: number;
  captainSalary: number | null;
};

/** Why one lineup breaks the slate's rule set, or undefined when it keeps it. */
function lineupProblem(
  rules: RuleSet,
  byEntry: Map<string, TLineupPlayer>,
  lineup: TLineup,
): string | undefined {
  const slots = rules.slots.map((s) => s.name).sort();
  const given = lineup.players.map((p) => p.slot).sort();
  if (given.length !== slots.length || given.some((s, i) => s !== slots[i]))
    return `a ${rules.name} lineup fills ${rules.slots.map((s) => s.name).join(', ')}; this one has ${given.length === 0 ? 'no players' : lineup.players.map((p) => p.slot).join(', ')}`;
  const seen = new Set<TLineupPlayer>();
  let salary = 0;
  for (const entry of lineup.players) {
    const player = byEntry.get(entry.id);
    if (!player) return `player ${entry.id} is not on this slate`;
    if (seen.has(player)) return `${player.name} is in the lineup twice`;
    seen.add(player);
    if (!player.rosterSlots.includes(entry.slot)) return `${player.name} cannot play ${entry.slot}`;
    const slot = rules.slots.find((s) => s.name === entry.slot)!;
    const multiplier = rules.kinds[slot.kind]?.salaryMultiplier ?? 1;
    salary +=
      slot.kind === 'CPT' && player.captainSalary !== null
        ? player.captainSalary
        : Math.round(player.salary * multiplier);
  }
  if (salary > rules.salaryCap) return `its salary ${salary} is over the cap of ${rules.salaryCap}`;
  return spreadProblem(rules, [...seen]);
}

/** The operator's team, position, game and team-count rules of a lineup's players. */
function spreadProblem(rules: RuleSet, players: TLineupPlayer[]): string | undefined {
  const plays = (p: TLineupPlayer, positions: readonly string[]) =>
    p.positions.some((x) => positions.includes(normalizePosition(rules, x)));
  for (const limit of rules.teamLimits) {
    const counts = new Map<string, number>();
    for (const p of players)
      if (!limit.positions || plays(p, limit.positions)) counts.set(p.team, (counts.get(p.team) ?? 0) + 1);
    const over = [...counts].find(([, n]) => n > limit.max);
    if (over) return `${over[1]} players of ${over[0]} break "${limit.label}"`;
  }
  for (const limit of rules.positionLimits)
    if (players.filter((p) => plays(p, limit.positions)).length > limit.max)
      return `it breaks "${limit.label}"`;
  const games = new Set(players.map((p) => p.game)).size;
  if (rules.minGames && games < rules.minGames)
    return `its players are of ${games} game; at least ${rules.minGames} needed`;
  const excluded = rules.teamsExcludePositions ?? [];
  const teams = new Set(
    players
      .filter((p) => !p.positions.every((x) => excluded.includes(normalizePosition(rules, x))))
      .map((p) => p.team),
  ).size;
  if (rules.minTeams && teams < rules.minTeams)
    return `its players are of ${teams} teams; at least ${rules.minTeams} needed`;
  return undefined;
}

/**
 * Refuses lineups that break the slate's rule set (slots, eligibility, distinct players, salary
 * cap, team and position limits, games and teams a lineup must span): 400 naming the first lineup
 * at fault, `allTeams.<index>`.
 */
export function assertLineupsFit(
  rules: RuleSet,
  players: readonly TLineupPlayer[],
  lineups: readonly TLineup[],
): void {
  const byEntry = new Map<string, TLineupPlayer>();
  for (const p of players) {
    byEntry.set(p.operatorPlayerId, p);
    if (p.captainId) byEntry.set(p.captainId, p);
  }
  for (const [i, lineup] of lineups.entries()) {
    const problem = lineupProblem(rules, byEntry, lineup);
    if (problem)
      throw new AppError('VALIDATION', `allTeams.${i}: lineup ${i + 1}: ${problem}.`, {
        fields: [`allTeams.${i}`],
      });
  }
}

import { normalizePosition } from '../rules/rule-set';
import type { BuildSettings } from './build-input.types';
import type { Problem } from './problem';

// The lineup rules (groups, pairs, team count, game stacks, ownership, starters,
// spacing, position counts) resolved against the problem: one flag or value per person, so the
// search (extra-search.ts) counts them with array reads. Every rule reads persons, never slots:
// a captain / MVP counts as his player.

/** Between min and max of `members` in a lineup (only when `when` holds whenMin, if given). */
export type ResolvedGroup = {
  members: Uint8Array;
  min: number;
  max: number;
  when: Uint8Array | null;
  whenMin: number;
};

/** For each `anchor` in a lineup, between min and max `with` players of his team or opponent. */
export type ResolvedPair = { anchor: Uint8Array; with: Uint8Array; same: boolean; min: number; max: number };

/** At least `count` of one allowed game, `minPerTeam` of each of its teams. */
export type ResolvedGameStack = { count: number; minPerTeam: number; games: Uint8Array };

/** Players of one team among `fits` (with a batting order) within `within` spots, wrapping. */
export type ResolvedSpacing = { fits: Uint8Array; within: number };

/** Between min and max players eligible for one position. */
export type ResolvedCount = { members: Uint8Array; min: number; max: number };

/** Every lineup rule a build has, resolved (see extra-search.ts for the checks). */
export type ExtraRulePlan = {
  groups: ResolvedGroup[];
  pairs: ResolvedPair[];
  teamMin: number;
  teamMax: number;
  gameStacks: ResolvedGameStack[];
  /** Ownership per person in 1/10,000 percent, and the lineup's cap in the same unit. */
  ownership: Int32Array | null;
  ownershipCap: number;
  /** 1 for a confirmed starter. */
  starters: Uint8Array | null;
  minStarters: number;
  spacing: ResolvedSpacing[];
  positionCounts: ResolvedCount[];
  /** The two teams of each game (-1 when a game lists one team only). */
  gameTeams: [number, number][];
};

/** Ownership units per percent point (integers keep the sums exact). */
export const OWNERSHIP_SCALE = 10_000;

/** A flag per person: true where `test` holds. */
export function personFlags(problem: Problem, test: (person: number) => boolean): Uint8Array {
  const out = new Uint8Array(problem.persons.length);
  for (let i = 0; i < out.length; i++) out[i] = test(i) ? 1 : 0;
  return out;
}

/** Flags of the persons whose positions meet any of `labels` (operator labels or aliases). */
export function positionFlags(problem: Problem, labels: readonly string[]): Uint8Array {
  const want = new Set(labels.map((x) => normalizePosition(problem.rules, x)));
  return personFlags(problem, (i) => problem.persons[i]?.positions.some((x) => want.has(x)) ?? false);
}

/** Flags of the persons named by ids (player or entry ids); unknown ids are returned. */
export function idFlags(problem: Problem, ids: readonly string[]): { flags: Uint8Array; unknown: string[] } {
  const flags = new Uint8Array(problem.persons.length);
  const unknown: string[] = [];
  for (const id of ids) {
    const p = problem.personById.get(id) ?? problem.entries.find((e) => e.id === id)?.person;
    if (p === undefined) unknown.push(id);
    else flags[p] = 1;
  }
  return { flags, unknown };
}

/** The settings of the lineup rules (resolveExtraRules reads these keys only). */
export const EXTRA_RULE_KEYS = [
  'groups',
  'pairs',
  'teamCount',
  'gameStacks',
  'ownership',
  'minStarters',
  'spacing',
  'positionCounts',
] as const;
export type ExtraRuleKey = (typeof EXTRA_RULE_KEYS)[number];
/** The lineup rules' settings of a build, as given. */
export type ExtraRuleSettings = Pick<BuildSettings, ExtraRuleKey>;

/** The lineup rules' settings picked out of a build's settings (keys left unset stay absent). */
export function extraRuleSettings(settings: BuildSettings): ExtraRuleSettings {
  const out: ExtraRuleSettings = {};
  for (const key of EXTRA_RULE_KEYS)
    if (settings[key] !== undefined) Object.assign(out, { [key]: settings[key] });
  return out;
}

/** True when a build has any of the lineup rules. */
export function hasExtraRules(settings: ExtraRuleSettings): boolean {
  return !!(
    settings.groups?.length ||
    settings.pairs?.length ||
    settings.teamCount ||
    settings.gameStacks?.length ||
    settings.ownership?.maxTotal !== undefined ||
    settings.ownership?.maxAverage !== undefined ||
    settings.minStarters ||
    settings.spacing?.length ||
    Object.keys(settings.positionCounts ?? {}).length
  );
}

/** The two teams of each game. */
function gameTeams(problem: Problem): [number, number][] {
  const out = problem.games.map((): [number, number] => [-1, -1]);
  for (const person of problem.persons) {
    const pair = out[person.game];
    if (!pair || pair[0] === person.team || pair[1] === person.team) continue;
    if (pair[0] < 0) pair[0] = person.team;
    else if (pair[1] < 0) pair[1] = person.team;
  }
  return out;
}

/** A plan without lineup rules (a build with only stack or team exposure caps). */
export function emptyExtraPlan(problem: Problem): ExtraRulePlan {
  return resolveExtraRules(problem, {}, true) as ExtraRulePlan;
}

/** The lineup rules resolved against the problem (null when the build has none, unless `always`). */
export function resolveExtraRules(
  problem: Problem,
  settings: ExtraRuleSettings,
  always = false,
): ExtraRulePlan | null {
  if (!always && !hasExtraRules(settings)) return null;
  const n = problem.slotCount;
  const own = settings.ownership;
  const caps = [own?.maxTotal, own?.maxAverage === undefined ? undefined : own.maxAverage * n];
  const cap = Math.min(...caps.map((c) => (c === undefined ? Infinity : c)));
  return {
    groups: (settings.groups ?? []).map((g) => ({
      members: idFlags(problem, g.players).flags,
      min: g.min ?? 0,
      max: g.max ?? n,
      when: g.when ? idFlags(problem, g.when.players).flags : null,
      whenMin: g.when?.min ?? 1,
    })),
    pairs: (settings.pairs ?? []).map((r) => ({
      anchor: positionFlags(problem, r.positions),
      with: positionFlags(problem, r.with),
      same: r.team === 'same',
      min: r.min ?? 0,
      max: r.max ?? n,
    })),
    teamMin: settings.teamCount?.min ?? 0,
    teamMax: settings.teamCount?.max ?? n,
    gameStacks: (settings.gameStacks ?? []).map((g) => {
      const want = new Set((g.games ?? []).map((x) => x.trim().toUpperCase()));
      const games = new Uint8Array(problem.games.length);
      problem.games.forEach((key, i) => (games[i] = !want.size || want.has(key.toUpperCase()) ? 1 : 0));
      return { count: g.count, minPerTeam: g.minPerTeam ?? 0, games };
    }),
    ownership: cap === Infinity ? null : ownershipUnits(problem),
    ownershipCap: cap === Infinity ? Infinity : Math.floor(cap * OWNERSHIP_SCALE + 1e-6),
    starters: settings.minStarters ? personFlags(problem, (i) => starter(problem, i)) : null,
    minStarters: settings.minStarters ?? 0,
    spacing: (settings.spacing ?? []).map((r) => {
      const fits = positionFlags(problem, r.positions);
      for (let i = 0; i < fits.length; i++) if (!battingOrder(problem, i)) fits[i] = 0;
      return { fits, within: r.within };
    }),
    positionCounts: Object.entries(settings.positionCounts ?? {}).map(([pos, c]) => ({
      members: positionFlags(problem, [pos]),
      min: c.min ?? 0,
      max: c.max ?? n,
    })),
    gameTeams: gameTeams(problem),
  };
}

/** 1 for each problem group with a copy of a player of a player group that has a minimum. */
export function groupsHoldingMinimums(problem: Problem, plan: ExtraRulePlan): Uint8Array {
  const out = new Uint8Array(problem.groups.length);
  for (const g of plan.groups) {
    if (g.min <= 0) continue;
    problem.groups.forEach((grp, gi) => {
      if (grp.copies.some((c) => g.members[problem.copies[c]?.person ?? -1])) out[gi] = 1;
    });
  }
  return out;
}

/** Each person's ownership in 1/10,000 percent (none: 0). */
export function ownershipUnits(problem: Problem): Int32Array {
  return Int32Array.from(problem.persons, (p) =>
    Math.round((p.player.ownership ?? 0) * 100 * OWNERSHIP_SCALE),
  );
}

/** True for a confirmed starter. */
export function starter(problem: Problem, person: number): boolean {
  return problem.persons[person]?.player.confirmed === true;
}

/** A person's batting order spot (1..9), or 0 when unknown or out of range. */
export function battingOrder(problem: Problem, person: number): number {
  const o = problem.persons[person]?.player.battingOrder;
  return o && Number.isInteger(o) && o >= 1 && o <= 9 ? o : 0;
}

/** True when batting-order spots (bit k = spot k + 1) fit `within` consecutive spots, 9 -> 1 wrapping. */
export function fitsWindow(mask: number, within: number): boolean {
  if (within >= 9 || (mask & (mask - 1)) === 0) return true;
  const window = (1 << within) - 1;
  for (let s = 0; s < 9; s++) {
    const w = ((window << s) | (window >>> (9 - s))) & 0x1ff;
    if ((mask & ~w) === 0) return true;
  }
  return false;
}

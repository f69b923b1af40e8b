import { normalizePosition } from '../rules/rule-set';
import type { BuildSettings } from './build-input.types';
import { money, percent } from './format';
import type { Problem } from './problem';
import { entryMask } from './slot-assign';
import type { ForcedPerson } from './search-plan';
import { ruleConflicts } from './conflict-checks';
import { matchSlots } from './slot-matching';
import { fitsPart, planStack, type StackPlan } from './stack-cores';

/** Settings resolved against the problem, plus every reason they cannot work. */
export type PreparedBuild = {
  locks: ForcedPerson[];
  removed: Uint8Array;
  minCount: Int32Array;
  maxCount: Int32Array;
  minUnique: number;
  minSalary: number;
  maxPerTeam: number;
  /** The settings' stack rules resolved against the problem (in the settings' order). */
  stackPlans: StackPlan[];
  errors: string[];
};

function nameOf(problem: Problem, person: number): string {
  return problem.persons[person]?.player.name ?? '?';
}

/** Bitmask of slots a person can fill (any kind). */
export function personMask(problem: Problem, person: number): number {
  let mask = 0;
  for (const e of problem.personEntries[person] ?? []) mask |= entryMask(problem, e);
  return mask;
}

/**
 * Resolves ids and checks settings before any search, so impossible builds are refused with
 * reasons a player understands.
 */
export function prepareBuild(problem: Problem, lineups: number, settings: BuildSettings): PreparedBuild {
  const errors: string[] = [];
  const ids = idResolver(problem, errors);
  if (!Number.isInteger(lineups) || lineups < 1) errors.push('Ask for at least 1 lineup.');
  const removed = excludedPlayers(problem, settings, ids);
  const limits = checkLimits(problem, settings, errors);
  const { perMin, perMax } = exposureSettings(problem, settings, ids, errors);
  const { locks, lockedSet } = resolveLocks(problem, settings, ids, removed, errors);
  const { minCount, maxCount } = exposureCounts(
    problem,
    lineups,
    settings,
    { perMin, perMax, lockedSet, removed },
    errors,
  );
  checkLocks(problem, locks, limits.maxPerTeam, errors);
  const teamCap = teamLimit(problem, limits.maxPerTeam);
  const stackPlans = (settings.stacks ?? []).map((rule) => planStack(problem, rule));
  checkStacks(problem, stackPlans, teamCap, removed, errors);
  // Settings that clash with each other (locks against stacks, team limits against the roster).
  if (!errors.length)
    errors.push(
      ...ruleConflicts(problem, settings, { locks, removed, minCount, lineups, teamCap, plans: stackPlans }),
    );
  checkMinExposureRoom(problem, lineups, minCount, errors);
  return {
    locks,
    removed,
    minCount,
    maxCount,
    ...limits,
    stackPlans,
    errors: [...new Set(errors)],
  };
}

/** Looks a player up by player or entry id; an unknown id is reported as `what` player. */
type IdResolver = (id: string, what: string) => number | undefined;

/** Decides how settings' ids map to persons (unknown ids become errors). */
function idResolver(problem: Problem, errors: string[]): IdResolver {
  return (id, what) => {
    const p = problem.personById.get(id) ?? problem.entries.find((e) => e.id === id)?.person;
    if (p === undefined) errors.push(`${what} player ${id} is not on this slate.`);
    return p;
  };
}

/** Decides which players the user excluded (max exposure 0 adds more later). */
function excludedPlayers(problem: Problem, settings: BuildSettings, lookup: IdResolver): Uint8Array {
  const removed = new Uint8Array(problem.persons.length);
  for (const id of settings.excludes ?? []) {
    const p = lookup(id, 'Excluded');
    if (p !== undefined) removed[p] = 1;
  }
  return removed;
}

/** Decides min unique, min salary and max per team, and checks each is in range. */
function checkLimits(
  problem: Problem,
  settings: BuildSettings,
  errors: string[],
): { minUnique: number; minSalary: number; maxPerTeam: number } {
  const minUnique = settings.minUnique ?? 1;
  if (!Number.isInteger(minUnique) || minUnique < 1 || minUnique > problem.slotCount)
    errors.push(`Min unique must be between 1 and ${problem.slotCount} (the roster size).`);
  const minSalary = settings.minSalary ?? 0;
  if (minSalary > problem.cap)
    errors.push(`Your minimum salary ${money(minSalary)} is over the ${money(problem.cap)} cap.`);
  const maxPerTeam = settings.maxPerTeam ?? problem.slotCount;
  if (maxPerTeam < 1) errors.push('Max players per team must be at least 1.');
  return { minUnique, minSalary, maxPerTeam };
}

/** Decides each player's own min and max exposure (from the player, then the settings). */
function exposureSettings(
  problem: Problem,
  settings: BuildSettings,
  lookup: IdResolver,
  errors: string[],
): { perMin: Map<number, number>; perMax: Map<number, number> } {
  const global = settings.maxExposure;
  if (global !== undefined && (global < 0 || global > 1))
    errors.push('Max exposure must be between 0% and 100%.');
  const perMin = new Map<number, number>();
  const perMax = new Map<number, number>();
  problem.persons.forEach((person, i) => {
    if (person.player.minExposure !== undefined && person.player.minExposure !== null)
      perMin.set(i, person.player.minExposure);
    if (person.player.maxExposure !== undefined && person.player.maxExposure !== null)
      perMax.set(i, person.player.maxExposure);
  });
  for (const x of settings.exposures ?? []) {
    const p = lookup(x.id, 'Exposure');
    if (p === undefined) continue;
    if (x.min !== undefined) perMin.set(p, x.min);
    if (x.max !== undefined) perMax.set(p, x.max);
  }
  return { perMin, perMax };
}

/** Decides the locked players and the slot each is locked into (-1: any). */
function resolveLocks(
  problem: Problem,
  settings: BuildSettings,
  lookup: IdResolver,
  removed: Uint8Array,
  errors: string[],
): { locks: ForcedPerson[]; lockedSet: Set<number> } {
  const lockedSet = new Set<number>();
  const locks: ForcedPerson[] = [];
  const usedSlots = new Set<number>();
  for (const lock of settings.locks ?? []) {
    const p = lookup(lock.id, 'Locked');
    if (p === undefined) continue;
    if (lockedSet.has(p)) continue;
    lockedSet.add(p);
    if (removed[p]) errors.push(`${nameOf(problem, p)} is both locked and excluded.`);
    const slot = lock.slot ? lockSlot(problem, p, lock.slot, usedSlots, errors) : -1;
    locks.push({ person: p, slot });
  }
  return { locks, lockedSet };
}

/** Decides the slot index a lock names for person `p` (-1 and an error when none fits). */
function lockSlot(
  problem: Problem,
  p: number,
  label: string,
  usedSlots: Set<number>,
  errors: string[],
): number {
  const rules = problem.rules;
  const want = label.trim().toUpperCase();
  const mask = personMask(problem, p);
  // A slot by its name, or by an operator label of its position (LW for W, SP for P, DEF for DST).
  const named = (name: string) =>
    rules.slots.map((s, i) => ({ s, i })).filter(({ s }) => s.name.toUpperCase() === name);
  const byName = named(want);
  const candidates = byName.length ? byName : named(normalizePosition(rules, want));
  if (!candidates.length) {
    errors.push(`There is no ${label} slot in ${rules.name}.`);
    return -1;
  }
  const fit = candidates.find(({ i }) => (mask & (1 << i)) !== 0 && !usedSlots.has(i));
  if (!fit) {
    if (candidates.some(({ i }) => (mask & (1 << i)) !== 0))
      errors.push(`Too many players are locked into ${label}.`);
    else errors.push(`${nameOf(problem, p)} cannot play ${label}.`);
    return -1;
  }
  usedSlots.add(fit.i);
  return fit.i;
}

/**
 * Decides each player's min and max lineup count from the exposures; players at a max of 0
 * lineups are added to `removed`.
 */
function exposureCounts(
  problem: Problem,
  lineups: number,
  settings: BuildSettings,
  ctx: {
    perMin: Map<number, number>;
    perMax: Map<number, number>;
    lockedSet: Set<number>;
    removed: Uint8Array;
  },
  errors: string[],
): { minCount: Int32Array; maxCount: Int32Array } {
  const { perMin, perMax, lockedSet, removed } = ctx;
  const global = settings.maxExposure;
  const P = problem.persons.length;
  const minCount = new Int32Array(P);
  const maxCount = new Int32Array(P).fill(lineups);
  problem.persons.forEach((_, i) => {
    const locked = lockedSet.has(i);
    const max = perMax.get(i) ?? (locked ? 1 : (global ?? 1));
    const min = perMin.get(i) ?? 0;
    const name = nameOf(problem, i);
    if (min < 0 || min > 1 || max < 0 || max > 1)
      errors.push(`Exposure of ${name} must be between 0% and 100%.`);
    if (min > max)
      errors.push(`${name}: min exposure ${percent(min)} is above max exposure ${percent(max)}.`);
    maxCount[i] = Math.floor(max * lineups + 1e-9);
    minCount[i] = Math.ceil(min * lineups - 1e-9);
    if (locked && maxCount[i] < lineups)
      errors.push(`${name} is locked, so he is in every lineup, but his max exposure is ${percent(max)}.`);
    if (minCount[i] > 0 && removed[i])
      errors.push(`${name} is excluded but has a min exposure of ${percent(min)}.`);
    if (maxCount[i] === 0) removed[i] = 1;
  });
  return { minCount, maxCount };
}

/** Most players of one team: the user's max per team and the operator's team limits. */
function teamLimit(problem: Problem, maxPerTeam: number): number {
  return Math.min(maxPerTeam, ...problem.rules.teamLimits.filter((x) => !x.positions).map((x) => x.max));
}

/** Checks the locks fit the roster: room, slots, salary and team limits. */
function checkLocks(
  problem: Problem,
  locks: readonly ForcedPerson[],
  maxPerTeam: number,
  errors: string[],
): void {
  if (locks.length > problem.slotCount) {
    errors.push(`You locked ${locks.length} players but a lineup has only ${problem.slotCount} slots.`);
    return;
  }
  if (!locks.length) return;
  const masks = locks.map((l) => personMask(problem, l.person));
  if (
    !matchSlots(
      masks,
      problem.slotCount,
      locks.map((l) => l.slot),
    )
  )
    errors.push(
      `Your locked players cannot all fit in the roster slots (${locks.map((l) => nameOf(problem, l.person)).join(', ')}).`,
    );
  const cost = locks.reduce((sum, l) => sum + cheapestSalary(problem, l.person), 0);
  if (cost > problem.cap) errors.push(`Your locks cost ${money(cost)}, over the ${money(problem.cap)} cap.`);
  const perTeam = new Map<number, number>();
  for (const l of locks) {
    const t = problem.persons[l.person]?.team ?? 0;
    perTeam.set(t, (perTeam.get(t) ?? 0) + 1);
  }
  for (const [t, n] of perTeam) {
    const limit = teamLimit(problem, maxPerTeam);
    if (n > limit)
      errors.push(`You locked ${n} ${problem.teams[t]} players; at most ${limit} per team are allowed.`);
  }
}

/** Checks each stack on its own: known teams, size, team limit and enough eligible players. */
function checkStacks(
  problem: Problem,
  plans: readonly StackPlan[],
  teamCap: number,
  removed: Uint8Array,
  errors: string[],
): void {
  for (const plan of plans) {
    const rule = plan.rule;
    const label = describeStack(rule);
    for (const t of rule.teams ?? [])
      if (!problem.teams.includes(t.trim().toUpperCase()))
        errors.push(`Stack ${label}: team ${t} is not on this slate.`);
    if (plan.size > problem.slotCount) {
      errors.push(`Stack ${label} needs ${plan.size} players but a lineup has ${problem.slotCount}.`);
      continue;
    }
    const ownSize = plan.parts.filter((p) => !p.fromOpponent).reduce((n, p) => n + p.count, 0);
    if (ownSize > teamCap) {
      errors.push(
        `Stack ${label} needs ${ownSize} players of one team, but at most ${teamCap} per team are allowed.`,
      );
      continue;
    }
    const shortages: string[] = [];
    const feasibleTeams = plan.teams.filter((team) => {
      const short = stackShortage(problem, plan, team, removed);
      if (short) shortages.push(short);
      return !short;
    });
    if (!feasibleTeams.length) {
      if (rule.teams?.length) errors.push(...shortages.map((s) => `Stack ${label}: ${s}.`));
      else errors.push(`Stack ${label}: no team has enough eligible players that are not excluded.`);
    }
  }
}

/** Checks min exposures against the lineup spots there are, overall and per set of positions. */
function checkMinExposureRoom(
  problem: Problem,
  lineups: number,
  minCount: Int32Array,
  errors: string[],
): void {
  const demand = [...minCount].reduce((a, b) => a + b, 0);
  if (demand > lineups * problem.slotCount)
    errors.push(
      `Min exposures ask for ${demand} player spots but ${lineups} lineups have ${lineups * problem.slotCount}.`,
    );
  const needy = [...minCount.keys()].filter((i) => (minCount[i] as number) > 0);
  const masks = new Set(needy.map((i) => personMask(problem, i)));
  for (const m of masks) {
    const inside = needy.filter((i) => (personMask(problem, i) & ~m) === 0);
    const need = inside.reduce((n, i) => n + (minCount[i] as number), 0);
    const room = lineups * popcountSlots(m);
    if (need > room)
      errors.push(
        `Min exposures of ${inside.map((i) => nameOf(problem, i)).join(', ')} need ${need} lineup spots but their positions have only ${room} in ${lineups} lineups.`,
      );
  }
}

function popcountSlots(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Cheapest salary a person can be rostered at (the base slot on DraftKings showdown). */
export function cheapestSalary(problem: Problem, person: number): number {
  return Math.min(
    ...(problem.personEntries[person] ?? []).map((e) => problem.entries[e]?.salary ?? Infinity),
  );
}

/** Human description of a stack rule, e.g. "KC QB + 2 WR/TE". */
export function describeStack(rule: {
  teams?: string[];
  parts: { positions?: string[]; count: number; fromOpponent?: boolean }[];
}): string {
  const team = rule.teams?.length ? rule.teams.join('/') : 'any team';
  const parts = rule.parts.map(
    (p) =>
      `${p.fromOpponent ? 'opponent ' : ''}${p.count} ${p.positions?.length ? p.positions.join('/') : 'players'}`,
  );
  return `${team}: ${parts.join(' + ')}`;
}

function stackShortage(problem: Problem, plan: StackPlan, team: number, removed: Uint8Array): string | null {
  const opp = problem.teamOpp[team] as number;
  for (const part of plan.parts) {
    const t = part.fromOpponent ? opp : team;
    const eligible = problem.persons.filter(
      (p, i) => t >= 0 && p.team === t && !removed[i] && fitsPart(p.positions, part),
    ).length;
    const need = plan.parts
      .filter((q) => q.fromOpponent === part.fromOpponent && sameSet(q.positions, part.positions))
      .reduce((n, q) => n + q.count, 0);
    if (eligible < need) {
      const teamName = t >= 0 ? problem.teams[t] : `the opponent of ${problem.teams[team]}`;
      const what = part.positions ? `${[...part.positions].join('/')} ` : '';
      return `needs ${need} ${teamName} ${what}players but only ${eligible} are eligible and not excluded`;
    }
  }
  return null;
}

function sameSet(a: Set<string> | null, b: Set<string> | null): boolean {
  if (!a || !b) return a === b;
  return a.size === b.size && [...a].every((x) => b.has(x));
}

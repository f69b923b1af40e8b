import { normalizePosition } from '../rules/rule-set';
import type { BuildSettings, Randomness } from './build-input.types';
import { describeStack, money, percent } from './format';
import type { Problem } from './problem';
import { cheapestSalary, personMask } from './slot-assign';
import type { ForcedPerson, StackMethod } from './search-plan.types';
import { DEFAULT_WORK_BUDGET } from './work-budget';
import { ruleConflicts } from './conflict-checks';
import { extraRuleConflicts, groupLocks, type ExtraCheckContext } from './extra-checks';
import {
  extraRuleSettings,
  resolveExtraRules,
  type ExtraRulePlan,
  type ExtraRuleSettings,
} from './extra-rules';
import { matchSlots } from './slot-matching';
import { teamCapCounts } from './stack-caps';
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
  /** How stacks are searched (undefined: `auto`). */
  stackMethod: StackMethod | undefined;
  /** Projection randomness and its seed. */
  draw: ProjectionDraw;
  /** The build's work budget (the setting, or DEFAULT_WORK_BUDGET). */
  workBudget: number;
  /** Lineups that count as already built (`avoidLineups`), as entries; unknown players left out. */
  avoidEntries: number[][];
  /** The lineup rules resolved (null: none). */
  extra: ExtraRulePlan | null;
  /** The lineup rules' settings as given (explain-stop resolves them again one rule left out). */
  extraSettings: ExtraRuleSettings;
  /** Most lineups per team under the team exposure caps (null: none; see StackCaps). */
  teamMax: Int32Array | null;
  /** The build-wide max exposure (undefined: none), and whether any player has his own. */
  maxExposure: number | undefined;
  playerExposures: boolean;
  errors: string[];
};

/** Projection randomness, re-drawn for every lineup from `seed` (none: the projections as given). */
export type ProjectionDraw = { randomness: Randomness | undefined; seed: number };

/** The randomness settings of a build (also for re-checking one lineup's projections). */
export function projectionDraw(settings: BuildSettings): ProjectionDraw {
  return { randomness: settings.randomness, seed: settings.seed ?? 1 };
}

/** Earlier lineups as entries: each slot's player at the slot's kind (unknown players dropped). */
function avoidedEntries(problem: Problem, settings: BuildSettings): number[][] {
  return (settings.avoidLineups ?? []).flatMap((avoid) => {
    const entries = avoid.flatMap(({ playerId, slot }) => {
      const person = problem.personById.get(playerId);
      const kind = problem.rules.slots.find((x) => x.name === slot)?.kind ?? 'BASE';
      const e =
        person === undefined
          ? undefined
          : problem.personEntries[person]?.find((x) => problem.entries[x]?.kind === kind);
      return e === undefined ? [] : [e];
    });
    return entries.length ? [entries] : [];
  });
}

function nameOf(problem: Problem, person: number): string {
  return problem.persons[person]?.player.name ?? '?';
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
  const must = [...new Set([...locks.map((l) => l.person), ...everyLineup(minCount, lineups)])];
  const extraCtx = { must, removed, teamCap, lineups };
  if (!errors.length) addGroupLocks(problem, settings, locks, extraCtx, limits.maxPerTeam, errors);
  errors.push(...extraRuleConflicts(problem, settings, extraCtx));
  const extraSettings = extraRuleSettings(settings);
  const extra = resolveExtraRules(problem, extraSettings);
  if (extra) removeNonStarters(problem, extra, minCount, removed);
  return {
    locks,
    removed,
    minCount,
    maxCount,
    ...limits,
    stackPlans,
    stackMethod: settings.stackMethod,
    draw: projectionDraw(settings),
    workBudget: settings.workBudget ?? DEFAULT_WORK_BUDGET,
    avoidEntries: avoidedEntries(problem, settings),
    extra,
    extraSettings,
    teamMax: teamCapCounts(problem, settings.teamExposures, lineups),
    maxExposure: settings.maxExposure,
    playerExposures: (settings.exposures?.length ?? 0) > 0,
    errors: [...new Set(errors)],
  };
}

/**
 * Forces the players a group needs in every lineup like locks (added to `locks` and `ctx.must`),
 * and checks them as such, each error saying the groups put them there.
 */
function addGroupLocks(
  problem: Problem,
  settings: BuildSettings,
  locks: ForcedPerson[],
  ctx: ExtraCheckContext,
  maxPerTeam: number,
  errors: string[],
): void {
  const implied = groupLocks(problem, settings, ctx);
  if (!implied.length) return;
  const before = errors.length;
  locks.push(...implied.map((person) => ({ person, slot: -1 })));
  checkLocks(problem, locks, maxPerTeam, errors);
  const who = implied.map((p) => nameOf(problem, p)).join(', ');
  for (let i = before; i < errors.length; i++)
    errors[i] = `${errors[i]} (Your groups put ${who} in every lineup.)`;
  ctx.must = [...ctx.must, ...implied];
}

/**
 * With min starters on every slot no other player can be in a lineup: he is removed, so the
 * bound tables know it (counted only in the search, 9 of 9 on a real DK NFL file took 0.9M
 * units, removed 34,000). Not when such a player has a min exposure: the build forces him and
 * stops as before.
 */
function removeNonStarters(
  problem: Problem,
  extra: ExtraRulePlan,
  minCount: Int32Array,
  removed: Uint8Array,
): void {
  const starters = extra.starters;
  if (!starters || extra.minStarters < problem.slotCount) return;
  if (minCount.some((m, i) => m > 0 && !starters[i])) return;
  for (let i = 0; i < problem.persons.length; i++) if (!starters[i]) removed[i] = 1;
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
  const userMax = settings.maxSalary !== undefined && settings.maxSalary < problem.rules.salaryCap;
  if (minSalary > problem.cap)
    errors.push(
      userMax
        ? `Your minimum salary ${money(minSalary)} is over your maximum salary ${money(problem.cap)}.`
        : `Your minimum salary ${money(minSalary)} is over the ${money(problem.cap)} cap.`,
    );
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
    const slot =
      lock.slotIndex !== undefined
        ? lockSlotIndex(problem, p, lock.slotIndex, usedSlots, errors)
        : lock.slot
          ? lockSlot(problem, p, lock.slot, usedSlots, errors)
          : -1;
    locks.push({ person: p, slot });
  }
  return { locks, lockedSet };
}

/** Checks a lock into roster slot `index` fits person `p` (-1 and an error when it does not). */
function lockSlotIndex(
  problem: Problem,
  p: number,
  index: number,
  usedSlots: Set<number>,
  errors: string[],
): number {
  const slot = problem.rules.slots[index];
  if (!Number.isInteger(index) || !slot) {
    errors.push(`There is no slot ${index + 1} in ${problem.rules.name}.`);
    return -1;
  }
  const label = `${slot.name} (slot ${index + 1})`;
  if ((personMask(problem, p) & (1 << index)) === 0)
    errors.push(`${nameOf(problem, p)} cannot play ${label}.`);
  else if (usedSlots.has(index)) errors.push(`Too many players are locked into ${label}.`);
  else {
    usedSlots.add(index);
    return index;
  }
  return -1;
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
  const position = normalizePosition(rules, want);
  // A position's label names its own slot even when the slot is called otherwise (FD NFL: D and
  // DST are the DEF slot, whose position is D).
  const own = rules.slots
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.positions.length === 1 && s.positions[0] === position);
  const candidates = byName.length ? byName : named(position).length ? named(position) : own;
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
  for (const [li, lim] of problem.rules.positionLimits.entries()) {
    const over = locks.filter((l) => problem.positionLimitCounts[li]?.[l.person]);
    if (over.length > lim.max)
      errors.push(
        `You locked ${over.length} ${lim.label} (${over.map((l) => nameOf(problem, l.person)).join(', ')}), but ${problem.rules.name} allows at most ${lim.max}.`,
      );
  }
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

/** Players whose min exposure needs every lineup. */
function everyLineup(minCount: Int32Array, lineups: number): number[] {
  return [...minCount.keys()].filter((i) => (minCount[i] as number) >= lineups);
}

function popcountSlots(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
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

import type { BuildSettings } from './build-input.types';
import { describeStack, money } from './format';
import type { Problem } from './problem';
import type { ForcedPerson } from './search-plan.types';
import { cheapestSalary, entryMask, personMask } from './slot-assign';
import { matchSlots } from './slot-matching';
import { fitsPart, type StackPlan } from './stack-cores';

/**
 * Pre-checks for settings that clash with each other: locks (and players whose min
 * exposure puts them in every lineup) against stacks, roster slots, team limits and the cap, and
 * the team limit against the roster size. Each is a necessary condition for any lineup, so a
 * build refused here has no lineup at all; the message names the settings that clash.
 */
export function ruleConflicts(
  problem: Problem,
  settings: BuildSettings,
  ctx: {
    locks: readonly ForcedPerson[];
    removed: Uint8Array;
    minCount: Int32Array;
    lineups: number;
    /** Most players of one team (the user's max per team and the operator's limit). */
    teamCap: number;
    /** The settings' stack rules, resolved once (PreparedBuild.stackPlans). */
    plans: readonly StackPlan[];
  },
): string[] {
  const errors: string[] = [];
  const { teamCap, removed, plans } = ctx;
  const roomError = teamRoomConflict(problem, settings, removed, teamCap);
  if (roomError) errors.push(roomError);
  const mustList = everyLineupPlayers(ctx.locks, ctx.minCount, ctx.lineups);
  const salaryError = salaryFloorConflict(problem, settings.minSalary ?? 0, mustList, removed);
  if (salaryError) errors.push(salaryError);
  const clash: Clash = { problem, must: mustList, removed, teamCap };
  if (mustList.length) errors.push(...stackMustConflicts(clash, plans));
  if (errors.length) return errors;
  errors.push(...stackPairConflicts(clash, plans));
  return errors;
}

/** What every stack check reads: the players in every lineup, removals and the team limit. */
type Clash = { problem: Problem; must: readonly ForcedPerson[]; removed: Uint8Array; teamCap: number };

/** Checks the user's max per team against the roster: the teams' live players, at most teamCap each. */
function teamRoomConflict(
  problem: Problem,
  settings: BuildSettings,
  removed: Uint8Array,
  teamCap: number,
): string | null {
  const perTeam = new Int32Array(problem.teams.length);
  problem.persons.forEach((p, i) => {
    if (!removed[i]) perTeam[p.team] = (perTeam[p.team] as number) + 1;
  });
  const room = [...perTeam].reduce((n, x) => n + Math.min(x, teamCap), 0);
  // Only the user's own limit is a setting that clashes (a pool too thin for the operator's limit
  // is the slate's doing: the search reports it as no lineup).
  if (settings.maxPerTeam !== undefined && room < problem.slotCount)
    return `At most ${teamCap} players per team leaves room for ${room} players on this slate (${problem.teams.length} teams), but a lineup has ${problem.slotCount}.`;
  return null;
}

/** Players in every lineup: the locks (with their slots) and those whose min exposure is 100%. */
function everyLineupPlayers(
  locks: readonly ForcedPerson[],
  minCount: Int32Array,
  lineups: number,
): ForcedPerson[] {
  const must = new Map<number, number>();
  for (const l of locks) must.set(l.person, l.slot);
  minCount.forEach((m, i) => {
    if (m >= lineups && !must.has(i)) must.set(i, -1);
  });
  return [...must.entries()].map(([person, slot]) => ({ person, slot }));
}

/** Checks each stack can be met by some team together with the players in every lineup. */
function stackMustConflicts(clash: Clash, plans: readonly StackPlan[]): string[] {
  const { problem } = clash;
  const errors: string[] = [];
  const names = clash.must.map(({ person }) => problem.persons[person]?.player.name ?? '?').join(', ');
  for (const plan of plans) {
    const reasons: string[] = [];
    const ok = plan.teams.some((team) => {
      const why = partsConflict(clash, stackParts(problem, plan, team));
      if (why) reasons.push(why);
      return !why;
    });
    if (ok || !plan.teams.length) continue;
    const reason =
      plan.teams.length === 1 ? reasons[0] : `no team can meet it with them (e.g. ${reasons[0]})`;
    errors.push(
      `Stack ${describeStack(plan.rule)} cannot be met together with the players in every lineup (locks or 100% min exposure: ${names}): ${reason}.`,
    );
  }
  return errors;
}

/**
 * Checks stacks two at a time: when the teams they use (own and opponent) are apart, no player
 * counts toward both, so their parts must fit the roster side by side.
 */
function stackPairConflicts(clash: Clash, plans: readonly StackPlan[]): string[] {
  const errors: string[] = [];
  for (let a = 0; a < plans.length; a++)
    for (let b = a + 1; b < plans.length; b++) {
      const pa = plans[a];
      const pb = plans[b];
      if (!pa || !pb) continue;
      const why = pairConflict(clash, pa, pb);
      if (why)
        errors.push(
          `Stacks ${describeStack(pa.rule)} and ${describeStack(pb.rule)} cannot both be met in one lineup: ${why}.`,
        );
    }
  return errors;
}

/** Team pairs looked at for two stacks before they are given the benefit of doubt. */
const MAX_PAIRS = 4_096;

/** A stack part tied to one team (the stack's team or its opponent); team -1: no opponent. */
type TeamPart = { t: number; positions: Set<string> | null; count: number; tag: string };

function stackParts(problem: Problem, plan: StackPlan, team: number): TeamPart[] {
  const opp = problem.teamOpp[team] as number;
  const tag = problem.teams[team] ?? '?';
  return plan.parts.map((part) => ({
    t: part.fromOpponent ? opp : team,
    positions: part.positions,
    count: part.count,
    tag,
  }));
}

/**
 * Why two stacks cannot share a lineup (null when some pair of their teams may): for each pair
 * of teams whose parts use different teams, the parts together must fit the roster with the
 * must players. Pairs that share a team are given the benefit of doubt (a player may count
 * toward both stacks there).
 */
function pairConflict(clash: Clash, a: StackPlan, b: StackPlan): string | null {
  const { problem } = clash;
  if (!a.teams.length || !b.teams.length || a.teams.length * b.teams.length > MAX_PAIRS) return null;
  let first: string | null = null;
  for (const ta of a.teams) {
    const partsA = stackParts(problem, a, ta);
    const usedA = new Set(partsA.map((p) => p.t));
    for (const tb of b.teams) {
      const partsB = stackParts(problem, b, tb);
      if (partsB.some((p) => usedA.has(p.t))) return null;
      const why = partsConflict(clash, [...partsA, ...partsB]);
      if (!why) return null;
      first ??= why;
    }
  }
  return a.teams.length * b.teams.length === 1 ? first : `no two teams can meet them (e.g. ${first})`;
}

/**
 * Why no lineup can reach the minimum salary (null when one may): the most a lineup can cost,
 * with the must players in and the excluded out, found exactly over roster slots and each
 * player's entries (team and stack rules aside, so it is an upper bound on any real lineup).
 */
function salaryFloorConflict(
  problem: Problem,
  minSalary: number,
  must: readonly ForcedPerson[],
  removed: Uint8Array,
): string | null {
  if (minSalary <= 0 || problem.slotCount > 12) return null;
  const full = (1 << problem.slotCount) - 1;
  let best = new Float64Array(full + 1).fill(-Infinity);
  best[0] = 0;
  const mustSlot = new Map(must.map((m) => [m.person, m.slot]));
  // The must players first (each must take a slot), then everyone else not removed.
  const others = [...problem.persons.keys()].filter((i) => !removed[i] && !mustSlot.has(i));
  const order = [...[...mustSlot.keys()].filter((i) => !removed[i]), ...others];
  for (const person of order) {
    const forced = mustSlot.has(person);
    const slot = mustSlot.get(person) ?? -1;
    const next = forced ? new Float64Array(full + 1).fill(-Infinity) : Float64Array.from(best);
    for (const e of problem.personEntries[person] ?? []) {
      const salary = problem.entries[e]?.salary ?? 0;
      const mask = slot >= 0 ? entryMask(problem, e) & (1 << slot) : entryMask(problem, e);
      for (let used = 0; used <= full; used++) {
        const base = best[used] as number;
        if (base === -Infinity) continue;
        for (let free = mask & ~used; free; free &= free - 1) {
          const to = used | (free & -free);
          if (base + salary > (next[to] as number)) next[to] = base + salary;
        }
      }
    }
    best = next;
  }
  const most = best[full] as number;
  if (most === -Infinity || most >= minSalary) return null;
  return `Your minimum salary ${money(minSalary)} is more than any lineup can cost: with your locks and excludes the most a lineup costs is ${money(most)}.`;
}

/** Leaves of the lock-to-part enumeration looked at before a team is given the benefit of doubt. */
const MAX_LEAVES = 4_096;

/**
 * Why the stack parts (each tied to a team) cannot be met with the must players (null when they
 * may): the must players cover some parts, and the rest need players of the part's team that
 * fit in the slots left, within the team limit and the cap (cheapest eligible players).
 */
function partsConflict(clash: Clash, teamParts: readonly TeamPart[]): string | null {
  const { problem, must } = clash;
  const parts = partPools(clash, teamParts);
  const tag = [...new Set(parts.map((p) => p.tag))].join(' and ');
  const fixed: MustFacts = {
    tag,
    masks: must.map((m) => personMask(problem, m.person)),
    slots: must.map((m) => m.slot),
    cost: must.reduce((s, m) => s + cheapestSalary(problem, m.person), 0),
  };
  const cover = parts.map(() => 0);
  let leaves = 0;
  let best: { covered: number; why: string } | null = null;
  const rec = (i: number): boolean => {
    if (leaves > MAX_LEAVES) return true;
    if (i === must.length) {
      leaves++;
      const why = coverConflict(clash, parts, cover, fixed);
      if (!why) return true;
      const covered = cover.reduce((a, b) => a + b, 0);
      if (!best || covered > best.covered) best = { covered, why };
      return false;
    }
    for (const [k, p] of parts.entries()) {
      if (!p.mustFit[i] || (cover[k] as number) >= p.count) continue;
      cover[k]!++;
      const found = rec(i + 1);
      cover[k]!--;
      if (found) return true;
    }
    return rec(i + 1);
  };
  if (rec(0)) return null;
  return (best as { why: string } | null)?.why ?? `${tag} cannot meet it`;
}

/** A stack part with its team's eligible players: which must players fit it, the pool left. */
type PartPool = {
  t: number;
  tag: string;
  count: number;
  mustFit: boolean[];
  pool: number[];
  mask: number;
  salaries: number[];
};

/** What the must players bring to every cover: the parts' tag, their slot masks, slots and cost. */
type MustFacts = { tag: string; masks: number[]; slots: number[]; cost: number };

/** Each part's pool: players of its team who fit it, not removed and not must players. */
function partPools(clash: Clash, teamParts: readonly TeamPart[]): PartPool[] {
  const { problem, must, removed } = clash;
  return teamParts.map((part) => {
    const t = part.t;
    const fits = (i: number): boolean => {
      const p = problem.persons[i];
      return t >= 0 && p !== undefined && p.team === t && fitsPart(p.positions, part);
    };
    const mustFit = must.map((m) => fits(m.person));
    const pool: number[] = [];
    problem.persons.forEach((_, i) => {
      if (!removed[i] && !must.some((m) => m.person === i) && fits(i)) pool.push(i);
    });
    const mask = pool.reduce((m, i) => m | personMask(problem, i), 0);
    const salaries = pool.map((i) => cheapestSalary(problem, i)).sort((a, b) => a - b);
    return { t, tag: part.tag, count: part.count, mustFit, pool, mask, salaries };
  });
}

/** Why the must players, covering `cover[k]` places of each part, leave the parts unmet (null: they do not). */
function coverConflict(
  clash: Clash,
  parts: readonly PartPool[],
  cover: readonly number[],
  fixed: MustFacts,
): string | null {
  const { problem, must, teamCap } = clash;
  const need = parts.map((p, k) => p.count - (cover[k] as number));
  for (const [k, p] of parts.entries())
    if (p.pool.length < (need[k] as number) || (p.t < 0 && (need[k] as number) > 0))
      return `${fixed.tag} has too few eligible players left besides them`;
  const masks = [...fixed.masks];
  const slots = [...fixed.slots];
  parts.forEach((p, k) => {
    for (let j = 0; j < (need[k] as number); j++) {
      masks.push(p.mask);
      slots.push(-1);
    }
  });
  if (masks.length > problem.slotCount || !matchSlots(masks, problem.slotCount, slots))
    return `the roster has no slots left for the ${fixed.tag} stack players`;
  for (const t of new Set(parts.map((p) => p.t))) {
    const n =
      must.filter((m) => problem.persons[m.person]?.team === t).length +
      parts.reduce((s, p, k) => s + (p.t === t ? (need[k] as number) : 0), 0);
    if (n > teamCap)
      return `that makes ${n} ${problem.teams[t] ?? '?'} players, over the limit of ${teamCap} per team`;
  }
  const cost =
    fixed.cost +
    parts.reduce((s, p, k) => s + p.salaries.slice(0, need[k] as number).reduce((a, b) => a + b, 0), 0);
  if (cost > problem.cap)
    return `with ${fixed.tag} it costs at least ${money(cost)}, over the ${money(problem.cap)} cap`;
  return null;
}

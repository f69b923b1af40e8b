import type { StackRule } from './build-input.types';
import type { Problem } from './problem';
import { normalizePosition } from '../rules/rule-set';

/** A stack rule resolved against the problem's team and position tables. */
export type StackPlan = {
  rule: StackRule;
  teams: number[];
  parts: { positions: Set<string> | null; count: number; fromOpponent: boolean }[];
  size: number;
  /**
   * Players who never count toward the stack (1 = skipped): forced players the plan's counts
   * already include (see forForced in search-plan.ts). Absent: none.
   */
  skip?: Uint8Array;
};

/** True when a player's positions fit a stack part (a part without positions takes anyone). */
export function fitsPart(positions: readonly string[], part: { positions: Set<string> | null }): boolean {
  return !part.positions || positions.some((x) => part.positions?.has(x));
}

/** One way to meet a stack rule: its team and the players (person indices, part by part). */
export type StackCore = { team: number; persons: number[] };

/**
 * Cores of one plan, flat (plans can have hundreds of thousands): core i is team teams[i] with
 * players persons[i * size .. (i + 1) * size).
 */
export type CoreList = { size: number; count: number; teams: Int32Array; persons: Int32Array };

/** Resolves a stack rule; unknown team names are dropped (validation reports them). */
export function planStack(problem: Problem, rule: StackRule): StackPlan {
  const wanted = rule.teams?.map((t) => t.trim().toUpperCase()) ?? [];
  const teams = wanted.length
    ? wanted.map((t) => problem.teams.indexOf(t)).filter((t) => t >= 0)
    : problem.teams.map((_, i) => i);
  const parts = rule.parts.map((p) => ({
    // Operator labels (LW, SP, DEF) and the rule set's aliases (W, P, DST) mean the same.
    positions: p.positions?.length
      ? new Set(p.positions.map((x) => normalizePosition(problem.rules, x)))
      : null,
    count: Math.max(0, Math.floor(p.count)),
    fromOpponent: p.fromOpponent === true,
  }));
  return { rule, teams, parts, size: parts.reduce((n, p) => n + p.count, 0) };
}

/**
 * Calls `visit` for each core of `plan` among `persons` (ascending person indices), in a fixed
 * order: team order, then lexicographic by person index part by part. The same order on a
 * lineup's own players gives its canonical core, so every lineup is built from exactly one core.
 * `visit` gets the core's team and players (an array reused for the next core: copy to keep it)
 * and returns false to stop. Returns the steps taken (players read, teams tried and partial
 * cores visited), which callers charge to the build's work budget.
 */
export function forEachCore(
  problem: Problem,
  plan: StackPlan,
  persons: readonly number[],
  visit: (team: number, persons: readonly number[]) => boolean,
): number {
  const chosen: number[] = [];
  const used = new Uint8Array(problem.persons.length);
  // Players by team (each list ascending like `persons`): a team without enough players for
  // every part is skipped without filtering the whole list again.
  const byTeam = new Map<number, number[]>();
  for (const pi of persons) {
    const p = problem.persons[pi];
    if (!p || plan.skip?.[pi]) continue;
    const list = byTeam.get(p.team);
    if (list) list.push(pi);
    else byTeam.set(p.team, [pi]);
  }
  let steps = persons.length;
  const noPlayers: number[] = [];
  for (const team of plan.teams) {
    steps++;
    const opp = problem.teamOpp[team] as number;
    const pools = plan.parts.map((part) => {
      const t = part.fromOpponent ? opp : team;
      const own = t < 0 ? noPlayers : (byTeam.get(t) ?? noPlayers);
      return part.positions ? own.filter((pi) => fitsPart(problem.persons[pi]?.positions ?? [], part)) : own;
    });
    if (plan.parts.some((part, k) => (pools[k]?.length ?? 0) < part.count)) continue;
    let stop = false;
    const rec = (partIndex: number, start: number, left: number): void => {
      steps++;
      if (stop) return;
      if (partIndex === plan.parts.length) {
        if (!visit(team, chosen)) stop = true;
        return;
      }
      if (left === 0) {
        rec(partIndex + 1, 0, plan.parts[partIndex + 1]?.count ?? 0);
        return;
      }
      const pool = pools[partIndex] ?? [];
      for (let i = start; i <= pool.length - left && !stop; i++) {
        const pi = pool[i] ?? 0;
        if (used[pi]) continue;
        used[pi] = 1;
        chosen.push(pi);
        rec(partIndex, i + 1, left - 1);
        chosen.pop();
        used[pi] = 0;
      }
    };
    rec(0, 0, plan.parts[0]?.count ?? 0);
    if (stop) break;
  }
  return steps;
}

/** Steps of stack work (core listing and checks) to charge to the build's work budget. */
export type StepCounter = { steps: number };

/**
 * All cores of a plan among the given players, or null when there are more than `limit`.
 * `keep` (optional) drops cores no lineup can hold (clashing with the forced players); the
 * steps taken are added to `work`.
 */
export function listCores(
  problem: Problem,
  plan: StackPlan,
  persons: readonly number[],
  limit: number,
  keep?: (core: readonly number[]) => boolean,
  work?: StepCounter,
): CoreList | null {
  const size = plan.size;
  let teams = new Int32Array(64);
  let members = new Int32Array(64 * size);
  let count = 0;
  const steps = forEachCore(problem, plan, persons, (team, chosen) => {
    if (keep && !keep(chosen)) return true;
    if (count === limit) {
      count++;
      return false;
    }
    if (count === teams.length) {
      const t = new Int32Array(count * 2);
      t.set(teams);
      teams = t;
      const m = new Int32Array(count * 2 * size);
      m.set(members);
      members = m;
    }
    teams[count] = team;
    for (let i = 0; i < size; i++) members[count * size + i] = chosen[i] as number;
    count++;
    return true;
  });
  if (work) work.steps += steps;
  if (count > limit) return null;
  return { size, count, teams: teams.slice(0, count), persons: members.slice(0, count * size) };
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return n < k ? 0 : Math.round(r);
}

/**
 * How many cores listCores would list (counted, not listed: a plan can have hundreds of
 * thousands), or null when a player could count toward two parts of one team (then only
 * listing tells).
 */
export function countCores(
  problem: Problem,
  plan: StackPlan,
  persons: readonly number[],
  work?: StepCounter,
): number | null {
  let total = 0;
  if (work) work.steps += plan.teams.length * persons.length;
  for (const team of plan.teams) {
    const opp = problem.teamOpp[team] as number;
    const sizes = plan.parts.map(() => 0);
    for (const pi of persons) {
      const p = problem.persons[pi];
      if (!p || plan.skip?.[pi]) continue;
      let hits = 0;
      plan.parts.forEach((part, k) => {
        const t = part.fromOpponent ? opp : team;
        if (t >= 0 && p.team === t && fitsPart(p.positions, part)) {
          sizes[k] = (sizes[k] ?? 0) + 1;
          hits++;
        }
      });
      if (hits > 1) return null;
    }
    total += plan.parts.reduce((n, part, k) => n * choose(sizes[k] ?? 0, part.count), 1);
  }
  return total;
}

/** The canonical (first) core of a lineup for a plan, or null when the lineup misses the stack. */
export function firstCore(
  problem: Problem,
  plan: StackPlan,
  sortedPersons: readonly number[],
  work?: StepCounter,
): StackCore | null {
  let found: StackCore | null = null;
  const steps = forEachCore(problem, plan, sortedPersons, (team, persons) => {
    found = { team, persons: persons.slice() };
    return false;
  });
  if (work) work.steps += steps;
  return found;
}

/**
 * Tells whether a given core is the canonical (first) core of a lineup, like comparing it with
 * firstCore. Rules of one part of own-team players (the usual "n players of a team") are
 * answered from counts without allocating: the first core is the earliest team with `count`
 * eligible players, and its players the `count` smallest eligible ones. Other rules use
 * firstCore.
 */
export class CoreCheck {
  private static readonly cache = new WeakMap<StackPlan, CoreCheck>();

  /** The check of a plan (made once per plan; plans are per problem). */
  static of(problem: Problem, plan: StackPlan): CoreCheck {
    let check = CoreCheck.cache.get(plan);
    if (!check || check.problem !== problem) {
      check = new CoreCheck(problem, plan);
      CoreCheck.cache.set(plan, check);
    }
    return check;
  }

  private readonly simple: boolean;
  private readonly count: number;
  /** Position of each team in plan.teams (its first one), or -1. */
  private readonly teamRank: Int32Array;
  private readonly eligible: Uint8Array;
  private readonly teamCount: Int32Array;

  constructor(
    private readonly problem: Problem,
    private readonly plan: StackPlan,
  ) {
    const part = plan.parts[0];
    this.simple = plan.parts.length === 1 && !!part && part.count > 0 && !part.fromOpponent;
    this.count = part?.count ?? 0;
    this.teamRank = new Int32Array(problem.teams.length).fill(-1);
    plan.teams.forEach((t, i) => {
      if (this.teamRank[t] === -1) this.teamRank[t] = i;
    });
    this.eligible = new Uint8Array(problem.persons.length);
    problem.persons.forEach((p, i) => {
      if (plan.skip?.[i]) return;
      if (!part || fitsPart(p.positions, part)) this.eligible[i] = 1;
    });
    this.teamCount = new Int32Array(problem.teams.length);
  }

  /**
   * True when the lineup (persons[0..n-1], ascending) has any core of the plan. Rules other than
   * the simple one list cores: their steps are added to `work`.
   */
  meets(persons: Int32Array, n: number, work?: StepCounter): boolean {
    if (!this.simple) return !!firstCore(this.problem, this.plan, Array.from(persons.subarray(0, n)), work);
    const counts = this.teamCount;
    let ok = false;
    for (let i = 0; i < n && !ok; i++) {
      const pi = persons[i] as number;
      const t = this.problem.persons[pi]?.team ?? -1;
      if (this.eligible[pi] && t >= 0 && (this.teamRank[t] as number) >= 0 && ++counts[t]! >= this.count)
        ok = true;
    }
    for (let i = 0; i < n; i++) {
      const t = this.problem.persons[persons[i] as number]?.team ?? -1;
      if (t >= 0) counts[t] = 0;
    }
    return ok;
  }

  /**
   * True when core `index` of `cores` is the first core of the lineup (persons[0..n-1],
   * ascending). Steps of the rules other than the simple one are added to `work`.
   */
  isFirst(persons: Int32Array, n: number, cores: CoreList, index: number, work?: StepCounter): boolean {
    const wantTeam = cores.teams[index] as number;
    const from = index * cores.size;
    if (!this.simple) {
      const got = firstCore(this.problem, this.plan, Array.from(persons.subarray(0, n)), work);
      if (!got || got.team !== wantTeam || got.persons.length !== cores.size) return false;
      for (let i = 0; i < cores.size; i++) if (got.persons[i] !== cores.persons[from + i]) return false;
      return true;
    }
    const wantRank = this.teamRank[wantTeam] as number;
    if (wantRank < 0 || cores.size !== this.count) return false;
    const counts = this.teamCount;
    let ok = true;
    let j = 0;
    for (let i = 0; i < n && ok; i++) {
      const pi = persons[i] as number;
      if (!this.eligible[pi]) continue;
      const t = this.problem.persons[pi]?.team ?? -1;
      const rank = t < 0 ? -1 : (this.teamRank[t] as number);
      if (rank < 0 || rank > wantRank) continue;
      if (rank < wantRank) {
        // An earlier team with a full core of its own.
        if (++counts[t]! >= this.count) ok = false;
      } else if (j < this.count) {
        if (cores.persons[from + j] !== pi) ok = false;
        j++;
      }
    }
    for (let i = 0; i < n; i++) {
      const t = this.problem.persons[persons[i] as number]?.team ?? -1;
      if (t >= 0) counts[t] = 0;
    }
    return ok && j === this.count;
  }
}

/**
 * A stack rule searched through an extra dimension of the bound tables (one table set per team)
 * instead of forced cores. Possible when the parts of the same team are laminar: any two are
 * disjoint or one holds the other ("3 hitters + 1 OF": every OF is a hitter). A player then
 * counts toward the narrowest part he fits that still needs players, else the next wider one
 * (`chain`): over any set of players this meets every part whenever some assignment of the
 * players to parts does, whatever the order they come in.
 */
export type FastStack = {
  plan: StackPlan;
  /** Parts with a positive count. */
  parts: { count: number; fromOpponent: boolean }[];
  /** posOk[k][person] = 1 when the player's positions fit part k. */
  posOk: Uint8Array[];
  /**
   * chain[k]: part k and then the wider parts of the same side holding it, narrowest first. A
   * player's part (see stackParts) is the first part of his chain, the narrowest he fits.
   */
  chain: number[][];
  S: number;
  start: number;
  /** trans[k * S + s]: the state after a player whose narrowest part is k, in state s. */
  trans: Int32Array;
  /** Players still needed in each state (sum over parts). */
  need: Int32Array;
};

/**
 * Parts of one side, each with the wider parts holding it, narrowest first (ties by index), or
 * null when two parts overlap without one holding the other.
 */
function partChains(
  parts: readonly { fromOpponent: boolean }[],
  posOk: readonly Uint8Array[],
): number[][] | null {
  const size = posOk.map((ok) => ok.reduce((n, x) => n + x, 0));
  const holds = (a: number, b: number): boolean => {
    const pa = posOk[a] as Uint8Array;
    const pb = posOk[b] as Uint8Array;
    for (let i = 0; i < pa.length; i++) if (pb[i] && !pa[i]) return false;
    return true;
  };
  const narrower = (a: number, b: number): number => (size[a] as number) - (size[b] as number) || a - b;
  const chains: number[][] = [];
  for (let a = 0; a < parts.length; a++) {
    const chain = [a];
    for (let b = 0; b < parts.length; b++) {
      if (b === a || parts[a]?.fromOpponent !== parts[b]?.fromOpponent) continue;
      const pa = posOk[a] as Uint8Array;
      const pb = posOk[b] as Uint8Array;
      let shared = false;
      for (let i = 0; i < pa.length && !shared; i++) if (pa[i] && pb[i]) shared = true;
      if (!shared) continue;
      // Overlapping parts must nest; the wider one (or the later of two equal ones) comes after.
      if (holds(b, a) && narrower(a, b) < 0) chain.push(b);
      else if (!holds(a, b)) return null;
    }
    chains.push(chain.sort(narrower));
  }
  return chains;
}

/** The fast form of a stack rule, or null when two parts of a team overlap without nesting. */
export function fastStack(problem: Problem, plan: StackPlan): FastStack | null {
  const kept = plan.parts.filter((p) => p.count > 0);
  if (!kept.length || !plan.teams.length) return null;
  const posOk = kept.map((part) =>
    Uint8Array.from(problem.persons, (p, i) => (!plan.skip?.[i] && fitsPart(p.positions, part) ? 1 : 0)),
  );
  const chain = partChains(kept, posOk);
  if (!chain) return null;
  const radix: number[] = [];
  let S = 1;
  let start = 0;
  for (const part of kept) {
    radix.push(S);
    start += part.count * S;
    S *= part.count + 1;
  }
  const needIn = (k: number, s: number): number =>
    Math.floor(s / (radix[k] as number)) % ((kept[k]?.count ?? 0) + 1);
  const trans = new Int32Array(kept.length * S);
  const needAll = new Int32Array(S);
  for (let s = 0; s < S; s++) kept.forEach((_, k) => (needAll[s] = (needAll[s] as number) + needIn(k, s)));
  kept.forEach((_, k) => {
    for (let s = 0; s < S; s++) {
      const to = (chain[k] as number[]).find((j) => needIn(j, s) > 0);
      trans[k * S + s] = to === undefined ? s : s - (radix[to] as number);
    }
  });
  return {
    plan,
    parts: kept.map((p) => ({ count: p.count, fromOpponent: p.fromOpponent })),
    posOk,
    chain,
    S,
    start,
    trans,
    need: needAll,
  };
}

/**
 * The narrowest part of the fast stack person `pi` fits when `team` (opponent `opp`) is the
 * stacked team, or -1. Every part a player fits is on the chain of the narrowest one: k is
 * narrower than q when q is on k's chain.
 */
function narrowestPart(problem: Problem, fast: FastStack, team: number, opp: number, pi: number): number {
  const t = problem.persons[pi]?.team;
  let q = -1;
  for (let k = 0; k < fast.parts.length; k++) {
    const side = fast.parts[k]?.fromOpponent ? opp : team;
    if (side < 0 || t !== side || !fast.posOk[k]?.[pi]) continue;
    if (q < 0 || (fast.chain[k] as number[]).includes(q)) q = k;
  }
  return q;
}

/** The narrowest part each player fits when `team` is the stacked team (-1: none). */
export function stackParts(problem: Problem, fast: FastStack, team: number): Int8Array {
  const opp = problem.teamOpp[team] as number;
  return Int8Array.from(problem.persons, (_, i) => narrowestPart(problem, fast, team, opp, i));
}

/** True when the players (persons[0..n-1]) meet the fast stack with `team` as the stacked team. */
export function meetsFastStack(
  problem: Problem,
  fast: FastStack,
  team: number,
  persons: ArrayLike<number>,
  n = persons.length,
): boolean {
  const opp = problem.teamOpp[team] as number;
  let s = fast.start;
  for (let i = 0; i < n; i++) {
    const q = narrowestPart(problem, fast, team, opp, persons[i] as number);
    if (q >= 0) s = fast.trans[q * fast.S + s] as number;
  }
  return fast.need[s] === 0;
}

/** Index into coreLists[k] of the core that core set `set` uses for core plan k. */
export function coreIndex(
  strides: readonly number[],
  lists: readonly CoreList[],
  set: number,
  k: number,
): number {
  return Math.floor(set / (strides[k] as number)) % (lists[k]?.count ?? 1);
}

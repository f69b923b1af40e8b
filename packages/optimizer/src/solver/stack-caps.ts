import type { BuildSettings } from './build-input.types';
import type { Problem } from './problem';
import { fitsPart, type StackPlan } from './stack-cores';

// Caps across lineups on teams and stacks, read like player max exposures: a team
// used in floor(m x N) lineups is taken out of the build (its players removed), and a stack met
// by a team in floor(m x N) lineups may no longer be met by that team (checked on complete
// lineups, extra-search.ts, and on lineups a stream found before the cap was reached).

/** Max lineups from an exposure fraction. */
export function capCount(fraction: number, lineups: number): number {
  return Math.floor(fraction * lineups + 1e-9);
}

type CappedStack = { plan: StackPlan; max: Int32Array; used: Int32Array; capped: Uint8Array };

/** Team and stack exposure counts of one build. */
export class StackCaps {
  readonly teamMax: Int32Array;
  readonly teamUsed: Int32Array;
  readonly stacks: CappedStack[];
  /** True when some stack has a team at its cap (complete lineups must be checked). */
  anyCapped = false;
  /** Bumped whenever a stack reaches its cap for one more team (plans change). */
  version = 0;
  private open: { version: number; plans: readonly StackPlan[]; out: StackPlan[] } | null = null;

  constructor(
    private readonly problem: Problem,
    /** Most lineups per team (teamCapCounts; null: no team exposure caps). */
    teamMax: Int32Array | null,
    plans: readonly StackPlan[],
    lineups: number,
  ) {
    const T = problem.teams.length;
    this.teamMax = teamMax ?? new Int32Array(T).fill(lineups);
    this.teamUsed = new Int32Array(T);
    this.stacks = plans.flatMap((plan) => {
      const { maxExposure, byTeam } = plan.rule;
      if (maxExposure === undefined && !byTeam) return [];
      const max = Int32Array.from(problem.teams, (code) => {
        const m = byCode(byTeam, code) ?? maxExposure;
        return m === undefined ? lineups : capCount(m, lineups);
      });
      const capped = Uint8Array.from(max, (m) => (m === 0 ? 1 : 0));
      if (capped.some((c) => c)) this.anyCapped = true;
      return [{ plan, max, used: new Int32Array(T), capped }];
    });
  }

  /** True when the build has a team exposure cap or a stack with an exposure cap. */
  static needed(teamMax: Int32Array | null, plans: readonly StackPlan[]): boolean {
    return (
      teamMax !== null || plans.some((p) => p.rule.maxExposure !== undefined || p.rule.byTeam !== undefined)
    );
  }

  /** Teams at a team exposure of 0 from the start. */
  closedTeams(): number[] {
    return [...this.teamMax.keys()].filter((t) => this.teamMax[t] === 0);
  }

  /** Counts an accepted lineup; returns the teams that just reached their team exposure cap. */
  record(persons: readonly number[]): number[] {
    const teams = new Set(persons.map((pi) => this.problem.persons[pi]?.team ?? 0));
    const closed: number[] = [];
    for (const t of teams) if (++this.teamUsed[t]! === this.teamMax[t]) closed.push(t);
    const arr = Int32Array.from(persons);
    for (const s of this.stacks)
      for (const t of s.plan.teams) {
        if (!meetsWithTeam(this.problem, s.plan, t, arr, arr.length)) continue;
        if (++s.used[t]! >= s.max[t]! && !s.capped[t]) {
          s.capped[t] = 1;
          this.anyCapped = true;
          this.version++;
        }
      }
    return closed;
  }

  /** False when the lineup meets a stack with a team at that stack's cap. */
  allows(persons: Int32Array, n: number): boolean {
    if (!this.anyCapped) return true;
    for (const s of this.stacks)
      for (const t of s.plan.teams)
        if (s.capped[t] && meetsWithTeam(this.problem, s.plan, t, persons, n)) return false;
    return true;
  }

  /**
   * The stack plans with each stack's capped teams left out: a lineup must meet the stack with a
   * team below its cap (and, checked on complete lineups, with no capped team), so the search
   * only lists cores and tables of open teams.
   */
  openPlans(plans: readonly StackPlan[]): readonly StackPlan[] {
    if (!this.anyCapped) return plans;
    if (this.open?.version === this.version && this.open.plans === plans) return this.open.out;
    const out = plans.map((plan) => {
      const s = this.stacks.find((x) => x.plan === plan);
      return s ? { ...plan, teams: plan.teams.filter((t) => !s.capped[t]) } : plan;
    });
    this.open = { version: this.version, plans, out };
    return out;
  }

  /** A stack whose every team is at its cap (no further lineup can meet it), or null. */
  spentStack(): StackPlan | null {
    return this.stacks.find((s) => s.plan.teams.every((t) => s.capped[t]))?.plan ?? null;
  }
}

/**
 * Most lineups each team may be used in under the team exposure setting (`byTeam` per team code
 * over `max`; no cap: the lineup count), or null when the build has no team exposures.
 */
export function teamCapCounts(
  problem: Problem,
  te: BuildSettings['teamExposures'],
  lineups: number,
): Int32Array | null {
  if (te === undefined) return null;
  return Int32Array.from(problem.teams, (code) => {
    const m = byCode(te.byTeam, code) ?? te.max;
    return m === undefined ? lineups : capCount(m, lineups);
  });
}

function byCode(map: Record<string, number> | undefined, code: string): number | undefined {
  if (!map) return undefined;
  for (const [k, v] of Object.entries(map)) if (k.trim().toUpperCase() === code) return v;
  return undefined;
}

/** True when team t meets every part of the stack with distinct lineup players. */
export function meetsWithTeam(
  problem: Problem,
  plan: StackPlan,
  t: number,
  persons: Int32Array,
  n: number,
): boolean {
  const opp = problem.teamOpp[t] as number;
  const units: { team: number; part: StackPlan['parts'][number] }[] = [];
  for (const part of plan.parts)
    for (let c = 0; c < part.count; c++) units.push({ team: part.fromOpponent ? opp : t, part });
  const used = new Uint8Array(n);
  const fill = (u: number): boolean => {
    const unit = units[u];
    if (!unit) return true;
    for (let i = 0; i < n; i++) {
      const person = problem.persons[persons[i] as number];
      if (used[i] || !person || person.team !== unit.team || !fitsPart(person.positions, unit.part)) continue;
      used[i] = 1;
      const ok = fill(u + 1);
      used[i] = 0;
      if (ok) return true;
    }
    return false;
  };
  return fill(0);
}

import type { ExtraRulePlan } from './extra-rules';
import { battingOrder, fitsWindow } from './extra-rules';
import type { Problem } from './problem';
import type { StackCaps } from './stack-caps';

// The lineup rules inside the search: counted as players are added and taken out
// (add / remove), with the rules that can only get worse as players are added (caps, maxima,
// spacing) and the minima that the slots left can no longer reach pruned at once; every rule is
// checked in full on complete lineups (complete). Exact: a partial lineup is only dropped when
// no completion of it can meet the rule.

/** A step of a search chain: `c` picks from problem group `g`, then the next step. */
type Step = { g: number; c: number; next: Step | null };

/**
 * A minimum the search checks against the picks a chain has left (see reachable): per problem
 * group, how many of the rule's players have a copy in it; `kind` says which count it reads.
 */
type MinRule = { kind: 'group' | 'count' | 'starters'; k: number; min: number; perGroup: Int32Array };

/** Counts of one partial lineup against an ExtraRulePlan (one per LineupSearch). */
export class ExtraRules {
  private size = 0;
  private own = 0;
  private starters = 0;
  private distinctTeams = 0;
  private readonly team: Int32Array;
  private readonly game: Int32Array;
  private readonly group: Int32Array;
  private readonly when: Int32Array;
  private readonly count: Int32Array;
  /** Per pair rule, per team: with-players, anchors that are with-players, other anchors. */
  private readonly pairWith: Int32Array[];
  private readonly anchorsWith: Int32Array[];
  private readonly anchorsOther: Int32Array[];
  /** Per spacing rule, per team x 10 + batting order spot: players. */
  private readonly spots: Int32Array[];
  /** The lineup's persons in the order added. */
  private readonly persons: Int32Array;

  constructor(
    private readonly p: Problem,
    private readonly plan: ExtraRulePlan,
    private readonly caps: StackCaps | null,
  ) {
    const T = p.teams.length;
    this.team = new Int32Array(T);
    this.game = new Int32Array(p.games.length);
    this.group = new Int32Array(plan.groups.length);
    this.when = new Int32Array(plan.groups.length);
    this.count = new Int32Array(plan.positionCounts.length);
    this.pairWith = plan.pairs.map(() => new Int32Array(T));
    this.anchorsWith = plan.pairs.map(() => new Int32Array(T));
    this.anchorsOther = plan.pairs.map(() => new Int32Array(T));
    this.spots = plan.spacing.map(() => new Int32Array(T * 10));
    this.persons = new Int32Array(p.slotCount);
    this.minRules = minRules(p, plan);
  }

  /** The minima checked against the chain's picks left (empty: reachable is always true). */
  readonly minRules: MinRule[];

  /**
   * False when some minimum (of an active group, a position count, the starters) needs more
   * players than the chain from `step` on can still add: each step adds at most its picks, and
   * at most as many as the rule has players with a copy in the step's group. An upper bound on
   * what any completion adds, so a partial lineup is only dropped when none can meet the rule
   * (a lock that fills the only slots a group's players fit leaves no root to search).
   */
  reachable(step: Step | null): boolean {
    for (const m of this.minRules) {
      const need = m.min - this.countOf(m);
      if (need <= 0) continue;
      let can = 0;
      for (let s = step; s && can < need; s = s.next) can += Math.min(s.c, m.perGroup[s.g] as number);
      if (can < need) return false;
    }
    return true;
  }

  /** The partial lineup's count of a min rule's players (0 for a group whose condition is unmet). */
  private countOf(m: MinRule): number {
    if (m.kind === 'starters') return this.starters;
    if (m.kind === 'count') return this.count[m.k] as number;
    const g = this.plan.groups[m.k] as ExtraRulePlan['groups'][number];
    // A condition unmet now may be met by a later pick: no minimum applies yet.
    if (g.when && (this.when[m.k] as number) < g.whenMin) return m.min;
    return this.group[m.k] as number;
  }

  /** Adds a person; false when no completion (with `left` more players) can meet the rules. */
  add(pi: number, left: number): boolean {
    this.count1(pi, 1);
    this.persons[this.size++] = pi;
    return this.partialOk(pi, left);
  }

  /** Takes out the person added last. */
  remove(pi: number): void {
    this.size--;
    this.count1(pi, -1);
  }

  private count1(pi: number, d: number): void {
    const { p, plan } = this;
    const person = p.persons[pi];
    if (!person) return;
    const t = person.team;
    if (d > 0 ? this.team[t]!++ === 0 : --this.team[t]! === 0) this.distinctTeams += d;
    this.game[person.game]! += d;
    if (plan.ownership) this.own += d * (plan.ownership[pi] as number);
    if (plan.starters?.[pi]) this.starters += d;
    plan.groups.forEach((g, k) => {
      if (g.members[pi]) this.group[k]! += d;
      if (g.when?.[pi]) this.when[k]! += d;
    });
    plan.positionCounts.forEach((c, k) => {
      if (c.members[pi]) this.count[k]! += d;
    });
    plan.pairs.forEach((r, k) => {
      if (r.with[pi]) this.pairWith[k]![t]! += d;
      if (r.anchor[pi]) (r.with[pi] ? this.anchorsWith : this.anchorsOther)[k]![t]! += d;
    });
    plan.spacing.forEach((r, k) => {
      if (r.fits[pi]) this.spots[k]![t * 10 + battingOrder(p, pi)]! += d;
    });
  }

  /** The checks that hold for any completion: caps, maxima, spacing, minima the slots can reach. */
  private partialOk(pi: number, left: number): boolean {
    const { plan } = this;
    if (this.own > plan.ownershipCap) return false;
    if (this.starters + left < plan.minStarters) return false;
    if (this.distinctTeams > plan.teamMax || this.distinctTeams + left < plan.teamMin) return false;
    for (let k = 0; k < plan.groups.length; k++) {
      const g = plan.groups[k]!;
      const active = !g.when || this.when[k]! >= g.whenMin;
      if (active && this.group[k]! > g.max) return false;
      // Once met, a group's condition stays met as players are added: its min prunes from then on.
      if (active && this.group[k]! + left < g.min) return false;
    }
    for (let k = 0; k < plan.positionCounts.length; k++) {
      const c = plan.positionCounts[k]!;
      if (this.count[k]! > c.max || this.count[k]! + left < c.min) return false;
    }
    const t = this.p.persons[pi]?.team ?? 0;
    for (let k = 0; k < plan.spacing.length; k++)
      if (!fitsWindow(this.spotMask(k, t), plan.spacing[k]!.within)) return false;
    for (let k = 0; k < plan.pairs.length; k++) {
      if (!this.pairOk(k, t, left)) return false;
      const opp = this.p.teamOpp[t] as number;
      if (opp >= 0 && !this.pairOk(k, opp, left)) return false;
    }
    return this.gameStacksReachable(left);
  }

  /** Batting-order spots taken by team t's players of spacing rule k (bit s - 1 for spot s). */
  private spotMask(k: number, t: number): number {
    const spots = this.spots[k]!;
    let mask = 0;
    for (let s = 1; s <= 9; s++) if (spots[t * 10 + s]) mask |= 1 << (s - 1);
    return mask;
  }

  /** Pair rule k for the anchors of team a: at most max, and min still reachable with `left`. */
  private pairOk(k: number, a: number, left: number): boolean {
    const r = this.plan.pairs[k]!;
    const target = r.same ? a : (this.p.teamOpp[a] as number);
    const withs = target >= 0 ? this.pairWith[k]![target]! : 0;
    // An anchor who is himself a with-player of his own team does not count himself.
    const self = r.same ? 1 : 0;
    if (this.anchorsOther[k]![a]! > 0 && (withs > r.max || withs + left < r.min)) return false;
    if (this.anchorsWith[k]![a]! > 0 && (withs - self > r.max || withs - self + left < r.min)) return false;
    return true;
  }

  /** True when some allowed game can still reach every game stack's counts with `left` more. */
  private gameStacksReachable(left: number): boolean {
    for (const g of this.plan.gameStacks) if (!this.gameStackMet(g, left)) return false;
    return true;
  }

  private gameStackMet(g: ExtraRulePlan['gameStacks'][number], left: number): boolean {
    for (let gi = 0; gi < g.games.length; gi++) {
      if (!g.games[gi]) continue;
      const [a, b] = this.plan.gameTeams[gi] ?? [-1, -1];
      const ta = a >= 0 ? this.team[a]! : 0;
      const tb = b >= 0 ? this.team[b]! : 0;
      const needA = Math.max(0, g.minPerTeam - ta);
      const needB = Math.max(0, g.minPerTeam - tb);
      const need = Math.max(needA + needB, g.count - this.game[gi]!);
      if (need <= left) return true;
    }
    return false;
  }

  /** Every rule on the complete lineup (the minima of conditional groups and of pairs too). */
  complete(): boolean {
    const { plan } = this;
    if (!this.partialOk(this.persons[this.size - 1] ?? 0, 0)) return false;
    for (let k = 0; k < plan.groups.length; k++) {
      const g = plan.groups[k]!;
      if (g.when && this.when[k]! >= g.whenMin && this.group[k]! < g.min) return false;
    }
    for (let k = 0; k < plan.pairs.length; k++)
      for (let t = 0; t < this.p.teams.length; t++) if (!this.pairOk(k, t, 0)) return false;
    for (let k = 0; k < plan.spacing.length; k++)
      for (let t = 0; t < this.p.teams.length; t++)
        if (!fitsWindow(this.spotMask(k, t), plan.spacing[k]!.within)) return false;
    return !this.caps || this.caps.allows(this.persons, this.size);
  }
}

/** Players of `members` per problem group (a player counted once per group holding a copy of his). */
function perGroup(p: Problem, members: Uint8Array): Int32Array {
  return Int32Array.from(p.groups, (g) => {
    const persons = new Set<number>();
    for (const c of g.copies) {
      const pi = p.copies[c]?.person ?? -1;
      if (members[pi]) persons.add(pi);
    }
    return persons.size;
  });
}

/** The plan's minima the search can check against the picks left (see ExtraRules.reachable). */
function minRules(p: Problem, plan: ExtraRulePlan): MinRule[] {
  const out: MinRule[] = [];
  plan.groups.forEach((g, k) => {
    if (g.min > 0) out.push({ kind: 'group', k, min: g.min, perGroup: perGroup(p, g.members) });
  });
  plan.positionCounts.forEach((c, k) => {
    if (c.min > 0) out.push({ kind: 'count', k, min: c.min, perGroup: perGroup(p, c.members) });
  });
  if (plan.starters && plan.minStarters > 0)
    out.push({ kind: 'starters', k: 0, min: plan.minStarters, perGroup: perGroup(p, plan.starters) });
  return out;
}

import {
  createRng,
  optimize,
  points,
  salary as asSalary,
  type OptimizerPlayer,
  type Sport,
} from '@dfs/optimizer';
import type { SimModel } from '../model/sim-model.types';
import { memberSalary, type Members } from './lineup';

// The simulated field: opponents' lineups drawn slot by slot in proportion to ownership weights,
// valid for the rule set, with salary near the cap, a projection not far off the best lineup's
// and stacks at real fields' rate; duplicates are allowed. Model ownership is itself the share of
// such a field (sim-model.ts); toward uploaded ownership a few calibration rounds adjust the
// weights until the field's player shares match it (the rules above bend plain weights).

/** A stack the field builds: `count` players of `mates` positions beside an `anchor` of the same team. */
export type FieldStack = { anchor: string[]; mates: string[]; count: number };

/** Field options; every default is documented in the package README ("The field"). */
export type FieldOptions = {
  /** Share of field lineups built around the sport's stack (0..1). */
  stackRate?: number;
  /** Lowest salary of a field lineup as a share of the cap. */
  minSalaryShare?: number;
  /**
   * How far below the best lineup's projection a field lineup may be (0.25: at least 75 % of
   * it). Real fields are built with projections in hand; ownership alone draws many lineups no
   * one would enter.
   */
  maxOffOptimal?: number;
  /** Calibration rounds of the ownership weights (0: none). */
  calibrationRounds?: number;
  /** Lineups drawn per calibration round (default 3,000; fewer for a small field). */
  calibrationSample?: number;
};

const HITTERS = ['C', '1B', '2B', '3B', 'SS', 'OF'];

/** The stack real fields build most per sport in classic contests, and how often. */
export const FIELD_STACKS: Record<Sport, { stack: FieldStack | null; rate: number }> = {
  nfl: { stack: { anchor: ['QB'], mates: ['WR', 'TE'], count: 1 }, rate: 0.75 },
  mlb: { stack: { anchor: HITTERS, mates: HITTERS, count: 3 }, rate: 0.6 },
  nhl: { stack: { anchor: ['C'], mates: ['W'], count: 1 }, rate: 0.5 },
  nba: { stack: null, rate: 0 },
};

/**
 * Default of FieldOptions.maxOffOptimal: the open-source DFS-Tools simulators keep field lineups
 * within 20 to 40 % of the optimal projection (`max_pct_off_optimal`: NFL 0.25, others 0.2 to
 * 0.4); 0.35 cuts the weakest lineups ownership alone draws while rejecting few draws (0.25 made
 * drawing the NFL field 2.5 times slower).
 */
export const DEFAULT_MAX_OFF_OPTIMAL = 0.35;

/** The projection of the slate's best lineup under the rule set (the optimizer's first lineup). */
function bestProjection(model: SimModel): number {
  const players: OptimizerPlayer[] = model.players.map((p) => ({
    id: p.id,
    name: p.name,
    team: p.team,
    opponent: p.opponent,
    game: p.game,
    positions: p.operatorPositions,
    salary: asSalary(p.salary),
    projection: points(p.mean),
    ...(p.kindIds ? { kindIds: p.kindIds } : {}),
    ...(p.kindSalaries ? { kindSalaries: p.kindSalaries as OptimizerPlayer['kindSalaries'] } : {}),
  }));
  return optimize({ rules: model.rules, players, lineups: 1 }).lineups[0]?.projection ?? 0;
}

/** Default lowest salary of a field lineup: 98 % of the cap (classic), 94 % (single game). */
export function defaultMinSalaryShare(model: SimModel): number {
  return model.hasCaptain ? 0.94 : 0.98;
}

/** Draws field lineups for one model; reusable for any number of lineups. */
export class FieldGenerator {
  private readonly model: SimModel;
  private readonly rng: () => number;
  private readonly candidates: Int32Array[];
  private readonly slotSalary: Int32Array[];
  private readonly order: number[];
  private readonly cheapest: Float64Array;
  private readonly dearest: Float64Array;
  private readonly weights: Float64Array[];
  private readonly team: Int32Array;
  private readonly game: Int32Array;
  /** Per player: counted by each team limit / position limit; counted for the minimum of teams. */
  private readonly limits: { team: Uint8Array[]; position: Uint8Array[]; countsForTeams: Uint8Array };
  /** Scratch counters by team or game index, all 0 between uses. */
  private readonly teamCounts: Int32Array;
  private readonly stack: FieldStack | null;
  /** Per player: has one of the stack's anchor positions / one of its mates' positions. */
  private readonly stackAnchor: Uint8Array;
  private readonly stackMate: Uint8Array;
  /** The first slot in drawing order an anchor may fill, and the slots mates may fill, in that order. */
  private readonly anchorSlot: number | undefined;
  private readonly mateSlots: number[];
  /** The lineup being drawn: player per slot, -1 while open (scratch). */
  private readonly filled: Int32Array;
  private readonly stackRate: number;
  private readonly minSalary: number;
  /** Lowest projection of a field lineup (0 when there is no floor). */
  private readonly minProjection: number;
  /** Points multiplier per slot. */
  private readonly slotMultiplier: Float64Array;
  private readonly used: Uint8Array;
  /** Running weight sums of the slot being drawn (scratch). */
  private readonly cumulative: Float64Array;

  constructor(model: SimModel, seed: number, options: FieldOptions = {}) {
    this.model = model;
    this.rng = createRng(seed);
    const { rules, players } = model;
    const teams = new Map<string, number>();
    this.team = Int32Array.from(players, (p) => {
      if (!teams.has(p.team)) teams.set(p.team, teams.size);
      return teams.get(p.team)!;
    });
    const games = new Map<string, number>();
    this.game = Int32Array.from(players, (p) => {
      if (!games.has(p.game)) games.set(p.game, games.size);
      return games.get(p.game)!;
    });
    const has = (p: (typeof players)[number], positions: readonly string[]): boolean =>
      p.rulePositions.some((x) => positions.includes(x));
    const skip = rules.teamsExcludePositions ?? [];
    this.limits = {
      team: rules.teamLimits.map((l) =>
        Uint8Array.from(players, (p) => (!l.positions || has(p, l.positions) ? 1 : 0)),
      ),
      position: rules.positionLimits.map((l) =>
        Uint8Array.from(players, (p) => (has(p, l.positions) ? 1 : 0)),
      ),
      countsForTeams: Uint8Array.from(players, (p) =>
        p.rulePositions.every((x) => skip.includes(x)) ? 0 : 1,
      ),
    };
    this.teamCounts = new Int32Array(Math.max(teams.size, games.size) + 1);
    this.candidates = rules.slots.map((_, s) =>
      Int32Array.from(players.flatMap((p, i) => (p.slots.includes(s) && p.mean > 0 ? [i] : []))),
    );
    this.slotSalary = this.candidates.map((c, s) =>
      Int32Array.from(c, (player) => memberSalary(model, { player, slot: s })),
    );
    this.cheapest = Float64Array.from(this.slotSalary, (sal) => (sal.length ? Math.min(...sal) : 0));
    this.dearest = Float64Array.from(this.slotSalary, (sal) => (sal.length ? Math.max(...sal) : 0));
    // Multiplier slots first, then the slots with the fewest candidates: flexible slots come last.
    this.order = rules.slots
      .map((s, i) => ({ i, key: (s.kind === 'BASE' ? 1e6 : 0) + (this.candidates[i]?.length ?? 0) }))
      .sort((a, b) => a.key - b.key || a.i - b.i)
      .map((x) => x.i);
    this.weights = rules.slots.map((s, i) => {
      const c = this.candidates[i]!;
      return Float64Array.from(c, (p) =>
        s.kind === 'BASE' ? players[p]!.drawWeight : players[p]!.captainDrawWeight,
      );
    });
    const preset = FIELD_STACKS[rules.sport];
    this.stack = model.hasCaptain ? null : preset.stack;
    const stack = this.stack;
    this.stackAnchor = Uint8Array.from(players, (p) => (stack && has(p, stack.anchor) ? 1 : 0));
    this.stackMate = Uint8Array.from(players, (p) => (stack && has(p, stack.mates) ? 1 : 0));
    this.stackRate = options.stackRate ?? preset.rate;
    this.minSalary = rules.salaryCap * (options.minSalaryShare ?? defaultMinSalaryShare(model));
    this.slotMultiplier = Float64Array.from(rules.slots, (s) => rules.kinds[s.kind]?.pointsMultiplier ?? 1);
    model.bestProjection ??= bestProjection(model);
    this.minProjection = (1 - (options.maxOffOptimal ?? DEFAULT_MAX_OFF_OPTIMAL)) * model.bestProjection;
    this.used = new Uint8Array(players.length);
    this.filled = new Int32Array(rules.slots.length);
    this.anchorSlot = stack
      ? this.order.find((s) => rules.slots[s]!.positions.some((x) => stack.anchor.includes(x)))
      : undefined;
    this.mateSlots = stack
      ? this.order.filter((s) => rules.slots[s]!.positions.some((x) => stack.mates.includes(x)))
      : [];
    this.cumulative = new Float64Array(players.length);
    // Model ownership is already the share of a field drawn from these weights with the default
    // stacks and salary window (sim-model.ts): that field needs no calibration.
    const sameAsModel =
      model.ownershipFrom === 'field' &&
      options.stackRate === undefined &&
      options.minSalaryShare === undefined &&
      options.maxOffOptimal === undefined;
    this.calibrate(options.calibrationRounds ?? (sameAsModel ? 0 : 4), options.calibrationSample ?? 3000);
  }

  /** Draws `count` valid lineups. */
  draw(count: number): Members[] {
    const out: Members[] = [];
    for (let i = 0; i < count; i++) out.push(this.drawOne());
    return out;
  }

  /** Adjusts weights until field shares meet ownership (multiplicative, damped). */
  private calibrate(rounds: number, sample: number): void {
    const { players } = this.model;
    for (let round = 0; round < rounds; round++) {
      const base = new Float64Array(players.length);
      const captain = new Float64Array(players.length);
      for (const lineup of this.draw(sample))
        for (const m of lineup) {
          const into = this.model.rules.slots[m.slot]!.kind === 'BASE' ? base : captain;
          into[m.player] = into[m.player]! + 1 / sample;
        }
      this.weights.forEach((w, s) => {
        const isBase = this.model.rules.slots[s]!.kind === 'BASE';
        const c = this.candidates[s]!;
        for (let k = 0; k < c.length; k++) {
          const p = c[k]!;
          const target = isBase ? players[p]!.ownership : players[p]!.captainOwnership;
          const actual = isBase ? base[p]! : captain[p]!;
          if (target <= 0) continue;
          const ratio = actual > 0 ? target / actual : 2;
          w[k] = w[k]! * Math.min(3, Math.max(1 / 3, ratio ** 0.8));
        }
      });
    }
  }

  private drawOne(): Members {
    for (let attempt = 0; ; attempt++) {
      // After 60 tries the salary window and the projection floor are dropped for this lineup.
      const strict = attempt < 60;
      const members = this.attempt(strict ? this.minSalary : 0, strict ? this.minProjection : -Infinity);
      if (members && this.meetsLimits(members)) return members;
      if (attempt > 5000)
        throw new Error(`No valid ${this.model.rules.name} lineup can be drawn from this slate.`);
    }
  }

  /**
   * The rule set's limits that drawing slot by slot does not enforce (players per team, position
   * limits, distinct games and teams): the same rules as lineupProblems, on counters kept by the
   * generator instead of maps per lineup. (Slots, distinct players and the cap hold by
   * construction.)
   */
  private meetsLimits(members: Members): boolean {
    const { rules } = this.model;
    const limits = this.limits;
    const counts = this.teamCounts;
    let ok = true;
    for (let l = 0; l < rules.teamLimits.length && ok; l++) {
      const max = rules.teamLimits[l]!.max;
      for (const m of members)
        if (limits.team[l]![m.player]) {
          const t = this.team[m.player]!;
          if (++counts[t]! > max) ok = false;
        }
      for (const m of members) counts[this.team[m.player]!] = 0;
    }
    for (let l = 0; l < rules.positionLimits.length && ok; l++) {
      let n = 0;
      for (const m of members) if (limits.position[l]![m.player]) n++;
      if (n > rules.positionLimits[l]!.max) ok = false;
    }
    if (ok && rules.minGames) {
      let distinct = 0;
      for (const m of members) {
        const g = this.game[m.player]!;
        if (counts[g] === 0) distinct++;
        counts[g] = 1;
      }
      for (const m of members) counts[this.game[m.player]!] = 0;
      if (distinct < rules.minGames) ok = false;
    }
    if (ok && rules.minTeams) {
      let distinct = 0;
      for (const m of members) {
        const t = this.team[m.player]!;
        if (!limits.countsForTeams[m.player] || counts[t] !== 0) continue;
        distinct++;
        counts[t] = 1;
      }
      for (const m of members) counts[this.team[m.player]!] = 0;
      if (distinct < rules.minTeams) ok = false;
    }
    return ok;
  }

  /** One try at a lineup; null when a slot has no affordable candidate or salary falls short. */
  private attempt(minSalary: number, minProjection: number): Members | null {
    const slots = this.model.rules.slots.length;
    const filled = this.filled.fill(-1);
    let salary = 0;
    let ok = true;
    // Each pick keeps both ends reachable: the cap after the cheapest rest, and the minimum
    // salary after the dearest rest (the last open slot lands the lineup in the window).
    const fill = (slot: number, team: number, positions: Uint8Array | null): boolean => {
      let cheapRest = 0;
      let dearRest = 0;
      for (let s = 0; s < slots; s++)
        if (filled[s]! < 0 && s !== slot) {
          cheapRest += this.cheapest[s]!;
          dearRest += this.dearest[s]!;
        }
      const high = this.model.rules.salaryCap - salary - cheapRest;
      const low = minSalary - salary - dearRest;
      const k = this.pick(slot, low, high, team, positions);
      if (k < 0) return false;
      const player = this.candidates[slot]![k]!;
      filled[slot] = player;
      this.used[player] = 1;
      salary += this.slotSalary[slot]![k]!;
      return true;
    };
    if (this.stack && this.rng() < this.stackRate) {
      const anchorSlot = this.anchorSlot;
      if (anchorSlot !== undefined && fill(anchorSlot, -1, this.stackAnchor)) {
        const team = this.team[filled[anchorSlot]!]!;
        for (let k = 0; k < this.stack.count; k++) {
          const slot = this.mateSlots.find((s) => filled[s]! < 0);
          if (slot === undefined || !fill(slot, team, this.stackMate)) break;
        }
      }
    }
    for (const s of this.order) if (filled[s]! < 0 && !fill(s, -1, null)) ok = false;
    for (let s = 0; s < slots; s++) if (filled[s]! >= 0) this.used[filled[s]!] = 0;
    if (!ok || salary < minSalary) return null;
    let projection = 0;
    for (let s = 0; s < slots; s++) projection += this.model.mean[filled[s]!]! * this.slotMultiplier[s]!;
    if (projection < minProjection) return null;
    return Array.from(filled, (player, slot) => ({ player, slot }));
  }

  /**
   * A weighted draw among a slot's free candidates with salary in [low, high] (and of the team /
   * positions when given: `positions[player]` 1 for the allowed ones); returns the candidate's
   * place in the slot's list, -1 if none.
   */
  private pick(slot: number, low: number, high: number, team: number, positions: Uint8Array | null): number {
    const c = this.candidates[slot]!;
    const w = this.weights[slot]!;
    const sal = this.slotSalary[slot]!;
    const cum = this.cumulative;
    let total = 0;
    for (let k = 0; k < c.length; k++) {
      const p = c[k]!;
      const s = sal[k]!;
      const fits =
        this.used[p] === 0 &&
        s <= high &&
        s >= low &&
        (team < 0 || this.team[p] === team) &&
        (!positions || positions[p] === 1);
      if (fits) total += w[k]!;
      cum[k] = total;
    }
    if (total <= 0) return -1;
    const u = this.rng() * total;
    // The first candidate whose running sum passes u (cum never decreases): a binary search.
    if (cum[c.length - 1]! > u) {
      let lo = 0;
      let hi = c.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cum[mid]! > u) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    }
    let last = -1;
    for (let k = 0; k < c.length; k++) {
      if (cum[k]! > u) return k;
      if (k === 0 ? cum[0]! > 0 : cum[k]! > cum[k - 1]!) last = k;
    }
    return last;
  }
}

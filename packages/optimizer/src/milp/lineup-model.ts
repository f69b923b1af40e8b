import type { OptimizerPlayer } from '../model/player.types';
import { names } from '../rules/lineup-rules';
import type { RuleSet, SlotKind } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';
import { RowSet, one, scale, sum, terms, type Terms } from './rows';

// One lineup as a MILP: a binary x per (player, slot class) he may fill, where a slot class is
// the roster's slots with the same name, kind and positions (FD NBA's two PG slots are one class
// of count 2: no symmetric copies). y(p) = his x's summed: a captain is his player.

/** Roster slots with the same name, kind and positions. */
export type SlotClass = { name: string; kind: SlotKind; positions: string[]; slots: number[] };

/** One x column: a player in a slot class. */
export type XCol = { player: number; cls: number; kind: SlotKind; salary: number };

const upper = (s: string): string => s.trim().toUpperCase();

/** A position in the rule set's vocabulary (operator labels and aliases read alike). */
export function normPos(rules: RuleSet, p: string): string {
  return rules.positionAliases[upper(p)] ?? upper(p);
}

/** True when the player has any of these positions (either vocabulary). */
export function playsAny(rules: RuleSet, p: OptimizerPlayer, labels: readonly string[]): boolean {
  const want = new Set(labels.map((x) => normPos(rules, x)));
  return p.positions.some((x) => want.has(normPos(rules, x)));
}

/** The lineup model's columns and static rows (the rules of every lineup of the build). */
export class LineupModel {
  readonly classes: SlotClass[] = [];
  readonly xcols: XCol[] = [];
  /** x columns per player (index into `players`). */
  readonly xOf: number[][];
  readonly rows = new RowSet();
  /** The row "a person once" of each player (-1: he has no column). */
  readonly personRow: number[] = [];
  readonly cap: number;

  constructor(
    readonly rules: RuleSet,
    /** The slate's players, first of each id. */
    readonly players: readonly OptimizerPlayer[],
    readonly settings: BuildSettings,
  ) {
    this.cap = Math.min(rules.salaryCap, settings.maxSalary ?? Infinity);
    rules.slots.forEach((s, i) => {
      const key = (c: SlotClass) =>
        c.name === s.name && c.kind === s.kind && c.positions.join() === s.positions.join();
      const found = this.classes.find(key);
      if (found) found.slots.push(i);
      else this.classes.push({ name: s.name, kind: s.kind, positions: s.positions, slots: [i] });
    });
    this.xOf = players.map(() => []);
    const excluded = (p: OptimizerPlayer) => (settings.excludes ?? []).some((id) => names(p, id));
    players.forEach((p, pi) => {
      if (excluded(p)) return;
      this.classes.forEach((c, ci) => {
        if (p.kindIds && p.kindIds[c.kind] === undefined) return;
        if (!p.positions.some((x) => c.positions.includes(normPos(rules, x)))) return;
        const mult = rules.kinds[c.kind]?.salaryMultiplier ?? 1;
        const salary = p.kindSalaries?.[c.kind] ?? Math.round(p.salary * mult);
        if (salary > this.cap) return;
        (this.xOf[pi] as number[]).push(this.rows.col());
        this.xcols.push({ player: pi, cls: ci, kind: c.kind, salary });
      });
    });
  }

  /** y(p): the player's x columns. */
  y(p: number): Terms {
    return terms((this.xOf[p] ?? []).map((c) => [c, 1]));
  }

  /** The sum of y over the players `f` accepts. */
  ys(f: (p: OptimizerPlayer, i: number) => boolean): Terms {
    return sum(...this.players.flatMap((p, i) => (f(p, i) ? [this.y(i)] : [])));
  }

  /** A new binary indicator column. */
  indicator(): number {
    return this.rows.col();
  }

  /** The roster: each class filled, a player once, salary, operator and user team limits. */
  addRoster(): void {
    const { rows, rules, settings } = this;
    this.classes.forEach((c, ci) => {
      const xs = terms(this.xcols.flatMap((x, k) => (x.cls === ci ? [[k, 1] as [number, number]] : [])));
      rows.row(`class_${c.name}`, xs, c.slots.length, c.slots.length);
    });
    this.players.forEach((_, i) => {
      this.personRow[i] = this.xOf[i]?.length ? rows.rows.length : -1;
      rows.row(`person_${i}`, this.y(i), 0, 1);
    });
    const salary = terms(this.xcols.map((x, k) => [k, x.salary]));
    rows.row('salary', salary, settings.minSalary ?? -Infinity, this.cap);
    const teams = this.teams();
    rules.teamLimits.forEach((lim, li) => {
      for (const t of teams) {
        const n = this.ys((p) => p.team === t && (!lim.positions || playsAny(rules, p, lim.positions)));
        rows.row(`teamlimit${li}_${t}`, n, -Infinity, lim.max);
      }
    });
    if (settings.maxPerTeam)
      for (const t of teams)
        rows.row(
          `maxteam_${t}`,
          this.ys((p) => p.team === t),
          -Infinity,
          settings.maxPerTeam,
        );
    rules.positionLimits.forEach((lim, li) =>
      rows.row(
        `poslimit${li}`,
        this.ys((p) => playsAny(rules, p, lim.positions)),
        -Infinity,
        lim.max,
      ),
    );
    this.addDistinct();
    this.addLocks();
  }

  /** Teams of the slate, in first-seen order. */
  teams(): string[] {
    return [...new Set(this.players.map((p) => p.team))];
  }

  /** Indicators u(k) <= the players of key k; at least `min` of them set. */
  atLeastDistinct(
    label: string,
    keys: string[],
    keyOf: (p: OptimizerPlayer) => string | null,
    min: number,
  ): void {
    const us = keys.map((k) => {
      const u = this.indicator();
      this.rows.row(
        `${label}_${k}`,
        sum(
          one(u),
          scale(
            this.ys((p) => keyOf(p) === k),
            -1,
          ),
        ),
        -Infinity,
        0,
      );
      return u;
    });
    this.rows.row(label, terms(us.map((u) => [u, 1])), min, Infinity);
  }

  /** The operator's minimum games and teams. */
  private addDistinct(): void {
    const { rules } = this;
    if (rules.minGames) {
      const gameOf = (p: OptimizerPlayer) => p.game ?? p.team;
      this.atLeastDistinct('mingames', [...new Set(this.players.map(gameOf))], gameOf, rules.minGames);
    }
    if (rules.minTeams) {
      const ex = rules.teamsExcludePositions ?? [];
      const keyOf = (p: OptimizerPlayer) =>
        p.positions.every((x) => ex.includes(normPos(rules, x))) ? null : p.team;
      this.atLeastDistinct('minteams', this.teams(), keyOf, rules.minTeams);
    }
  }

  /** Locks: the player in every lineup, in the named slot when given. */
  private addLocks(): void {
    for (const lock of this.settings.locks ?? []) {
      const pi = this.players.findIndex((p) => names(p, lock.id));
      if (pi < 0) continue;
      this.rows.row(`lock_${lock.id}`, this.y(pi), 1, 1);
      if (!lock.slot) continue;
      const want = lockClasses(this.rules, this.classes, lock.slot);
      const xs = terms(
        (this.xOf[pi] ?? []).filter((c) => want.has(this.xcols[c]?.cls ?? -1)).map((c) => [c, 1]),
      );
      this.rows.row(`lockslot_${lock.id}`, xs, 1, 1);
    }
  }
}

/**
 * Slot classes a lock's slot names: a slot name, else an operator label of a position whose slot
 * has that name, else the slots whose only position it is (FD NFL: D and DST name the DEF slot).
 */
function lockClasses(rules: RuleSet, classes: SlotClass[], slot: string): Set<number> {
  const w = upper(slot);
  const byName = (n: string) => new Set(classes.flatMap((c, i) => (upper(c.name) === n ? [i] : [])));
  const direct = byName(w);
  if (direct.size) return direct;
  const pos = normPos(rules, w);
  const aliased = byName(pos);
  if (aliased.size) return aliased;
  return new Set(classes.flatMap((c, i) => (c.positions.length === 1 && c.positions[0] === pos ? [i] : [])));
}

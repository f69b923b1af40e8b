import type { Highs } from 'highs';
import type { OptimizerPlayer } from '../model/player.types';
import { roundPoints, salary as asSalary } from '../model/units';
import { names } from '../rules/lineup-rules';
import type { Lineup, OptimizeInput } from '../solver/build-input.types';
import { BuildCaps } from './build-caps';
import { HighsLineupModel, type SolveEnd } from './highs-model';
import { LineupModel } from './lineup-model';
import { addLineupRules, addStacks, banStack } from './rule-rows';
import { terms } from './rows';

// The MILP engine's build: lineups one at a time, each the optimum of the lineup model given the
// lineups before it (no-good rows for uniqueness, players at their caps fixed at 0, min exposure
// players forced), on the projections the search draws for that lineup.

/** What the MILP build is given. */
export type MilpRequest = {
  input: OptimizeInput;
  /** Projections in force for lineup k of the build (randomness drawn as the search draws it). */
  projections: (k: number) => (p: OptimizerPlayer) => number;
  /** The build's lineups already made (by the search): they count for every cap and for uniqueness. */
  earlier: readonly Lineup[];
  /** Seconds the whole MILP build may take. */
  seconds: number;
  shouldCancel?: () => boolean;
  onProgress?: (done: number, asked: number) => void;
};

/** Why the MILP build ended: all built, proven no further lineup, time limit, cancelled. */
export type MilpStop = 'complete' | 'infeasible' | 'time' | 'cancelled';

export type MilpOutcome = { lineups: Lineup[]; stop: MilpStop; solves: number };

/** A lineup as (player index, slot class) picks. */
type Picks = { player: number; col: number }[];

/** Builds lineups with HiGHS until `input.lineups` in all, a proof that none is left, the time limit or a cancel. */
export function milpBuild(highs: Highs, req: MilpRequest): MilpOutcome {
  const started = performance.now();
  const { input } = req;
  const settings = input.settings ?? {};
  const players = firstOfEachId(input.players);
  const m = new LineupModel(input.rules, players, settings);
  m.addRoster();
  addStacks(m, settings.stacks ?? []);
  addLineupRules(m, settings);
  const caps = new BuildCaps(input.rules, players, settings, input.lineups);
  const index = new Map(players.map((p, i) => [p.id, i]));
  const n = input.rules.slots.length;
  const minUnique = settings.minUnique ?? 1;
  const noGood = (entries: { player: number; kind: string }[]) => {
    const cols = entries.flatMap((e) => (m.xOf[e.player] ?? []).filter((c) => m.xcols[c]?.kind === e.kind));
    m.rows.row('unique', terms(cols.map((c) => [c, 1])), -Infinity, n - minUnique);
  };
  const entriesOf = (slots: readonly { playerId: string; slot: string }[]) =>
    slots.flatMap(({ playerId, slot }) => {
      const player = index.get(playerId);
      const kind = input.rules.slots.find((x) => x.name === slot)?.kind ?? 'BASE';
      return player === undefined ? [] : [{ player, kind }];
    });
  for (const avoid of settings.avoidLineups ?? []) noGood(entriesOf(avoid));
  for (const l of req.earlier) {
    noGood(entriesOf(l.slots));
    caps.add([...new Set(l.slots.flatMap((s) => index.get(s.playerId) ?? []))]);
  }
  const model = new HighsLineupModel(highs, m.rows);
  try {
    const run = new MilpRun(m, model, caps, req, started);
    return run.build(noGood);
  } finally {
    model.dispose();
  }
}

/** The loop of one MILP build. */
class MilpRun {
  private readonly lineups: Lineup[] = [];
  private solves = 0;
  private readonly banned = new Set<string>();
  private readonly locked: Set<number>;
  private lastPicks: Picks = [];

  constructor(
    private readonly m: LineupModel,
    private readonly model: HighsLineupModel,
    private readonly caps: BuildCaps,
    private readonly req: MilpRequest,
    private readonly started: number,
  ) {
    const locks = req.input.settings?.locks ?? [];
    this.locked = new Set(m.players.flatMap((p, i) => (locks.some((l) => names(p, l.id)) ? [i] : [])));
  }

  build(noGood: (entries: { player: number; kind: string }[]) => void): MilpOutcome {
    const { req } = this;
    const asked = req.input.lineups;
    for (let k = req.earlier.length; k < asked; k++) {
      if (req.shouldCancel?.()) return this.out('cancelled');
      this.limits();
      const costs = this.objective(k);
      this.hintFrom(costs);
      const res = this.next(k);
      if (res.end !== 'optimal') return this.out(res.end === 'infeasible' ? 'infeasible' : res.end);
      const lineup = this.toLineup(res.picks, res.forced);
      this.lineups.push(lineup);
      this.lastPicks = res.picks;
      noGood(res.picks.map((x) => ({ player: x.player, kind: this.m.xcols[x.col]?.kind ?? 'BASE' })));
      this.caps.add(res.picks.map((x) => x.player));
      req.onProgress?.(k + 1, asked);
    }
    return this.out('complete');
  }

  private out(stop: MilpStop): MilpOutcome {
    return { lineups: this.lineups, stop, solves: this.solves };
  }

  private secondsLeft(): number {
    return this.req.seconds - (performance.now() - this.started) / 1000;
  }

  /** Players at their caps fixed at 0; stacks at their cap for a team banned for it. */
  private limits(): void {
    const { m, caps } = this;
    const banned = caps.banned();
    const cols = m.xcols.map((_, c) => c);
    this.model.bounds(
      cols,
      cols.map((c) => banned[m.xcols[c]?.player ?? 0] === true),
    );
    for (const { stack, team } of caps.cappedStacks()) {
      const key = `${stack}|${team}`;
      const rule = m.settings.stacks?.[stack];
      if (this.banned.has(key) || !rule) continue;
      this.banned.add(key);
      banStack(m, rule, team, `stackcap${stack}_${team}`);
    }
  }

  /**
   * Lineup k - 1 less its `minUnique` cheapest picks (and any player now out) as HiGHS's start:
   * the next lineup is usually a swap or two away, and a good incumbent at once lets HiGHS prune
   * from the root.
   */
  private hintFrom(costs: number[]): void {
    const prev = this.lastPicks;
    if (!prev.length) return;
    const banned = this.caps.banned();
    const keep = prev
      .filter((x) => !banned[x.player])
      .sort((a, b) => (costs[b.col] as number) - (costs[a.col] as number))
      .slice(0, Math.max(0, prev.length - (this.req.input.settings?.minUnique ?? 1)));
    this.model.hint(keep.map((x) => x.col));
  }

  /** Costs: each x at its player's points for lineup k times the slot's multiplier, in 1/10,000 point. */
  private objective(k: number): number[] {
    const { m } = this;
    const proj = this.req.projections(k);
    const pts = m.players.map((p) => proj(p));
    const costs = m.xcols.map((x) =>
      Math.round((pts[x.player] as number) * (m.rules.kinds[x.kind]?.pointsMultiplier ?? 1) * 10_000),
    );
    this.model.costs(costs);
    return costs;
  }

  /** Lineup k: with every player a min exposure wants, else only those who need every lineup left. */
  private next(k: number): { end: SolveEnd; picks: Picks; forced: number[] } {
    let forced = this.caps.forced(k, false, this.locked);
    let res = this.solveWith(forced);
    if (res.end === 'infeasible' && forced.length) {
      forced = this.caps.forced(k, true, this.locked);
      res = this.solveWith(forced);
    }
    return { ...res, forced };
  }

  private solveWith(forced: number[]): { end: SolveEnd; picks: Picks } {
    const { m, model } = this;
    const rows = forced.map((i) => m.personRow[i] as number).filter((r) => r >= 0);
    if (rows.length < forced.length) return { end: 'infeasible', picks: [] };
    for (const r of rows) model.rowBounds(r, 1, 1);
    this.solves++;
    const left = this.secondsLeft();
    const res = left > 0 ? model.solve(left, this.req.shouldCancel) : { end: 'time' as const, values: null };
    for (const r of rows) model.rowBounds(r, 0, 1);
    if (res.end !== 'optimal' || !res.values) return { end: res.end, picks: [] };
    const values = res.values;
    const picks = m.xcols.flatMap((x, c) =>
      (values[c] as number) > 0.5 ? [{ player: x.player, col: c }] : [],
    );
    return { end: 'optimal', picks };
  }

  /** The lineup in roster order: each slot class's slots take its players in pool order. */
  private toLineup(picks: Picks, forced: number[]): Lineup {
    const { m } = this;
    const bySlot = new Map<number, { player: number; col: number }>();
    m.classes.forEach((cls, ci) => {
      const mine = picks.filter((x) => m.xcols[x.col]?.cls === ci).sort((a, b) => a.player - b.player);
      mine.forEach((x, k) => bySlot.set(cls.slots[k] as number, x));
    });
    const slots = m.rules.slots.map((s, si) => {
      const x = bySlot.get(si) as { player: number; col: number };
      const p = m.players[x.player] as OptimizerPlayer;
      const kind = s.kind;
      return {
        slot: s.name,
        playerId: p.id,
        entryId: p.kindIds?.[kind] ?? p.id,
        name: p.name,
        team: p.team,
        salary: asSalary(m.xcols[x.col]?.salary ?? 0),
        projection: roundPoints(p.projection * (m.rules.kinds[kind]?.pointsMultiplier ?? 1)),
      };
    });
    return {
      slots,
      salary: asSalary(slots.reduce((s, x) => s + x.salary, 0)),
      projection: roundPoints(slots.reduce((s, x) => s + x.projection, 0)),
      forcedIds: forced.map((i) => m.players[i]?.id ?? ''),
    };
  }
}

/** The slate's players, first of each id (as the search reads them). */
function firstOfEachId(players: readonly OptimizerPlayer[]): OptimizerPlayer[] {
  const seen = new Set<string>();
  return players.filter((p) => !seen.has(p.id) && (seen.add(p.id), true));
}

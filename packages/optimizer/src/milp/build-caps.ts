import type { OptimizerPlayer } from '../model/player.types';
import { meetsStack, names } from '../rules/lineup-rules';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';

// What the lineups built so far allow the next one: players at their max exposure, teams at their
// team exposure, stacks a team may no longer meet (stack exposure), the players a min exposure
// still needs. Caps are floor(m x N) lineups, minima ceil(m x N), as the search counts them.

const floorOf = (m: number | undefined, asked: number): number =>
  m === undefined ? asked : Math.floor(m * asked + 1e-9);
const lookup = (map: Record<string, number> | undefined, team: string): number | undefined =>
  Object.entries(map ?? {}).find(([k]) => k.trim().toUpperCase() === team.toUpperCase())?.[1];

/** Counts over the build's lineups and the limits they reach. */
export class BuildCaps {
  readonly counts: number[];
  readonly maxCount: number[];
  readonly minCount: number[];
  private readonly teamUsed = new Map<string, number>();
  private readonly stackUsed = new Map<string, number>();
  private readonly teams: string[];

  constructor(
    private readonly rules: RuleSet,
    private readonly players: readonly OptimizerPlayer[],
    private readonly settings: BuildSettings,
    private readonly asked: number,
  ) {
    this.teams = [...new Set(players.map((p) => p.team))];
    this.counts = players.map(() => 0);
    const own = (p: OptimizerPlayer) => settings.exposures?.find((x) => names(p, x.id));
    const locked = (p: OptimizerPlayer) => (settings.locks ?? []).some((l) => names(p, l.id));
    this.maxCount = players.map((p) =>
      floorOf(own(p)?.max ?? p.maxExposure ?? (locked(p) ? 1 : (settings.maxExposure ?? 1)), asked),
    );
    this.minCount = players.map((p) => Math.ceil((own(p)?.min ?? p.minExposure ?? 0) * asked - 1e-9));
  }

  /** Counts one lineup (its players, a captain once). */
  add(lineup: readonly number[]): void {
    const ps = lineup.map((i) => this.players[i] as OptimizerPlayer);
    for (const i of lineup) this.counts[i]!++;
    for (const t of new Set(ps.map((p) => p.team))) this.teamUsed.set(t, (this.teamUsed.get(t) ?? 0) + 1);
    (this.settings.stacks ?? []).forEach((stack, k) => {
      if (stack.maxExposure === undefined && !stack.byTeam) return;
      for (const t of this.stackTeams(k))
        if (meetsStack(this.rules, { ...stack, teams: [t] }, ps, this.players))
          this.stackUsed.set(`${k}|${t}`, (this.stackUsed.get(`${k}|${t}`) ?? 0) + 1);
    });
  }

  /** Players out of the next lineup: at their max exposure, or of a team at its team exposure. */
  banned(): boolean[] {
    const te = this.settings.teamExposures;
    const full = new Set(
      te
        ? this.teams.filter(
            (t) => (this.teamUsed.get(t) ?? 0) >= floorOf(lookup(te.byTeam, t) ?? te.max, this.asked),
          )
        : [],
    );
    return this.players.map(
      (p, i) => (this.counts[i] as number) >= (this.maxCount[i] as number) || full.has(p.team),
    );
  }

  /** Stacks (index) a team may no longer meet. */
  cappedStacks(): { stack: number; team: string }[] {
    return (this.settings.stacks ?? []).flatMap((stack, k) => {
      if (stack.maxExposure === undefined && !stack.byTeam) return [];
      return this.stackTeams(k)
        .filter(
          (t) =>
            (this.stackUsed.get(`${k}|${t}`) ?? 0) >=
            floorOf(lookup(stack.byTeam, t) ?? stack.maxExposure, this.asked),
        )
        .map((team) => ({ stack: k, team }));
    });
  }

  /**
   * Players a min exposure forces into lineup `done` (the search's rule): every player short of
   * his minimum, most short first, up to the roster; with `mandatoryOnly`, those who need every
   * lineup left.
   */
  forced(done: number, mandatoryOnly: boolean, locked: ReadonlySet<number>): number[] {
    const left = this.asked - done;
    return this.players
      .map((_, i) => ({ i, d: (this.minCount[i] as number) - (this.counts[i] as number) }))
      .filter((x) => x.d > 0 && !locked.has(x.i) && (!mandatoryOnly || x.d >= left))
      .sort((a, b) => b.d - a.d || a.i - b.i)
      .slice(0, Math.max(0, this.rules.slots.length - locked.size))
      .map((x) => x.i);
  }

  private stackTeams(k: number): string[] {
    const stack = this.settings.stacks?.[k];
    return stack?.teams?.length ? stack.teams.map((t) => t.trim().toUpperCase()) : this.teams;
  }
}

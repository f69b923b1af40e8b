import type { OptimizerPlayer } from '../model/player.types';
import type { RuleSet } from '../rules/rule-set.types';
import type { BuildSettings } from '../solver/build-input.types';
import { meetsStack } from './lineup-check';

// Team and stack exposure caps as the judges count them from the lineups built so far:
// a team is used by a lineup holding any of its players; a stack is met by a team when that team
// alone meets every part.

const cap = (m: number | undefined, asked: number): number =>
  m === undefined ? asked : Math.floor(m * asked + 1e-9);
const lookup = (map: Record<string, number> | undefined, team: string): number | undefined =>
  Object.entries(map ?? {}).find(([k]) => k.trim().toUpperCase() === team.toUpperCase())?.[1];

/** Counts per team and per (stack, team) over the lineups judged so far. */
export class CrossCaps {
  private readonly teamUsed = new Map<string, number>();
  private readonly stackUsed = new Map<string, number>();
  private readonly teams: string[];

  constructor(
    private readonly rules: RuleSet,
    private readonly pool: OptimizerPlayer[],
    private readonly settings: BuildSettings,
    private readonly asked: number,
  ) {
    this.teams = [...new Set(pool.map((p) => p.team))];
  }

  /** Counts one lineup. */
  add(players: OptimizerPlayer[]): void {
    for (const t of new Set(players.map((p) => p.team)))
      this.teamUsed.set(t, (this.teamUsed.get(t) ?? 0) + 1);
    (this.settings.stacks ?? []).forEach((stack, k) => {
      for (const t of stack.teams?.length ? stack.teams : this.teams)
        if (meetsStack(this.rules, { ...stack, teams: [t] }, players, this.pool))
          this.stackUsed.set(`${k}|${t}`, (this.stackUsed.get(`${k}|${t}`) ?? 0) + 1);
    });
  }

  /** Players of the teams at their team exposure cap. */
  bannedPlayers(): string[] {
    const te = this.settings.teamExposures;
    if (!te) return [];
    const full = this.teams.filter(
      (t) => (this.teamUsed.get(t) ?? 0) >= cap(lookup(te.byTeam, t) ?? te.max, this.asked),
    );
    return this.pool.filter((p) => full.includes(p.team)).map((p) => p.id);
  }

  /** Stacks a team may no longer meet. */
  cappedStacks(): { stack: number; team: string }[] {
    return (this.settings.stacks ?? []).flatMap((stack, k) => {
      if (stack.maxExposure === undefined && !stack.byTeam) return [];
      return (stack.teams?.length ? stack.teams : this.teams)
        .filter(
          (t) =>
            (this.stackUsed.get(`${k}|${t}`) ?? 0) >=
            cap(lookup(stack.byTeam, t) ?? stack.maxExposure, this.asked),
        )
        .map((team) => ({ stack: k, team }));
    });
  }
}

import type { Problem } from './problem';

/**
 * Counts of one partial lineup against the roster rules the bound tables leave out: players per
 * team (the user's max per team, the operator's team limits), the operator's position limits,
 * and the distinct games and teams its minimums ask for. One per LineupSearch; `add` and `remove`
 * follow its push and pop.
 */
export class RosterCounts {
  /** Players per team. */
  private readonly perTeam: Int32Array;
  /** Players per team counted by each operator team limit. */
  private readonly perTeamLimit: Int32Array[];
  /** Players counted by each operator position limit. */
  private readonly perPositionLimit: Int32Array;
  private readonly perGame: Int32Array;
  /** Players per team that count toward the operator's minimum teams. */
  private readonly perCountedTeam: Int32Array;
  private games = 0;
  private teams = 0;

  constructor(
    private readonly p: Problem,
    /** The user's max players per team. */
    private readonly maxPerTeam: number,
  ) {
    this.perTeam = new Int32Array(p.teams.length);
    this.perTeamLimit = p.rules.teamLimits.map(() => new Int32Array(p.teams.length));
    this.perPositionLimit = new Int32Array(p.rules.positionLimits.length);
    this.perGame = new Int32Array(p.games.length);
    this.perCountedTeam = new Int32Array(p.teams.length);
  }

  /**
   * Counts person `pi` in; false when that passes a limit, or when `left` more players can no
   * longer reach the minimum games or teams. Counted either way: `remove` undoes it.
   */
  add(pi: number, team: number, game: number, left: number): boolean {
    const p = this.p;
    let ok = true;
    if (++this.perTeam[team]! > this.maxPerTeam) ok = false;
    const { teamLimits, positionLimits } = p.rules;
    for (let li = 0; li < teamLimits.length; li++)
      if (p.teamLimitCounts[li]?.[pi] && ++this.perTeamLimit[li]![team]! > teamLimits[li]!.max) ok = false;
    for (let li = 0; li < positionLimits.length; li++)
      if (p.positionLimitCounts[li]?.[pi] && ++this.perPositionLimit[li]! > positionLimits[li]!.max)
        ok = false;
    if (this.perGame[game]!++ === 0) this.games++;
    if (p.countsForMinTeams[pi] && this.perCountedTeam[team]!++ === 0) this.teams++;
    const rules = p.rules;
    if (rules.minGames && this.games + left < rules.minGames) ok = false;
    if (rules.minTeams && this.teams + left < rules.minTeams) ok = false;
    return ok;
  }

  /** Takes person `pi` out again (the reverse of add). */
  remove(pi: number, team: number, game: number): void {
    const p = this.p;
    this.perTeam[team]!--;
    const { teamLimits, positionLimits } = p.rules;
    for (let li = 0; li < teamLimits.length; li++)
      if (p.teamLimitCounts[li]?.[pi]) this.perTeamLimit[li]![team]!--;
    for (let li = 0; li < positionLimits.length; li++)
      if (p.positionLimitCounts[li]?.[pi]) this.perPositionLimit[li]!--;
    if (--this.perGame[game]! === 0) this.games--;
    if (p.countsForMinTeams[pi] && --this.perCountedTeam[team]! === 0) this.teams--;
  }

  /** True when the lineup (complete) has the operator's minimum games and teams. */
  minimaMet(): boolean {
    const rules = this.p.rules;
    if (rules.minGames && this.games < rules.minGames) return false;
    if (rules.minTeams && this.teams < rules.minTeams) return false;
    return true;
  }
}

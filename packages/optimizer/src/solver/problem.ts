import type { OptimizerPlayer } from '../model/player.types';
import { normalizePositions } from '../rules/rule-set';
import type { RuleSet, SlotKind } from '../rules/rule-set.types';

/** A real player in the compiled problem. */
export type PersonInfo = {
  player: OptimizerPlayer;
  team: number;
  opp: number;
  game: number;
  positions: string[];
};

/** A (player, multiplier kind) pair: what a lineup actually holds and what uniqueness counts. */
export type EntryInfo = {
  person: number;
  kind: SlotKind;
  id: string;
  salary: number;
  units: number;
  pointsMultiplier: number;
};

/** An entry seen through one of its positions; its group is the set of slots it may fill. */
export type CopyInfo = { entry: number; person: number; group: number };

/** Copies with the same eligible slot set (a bitmask over roster slots). */
export type GroupInfo = { mask: number; copies: number[] };

/** The build compiled into flat tables the search works on. */
export type Problem = {
  rules: RuleSet;
  slotCount: number;
  cap: number;
  unit: number;
  budgetUnits: number;
  persons: PersonInfo[];
  entries: EntryInfo[];
  copies: CopyInfo[];
  groups: GroupInfo[];
  entryCopies: number[][];
  /** Groups of the copies of the same entry listed before each copy (for duplicate pruning). */
  earlierGroups: number[][];
  /** Slot mask per entry, filled lazily (-1 until computed). */
  entryMasks: Int32Array;
  personEntries: number[][];
  teams: string[];
  teamOpp: Int32Array;
  games: string[];
  personById: Map<string, number>;
  /** Per rule-set team limit: does the person count toward it. */
  teamLimitCounts: boolean[][];
  positionLimitCounts: boolean[][];
  countsForMinTeams: boolean[];
};

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Compiles players and rules into the solver's tables. Players later in the list with an id already seen are ignored. */
export function compileProblem(
  rules: RuleSet,
  players: readonly OptimizerPlayer[],
  maxSalary?: number,
): Problem {
  const cap = Math.min(rules.salaryCap, maxSalary ?? Infinity);
  const people = compilePersons(rules, players);
  const { persons } = people;
  const tables = compileEntries(rules, persons);
  const { entries, copies, entryCopies } = tables;
  const unit = salaryUnit(cap, entries);
  const limitCounts = (positions: string[] | undefined): boolean[] =>
    persons.map((p) => !positions || p.positions.some((x) => positions.includes(x)));
  const earlierGroups = copies.map((c, i) =>
    (entryCopies[c.entry] ?? []).filter((x) => x < i).map((x) => copies[x]?.group ?? 0),
  );
  return {
    rules,
    earlierGroups,
    entryMasks: new Int32Array(entries.length).fill(-1),
    slotCount: rules.slots.length,
    cap,
    unit,
    budgetUnits: Math.floor(cap / unit),
    ...people,
    ...tables,
    teamLimitCounts: rules.teamLimits.map((l) => limitCounts(l.positions)),
    positionLimitCounts: rules.positionLimits.map((l) => limitCounts(l.positions)),
    countsForMinTeams: persons.map(
      (p) =>
        !(rules.teamsExcludePositions ?? []).some((x) => p.positions.length === 1 && p.positions[0] === x),
    ),
  };
}

/** Stage 1: the persons (first of each id), their teams, opponents and games. */
function compilePersons(
  rules: RuleSet,
  players: readonly OptimizerPlayer[],
): Pick<Problem, 'persons' | 'personById' | 'teams' | 'teamOpp' | 'games'> {
  const teams: string[] = [];
  const teamIndex = new Map<string, number>();
  const teamOf = (t: string): number => {
    const key = t.trim().toUpperCase();
    let i = teamIndex.get(key);
    if (i === undefined) {
      i = teams.length;
      teams.push(key);
      teamIndex.set(key, i);
    }
    return i;
  };
  const games: string[] = [];
  const gameIndex = new Map<string, number>();
  const persons: PersonInfo[] = [];
  const personById = new Map<string, number>();
  const oppPairs: [number, number][] = [];
  for (const player of players) {
    if (personById.has(player.id)) continue;
    const team = teamOf(player.team);
    const opp = player.opponent ? teamOf(player.opponent) : -1;
    const gameKey =
      player.game?.trim() || (opp >= 0 ? [teams[team], teams[opp]].sort().join('@') : `team:${teams[team]}`);
    let game = gameIndex.get(gameKey);
    if (game === undefined) {
      game = games.length;
      games.push(gameKey);
      gameIndex.set(gameKey, game);
    }
    if (opp >= 0) oppPairs.push([team, opp]);
    personById.set(player.id, persons.length);
    persons.push({ player, team, opp, game, positions: normalizePositions(rules, player.positions) });
  }
  const teamOpp = new Int32Array(teams.length).fill(-1);
  for (const [t, o] of oppPairs) teamOpp[t] = o;
  return { persons, personById, teams, teamOpp, games };
}

/** Slot masks a person's positions open at one kind (one per distinct mask). */
function kindMasks(rules: RuleSet, person: PersonInfo, kind: SlotKind): Set<number> {
  const masks = new Set<number>();
  for (const pos of person.positions) {
    let mask = 0;
    rules.slots.forEach((s, si) => {
      if (s.kind === kind && s.positions.includes(pos)) mask |= 1 << si;
    });
    if (mask) masks.add(mask);
  }
  return masks;
}

/** Stage 2: entries (a person at a kind), copies (an entry at one slot mask) and groups. */
function compileEntries(
  rules: RuleSet,
  persons: readonly PersonInfo[],
): Pick<Problem, 'entries' | 'personEntries' | 'groups' | 'copies' | 'entryCopies'> {
  const kinds = Object.keys(rules.kinds) as SlotKind[];
  const entries: EntryInfo[] = [];
  const personEntries: number[][] = persons.map(() => []);
  const groups: GroupInfo[] = [];
  const groupByMask = new Map<number, number>();
  const copies: CopyInfo[] = [];
  const entryCopies: number[][] = [];
  persons.forEach((person, pi) => {
    for (const kind of kinds) {
      const kindRule = rules.kinds[kind];
      if (!kindRule) continue;
      const { kindIds, kindSalaries } = person.player;
      // With explicit kind ids (DraftKings CPT rows), a player only has the kinds listed.
      if (kindIds && kindIds[kind] === undefined) continue;
      const masks = kindMasks(rules, person, kind);
      if (!masks.size) continue;
      const salary = kindSalaries?.[kind] ?? Math.round(person.player.salary * kindRule.salaryMultiplier);
      const entry = entries.length;
      entries.push({
        person: pi,
        kind,
        id: kindIds?.[kind] ?? person.player.id,
        salary,
        units: 0,
        pointsMultiplier: kindRule.pointsMultiplier,
      });
      personEntries[pi]?.push(entry);
      const own: number[] = [];
      for (const mask of masks) {
        let g = groupByMask.get(mask);
        if (g === undefined) {
          g = groups.length;
          groups.push({ mask, copies: [] });
          groupByMask.set(mask, g);
        }
        own.push(copies.length);
        groups[g]?.copies.push(copies.length);
        copies.push({ entry, person: pi, group: g });
      }
      entryCopies.push(own);
    }
  });
  return { entries, personEntries, groups, copies, entryCopies };
}

/** Stage 3: the salary unit (gcd of the cap and every salary); sets each entry's units. */
function salaryUnit(cap: number, entries: EntryInfo[]): number {
  let unit = Math.max(1, Math.round(cap));
  for (const e of entries) unit = gcd(unit, Math.max(0, Math.round(e.salary)));
  unit = Math.max(1, unit);
  for (const e of entries) e.units = Math.ceil(Math.max(0, e.salary) / unit);
  return unit;
}

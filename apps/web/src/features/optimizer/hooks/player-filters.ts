import type { TGameType, TSlatePlayer, TSportCode } from '@dfs/contracts';

// The player pool's filters (SPEC section 5, DECISIONS "Optimizer"): positions map to roster
// slots, plus Value / Sleeper / Studs / Top studs / Lock-Exl and a name or team search.

/** FPPD (dollars per point) under this is a value play. */
export const VALUE_FPPD = 550;
/** Salary under this with points above 0 is a sleeper. */
export const SLEEPER_SALARY = 5000;
/** Salary over this is a stud. */
export const STUD_SALARY = 8000;
/** Top studs: the best projections per position. */
export const TOP_STUDS_PER_POSITION = 3;

export const TAG_FILTERS = ['Value', 'Sleeper', 'Studs', 'Top studs', 'Lock/Exl'] as const;
export type TTagFilter = (typeof TAG_FILTERS)[number];

/** Defence positions, left out of the Value filter (NFL DST/DEF/D, NHL D). */
const DEFENCE: Record<TSportCode, string[]> = {
  nfl: ['DST', 'DEF', 'D'],
  nhl: ['D'],
  nba: [],
  mlb: [],
};

export const isValue = (p: TSlatePlayer, sport: TSportCode) =>
  p.fppd !== null && p.fppd < VALUE_FPPD && !p.positions.some((pos) => DEFENCE[sport].includes(pos));
export const isSleeper = (p: TSlatePlayer) => p.salary < SLEEPER_SALARY && p.projection > 0;
/** A stud is priced over 8000 and projected to score (a player out or zeroed is no stud). */
export const isStud = (p: TSlatePlayer) => p.salary > STUD_SALARY && p.projection > 0;

/** The ids of the top studs: the best 3 projections of each position, one row per player name. */
export function topStudIds(players: readonly TSlatePlayer[]): Set<string> {
  const byPosition = new Map<string, TSlatePlayer[]>();
  for (const p of players) {
    const pos = p.positions[0] ?? '';
    byPosition.set(pos, [...(byPosition.get(pos) ?? []), p]);
  }
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const list of byPosition.values()) {
    let taken = 0;
    for (const p of [...list].sort((a, b) => b.projection - a.projection)) {
      if (taken >= TOP_STUDS_PER_POSITION) break;
      if (names.has(p.name)) continue;
      names.add(p.name);
      ids.add(p.id);
      taken++;
    }
  }
  return ids;
}

/**
 * The position filters of a slate: its roster slots in roster order (a slot shows the players
 * who may fill it, so NFL FLEX leaves out QB and DST, NHL UTIL the goalies); on single-game
 * slates, where every player fits every slot, the players' own positions.
 */
export function positionFilters(players: readonly TSlatePlayer[], gameType: TGameType): string[] {
  const seen = new Set<string>();
  for (const p of players) for (const s of gameType === 'single' ? p.positions : p.rosterSlots) seen.add(s);
  return [...seen];
}

export type TPoolFilter = {
  position: string | null;
  tag: TTagFilter | null;
  search: string;
  /** One game (`AWAY@HOME`), or null for every game. */
  game?: string | null;
};

/** The players a filter shows. */
export function filterPlayers(
  players: readonly TSlatePlayer[],
  filter: TPoolFilter,
  ctx: { sport: TSportCode; gameType: TGameType },
): TSlatePlayer[] {
  const search = filter.search.trim().toLowerCase();
  const top = filter.tag === 'Top studs' ? topStudIds(players) : null;
  return players.filter((p) => {
    if (filter.position) {
      const own = ctx.gameType === 'single' ? p.positions : p.rosterSlots;
      if (!own.includes(filter.position)) return false;
    }
    if (filter.game && p.game !== filter.game) return false;
    if (search && !p.name.toLowerCase().includes(search) && !p.team.toLowerCase().includes(search))
      return false;
    switch (filter.tag) {
      case null:
        return true;
      case 'Value':
        return isValue(p, ctx.sport);
      case 'Sleeper':
        return isSleeper(p);
      case 'Studs':
        return isStud(p);
      case 'Top studs':
        return top!.has(p.id);
      case 'Lock/Exl':
        return p.type === 'lock' || p.type === 'exclude';
    }
  });
}

import { salary } from '../model/units';
import type { GameType, RuleSet, SlotKind, SlotRule, Site, Sport } from './rule-set.types';

// Sources: research/optimizers.md (pydfs-lineup-optimizer settings, real operator files) and
// DECISIONS.md "Optimizer" for the single-game multipliers.

function slot(name: string, positions: string[], kind: SlotKind = 'BASE', label = name): SlotRule {
  return { name, label, positions, kind };
}

function times(count: number, make: () => SlotRule): SlotRule[] {
  return Array.from({ length: count }, make);
}

const NFL_FLEX = ['RB', 'WR', 'TE'];
/** The MLB hitter positions (every position but pitchers): the one list of them. */
export const MLB_HITTERS = ['C', '1B', '2B', '3B', 'SS', 'OF'];
const NBA_ALL = ['PG', 'SG', 'SF', 'PF', 'C'];
const NHL_SKATERS = ['C', 'W', 'D'];
const DK_CPT = {
  CPT: { pointsMultiplier: 1.5, salaryMultiplier: 1.5 },
  BASE: { pointsMultiplier: 1, salaryMultiplier: 1 },
};
const BASE_ONLY = { BASE: { pointsMultiplier: 1, salaryMultiplier: 1 } };
const NHL_ALIASES = { LW: 'W', RW: 'W' };

type Entry = Omit<RuleSet, 'id' | 'site' | 'sport' | 'gameType'>;

const table: Record<Site, Record<Sport, Record<GameType, Entry>>> = {
  dk: {
    nfl: {
      classic: {
        name: 'DraftKings NFL Classic',
        salaryCap: salary(50_000),
        slots: [
          slot('QB', ['QB']),
          ...times(2, () => slot('RB', ['RB'])),
          ...times(3, () => slot('WR', ['WR'])),
          slot('TE', ['TE']),
          slot('FLEX', NFL_FLEX),
          slot('DST', ['DST']),
        ],
        kinds: BASE_ONLY,
        positionAliases: { DEF: 'DST', D: 'DST' },
        teamLimits: [],
        positionLimits: [],
        minGames: 2,
      },
      single: {
        name: 'DraftKings NFL Showdown Captain Mode',
        salaryCap: salary(50_000),
        slots: [
          slot('CPT', ['QB', 'RB', 'WR', 'TE', 'K', 'DST'], 'CPT'),
          ...times(5, () => slot('FLEX', ['QB', 'RB', 'WR', 'TE', 'K', 'DST'])),
        ],
        kinds: DK_CPT,
        positionAliases: { DEF: 'DST', D: 'DST' },
        teamLimits: [{ max: 5, label: 'players from one team' }],
        positionLimits: [],
      },
    },
    nba: {
      classic: {
        name: 'DraftKings NBA Classic',
        salaryCap: salary(50_000),
        slots: [
          slot('PG', ['PG']),
          slot('SG', ['SG']),
          slot('SF', ['SF']),
          slot('PF', ['PF']),
          slot('C', ['C']),
          slot('G', ['PG', 'SG']),
          slot('F', ['SF', 'PF']),
          slot('UTIL', NBA_ALL),
        ],
        kinds: BASE_ONLY,
        positionAliases: {},
        teamLimits: [],
        positionLimits: [],
        minGames: 2,
      },
      single: {
        name: 'DraftKings NBA Showdown Captain Mode',
        salaryCap: salary(50_000),
        slots: [slot('CPT', NBA_ALL, 'CPT'), ...times(5, () => slot('UTIL', NBA_ALL))],
        kinds: DK_CPT,
        positionAliases: {},
        teamLimits: [{ max: 5, label: 'players from one team' }],
        positionLimits: [],
      },
    },
    mlb: {
      classic: {
        name: 'DraftKings MLB Classic',
        salaryCap: salary(50_000),
        slots: [
          ...times(2, () => slot('P', ['P'])),
          slot('C', ['C']),
          slot('1B', ['1B']),
          slot('2B', ['2B']),
          slot('3B', ['3B']),
          slot('SS', ['SS']),
          ...times(3, () => slot('OF', ['OF'])),
        ],
        kinds: BASE_ONLY,
        positionAliases: { SP: 'P', RP: 'P' },
        teamLimits: [{ max: 5, positions: MLB_HITTERS, label: 'hitters from one team' }],
        positionLimits: [],
        minGames: 2,
      },
      single: {
        name: 'DraftKings MLB Showdown Captain Mode',
        salaryCap: salary(50_000),
        slots: [
          slot('CPT', ['P', ...MLB_HITTERS], 'CPT'),
          ...times(5, () => slot('UTIL', ['P', ...MLB_HITTERS])),
        ],
        kinds: DK_CPT,
        positionAliases: { SP: 'P', RP: 'P' },
        teamLimits: [{ max: 5, label: 'players from one team' }],
        positionLimits: [],
      },
    },
    nhl: {
      classic: {
        name: 'DraftKings NHL Classic',
        salaryCap: salary(50_000),
        slots: [
          ...times(2, () => slot('C', ['C'])),
          ...times(3, () => slot('W', ['W'])),
          ...times(2, () => slot('D', ['D'])),
          slot('G', ['G']),
          slot('UTIL', NHL_SKATERS),
        ],
        kinds: BASE_ONLY,
        positionAliases: NHL_ALIASES,
        teamLimits: [],
        positionLimits: [],
        minTeams: 3,
        teamsExcludePositions: ['G'],
      },
      single: {
        name: 'DraftKings NHL Showdown Captain Mode',
        salaryCap: salary(50_000),
        slots: [
          slot('CPT', [...NHL_SKATERS, 'G'], 'CPT'),
          ...times(5, () => slot('FLEX', [...NHL_SKATERS, 'G'])),
        ],
        kinds: DK_CPT,
        positionAliases: NHL_ALIASES,
        teamLimits: [{ max: 5, label: 'players from one team' }],
        positionLimits: [],
      },
    },
  },
  fd: {
    nfl: {
      classic: {
        name: 'FanDuel NFL Full Roster',
        salaryCap: salary(60_000),
        slots: [
          slot('QB', ['QB']),
          ...times(2, () => slot('RB', ['RB'])),
          ...times(3, () => slot('WR', ['WR'])),
          slot('TE', ['TE']),
          slot('FLEX', NFL_FLEX),
          slot('DEF', ['D']),
        ],
        kinds: BASE_ONLY,
        positionAliases: { DST: 'D', DEF: 'D' },
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [],
        minTeams: 3,
      },
      single: {
        name: 'FanDuel NFL Single Game',
        salaryCap: salary(60_000),
        slots: [
          slot('MVP', ['QB', 'RB', 'WR', 'TE', 'K'], 'MVP', 'MVP - 1.5X Points'),
          ...times(4, () => slot('FLEX', ['QB', 'RB', 'WR', 'TE', 'K'], 'BASE', 'AnyFLEX')),
        ],
        kinds: {
          MVP: { pointsMultiplier: 1.5, salaryMultiplier: 1 },
          BASE: { pointsMultiplier: 1, salaryMultiplier: 1 },
        },
        positionAliases: {},
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [{ max: 2, positions: ['QB'], label: 'quarterbacks' }],
      },
    },
    nba: {
      classic: {
        name: 'FanDuel NBA Classic',
        salaryCap: salary(60_000),
        slots: [
          ...times(2, () => slot('PG', ['PG'])),
          ...times(2, () => slot('SG', ['SG'])),
          ...times(2, () => slot('SF', ['SF'])),
          ...times(2, () => slot('PF', ['PF'])),
          slot('C', ['C']),
        ],
        kinds: BASE_ONLY,
        positionAliases: {},
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [],
        minTeams: 3,
      },
      single: {
        name: 'FanDuel NBA Single Game',
        salaryCap: salary(60_000),
        slots: [
          slot('MVP', NBA_ALL, 'MVP', 'MVP - 2X Points'),
          slot('STAR', NBA_ALL, 'STAR', 'STAR - 1.5X Points'),
          slot('PRO', NBA_ALL, 'PRO', 'PRO - 1.2X Points'),
          ...times(2, () => slot('UTIL', NBA_ALL)),
        ],
        kinds: {
          MVP: { pointsMultiplier: 2, salaryMultiplier: 1 },
          STAR: { pointsMultiplier: 1.5, salaryMultiplier: 1 },
          PRO: { pointsMultiplier: 1.2, salaryMultiplier: 1 },
          BASE: { pointsMultiplier: 1, salaryMultiplier: 1 },
        },
        positionAliases: {},
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [],
      },
    },
    mlb: {
      classic: {
        name: 'FanDuel MLB Classic',
        salaryCap: salary(35_000),
        slots: [
          slot('P', ['P']),
          slot('C/1B', ['C', '1B']),
          slot('2B', ['2B']),
          slot('3B', ['3B']),
          slot('SS', ['SS']),
          ...times(3, () => slot('OF', ['OF'])),
          slot('UTIL', MLB_HITTERS),
        ],
        kinds: BASE_ONLY,
        positionAliases: { SP: 'P', RP: 'P' },
        teamLimits: [{ max: 4, positions: MLB_HITTERS, label: 'hitters from one team' }],
        positionLimits: [],
        minTeams: 3,
      },
      single: {
        name: 'FanDuel MLB Single Game',
        // research/optimizers.md lists 60,000 (pydfs); the real single-game file prices 5 players
        // at 4,000-11,000, so 60,000 would never bind. FanDuel's MLB single game uses 35,000.
        salaryCap: salary(35_000),
        slots: [
          slot('MVP', MLB_HITTERS, 'MVP', 'MVP - 2X Points'),
          slot('STAR', MLB_HITTERS, 'STAR', 'STAR - 1.5X Points'),
          ...times(3, () => slot('UTIL', MLB_HITTERS)),
        ],
        kinds: {
          MVP: { pointsMultiplier: 2, salaryMultiplier: 1 },
          STAR: { pointsMultiplier: 1.5, salaryMultiplier: 1 },
          BASE: { pointsMultiplier: 1, salaryMultiplier: 1 },
        },
        positionAliases: { SP: 'P', RP: 'P' },
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [],
      },
    },
    nhl: {
      classic: {
        name: 'FanDuel NHL Classic',
        salaryCap: salary(55_000),
        slots: [
          ...times(2, () => slot('C', ['C'])),
          ...times(2, () => slot('W', ['W'])),
          ...times(2, () => slot('D', ['D'])),
          ...times(2, () => slot('UTIL', NHL_SKATERS)),
          slot('G', ['G']),
        ],
        kinds: BASE_ONLY,
        positionAliases: NHL_ALIASES,
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [],
        minTeams: 3,
      },
      single: {
        name: 'FanDuel NHL Single Game',
        salaryCap: salary(60_000),
        slots: [
          slot('MVP', NHL_SKATERS, 'MVP', 'MVP - 1.5X Points'),
          ...times(4, () => slot('FLEX', NHL_SKATERS)),
        ],
        kinds: {
          MVP: { pointsMultiplier: 1.5, salaryMultiplier: 1 },
          BASE: { pointsMultiplier: 1, salaryMultiplier: 1 },
        },
        positionAliases: NHL_ALIASES,
        teamLimits: [{ max: 4, label: 'players from one team' }],
        positionLimits: [],
      },
    },
  },
};

/** The 16 rule sets, keyed `site-sport-gameType`. */
export const RULE_SETS: readonly RuleSet[] = (['dk', 'fd'] as const).flatMap((site) =>
  (['nfl', 'nba', 'mlb', 'nhl'] as const).flatMap((sport) =>
    (['classic', 'single'] as const).map((gameType): RuleSet => ({
      id: `${site}-${sport}-${gameType}`,
      site,
      sport,
      gameType,
      ...table[site][sport][gameType],
    })),
  ),
);

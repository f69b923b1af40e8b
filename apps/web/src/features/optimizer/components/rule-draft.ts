import type { TSlateRules, TSportCode } from '@dfs/contracts';

/** The kinds of rule the rules panel adds, in the order its picker offers them. */
export const RULE_KINDS = [
  { kind: 'atMost', label: 'At most N of these players' },
  { kind: 'atLeast', label: 'At least N of these players' },
  { kind: 'onlyWith', label: 'Players only with others' },
  { kind: 'pair', label: 'Positions with or against a position' },
  { kind: 'teamCount', label: 'Number of teams' },
  { kind: 'gameStack', label: 'Game stack' },
  { kind: 'teamExposure', label: 'Team exposure' },
  { kind: 'ownership', label: 'Total ownership' },
  { kind: 'minStarters', label: 'Confirmed starters' },
  { kind: 'spacing', label: 'Batting-order spacing (MLB)' },
  { kind: 'positionCount', label: 'Players eligible at a position' },
] as const;
export type TRuleKind = (typeof RULE_KINDS)[number]['kind'];

/** What the add-a-rule form holds (numbers as typed). */
export type TRuleDraft = {
  kind: TRuleKind;
  players: string[];
  /** "Only with": the players the others need. */
  withPlayers: string[];
  positions: string[];
  withPositions: string[];
  team: 'same' | 'opponent';
  min: string;
  max: string;
  games: string[];
  teams: string[];
  value: string;
};

export const EMPTY_DRAFT: TRuleDraft = {
  kind: 'atMost',
  players: [],
  withPlayers: [],
  positions: [],
  withPositions: [],
  team: 'opponent',
  min: '',
  max: '',
  games: [],
  teams: [],
  value: '',
};

/** The kinds a sport offers (batting order is MLB's). */
export const kindsOf = (sport: TSportCode) =>
  RULE_KINDS.filter((k) => k.kind !== 'spacing' || sport === 'mlb');

const num = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
const minMax = (d: TRuleDraft) => ({
  ...(num(d.min) !== undefined ? { min: num(d.min)! } : {}),
  ...(num(d.max) !== undefined ? { max: num(d.max)! } : {}),
});
const push = <T>(list: T[] | undefined, item: T) => [...(list ?? []), item];

/**
 * The slate's rules with the draft added, or why the draft is not a rule yet (the server checks
 * limits and names the field of anything else).
 */
export function addDraft(rules: TSlateRules, d: TRuleDraft): TSlateRules | string {
  const bounds = minMax(d);
  switch (d.kind) {
    case 'atMost':
    case 'atLeast': {
      if (d.players.length < 2) return 'Pick at least two players.';
      const n = num(d.value) ?? 1;
      const group = d.kind === 'atMost' ? { players: d.players, max: n } : { players: d.players, min: n };
      return { ...rules, groups: push(rules.groups, group) };
    }
    case 'onlyWith':
      if (!d.players.length || !d.withPlayers.length) return 'Pick the players and who they need.';
      return {
        ...rules,
        groups: push(rules.groups, { players: d.withPlayers, min: 1, when: { players: d.players } }),
      };
    case 'pair':
      if (!d.positions.length || !d.withPositions.length) return 'Pick both sets of positions.';
      if (bounds.min === undefined && bounds.max === undefined) return 'Give a minimum or a maximum.';
      return {
        ...rules,
        pairs: push(rules.pairs, { positions: d.positions, with: d.withPositions, team: d.team, ...bounds }),
      };
    case 'teamCount':
      if (bounds.min === undefined && bounds.max === undefined) return 'Give a minimum or a maximum.';
      return { ...rules, teamCount: bounds };
    case 'gameStack': {
      const count = num(d.value);
      if (count === undefined) return 'Give the number of players from one game.';
      const each = num(d.min);
      return {
        ...rules,
        gameStacks: push(rules.gameStacks, {
          count,
          ...(each !== undefined ? { minPerTeam: each } : {}),
          ...(d.games.length ? { games: d.games } : {}),
        }),
      };
    }
    case 'teamExposure': {
      const pct = num(d.value);
      if (pct === undefined) return 'Give the largest share of lineups, in percent.';
      const te = { ...rules.teamExposures };
      if (d.teams.length)
        te.byTeam = { ...te.byTeam, ...Object.fromEntries(d.teams.map((t) => [t, pct / 100])) };
      else te.max = pct / 100;
      return { ...rules, teamExposures: te };
    }
    case 'ownership': {
      const total = num(d.value);
      if (total === undefined) return 'Give the largest total ownership, in percent.';
      return { ...rules, ownership: { ...rules.ownership, maxTotal: total } };
    }
    case 'minStarters': {
      const n = num(d.value);
      if (n === undefined) return 'Give the number of confirmed starters.';
      return { ...rules, minStarters: n };
    }
    case 'spacing': {
      const within = num(d.value);
      if (!d.positions.length || within === undefined) return 'Pick positions and the spots they sit within.';
      return { ...rules, spacing: push(rules.spacing, { positions: d.positions, within }) };
    }
    case 'positionCount': {
      const [pos] = d.positions;
      if (!pos) return 'Pick a position.';
      if (bounds.min === undefined && bounds.max === undefined) return 'Give a minimum or a maximum.';
      return { ...rules, positionCounts: { ...rules.positionCounts, [pos]: bounds } };
    }
  }
}

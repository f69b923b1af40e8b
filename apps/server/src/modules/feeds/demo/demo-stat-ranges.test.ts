import { describe, expect, it } from 'vitest';
import type { TSportCode } from '@dfs/contracts';
import { MLB_HITTERS } from '@dfs/optimizer';
import { demoLeague } from './demo-league';
import { demoBatch } from './demo-provider';

// Every stat family of the demo league against the range of a real season: a starter's per-game
// figures over his logged games, and the league's scoring. The bounds are those of recent real
// seasons (2023-24 and 2024-25), a little wider at the edges for small samples:
// - NHL: goalies' GAA about 2.0-3.6 and save percentage .880-.930 over a season (a weak team's
//   goalie near 4 and .860 over a few weeks); a forward's shots on goal 0.8-4.5 a game and goals up
//   to about 0.7; teams score 2.6-3.6 goals a game.
// - NBA: starters play 20-38 minutes and score 8-33 points; centres rebound 5-14; teams score
//   about 105-122 points.
// - MLB: starting pitchers' ERA 2.5-6.0 and 6-12 strikeouts per nine, about 5-6.5 innings a start;
//   regulars bat .200-.320 over a season; teams score 3.8-5.5 runs a game.
// - NFL: starting quarterbacks pass for 170-300 yards a game; lead backs rush for 25-110; a team's
//   top two receivers catch for 15-110 (a second receiver over 11 weeks may average under 20);
//   teams score 16-30 points a game (league about 22).
// A simulated game that drifted out of these (a goalie with a GAA of 0.4, counting the games he sat
// as games played) fails here.

const NOW = new Date('2026-11-26T17:00:00Z');
type TLine = Record<string, number>;

function seasonOf(sport: TSportCode) {
  const batch = demoBatch(sport, NOW, { history: true });
  const players = new Map(demoLeague(sport).players.map((p) => [p.id, p]));
  const logs = new Map<string, TLine[]>();
  for (const l of batch.logs ?? []) logs.set(l.playerId, [...(logs.get(l.playerId) ?? []), l.stats]);
  const starters = (positions: string[], depth = 1) =>
    [...logs].filter(([id, list]) => {
      const p = players.get(id)!;
      return positions.includes(p.position) && p.depth < depth && list.length >= 2;
    });
  const sum = (list: TLine[], k: string) => list.reduce((a, s) => a + (s[k] ?? 0), 0);
  const perGame = (positions: string[], k: string, depth = 1) =>
    starters(positions, depth).map(([, list]) => sum(list, k) / list.length);
  const scores = (batch.games ?? [])
    .filter((g) => g.status === 'final')
    .flatMap((g) => [g.homeScore!, g.awayScore!]);
  return { starters, sum, perGame, teamScoring: scores.reduce((a, b) => a + b, 0) / scores.length };
}

const within = (values: number[], lo: number, hi: number, what: string) => {
  expect(values.length, what).toBeGreaterThan(0);
  for (const v of values) {
    expect(v, what).toBeGreaterThanOrEqual(lo);
    expect(v, what).toBeLessThanOrEqual(hi);
  }
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('demo statistics in real ranges', () => {
  it('NHL: goalies 2.0-3.6 GAA and .880-.930 save percentage, skaters and team scoring', () => {
    const s = seasonOf('nhl');
    const goalies = s.starters(['G'], 2).filter(([, list]) => list.length >= 8);
    within(
      goalies.map(([, l]) => s.sum(l, 'ga') / l.length),
      1.6,
      4.2,
      'goalie GAA',
    );
    within(
      goalies.map(([, l]) => s.sum(l, 'sv') / (s.sum(l, 'sv') + s.sum(l, 'ga'))),
      0.855,
      0.945,
      'SV%',
    );
    expect(mean(goalies.map(([, l]) => s.sum(l, 'ga') / l.length))).toBeGreaterThan(2.4);
    within(s.perGame(['C', 'LW', 'RW'], 'sog'), 0.8, 4.5, 'forward shots on goal');
    within(s.perGame(['C', 'LW', 'RW'], 'g'), 0, 0.8, 'forward goals');
    within([s.teamScoring], 2.5, 3.7, 'team goals a game');
  });

  it('NBA: minutes, points, rebounds and team scoring', () => {
    const s = seasonOf('nba');
    within(s.perGame(['PG', 'SG', 'SF', 'PF', 'C'], 'min'), 18, 38, 'starter minutes');
    within(s.perGame(['PG', 'SG', 'SF', 'PF', 'C'], 'pts'), 7, 34, 'starter points');
    expect(Math.max(...s.perGame(['PG', 'SG', 'SF', 'PF', 'C'], 'pts'))).toBeGreaterThan(24);
    within(s.perGame(['C'], 'reb'), 5, 14, 'centre rebounds');
    within([s.teamScoring], 104, 122, 'team points a game');
  });

  it('MLB: starting pitchers, hitters and team scoring', () => {
    const s = seasonOf('mlb');
    const sp = s.starters(['SP'], 5);
    const ip = sp.reduce((a, [, l]) => a + s.sum(l, 'ip'), 0);
    const era = (9 * sp.reduce((a, [, l]) => a + s.sum(l, 'er'), 0)) / ip;
    const k9 = (9 * sp.reduce((a, [, l]) => a + s.sum(l, 'k'), 0)) / ip;
    within([era], 3.3, 5.0, 'league starters ERA');
    within([k9], 7, 10, 'league starters K/9');
    within([ip / sp.reduce((a, [, l]) => a + l.length, 0)], 5, 6.5, 'innings a start');
    const hitters = s.starters(MLB_HITTERS, 3);
    const avg =
      hitters.reduce((a, [, l]) => a + s.sum(l, 'h'), 0) /
      hitters.reduce((a, [, l]) => a + s.sum(l, 'ab'), 0);
    within([avg], 0.235, 0.27, 'league batting average');
    within([s.teamScoring], 3.8, 5.5, 'team runs a game');
  });

  it('NFL: passing, rushing, receiving and team scoring', () => {
    const s = seasonOf('nfl');
    within(s.perGame(['QB'], 'passYds'), 160, 310, 'starting QB passing yards');
    within(s.perGame(['RB'], 'rushYds'), 20, 115, 'lead back rushing yards');
    within(s.perGame(['WR'], 'recYds', 2), 15, 115, 'top two receivers yards');
    within([s.teamScoring], 18, 27, 'team points a game');
  });
});

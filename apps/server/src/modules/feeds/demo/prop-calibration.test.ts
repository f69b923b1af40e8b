import { describe, expect, it } from 'vitest';
import type { TSportCode } from '@dfs/contracts';
import { addDays } from '@dfs/optimizer';
import { noVigProbabilities } from '../../betting/betting-math';
import { modelOverProbability, projectStat } from '../../betting/prop-model';
import { demoLeague } from './demo-league';
import { propsFor } from './demo-insights';
import { boxScore } from './demo-provider';
import { gamesOn } from './demo-schedule';
import { PROP_MARKETS } from './demo-stats';

// The prop model must be calibrated against the demo league's own results: of the props it gives
// 60-70% on the over, 60-70% go over. Each prop is settled by the player's simulated box score on
// its game day, and the model sees only the 20 games before it, as the analyzer does.

const LOG_TEAM_GAMES = 20;

/** The player's results of the stat in his team's last 20 games before `date` that he played, newest first. */
function resultsBefore(sport: TSportCode, playerId: string, stat: string, date: string): number[] {
  const p = demoLeague(sport).players.find((x) => x.id === playerId)!;
  const out: number[] = [];
  let teamGames = 0;
  for (let back = 1; back < 200 && teamGames < LOG_TEAM_GAMES; back++) {
    const day = addDays(date, -back);
    if (!gamesOn(sport, day).some((g) => g.home.abbr === p.team || g.away.abbr === p.team)) continue;
    teamGames++;
    const box = boxScore(p, day);
    if (box) out.push(box[stat] ?? 0);
  }
  return out;
}

type TSettled = { model: number; book: number; over: boolean };

function settledProps(sport: TSportCode, dates: string[]): TSettled[] {
  const statOf = new Map(PROP_MARKETS[sport].map((m) => [m.market, m.stat]));
  const out: TSettled[] = [];
  for (const date of dates) {
    const rows = propsFor(gamesOn(sport, date), new Date(`${date}T12:00:00Z`));
    const byProp = new Map<string, typeof rows>();
    for (const r of rows) {
      const key = `${r.playerId}|${r.market}`;
      byProp.set(key, [...(byProp.get(key) ?? []), r]);
    }
    for (const quotes of byProp.values()) {
      const { playerId, market } = quotes[0]!;
      const stat = statOf.get(market)!;
      const line = [...quotes.map((q) => q.line)].sort((a, b) => a - b)[Math.floor((quotes.length - 1) / 2)]!;
      const at = quotes.find((q) => q.line === line)!;
      const results = resultsBefore(sport, playerId, stat, date);
      const projection = projectStat(results);
      if (projection === null) continue;
      const p = demoLeague(sport).players.find((x) => x.id === playerId)!;
      const actual = boxScore(p, date)?.[stat];
      if (actual === undefined || actual === line) continue;
      const book = noVigProbabilities([at.overPrice, at.underPrice])[0]!;
      out.push({
        model: modelOverProbability({ results, projection, line, market, fairOver: book }),
        book,
        over: actual > line,
      });
    }
  }
  return out;
}

const DATES: Record<TSportCode, string[]> = {
  nfl: ['2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13'],
  nba: Array.from({ length: 8 }, (_, i) => addDays('2026-12-01', i)),
  nhl: Array.from({ length: 8 }, (_, i) => addDays('2026-12-01', i)),
  mlb: Array.from({ length: 6 }, (_, i) => addDays('2026-06-01', i)),
};

const ALL = (['nfl', 'nba', 'nhl', 'mlb'] as const).flatMap((sport) =>
  settledProps(sport, DATES[sport]).map((x) => ({ ...x, sport })),
);

describe('demo prop model calibration', () => {
  it('over thousands of settled props, each 10% bin of the model hits within a few points of its mean', () => {
    expect(ALL.length).toBeGreaterThan(4000);
    const bins = new Map<number, TSettled[]>();
    for (const x of ALL) {
      const bin = Math.min(9, Math.floor(x.model * 10));
      bins.set(bin, [...(bins.get(bin) ?? []), x]);
    }
    let checked = 0;
    for (const [bin, list] of bins) {
      if (list.length < 200) continue;
      checked++;
      const predicted = list.reduce((a, x) => a + x.model, 0) / list.length;
      const hit = list.filter((x) => x.over).length / list.length;
      expect(Math.abs(predicted - hit), `bin ${bin}0%: ${list.length} props`).toBeLessThan(0.05);
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  for (const sport of ['nfl', 'nba', 'nhl', 'mlb'] as const) {
    it(`${sport}: edges against the books are a few points, large ones rare`, () => {
      const edges = ALL.filter((x) => x.sport === sport)
        .map((x) => Math.max(x.model - x.book, x.book - x.model) * 100)
        .sort((a, b) => a - b);
      expect(edges.length).toBeGreaterThan(500);
      expect(edges[Math.floor(edges.length / 2)]).toBeLessThan(4);
      expect(edges.filter((e) => e > 10).length / edges.length).toBeLessThan(0.02);
      expect(edges.at(-1)).toBeLessThan(20);
    });
  }
});

import { describe, expect, it } from 'vitest';
import type { TSportCode } from '@dfs/contracts';
import { demoBatch } from './demo-provider';
import { demoLeague } from './demo-league';

// The demo league's history follows the real calendar of the date it is loaded on (fixed dates
// here): on Thanksgiving 2026 an NFL team has played the 11 weeks since kickoff (not 20 games back
// into July), an NBA team the games since opening night, and MLB, out of season, the end of its
// last season.

const NOW = new Date('2026-11-26T17:00:00Z');

function gamesPerTeam(sport: TSportCode) {
  const batch = demoBatch(sport, NOW, { history: true });
  const finals = (batch.games ?? []).filter((g) => g.status === 'final');
  const count = new Map(demoLeague(sport).teams.map((t) => [t.abbr, 0]));
  for (const g of finals) {
    count.set(g.homeAbbr, (count.get(g.homeAbbr) ?? 0) + 1);
    count.set(g.awayAbbr, (count.get(g.awayAbbr) ?? 0) + 1);
  }
  const logDates = (batch.logs ?? []).map((l) => l.gameDate).sort();
  return { counts: [...count.values()], logDates, finals };
}

describe('demo season calendar', () => {
  it('NFL on Thanksgiving 2026: eleven weeks played since the September 10 kickoff', () => {
    const { counts, logDates } = gamesPerTeam('nfl');
    expect(new Set(counts)).toEqual(new Set([11]));
    expect(logDates[0]! >= '2026-09-10').toBe(true);
    expect(logDates.at(-1)! < '2026-11-26').toBe(true);
  });

  it('NBA and NHL: the games since opening night (October 20 and October 6), about 18 and 25', () => {
    const nba = gamesPerTeam('nba');
    expect(nba.logDates[0]! >= '2026-10-20').toBe(true);
    for (const n of nba.counts) expect(n).toBeGreaterThanOrEqual(14);
    for (const n of nba.counts) expect(n).toBeLessThanOrEqual(24);
    const nhl = gamesPerTeam('nhl');
    expect(nhl.logDates[0]! >= '2026-10-06').toBe(true);
    for (const n of nhl.counts) expect(n).toBeGreaterThanOrEqual(18);
  });

  it('MLB out of season: its logs are the last games of the season that ended September 27', () => {
    const { logDates } = gamesPerTeam('mlb');
    expect(logDates.length).toBeGreaterThan(0);
    expect(logDates.at(-1)! <= '2026-09-27').toBe(true);
    expect(logDates[0]! >= '2026-03-26').toBe(true);
  });
});

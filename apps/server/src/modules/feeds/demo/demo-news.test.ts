import { describe, expect, it } from 'vitest';
import { addDays, etToUtc } from '@dfs/optimizer';
import { demoLeague } from './demo-league';
import { newsOn } from './demo-news';

// The demo news must cover every team (a team page said "No news about this team yet") and read
// like its subject: a team defence is a unit, never "his role".

const SPORTS = ['nfl', 'nba', 'mlb', 'nhl'] as const;
const windowOf = (today: string) => [addDays(today, -2), addDays(today, -1), today];

describe('demo news', () => {
  it('every team of every sport has news at any hour of any day', () => {
    for (const sport of SPORTS) {
      const teams = demoLeague(sport).teams.map((t) => t.abbr);
      for (const today of ['2026-11-26', '2026-11-27', '2027-03-01', '2027-07-15']) {
        // 6 AM Eastern, before any of the day's items, and 9 PM, after all of them.
        for (const hour of [6, 21]) {
          const now = etToUtc(today, hour, 0);
          const covered = new Set(newsOn(sport, windowOf(today), now).map((n) => n.teamAbbr));
          expect(
            teams.filter((t) => !covered.has(t)),
            `${sport} ${today} ${hour}:00`,
          ).toEqual([]);
        }
      }
    }
  });

  it('nothing is published after now', () => {
    const now = etToUtc('2026-11-26', 12, 0);
    for (const n of newsOn('nba', windowOf('2026-11-26'), now))
      expect(n.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('a team defence reads like a unit, a player like a player', () => {
    const positionOf = new Map(demoLeague('nfl').players.map((p) => [p.id, p.position]));
    const dates = Array.from({ length: 14 }, (_, i) => addDays('2026-11-01', i));
    const items = newsOn('nfl', dates, new Date('2026-12-01T00:00:00Z'));
    const defence = items.filter((n) => positionOf.get(n.playerId!) === 'DST');
    expect(defence.length).toBeGreaterThan(5);
    for (const n of defence) {
      const text = `${n.headline} ${n.body} ${n.analysis}`;
      expect(text).not.toMatch(/\b(he|his|him|practice|participant|usage|season high in his)\b/i);
      expect(text).toMatch(/defense|secondary|pass rush|unit/i);
    }
    const players = items.filter((n) => positionOf.get(n.playerId!) !== 'DST');
    expect(players.length).toBeGreaterThan(100);
    for (const n of players) expect(`${n.headline} ${n.body}`).not.toMatch(/\bdefense\b/i);
  });

  it('out of season the news is the winter\u2019s, with no game-day injury reports', () => {
    const items = newsOn('mlb', windowOf('2026-11-26'), etToUtc('2026-11-26', 21, 0), () => false);
    expect(items.length).toBeGreaterThan(20);
    for (const n of items) {
      expect(n.headline).not.toMatch(/listed|loss|season high|practice/i);
      expect(`${n.body} ${n.analysis}`).toMatch(/season|off-season|extension|workouts|camp|drafts/i);
    }
  });
});

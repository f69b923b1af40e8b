import { describe, expect, it } from 'vitest';
import { adpRows } from './demo-insights';
import { demoLeague } from './demo-league';

// The demo ADP board must read like a real draft: a player who opens it sees backs and receivers
// at the top, quarterbacks a little later, defenses last, and one player per pick.
describe('demo ADP', () => {
  const positionOf = (sport: 'nfl' | 'mlb') =>
    new Map(demoLeague(sport).players.map((p) => [p.id, p.position]));

  it('drafts NFL players by value over their position, not raw points', () => {
    const rows = adpRows('nfl', new Date('2026-09-01T12:00:00Z'));
    const pos = positionOf('nfl');
    const firstRound = rows.slice(0, 12).map((r) => pos.get(r.playerId));
    expect(firstRound.filter((p) => p === 'QB').length).toBeLessThanOrEqual(2);
    expect(firstRound.filter((p) => p === 'RB' || p === 'WR').length).toBeGreaterThanOrEqual(9);
    const firstDst = rows.findIndex((r) => pos.get(r.playerId) === 'DST');
    expect(firstDst).toBeGreaterThan(60);
  });

  it('lists increasing average picks from 1.0, position ranks in that order, no reliever in MLB', () => {
    for (const sport of ['nfl', 'mlb'] as const) {
      const rows = adpRows(sport, new Date('2026-09-01T12:00:00Z'));
      const pos = positionOf(sport);
      expect(rows[0]!.adp).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.adp).toBeGreaterThan(rows[i - 1]!.adp);
      const seen = new Map<string, number>();
      for (const r of rows) {
        const p = pos.get(r.playerId)!;
        seen.set(p, (seen.get(p) ?? 0) + 1);
        expect(r.positionRank).toBe(seen.get(p));
      }
      if (sport === 'mlb') expect(seen.has('RP')).toBe(false);
    }
  });
});

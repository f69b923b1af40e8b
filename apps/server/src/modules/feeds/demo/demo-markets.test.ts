import { describe, expect, it } from 'vitest';
import { adpRows, propsFor } from './demo-insights';
import { demoLeague } from './demo-league';
import { gamesOn } from './demo-schedule';

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
    // Positions the league has but the board leaves out (relievers are not drafted).
    const leftOut = { nfl: [], mlb: ['RP'] } as const;
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
      for (const p of leftOut[sport]) {
        expect([...pos.values()]).toContain(p);
        expect(seen.has(p)).toBe(false);
      }
    }
  });
});

// Demo props must be priced as books price them: the side more likely to win costs more, so a
// line set under a player's average does not show the prop analyzer a free +40-point edge.
describe('demo prop prices', () => {
  it('make the likelier side dearer, with a margin over both sides', () => {
    const implied = (a: number) => (a < 0 ? -a / (-a + 100) : 100 / (a + 100));
    for (const sport of ['nba', 'nhl'] as const) {
      const rows = propsFor(gamesOn(sport, '2026-12-02'), new Date('2026-12-02T15:00:00Z'));
      expect(rows.length).toBeGreaterThan(50);
      for (const r of rows) {
        const hold = implied(r.overPrice) + implied(r.underPrice) - 1;
        expect(hold).toBeGreaterThan(0.02);
        expect(hold).toBeLessThan(0.07);
      }
      // Lines moved a full point under the open line: the over is the favourite there.
      const under = rows.filter((r) => r.line < r.openLine);
      const over = rows.filter((r) => r.line > r.openLine);
      const share = (xs: typeof rows, side: 'over' | 'under') =>
        xs.filter((r) => (side === 'over' ? r.overPrice < r.underPrice : r.underPrice < r.overPrice)).length /
        xs.length;
      expect(share(under, 'over')).toBeGreaterThan(0.8);
      expect(share(over, 'under')).toBeGreaterThan(0.8);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSportCode } from '@dfs/contracts';
import { httpOf, useTestServer } from '../../../test/test-http';
import { json } from '../../../test/test-server';
import { createFeedStore } from './feed-store.repository';
import { demoBatch } from './demo/demo-provider';

// The demo league plays each sport's real season (fixed dates here, never today's): MLB has no
// games or slates on Thanksgiving and the sport selector shows it disabled, as the specification's
// sport status does; every sport in season (DEMO_SEASONS=all) brings MLB back.

const THANKSGIVING = new Date('2026-11-26T17:00:00Z');
const JULY = new Date('2026-07-15T17:00:00Z');

describe('demo seasons', () => {
  it('MLB out of season on Thanksgiving: no games from today on, no slates, disabled', () => {
    const mlb = demoBatch('mlb', THANKSGIVING, { history: false, seasons: 'real' });
    expect(mlb.slates).toEqual([]);
    expect(mlb.odds).toEqual([]);
    expect(mlb.props).toEqual([]);
    expect(
      (mlb.games ?? []).filter((g) => g.startTime.getTime() >= THANKSGIVING.getTime() - 86_400_000),
    ).toEqual([]);
    expect(mlb.sportStatus).toEqual([{ code: 'mlb', status: 0 }]);
    expect(mlb.injuries).toEqual([]);
    for (const sport of ['nba', 'nhl', 'nfl'] as TSportCode[]) {
      const b = demoBatch(sport, THANKSGIVING, { history: false, seasons: 'real' });
      expect(b.slates?.length, sport).toBeGreaterThan(0);
      expect(b.sportStatus, sport).toEqual([{ code: sport, status: 1 }]);
    }
    const all = demoBatch('mlb', THANKSGIVING, { history: false, seasons: 'all' });
    expect(all.slates?.length).toBeGreaterThan(0);
    expect(all.sportStatus).toEqual([{ code: 'mlb', status: 1 }]);
  });

  it('in July only MLB plays: the NFL, NBA and NHL have no slates and are disabled', () => {
    const status = Object.fromEntries(
      (['nba', 'mlb', 'nhl', 'nfl'] as TSportCode[]).map((sport) => {
        const b = demoBatch(sport, JULY, { history: false, seasons: 'real' });
        return [sport, [b.slates?.length ?? 0, b.sportStatus?.[0]?.status]];
      }),
    );
    expect(status.nba).toEqual([0, 0]);
    expect(status.nhl).toEqual([0, 0]);
    expect(status.nfl).toEqual([0, 0]);
    expect(status.mlb![0]).toBeGreaterThan(0);
    expect(status.mlb![1]).toBe(1);
  });

  describe('the sport selector', () => {
    const server = useTestServer();
    beforeAll(async () => {
      const store = createFeedStore(server.ctx.database.db);
      for (const sport of ['mlb', 'nfl'] as TSportCode[]) {
        const { sportStatus, teams } = demoBatch(sport, THANKSGIVING, { history: false, seasons: 'real' });
        await store.writeBatch({ sportStatus, teams });
      }
    });
    // On a shared PostgreSQL (CI) other files read the sports after this one: put MLB back in
    // season (before the server closes: after-hooks run last registered first).
    afterAll(async () => {
      await createFeedStore(server.ctx.database.db).writeBatch({ sportStatus: [{ code: 'mlb', status: 1 }] });
    });

    it('lists MLB disabled (status 0) on Thanksgiving and the NFL enabled', async () => {
      const res = await httpOf(server).get('/api/sports');
      const sports = json(res).data as { SportId: number; status: number }[];
      expect(sports.find((s) => s.SportId === 2)?.status).toBe(0);
      expect(sports.find((s) => s.SportId === 4)?.status).toBe(1);
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { TSlatePlayer } from '@dfs/contracts';
import { filterPlayers, positionFilters, topStudIds } from './player-filters';

const player = (over: Partial<TSlatePlayer>): TSlatePlayer =>
  ({
    id: over.id ?? over.name ?? 'x',
    name: 'X',
    team: 'KC',
    positions: ['WR'],
    rosterSlots: ['WR', 'FLEX'],
    salary: 5000,
    projection: 10,
    fppd: 500,
    type: '',
    ...over,
  }) as TSlatePlayer;

const nfl = { sport: 'nfl' as const, gameType: 'classic' as const };
const pool = [
  player({
    id: 'qb',
    name: 'Qb',
    positions: ['QB'],
    rosterSlots: ['QB'],
    salary: 8500,
    projection: 25,
    fppd: 340,
  }),
  player({ id: 'wr', name: 'Wr', salary: 4000, projection: 12, fppd: 333 }),
  player({ id: 'wr0', name: 'Wr0', salary: 3000, projection: 0, fppd: null }),
  player({
    id: 'dst',
    name: 'Dst',
    positions: ['DST'],
    rosterSlots: ['DST'],
    salary: 3000,
    projection: 8,
    fppd: 375,
  }),
  player({
    id: 'te',
    name: 'Te',
    team: 'BUF',
    positions: ['TE'],
    rosterSlots: ['TE', 'FLEX'],
    type: 'lock',
    fppd: 800,
  }),
];
const ids = (list: TSlatePlayer[]) => list.map((p) => p.id);
const base = { position: null, tag: null, search: '' };

describe('player pool filters', () => {
  it('maps positions to roster slots: NFL FLEX leaves out QB and DST', () => {
    expect(positionFilters(pool, 'classic')).toEqual(['QB', 'WR', 'FLEX', 'DST', 'TE']);
    expect(ids(filterPlayers(pool, { ...base, position: 'FLEX' }, nfl))).toEqual(['wr', 'wr0', 'te']);
  });

  it('value excludes defence; sleeper needs points; studs are over 8000; Lock/Exl shows marked players', () => {
    expect(ids(filterPlayers(pool, { ...base, tag: 'Value' }, nfl))).toEqual(['qb', 'wr']);
    expect(ids(filterPlayers(pool, { ...base, tag: 'Sleeper' }, nfl))).toEqual(['wr', 'dst']);
    expect(ids(filterPlayers(pool, { ...base, tag: 'Studs' }, nfl))).toEqual(['qb']);
    expect(ids(filterPlayers(pool, { ...base, tag: 'Lock/Exl' }, nfl))).toEqual(['te']);
  });

  it('searches names and teams', () => {
    expect(ids(filterPlayers(pool, { ...base, search: 'buf' }, nfl))).toEqual(['te']);
  });

  it('top studs: the best 3 per position, one row per name', () => {
    const wrs = [30, 25, 20, 15].map((projection, i) => player({ id: `w${i}`, name: `W${i}`, projection }));
    const twin = player({ id: 'twin', name: 'W0', positions: ['TE'], projection: 40 });
    expect([...topStudIds([twin, ...wrs])].sort()).toEqual(['twin', 'w1', 'w2', 'w3']);
  });
});

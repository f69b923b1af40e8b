import { describe, expect, it } from 'vitest';
import type { TAnalyzedProp } from '@dfs/contracts';
import { applyFilters, NO_FILTERS } from './analyzer-filters';
import { formatEdge, formatHitRate, formatOdds } from './betting-format';
import { formFromParams, requestOf } from './finder-form';

const row = (edge: number | null, team = 'BOS'): TAnalyzedProp =>
  ({ game: 'NYK@BOS', team, market: 'points', pick: edge === null ? null : { edge } }) as TAnalyzedProp;

describe('betting screens', () => {
  it('the minimum edge keeps only rows with a pick at that edge or more', () => {
    const rows = [row(7.2), row(5), row(4.9), row(null), row(-3, 'NYK')];
    expect(applyFilters(rows, { ...NO_FILTERS, minEdge: '5' }).map((r) => r.pick?.edge)).toEqual([7.2, 5]);
    expect(applyFilters(rows, { ...NO_FILTERS, team: 'NYK' })).toHaveLength(1);
    expect(applyFilters(rows, NO_FILTERS)).toHaveLength(5);
  });
  it('the finder reads its search from the URL and leaves out what it cannot read', () => {
    const form = formFromParams(new URLSearchParams('sport=nba&player=Tatum&minEdge=5&minEv=lots&sport2=x'));
    expect(requestOf(form)).toEqual({ sports: ['nba'], player: 'Tatum', minEdge: 5 });
    expect(requestOf(formFromParams(new URLSearchParams('sport=xfl')))).toEqual({});
  });
  it('writes odds, edges and hit rates as players read them, pushes shown apart', () => {
    expect(formatOdds(110)).toBe('+110');
    expect(formatOdds(-110)).toBe('-110');
    expect(formatEdge(5.62)).toBe('+5.6 pts');
    expect(
      formatHitRate({ games: 10, hits: 6, misses: 3, pushes: 1, rate: 6 / 9, low: 0.4, high: 0.85 }),
    ).toBe('67% (6/9, 1 push)');
    expect(
      formatHitRate({ games: 0, hits: 0, misses: 0, pushes: 0, rate: null, low: null, high: null }),
    ).toBe('No games');
  });
});

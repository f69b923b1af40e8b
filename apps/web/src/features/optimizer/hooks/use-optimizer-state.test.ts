import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TLineup, TSlateState } from '@dfs/contracts';
import type { TPoolRow } from '../components/player-pool-table';
import { readMemory } from './optimizer-memory';
import { useOptimizerState } from './use-optimizer-state';

const row = (id: string, type = '') => ({ id, type }) as TPoolRow;
const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => row(id, id === 'e' ? 'lock' : ''));
const state = {
  marks: [{ playerId: 'd', type: 'exclude' }],
  exposures: [],
  projections: [],
} as unknown as TSlateState;
const lineup = (ids: string[], locked = false): TLineup => ({
  players: ids.map((id) => ({ id, name: id, slot: 'UTIL', salary: 1000, projection: 1 })),
  salary: ids.length * 1000,
  projection: ids.length,
  ...(locked ? { locked: true } : {}),
});

function render(slateId = 's1') {
  return renderHook(
    (p: { slateId: string }) =>
      useOptimizerState({ sport: 'nba', operator: 'draftkings', slateId: p.slateId, rows, state }),
    {
      initialProps: { slateId },
    },
  );
}

describe('useOptimizerState', () => {
  beforeEach(() => localStorage.clear());

  it('builds "my pool" from the ticked players: the others are excluded, locked players stay', () => {
    const { result } = render();
    act(() => result.current.onSelect(new Set(['a', 'b'])));
    expect(result.current.myPool).toBeNull();
    act(() => result.current.setPoolOnly(true));
    expect(new Set(result.current.myPool)).toEqual(new Set(['c', 'd']));
    const ask = result.current.buildAsk([], false, 1);
    expect(ask.ok && ask.request.settings?.excludes).toEqual(result.current.myPool);
  });

  it('forgets the ticked players when the slate changes', () => {
    const { result, rerender } = render();
    act(() => result.current.onSelect(new Set(['a'])));
    rerender({ slateId: 's2' });
    expect(result.current.selected.size).toBe(0);
  });

  it('asks "build N more" unique against every lineup on screen, a rebuild against the locked ones', () => {
    const { result } = render();
    act(() => result.current.setForm({ ...result.current.form, lineups: 3 }));
    const onScreen = [lineup(['a', 'b'], true), lineup(['b', 'c'])];
    const more = result.current.buildAsk(onScreen, true, 1);
    expect(more.ok && more.request.lineups).toBe(3);
    expect(more.ok && more.request.settings?.avoidLineups?.length).toBe(2);
    const again = result.current.buildAsk(onScreen, false, 1);
    expect(again.ok && again.request.lineups).toBe(2);
    expect(again.ok && again.request.settings?.avoidLineups).toEqual([
      [
        { playerId: 'a', slot: 'UTIL' },
        { playerId: 'b', slot: 'UTIL' },
      ],
    ]);
  });

  it('refuses a build when the locked lineups fill the count', () => {
    const { result } = render();
    act(() => result.current.setForm({ ...result.current.form, lineups: 1 }));
    const ask = result.current.buildAsk([lineup(['a'], true)], false, 1);
    expect(ask).toEqual({ ok: false, reason: expect.stringContaining('1 lineups are locked') });
  });

  it('remembers the form and the rules of the last build per sport and operator', () => {
    const { result } = render();
    act(() => result.current.setForm({ ...result.current.form, minUnique: 3, randomness: 10 }));
    const ask = result.current.buildAsk([], false, 42);
    if (!ask.ok) throw new Error(ask.reason);
    act(() => result.current.builtFrom(ask.settings, 1));
    expect(readMemory('nba', 'draftkings').form?.minUnique).toBe(3);
    expect(result.current.swapSettings).toEqual({ minUnique: 3 });
    const again = render();
    expect(again.result.current.form.minUnique).toBe(3);
  });

  it('marks the lineups on screen as the last successful build after a build that made none', () => {
    const { result } = render();
    act(() => result.current.setForm({ ...result.current.form, stack: 'team3', maxExposure: '50' }));
    const ask = result.current.buildAsk([], false, 1);
    if (!ask.ok) throw new Error(ask.reason);
    act(() => result.current.builtFrom(ask.settings, 3));
    expect(result.current.earlierBuild).toBeNull();
    act(() => result.current.buildFailed('No Lineup has been created!! Min salary is above the cap.'));
    expect(result.current.earlierBuild).toMatch(
      /^These are the lineups of your last successful build \(\d{1,2}:\d\d [AP]M ET, 3 lineups, 3 players of one team stack, max exposure 50%\); the build just now made none: No Lineup has been created!! Min salary is above the cap\.$/,
    );
    act(() => result.current.buildStarted());
    expect(result.current.earlierBuild).toBeNull();
  });
});

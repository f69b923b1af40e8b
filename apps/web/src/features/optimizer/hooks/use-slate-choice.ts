import { useState } from 'react';
import type { TGameType, TOperator, TSlate, TSportCode } from '@dfs/contracts';
import { setPref } from '../../../shared/session/session-store';
import { readMemory, writeMemory } from './optimizer-memory';

/**
 * The chosen game type and slate of a sport and operator: the one chosen last time for this sport
 * and operator when it is still open, else the first classic slate (never the game type chosen
 * for another sport: an NBA single-game slate does not make NFL open on a showdown). The choice
 * is read once, before the slates arrive, so a reload or a visit elsewhere comes back to the same
 * slate.
 */
export function useSlateChoice(slates: TSlate[], sport: TSportCode, operator: TOperator) {
  const [memory] = useState(() => readMemory(sport, operator));
  const [gameType, setGameTypeState] = useState<TGameType>(memory.gameType ?? 'classic');
  const [picked, setPicked] = useState<string>(memory.slateId ?? '');
  const ofKind = slates.filter((s) => s.gameType === gameType);
  const slate = ofKind.find((s) => s.id === picked) ?? ofKind[0] ?? null;
  return {
    gameType,
    slate,
    setGameType: (g: TGameType) => {
      setPref('gameType', g);
      writeMemory(sport, operator, { gameType: g });
      setGameTypeState(g);
    },
    setSlate: (id: string) => {
      setPref('previousSlate', id);
      writeMemory(sport, operator, { slateId: id, gameType });
      setPicked(id);
    },
  };
}

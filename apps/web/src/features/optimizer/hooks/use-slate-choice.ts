import { useState } from 'react';
import type { TGameType, TSlate } from '@dfs/contracts';
import { getPref, setPref } from '../../../shared/session/session-store';

/**
 * The chosen game type and slate: the one chosen last time (previousSlate, gameType) when it is
 * still open, else the first slate of the kind.
 */
export function useSlateChoice(slates: TSlate[]) {
  const remembered = slates.find((s) => s.id === getPref('previousSlate'));
  const [gameType, setGameTypeState] = useState<TGameType>(
    remembered?.gameType ?? (getPref('gameType') === 'single' ? 'single' : 'classic'),
  );
  const [picked, setPicked] = useState<string>(remembered?.id ?? '');
  const ofKind = slates.filter((s) => s.gameType === gameType);
  const slate = ofKind.find((s) => s.id === picked) ?? ofKind[0] ?? null;
  return {
    gameType,
    slate,
    setGameType: (g: TGameType) => {
      setPref('gameType', g);
      setGameTypeState(g);
    },
    setSlate: (id: string) => {
      setPref('previousSlate', id);
      setPicked(id);
    },
  };
}

import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';

export type TBuildProgress = { buildId: string; done: number; asked: number };

/**
 * The progress of this user's running build, from the `buildProgress` events the server sends to
 * the user's room (one socket while the optimizer page is open).
 */
export function useBuildProgress(enabled: boolean): TBuildProgress | null {
  const [progress, setProgress] = useState<TBuildProgress | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const socket: Socket<TServerToClientEvents, TClientToServerEvents> = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
    });
    socket.on('buildProgress', setProgress);
    return () => {
      socket.disconnect();
    };
  }, [enabled]);
  return progress;
}

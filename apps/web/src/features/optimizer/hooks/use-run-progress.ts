import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';

/** What runs on the server's build queue and reports to the user's room: builds and simulations. */
export type TRunKind = 'build' | 'sim';

/** One event of a run: its place in the queue (1 is next, 0 started) or `done` of `total`. */
type TRunEvent = { position: number } | { done: number; total: number; position?: undefined };

/** The current run as the user sees it: waiting at a queue position, or its progress. */
export type TRunProgress = {
  /** Queue position while the run waits (1 is next); null once it has started. */
  queued: number | null;
  /** Its progress once it reports some; null while queued or starting. */
  progress: { done: number; total: number } | null;
};

/** Listens to one kind's queue and progress events, the progress in `done` of `total`. */
function listen(
  socket: Socket<TServerToClientEvents, TClientToServerEvents>,
  kind: TRunKind,
  set: (e: TRunEvent) => void,
): void {
  if (kind === 'build') {
    socket.on('buildQueued', ({ position }) => set({ position }));
    socket.on('buildProgress', ({ done, asked }) => set({ done, total: asked }));
  } else {
    socket.on('simQueued', ({ position }) => set({ position }));
    socket.on('simProgress', ({ done, total }) => set({ done, total }));
  }
}

/**
 * The progress of this user's running build or simulation, from the queue and progress events the
 * server sends to the user's room. The socket stays open while the component is mounted, so a
 * short run's first events are not lost; what came before `running` last turned true does not
 * count as this run's.
 */
export function useRunProgress(kind: TRunKind, running: boolean): TRunProgress {
  const [latest, setLatest] = useState<TRunEvent | null>(null);
  const [since, setSince] = useState<TRunEvent | null>(null);
  useEffect(() => {
    const socket: Socket<TServerToClientEvents, TClientToServerEvents> = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
    });
    listen(socket, kind, setLatest);
    return () => {
      socket.disconnect();
    };
  }, [kind]);
  useEffect(() => {
    if (running) setSince(latest);
    // Only a new run resets what counts as its progress.
  }, [running]);
  const mine = latest !== since ? latest : null;
  if (mine?.position !== undefined)
    return { queued: mine.position > 0 ? mine.position : null, progress: null };
  return { queued: null, progress: mine };
}

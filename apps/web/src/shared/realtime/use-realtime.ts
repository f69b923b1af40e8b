import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';
import { sessionKeys } from '../session/use-me';

type TSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

/**
 * Keeps server state fresh while the app is open: one socket (authenticated by the session cookie)
 * hears that the account or a watched slate changed, and the matching queries refetch. Events carry
 * ids only; data always comes through the API.
 */
export function useRealtime(opts: {
  enabled: boolean;
  slateIds: string[];
  slateQueryKey: readonly unknown[];
  /** Refetched when a feed process is started or stopped (admin settings page). */
  processQueryKey?: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const socketRef = useRef<TSocket | null>(null);
  // The latest values, read when an event arrives: new arrays each render must not reconnect.
  const latest = useRef(opts);
  latest.current = opts;
  const watched = opts.slateIds.join(',');

  const subscribe = (socket: TSocket) => {
    for (const slateId of latest.current.slateIds)
      socket.emit('subscribeSlate', { slateId }, () => undefined);
  };

  useEffect(() => {
    if (!opts.enabled) return;
    const socket: TSocket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
    socketRef.current = socket;
    socket.on('accountUpdated', () => void queryClient.invalidateQueries({ queryKey: sessionKeys.me }));
    socket.on('slateUpdated', ({ slateId }) => {
      void queryClient.invalidateQueries({ queryKey: latest.current.slateQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['slate', slateId] });
    });
    socket.on('scoresUpdated', ({ sport }) => {
      void queryClient.invalidateQueries({ queryKey: ['insights', sport, 'games'] });
    });
    socket.on('serverProcessUpdated', () => {
      const key = latest.current.processQueryKey;
      if (key) void queryClient.invalidateQueries({ queryKey: key });
    });
    // Rooms are per connection: join them again after every (re)connect.
    socket.on('connect', () => subscribe(socket));
    return () => {
      socketRef.current = null;
      socket.disconnect();
    };
  }, [opts.enabled, queryClient]);

  useEffect(() => {
    const socket = socketRef.current;
    if (socket?.connected) subscribe(socket);
  }, [watched]);
}

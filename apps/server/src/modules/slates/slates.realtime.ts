import type { Socket } from 'socket.io';
import type { TAck, TClientToServerEvents, TServerToClientEvents, TSportCode } from '@dfs/contracts';
import type { TRealtime } from '../../realtime/realtime';
import { joinSlateRoom, slateRoom } from '../../realtime/realtime';
import { toAppError } from '../../core/error-handler';
import type { TAuthContext } from '../../core/auth-context';
import type { TSlatesService } from './slates.service';

/**
 * The spec's `{sport}getPlayers` events: the acknowledgement carries the slate's players, and the
 * socket joins the slate's room so it hears `slateUpdated` when a feed changes the slate.
 */
export function registerSlatesRealtime(realtime: TRealtime, slates: TSlatesService): void {
  realtime.onConnection((socket: Socket<TClientToServerEvents, TServerToClientEvents>) => {
    const handler =
      (sport: TSportCode) => (payload: { slateId: string }, ack: (res: TAck<unknown>) => void) => {
        if (typeof ack !== 'function') return;
        const slateId = typeof payload?.slateId === 'string' ? payload.slateId.trim().slice(0, 100) : '';
        if (!slateId) return ack({ success: false, message: 'slateId: required' });
        slates
          // A socket is always signed in; without its user it would see only everyone's slates.
          .getPlayers(sport, slateId, (socket.data as { auth?: TAuthContext }).auth?.user.id ?? '')
          .then(async ({ data }) => {
            await joinSlateRoom(socket, slateId);
            ack({ success: true, message: 'OK', data });
          })
          .catch((err: unknown) => ack({ success: false, message: toAppError(err).message }));
      };
    socket.on('nbagetPlayers', handler('nba'));
    socket.on('mlbgetPlayers', handler('mlb'));
    socket.on('nhlgetPlayers', handler('nhl'));
    socket.on('nflgetPlayers', handler('nfl'));
  });
}

/** Tells a slate's subscribers to refetch (after the feed's write has committed). */
export function emitSlatesUpdated(
  realtime: TRealtime,
  changes: { sport: TSportCode; slateId: string }[],
): void {
  for (const c of changes) realtime.io.to(slateRoom(c.slateId)).emit('slateUpdated', c);
}

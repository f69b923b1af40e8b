import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import {
  VERIFY_EMAIL_MESSAGE,
  type TAck,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@dfs/contracts';
import type { TAuthContext } from '../core/auth-context';
import { originAllowed } from '../core/public-origin';
import { SESSION_COOKIE } from '../core/session-cookie';

/** The session the socket was opened with: its token is resolved again to see it still lives. */
type TSocketData = { auth: TAuthContext; token: string };
export type TIo = Server<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;

/** Room names: one per user, one per slate, one of the admins. */
export const userRoom = (userId: string) => `user:${userId}`;
export const slateRoom = (slateId: string) => `slate:${slateId}`;
/** Sockets of admins join this room: process status changes go there. */
export const ADMIN_ROOM = 'admins';
/** Slate rooms one socket may be in; joining another leaves the oldest (memory stays bounded). */
export const MAX_SLATE_ROOMS = 20;

/**
 * Open sockets one user may hold on one instance (tabs, devices); the next handshake is refused
 * with TOO_MANY_SOCKETS until one closes, so one account cannot hold the server's memory.
 */
export const MAX_USER_SOCKETS = 20;
/** What a refused handshake tells the client (`connect_error`: message, and data with the code). */
export const TOO_MANY_SOCKETS = {
  code: 'TOO_MANY_SOCKETS',
  message: `Too many open connections for this account (at most ${MAX_USER_SOCKETS}): close other tabs or devices.`,
} as const;

/** Joins a socket to a slate's room, leaving its oldest slate room beyond MAX_SLATE_ROOMS. */
export async function joinSlateRoom(
  socket: { rooms: Set<string>; join: (room: string) => unknown; leave: (room: string) => unknown },
  slateId: string,
): Promise<void> {
  const room = slateRoom(slateId);
  if (socket.rooms.has(room)) return;
  const slates = [...socket.rooms].filter((r) => r.startsWith('slate:'));
  // A Set keeps insertion order: the first slate rooms are the oldest.
  for (const old of slates.slice(0, Math.max(0, slates.length - MAX_SLATE_ROOMS + 1)))
    await socket.leave(old);
  await socket.join(room);
}

export type TRealtime = {
  io: TIo;
  /** Register handlers for client events on every new socket (modules call this at start). */
  onConnection: (fn: (socket: Parameters<Parameters<TIo['on']>[1]>[0]) => void) => void;
  /**
   * Resolves the session of each of a user's sockets again (on every instance) and disconnects
   * those whose session ended: after logout, a password change, a reset or a cancellation.
   */
  recheckUser: (userId: string) => Promise<void>;
  close: () => Promise<void>;
};

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * Socket.IO on the HTTP server's port, authenticated by the session cookie. With REDIS_URL the
 * Redis adapter carries events between instances.
 */
export async function createRealtime(opts: {
  server: HttpServer;
  redisUrl: string | undefined;
  log: Logger;
  resolveToken: (token: string | undefined) => Promise<TAuthContext | null>;
  /** The configured public origin, allowed as the handshake's Origin. */
  publicOrigin: string;
  /** Read X-Forwarded-Host and -Proto for the handshake's own origin (TRUST_PROXY). */
  trustProxy: boolean;
}): Promise<TRealtime> {
  /** The handshake's Origin follows the rule of HTTP writes: a foreign site cannot open a socket. */
  const allowRequest = (
    req: IncomingMessage,
    callback: (err: string | null | undefined, ok: boolean) => void,
  ) => {
    const first = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h)?.split(',')[0]?.trim();
    const proto = (opts.trustProxy && first(req.headers['x-forwarded-proto'])) || 'http';
    const host = (opts.trustProxy && first(req.headers['x-forwarded-host'])) || req.headers.host || '';
    const ok = originAllowed(req.headers.origin, `${proto}://${host}`, opts.publicOrigin);
    callback(ok ? null : 'FORBIDDEN_ORIGIN', ok);
  };
  const io: TIo = new Server(opts.server, { path: '/socket.io', serveClient: false, allowRequest });
  let redis: { pub: Redis; sub: Redis } | undefined;
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }
  const listeners: ((socket: Parameters<Parameters<TIo['on']>[1]>[0]) => void)[] = [];
  /** Sockets per user on this instance (MAX_USER_SOCKETS). */
  const openSockets = new Map<string, number>();

  io.use((socket, next) => {
    const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
    opts
      .resolveToken(token)
      .then((auth) => {
        if (!auth || !token) return next(new Error('UNAUTHENTICATED'));
        // Counted here, before the socket connects, so parallel handshakes cannot pass the cap together.
        const userId = auth.user.id;
        const held = openSockets.get(userId) ?? 0;
        if (held >= MAX_USER_SOCKETS) {
          return next(Object.assign(new Error(TOO_MANY_SOCKETS.message), { data: TOO_MANY_SOCKETS }));
        }
        openSockets.set(userId, held + 1);
        socket.once('disconnect', () => {
          const left = (openSockets.get(userId) ?? 1) - 1;
          if (left > 0) openSockets.set(userId, left);
          else openSockets.delete(userId);
        });
        socket.data.auth = auth;
        socket.data.token = token;
        next();
      })
      .catch((err: unknown) => {
        opts.log.error({ err }, 'socket auth failed');
        next(new Error('UNAVAILABLE'));
      });
  });

  io.on('connection', (socket) => {
    const { user } = socket.data.auth;
    void socket.join(userRoom(user.id));
    // Every client event resolves the session again (cached for a second, forgotten at once when
    // it ends here): a socket whose session ended, on any instance, answers nothing more.
    socket.use((packet, next) => {
      opts
        .resolveToken(socket.data.token)
        .then((auth) => {
          // A paid sign-up that has not paid nor verified hears its account's notices only: its
          // requests are answered with the refusal its HTTP calls get.
          if (auth?.onlyPayOrVerify) {
            const ack: unknown = packet[packet.length - 1];
            if (typeof ack === 'function')
              (ack as (res: TAck<null>) => void)({ success: false, message: VERIFY_EMAIL_MESSAGE });
            return;
          }
          if (auth) return next();
          next(new Error('UNAUTHENTICATED'));
          socket.disconnect(true);
        })
        .catch(() => next(new Error('UNAVAILABLE')));
    });
    socket.emit('hello', { userId: user.id });
    socket.on('subscribeSlate', (payload, ack) => {
      if (typeof ack !== 'function') return;
      const slateId = typeof payload?.slateId === 'string' ? payload.slateId.slice(0, 100) : '';
      if (!slateId) return ack({ success: false, message: 'slateId: required' });
      void joinSlateRoom(socket, slateId).then(() =>
        ack({ success: true, message: 'Subscribed', data: null }),
      );
    });
    for (const fn of listeners) fn(socket);
  });

  return {
    io,
    onConnection: (fn) => listeners.push(fn),
    recheckUser: async (userId) => {
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      await Promise.all(
        sockets.map(async (s) => {
          if (!(await opts.resolveToken(s.data.token))) s.disconnect(true);
        }),
      );
    },
    close: () => {
      // io.close() would also close the HTTP server, which Fastify owns and closes itself.
      io.local.disconnectSockets(true);
      io.engine.close();
      if (redis) {
        redis.pub.disconnect();
        redis.sub.disconnect();
      }
      return Promise.resolve();
    },
  };
}

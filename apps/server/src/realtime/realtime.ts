import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';
import type { TAuthContext } from '../core/auth-context';
import { SESSION_COOKIE } from '../core/session-cookie';

type TSocketData = { auth: TAuthContext };
export type TIo = Server<TClientToServerEvents, TServerToClientEvents, Record<string, never>, TSocketData>;

/** Room names: one per user and one per slate. */
export const userRoom = (userId: string) => `user:${userId}`;
export const slateRoom = (slateId: string) => `slate:${slateId}`;

export type TRealtime = {
  io: TIo;
  /** Register handlers for client events on every new socket (modules call this at start). */
  onConnection: (fn: (socket: Parameters<Parameters<TIo['on']>[1]>[0]) => void) => void;
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
}): Promise<TRealtime> {
  const io: TIo = new Server(opts.server, { path: '/socket.io', serveClient: false });
  let redis: { pub: Redis; sub: Redis } | undefined;
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redis = { pub, sub };
  }
  const listeners: ((socket: Parameters<Parameters<TIo['on']>[1]>[0]) => void)[] = [];

  io.use((socket, next) => {
    const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
    opts
      .resolveToken(token)
      .then((auth) => {
        if (!auth) return next(new Error('UNAUTHENTICATED'));
        socket.data.auth = auth;
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
    socket.emit('hello', { userId: user.id });
    socket.on('subscribeSlate', (payload, ack) => {
      if (typeof ack !== 'function') return;
      const slateId = typeof payload?.slateId === 'string' ? payload.slateId.slice(0, 100) : '';
      if (!slateId) return ack({ success: false, message: 'slateId: required' });
      void socket.join(slateRoom(slateId));
      ack({ success: true, message: 'Subscribed', data: null });
    });
    for (const fn of listeners) fn(socket);
  });

  return {
    io,
    onConnection: (fn) => listeners.push(fn),
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

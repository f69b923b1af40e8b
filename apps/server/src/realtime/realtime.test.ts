import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';
import { openTestDatabase, signUpAndLogin, startTestServer } from '../../test/test-server';
import type { Database } from '../db/client';
import { userRoom } from './realtime';

type TClient = Socket<TServerToClientEvents, TClientToServerEvents>;

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('realtime.test: TEST_REDIS_URL is not set; the cross-instance test is skipped.');

const urlOf = (server: Awaited<ReturnType<typeof startTestServer>>) =>
  `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

function open(url: string, cookie: string | undefined): Promise<TClient> {
  return new Promise((resolve, reject) => {
    const socket: TClient = connect(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
    // The server greets a socket after it has joined its user's room: ready for events.
    socket.once('hello', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

describe('realtime on one instance', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a socket without a session', async () => {
    await expect(open(urlOf(server), undefined)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('greets a signed-in socket with its user id and delivers events to its user room', async () => {
    const { cookie, user } = await signUpAndLogin(server);
    const socket = await open(urlOf(server), cookie);
    try {
      const notice = new Promise<string>((resolve) => socket.on('notice', (p) => resolve(p.message)));
      server.ctx.realtime.io.to(userRoom(user._id)).emit('notice', { message: 'for you' });
      expect(await notice).toBe('for you');
    } finally {
      socket.disconnect();
    }
  });
});

describe.skipIf(!redisUrl)('realtime across instances (Redis adapter)', () => {
  let database: Database;
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let b: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await startTestServer({ database, env: { REDIS_URL: redisUrl! } });
    b = await startTestServer({ database, env: { REDIS_URL: redisUrl! } });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('an event emitted on instance A reaches a client connected to instance B', async () => {
    const { cookie, user } = await signUpAndLogin(a);
    const socket = await open(urlOf(b), cookie);
    try {
      const received = new Promise<string>((resolve) => socket.on('notice', (p) => resolve(p.message)));
      a.ctx.realtime.io.to(userRoom(user._id)).emit('notice', { message: 'from A' });
      expect(await received).toBe('from A');
    } finally {
      socket.disconnect();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import type { TClientToServerEvents, TServerToClientEvents } from '@dfs/contracts';
import {
  cookieOf,
  GOOD_PASSWORD,
  openTestDatabase,
  setUserFields,
  signUpAndLogin,
  startTestServer,
} from '../../test/test-server';
import { httpOf, useTestServer, type TTestServer } from '../../test/test-http';
import { redisForTests } from '../../test/redis-for-tests';
import type { Database } from '../db/client';
import { MAX_SLATE_ROOMS, MAX_USER_SOCKETS, userRoom } from './realtime';

type TClient = Socket<TServerToClientEvents, TClientToServerEvents>;

const redisUrl = redisForTests('realtime.test', 'the cross-instance test');

const urlOf = (server: TTestServer) =>
  `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

function open(url: string, cookie: string | undefined, origin?: string): Promise<TClient> {
  return new Promise((resolve, reject) => {
    const socket: TClient = connect(url, {
      transports: ['websocket'],
      extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      reconnection: false,
    });
    // The server greets a socket after it has joined its user's room: ready for events.
    socket.once('hello', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

describe('realtime on one instance', () => {
  const server = useTestServer();
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('refuses a socket without a session', async () => {
    await expect(open(urlOf(server), undefined)).rejects.toThrow('UNAUTHENTICATED');
  });

  it('caps the sockets one user holds, refusing the next with a message, and takes one when another closes', async () => {
    const { cookie } = await signUpAndLogin(server);
    const sockets = await Promise.all(
      Array.from({ length: MAX_USER_SOCKETS }, () => open(urlOf(server), cookie)),
    );
    try {
      const refused = await open(urlOf(server), cookie).then(
        (s) => (s.disconnect(), null),
        (err: Error & { data?: unknown }) => err,
      );
      expect(refused?.message).toBe(
        `Too many open connections for this account (at most ${MAX_USER_SOCKETS}): close other tabs or devices.`,
      );
      expect(refused?.data).toMatchObject({ code: 'TOO_MANY_SOCKETS' });
      // Another user is not affected.
      const other = await open(urlOf(server), (await signUpAndLogin(server)).cookie);
      other.disconnect();
      const closed = sockets.pop()!;
      const gone = new Promise((resolve) => closed.once('disconnect', resolve));
      closed.disconnect();
      await gone;
      // The server counts the close when it sees it: retry until it has.
      let again: TClient | undefined;
      for (let i = 0; i < 50 && !again; i++) again = await open(urlOf(server), cookie).catch(() => undefined);
      expect(again).toBeDefined();
      sockets.push(again!);
    } finally {
      for (const s of sockets) s.disconnect();
    }
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

/** Resolves when the server closes the socket. */
const closedByServer = (socket: TClient) =>
  new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

describe('sockets end with their sessions', () => {
  const server = useTestServer();
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const { post } = httpOf(server);
  const login = async (userName: string, password = GOOD_PASSWORD) =>
    cookieOf(await post('/api/user/login', { userName, password }));

  it('closes the socket of a session that logs out, and it answers nothing more', async () => {
    const { cookie } = await signUpAndLogin(server);
    const socket = await open(urlOf(server), cookie);
    const closed = closedByServer(socket);
    expect((await post('/api/user/logout', {}, cookie)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // The old cookie cannot open a new one either.
    await expect(open(urlOf(server), cookie)).rejects.toThrow('UNAUTHENTICATED');
  });

  it("closes the other sessions' sockets on a password change and keeps the one that changed it", async () => {
    const { userName, cookie, user } = await signUpAndLogin(server);
    const other = await login(userName);
    const mine = await open(urlOf(server), cookie);
    const theirs = await open(urlOf(server), other);
    try {
      const closed = closedByServer(theirs);
      const res = await post(
        '/api/user/resetPassword',
        {
          userId: user._id,
          currentPassword: GOOD_PASSWORD,
          newPassword: 'Newer#123a',
          confirmPassword: 'Newer#123a',
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(await closed).toBe('io server disconnect');
      const ack = await mine.timeout(5000).emitWithAck('subscribeSlate', { slateId: 'still-here' });
      expect(ack.success).toBe(true);
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
  });

  it('closes every socket of an account that cancels its subscription', async () => {
    const { cookie, user } = await signUpAndLogin(server);
    await setUserFields(server, user._id, {
      plantype: 'premium',
      status: 'active',
      paymentType: 'local',
      stripeSubscriptionId: 'lsub_socket_test',
    });
    const socket = await open(urlOf(server), cookie);
    const closed = closedByServer(socket);
    const res = await post('/api/user/cancelSubscription', {}, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a handshake from a foreign Origin, like HTTP writes, and accepts its own', async () => {
    const { cookie } = await signUpAndLogin(server);
    await expect(open(urlOf(server), cookie, 'http://evil.example')).rejects.toThrow();
    await expect(open(urlOf(server), cookie, urlOf(server).replace('http:', 'https:'))).rejects.toThrow();
    const own = await open(urlOf(server), cookie, urlOf(server));
    own.disconnect();
  });

  it('keeps a socket in at most MAX_SLATE_ROOMS slate rooms, however many it joins', async () => {
    const { cookie, user } = await signUpAndLogin(server);
    const socket = await open(urlOf(server), cookie);
    try {
      for (let i = 0; i < 300; i++) {
        const ack = await socket.timeout(5000).emitWithAck('subscribeSlate', { slateId: `room-${i}` });
        expect(ack.success).toBe(true);
      }
      const [held] = await server.ctx.realtime.io.in(userRoom(user._id)).fetchSockets();
      const slates = [...held!.rooms].filter((r) => r.startsWith('slate:'));
      expect(slates).toHaveLength(MAX_SLATE_ROOMS);
      // The newest are kept: the socket hears about the slates it looked at last.
      expect(slates).toContain('slate:room-299');
      expect(slates).not.toContain('slate:room-0');
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

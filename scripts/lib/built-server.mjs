// The one way scripts and benchmarks start the built server (apps/server/dist) and talk to it: a
// free loopback port (or the one given), a fresh PGlite data directory with the demo data (or the
// given DATABASE_URL), the seeded admin, a keep-alive HTTP helper. `stop()` ends the server and
// removes the data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { userName: 'scriptadmin', password: 'Script#Admin1' };

/** A port nothing listens on, from the system. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/**
 * One HTTP call on loopback: `body` is sent as JSON (a string or Buffer is sent as it is, already
 * JSON). Resolves `{ status, headers, body }` with the raw body, and `json()` to parse it.
 */
export function httpRequest({ port, agent }, method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: raw,
            json: () => JSON.parse(raw.toString()),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `name=value` pairs of an answer's Set-Cookie headers, ready for a Cookie header. */
export const cookieOf = (headers) =>
  []
    .concat(headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Starts the server; resolves once /api/health answers. `production: true` runs it as deployed
 * (NODE_ENV=production with its PUBLIC_URL); otherwise NODE_ENV=test with the development mailbox.
 * `web: false` serves no web app; `env` adds or overrides variables (e.g. DATABASE_URL);
 * `connections` caps the keep-alive sockets of `request`; `nodeArgs` go to node before the entry
 * (a benchmark's --cpu-prof).
 */
export async function startBuiltServer({
  name = 'script',
  production = false,
  web = true,
  port: askedPort,
  env = {},
  connections = 8,
  admin = ADMIN,
  nodeArgs = [],
} = {}) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  const port = askedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dfs-${name}-`));
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...process.env,
      ...(production
        ? { NODE_ENV: 'production', PUBLIC_URL: baseUrl }
        : { NODE_ENV: 'test', DEV_MAILBOX: 'true' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'true',
      // Every sport in season whatever the day, so a benchmark measures the same work all year.
      DEMO_SEASONS: 'all',
      FEEDS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: admin.userName,
      ADMIN_PASSWORD: admin.password,
      ...(web ? {} : { WEB_DIST: path.join(dataDir, 'no-web') }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    agent.destroy();
    child.kill('SIGTERM');
  };
  /** Ends the server, waits for it to exit and removes its data directory. */
  const stop = async () => {
    stopNow();
    if (child.exitCode === null && child.signalCode === null) await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', () => {
    stopNow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const request = (method, url, body, headers) => httpRequest({ port, agent }, method, url, body, headers);

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name}: the server exited during start`);
    if (Date.now() - started > 300_000) {
      await stop();
      throw new Error(`${name}: the server did not answer /api/health within 5 minutes`);
    }
    try {
      if ((await request('GET', '/api/health')).status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, port, pid: child.pid, request, admin, startSeconds: (Date.now() - started) / 1000, stop };
}

/** Signs the seeded admin in (every plan feature is open to staff); returns the cookie and user id. */
export async function signInAdmin(server) {
  const res = await server.request('POST', '/api/user/login', server.admin);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.body.toString().slice(0, 300)}`);
  return { cookie: cookieOf(res.headers), userId: res.json().data._id };
}

/** A JSON call by URL; returns status, parsed body and the session cookie the answer set (if any). */
export async function call(baseUrl, method, url, body, cookie = '') {
  const res = await httpRequest({ port: new URL(baseUrl).port }, method, url, body, cookie ? { cookie } : {});
  let json = null;
  try {
    json = res.json();
  } catch {
    // not JSON
  }
  return { status: res.status, json, cookie: cookieOf(res.headers) };
}

/** Signs the seeded admin in; returns the cookie. */
export async function adminCookie(baseUrl, admin = ADMIN) {
  const res = await call(baseUrl, 'POST', '/api/user/login', admin);
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.json)}`);
  return res.cookie;
}

/** Only a signed-in admin reads the development mailbox: one admin session per server, shared. */
const mailboxReaders = new Map();
function mailboxReader(baseUrl) {
  let reader = mailboxReaders.get(baseUrl);
  if (!reader) {
    reader = adminCookie(baseUrl);
    mailboxReaders.set(baseUrl, reader);
    reader.catch(() => mailboxReaders.delete(baseUrl));
  }
  return reader;
}

/**
 * A verified Platinum member, as a user becomes one: register, open the e-mail link from the
 * development mailbox, sign in, pay the local test checkout. Returns the session cookie. Callers
 * making several at once give each its own `userName`.
 */
export async function platinumCookie(baseUrl, userName = `shot${Date.now().toString(36)}`.slice(0, 20)) {
  const account = { userName, email: `${userName}@example.com`, password: 'Secret#123a' };
  const reg = await call(baseUrl, 'POST', '/api/user/register', account);
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.json)}`);
  let link = null;
  for (let i = 0; i < 40 && !link; i++) {
    const reader = await mailboxReader(baseUrl);
    const box = await call(
      baseUrl,
      'GET',
      `/api/dev/mailbox?to=${encodeURIComponent(account.email)}`,
      undefined,
      reader,
    );
    // A new server on the same port (a benchmark's next set-up) knows nothing of the old session.
    if (box.status === 401 || box.status === 403) mailboxReaders.delete(baseUrl);
    link = (box.json?.data ?? []).map((m) => /\/verifyemail\/([^/\s]+)\/([\w-]+)/.exec(m.text)).find(Boolean);
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) throw new Error('no verification mail in the development mailbox');
  await call(baseUrl, 'POST', '/api/user/verifyEmail', { email: decodeURIComponent(link[1]), otp: link[2] });
  const login = await call(baseUrl, 'POST', '/api/user/login', { userName, password: account.password });
  const cookie = login.cookie;
  const session = await call(
    baseUrl,
    'POST',
    '/api/user/createsession',
    { price_id: 'platinum_yearly' },
    cookie,
  );
  const sessionId = String(session.json?.data?.url ?? '')
    .split('/')
    .pop();
  const paid = await call(
    baseUrl,
    'POST',
    '/api/payments/local/complete',
    { sessionId, outcome: 'paid' },
    cookie,
  );
  if (paid.status !== 200) throw new Error(`test checkout failed: ${JSON.stringify(paid.json)}`);
  return cookie;
}

// Starts the built server (apps/server/dist) on a free loopback port with a fresh PGlite data
// directory and the demo data, for scripts that measure or photograph the app. `stop()` ends it
// and removes the data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { userName: 'scriptadmin', password: 'Script#Admin1' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts the server; resolves once /api/health answers. `web: false` serves no web app. */
export async function startBuiltServer({ web = true, name = 'script' } = {}) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dfs-${name}-`));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'true',
      FEEDS_ENABLED: 'false',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      ...(web ? {} : { WEB_DIST: path.join(dataDir, 'no-web') }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGTERM');
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 500).unref();
  };
  process.on('exit', stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (Date.now() > until) {
      stop();
      throw new Error('the server did not answer /api/health within 3 minutes');
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop };
}

/** A JSON call; returns status, parsed body and the session cookie the answer set (if any). */
export async function call(baseUrl, method, url, body, cookie = '') {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const set = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, json: await res.json().catch(() => null), cookie: set };
}

/** Signs the seeded admin in (every plan feature is open to staff); returns the cookie. */
export async function adminCookie(baseUrl) {
  const res = await call(baseUrl, 'POST', '/api/user/login', ADMIN);
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.json)}`);
  return res.cookie;
}

/**
 * A verified Platinum member, as a user becomes one: register, open the e-mail link from the
 * development mailbox, sign in, pay the local test checkout. Returns the session cookie.
 */
export async function platinumCookie(baseUrl) {
  const userName = `shot${Date.now().toString(36)}`.slice(0, 20);
  const account = { userName, email: `${userName}@example.com`, password: 'Secret#123a' };
  const reg = await call(baseUrl, 'POST', '/api/user/register', account);
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.json)}`);
  let link = null;
  for (let i = 0; i < 40 && !link; i++) {
    const box = await call(baseUrl, 'GET', `/api/dev/mailbox?to=${encodeURIComponent(account.email)}`);
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

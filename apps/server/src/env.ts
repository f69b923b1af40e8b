import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A BullMQ queue name: it becomes part of Redis keys. */
const QUEUE_NAME = /^[\w.-]{1,60}$/;
/** An IPv4/IPv6 address or CIDR range, or a name proxy-addr knows (loopback, linklocal, uniquelocal). */
const isProxyAddress = (v: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(v)) return true;
  const [address = '', bits, extra] = v.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-* entries to believe, in Fastify's `trustProxy` forms: `false`, a hop
 * count, or a list of proxy addresses/CIDRs. `true` means one proxy (a hop count of 1): trusting
 * every hop (Fastify's `true`) would make the client's address the left-most X-Forwarded-For
 * entry, which the client writes.
 */
export type TTrustProxy = false | number | string[];
const trustProxy = z
  .string()
  .trim()
  .transform((v, zctx): TTrustProxy => {
    if (v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v) && Number(v) <= 16) return Number(v);
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const bad = list.filter((s) => !isProxyAddress(s));
    if (list.length === 0 || bad.length > 0) {
      zctx.addIssue({
        code: 'custom',
        message: `expected false, true (one proxy), a hop count (1-16) or proxy addresses/CIDRs separated by commas${bad.length > 0 ? `; not an address: ${bad.join(', ')}` : ''}`,
      });
      return z.NEVER;
    }
    return list;
  });
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Every configuration variable, its default and meaning (the README table mirrors this). */
const ZEnv = z.object({
  /** `production` requires PUBLIC_URL, turns the test checkout, API docs and source maps off unless asked. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** HTTP port of the app, the API and Socket.IO. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, e.g. https://app.example.com: every link in mail and checkouts is built from it (never from a request's Host); required in production, else http://localhost:PORT. */
  PUBLIC_URL: httpUrl.optional(),
  /** PostgreSQL 15+; when unset the server uses the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Folder of the embedded PGlite database (used when DATABASE_URL is unset). */
  DATA_DIR: z.string().default('./data'),
  /** Redis for Socket.IO fan-out, rate-limit counters and the build queue across instances: with it builds run in worker processes (`npm run worker`), not in the server. */
  REDIS_URL: z.string().optional(),
  /** Password of the seeded `client` admin; when unset a random one is printed at first start. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** User name of the seeded `client` admin. */
  ADMIN_USERNAME: z.string().min(1).max(20).default('admin'),
  /** E-mail of the seeded `client` admin. */
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  /** pino log level (JSON lines on stdout, with request ids). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxies whose X-Forwarded-For/-Host/-Proto entries are believed: `false`; `true` or `1` behind one load balancer; a hop count (2 behind a CDN and a load balancer); or the proxies' addresses/CIDRs, comma-separated. */
  TRUST_PROXY: trustProxy.default(false),
  /** Session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().optional(),
  /** Load the demo data when the database has none, and run the demo feed workers. */
  DEMO_DATA: bool.default(true),
  /** Demo seasons: `real` follows each sport's real calendar (out of season: no games or slates, disabled in the selector); `all` keeps every sport in season every day (tests, benchmarks). */
  DEMO_SEASONS: z.enum(['real', 'all']).default('real'),
  /** Run the feed workers on their schedules (off: data changes only by import or admin start). */
  FEEDS_ENABLED: bool.default(true),
  /** Live NHL source (api-web.nhle.com): schedule, rosters, scores, goalies. Off by default. */
  NHL_LIVE: bool.default(false),
  /** Base URL of the NHL public web API. */
  NHL_API_URL: z.url().default('https://api-web.nhle.com'),
  /** Live MLB source (statsapi.mlb.com): schedule, probable pitchers, lineups. Off by default. */
  MLB_LIVE: bool.default(false),
  /** Base URL of the MLB public stats API. */
  MLB_API_URL: z.url().default('https://statsapi.mlb.com'),
  /** Time limit of one HTTP request of a live source, in milliseconds. */
  FEED_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset: mail goes to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  /** Serve the development mailbox (/dev/mailbox: the outbox, with OTPs and links) to signed-in admins; never in production. */
  DEV_MAILBOX: bool.default(false),
  /** Serve the OpenAPI description at /api/docs; unset: on outside production, off in production. */
  API_DOCS: bool.optional(),
  /** Serve the web app's source maps (*.map); unset: on outside production, off in production. */
  SOURCE_MAPS: bool.optional(),
  /** Sender of the product's mail (OTP, verification, subscription notices). */
  MAIL_FROM: z.string().default('DFS Optimizer <no-reply@localhost>'),
  /** Checkout provider: `auto` is Stripe with STRIPE_SECRET_KEY, else the `local` test checkout outside production and none in production; `local` turns the test checkout on even in production; `none` refuses paid checkouts (503). */
  PAYMENTS_PROVIDER: z.enum(['auto', 'stripe', 'local', 'none']).default('auto'),
  /** Stripe secret key (see PAYMENTS_PROVIDER). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (/api/payments/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe API origin override, e.g. a local stripe-mock (http://localhost:12111). */
  STRIPE_API_BASE: z.url().optional(),
  /** Stripe price ids of the four plans x periods (required with STRIPE_SECRET_KEY). */
  STRIPE_PRICE_PLATINUM_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PLATINUM_YEARLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PREMIUM_YEARLY: z.string().optional(),
  /** Platinum prices shown and charged by the local checkout, in cents (Stripe charges its own prices). */
  PRICE_PLATINUM_MONTHLY_CENTS: z.coerce.number().int().min(0).default(399),
  PRICE_PLATINUM_YEARLY_CENTS: z.coerce.number().int().min(0).default(3499),
  /** Premium prices of the local checkout, in cents. */
  PRICE_PREMIUM_MONTHLY_CENTS: z.coerce.number().int().min(0).default(249),
  PRICE_PREMIUM_YEARLY_CENTS: z.coerce.number().int().min(0).default(1999),
  /** Trial of Platinum monthly, in days (once per customer). */
  PLATINUM_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** ClickBank secret key: decrypts Instant Notifications (/api/payments/clickbank/notification). */
  CLICKBANK_SECRET_KEY: z.string().optional(),
  /** ClickBank vendor nickname; with it the ClickBank order form is used, without it the local test checkout when that is on (else 503). */
  CLICKBANK_VENDOR: z.string().optional(),
  /** ClickBank item number of the monthly Platinum product. */
  CLICKBANK_ITEM: z.string().default('1'),
  /** Price shown on the ClickBank pages, in cents. */
  CLICKBANK_PRICE_CENTS: z.coerce.number().int().min(0).default(3999),
  /** The struck-through list price on the ClickBank pages, in cents. */
  CLICKBANK_LIST_PRICE_CENTS: z.coerce.number().int().min(0).default(4900),
  /** Rate-limit window for login, sign-up and OTP calls, in milliseconds. */
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(900_000),
  /** Attempts per account (login failures from browsers it never signed in on, OTP requests and checks) per window; also failed logins per known browser. */
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  /** Calls per IP address to each limited endpoint per window (for logins: failed logins). */
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(100),
  /** Set by npm: the folder `npm run` was started in; `npm run import` resolves relative paths against it. */
  INIT_CWD: z.string().optional(),
  /** Threads of the build pool, which runs lineup builds and late swaps: the server's without REDIS_URL, each `npm run worker` process's with it (0 = one less than the CPU count, at least 1). */
  BUILD_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** Wall-clock limit of one build or late swap in ms: a build then answers the lineups found so far with a message; a thread still searching 1 s later is ended and replaced. */
  BUILD_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  /** Builds and late swaps one user (or one address's previews) may have queued or running; past it a new one answers 429. */
  BUILD_QUEUE_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  /** Longest a build, late swap or preview may wait in the build queue before it starts, in ms: then it is removed and answers 503 with Retry-After: 30 (the servers are busy; 0 = no limit). */
  BUILD_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Share of the build threads anonymous previews may hold at once (at least one thread). */
  BUILD_PREVIEW_SHARE: z.coerce.number().min(0).max(1).default(0.25),
  /** Name of the BullMQ build queue in Redis (with REDIS_URL): the servers and `npm run worker` processes of one deployment use the same. */
  BUILD_QUEUE_NAME: z.string().regex(QUEUE_NAME, 'letters, digits, _ . - only').default('dfs-builds'),
  /** How long a worker process's hold on a build job lasts without renewal, in ms: a worker that died mid-build gives the job to another worker after about this long (once). */
  BUILD_JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** Tests only (a worker process): its builds of 150+ lineups wait after their first lineup until this file exists (a cancel or time limit still stops them). */
  BUILD_TEST_GATE: z.string().optional(),
});
export type TEnv = z.infer<typeof ZEnv>;

/** Rules between variables: what production must set, what a choice needs. */
export function crossCheck(env: TEnv): string[] {
  const issues: string[] = [];
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    issues.push('PUBLIC_URL: required in production (the origin links in mail and checkouts use)');
  }
  if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    issues.push('STRIPE_SECRET_KEY: required with PAYMENTS_PROVIDER=stripe');
  }
  if (env.NODE_ENV === 'production' && env.DEV_MAILBOX) {
    issues.push('DEV_MAILBOX: the development mailbox cannot be served in production');
  }
  return issues;
}

/** The rules of a build worker process (`npm run worker`): only the build queue's variables matter. */
export function workerCheck(env: TEnv): string[] {
  return env.REDIS_URL
    ? []
    : ['REDIS_URL: required by npm run worker (without it each server runs builds in its own threads)'];
}

/** Parses configuration; lists every bad variable and exits instead of starting half-configured. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, check = crossCheck): TEnv {
  // An empty variable means "not set", as in most .env tooling.
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(given);
  const lines = parsed.success
    ? check(parsed.data).map((l) => `  ${l}`)
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || lines.length > 0) {
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return parsed.data;
}

/** Configuration for tests: defaults plus overrides, without reading process.env. */
export function testEnv(overrides: Partial<Record<keyof TEnv, string>> = {}): TEnv {
  const env = ZEnv.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DEMO_SEASONS: 'all',
    ...overrides,
  });
  const issues = crossCheck(env);
  if (issues.length > 0) throw new Error(`Invalid test configuration: ${issues.join('; ')}`);
  return env;
}

/** The OpenAPI description at /api/docs: API_DOCS, else on outside production. */
export const apiDocsOn = (env: TEnv): boolean => env.API_DOCS ?? env.NODE_ENV !== 'production';
/** The web app's source maps: SOURCE_MAPS, else on outside production. */
export const sourceMapsOn = (env: TEnv): boolean => env.SOURCE_MAPS ?? env.NODE_ENV !== 'production';
/** Whether any proxy is trusted (X-Forwarded-Host and -Proto of the Socket.IO handshake are read). */
export const proxyTrusted = (env: TEnv): boolean => env.TRUST_PROXY !== false;
/** The development mailbox: only when asked for (DEV_MAILBOX), never in production. */
export const devMailboxOn = (env: TEnv): boolean => env.DEV_MAILBOX && env.NODE_ENV !== 'production';

import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every configuration variable, its default and meaning (the README table mirrors this). */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app (used in e-mails and the same-origin check), e.g. https://app.example.com */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL 15+; when unset the server uses the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Redis for Socket.IO fan-out and rate-limit counters across instances. */
  REDIS_URL: z.string().optional(),
  /** Password of the seeded `client` admin; when unset a random one is printed at first start. */
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_USERNAME: z.string().min(1).max(20).default('admin'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers (set behind a load balancer). */
  TRUST_PROXY: bool.default(false),
  /** Session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Serve the built web app from this folder. */
  WEB_DIST: z.string().optional(),
  /** Load the demo data when the database has none. */
  DEMO_DATA: bool.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('DFS Optimizer <no-reply@localhost>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  CLICKBANK_SECRET_KEY: z.string().optional(),
  CLICKBANK_VENDOR: z.string().optional(),
  /** Worker threads for lineup builds (0 = one less than the CPU count, at least 1). */
  BUILD_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
});
export type TEnv = z.infer<typeof ZEnv>;

/** Parses configuration; lists every bad variable and exits instead of starting half-configured. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return parsed.data;
}

/** Configuration for tests: defaults plus overrides, without reading process.env. */
export function testEnv(overrides: Partial<Record<keyof TEnv, string>> = {}): TEnv {
  return ZEnv.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...overrides });
}

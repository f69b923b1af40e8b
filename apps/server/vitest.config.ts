import { defineConfig } from 'vitest/config';

/**
 * Server test files whose outcome cannot depend on which database runs under them. `npm run
 * test:postgres` (CI's second pass, with TEST_DATABASE_URL) leaves them out: they already ran on
 * PGlite in `npm test`, and a second run on PostgreSQL would check nothing new. Every other server
 * test file (queries, migrations, transactions, concurrency, locks, triggers, stored lineups and
 * slates) runs on both. A new test file runs on both unless it is added here with its reason.
 */
const DATABASE_INDEPENDENT: Record<string, string> = {
  // Never open the test database: pure functions, or an embedded PGlite of their own.
  'src/db/data-dir-lock.test.ts': 'the PGlite data-directory lock (a PGlite folder of its own)',
  'src/db/database.test.ts': 'PGlite folders of its own (open, lock, reopen)',
  'src/main.test.ts': 'server processes on PGlite folders of their own',
  'src/modules/admin/csv.test.ts': 'a pure CSV writer',
  'src/modules/betting/betting-math.test.ts': 'pure odds arithmetic',
  'src/modules/feeds/demo/demo-markets.test.ts': 'the demo generators (pure)',
  'src/modules/feeds/demo/demo-news.test.ts': 'the demo generators (pure)',
  'src/modules/feeds/demo/demo-odds.test.ts': 'the demo generators (pure)',
  'src/modules/feeds/demo/demo-season.test.ts': 'the demo generators (pure)',
  'src/modules/feeds/demo/demo-stat-ranges.test.ts': 'the demo generators (pure)',
  'src/modules/feeds/demo/prop-calibration.test.ts': 'prop pricing from simulated games (pure)',
  'src/modules/insights/insights-cache.test.ts': 'an in-memory cache',
  'src/modules/optimizer/build-output.test.ts': 'the encoding of a build answer',
  'src/modules/optimizer/build-queue.order.test.ts': 'the queue order with in-memory executors',
  'src/modules/optimizer/build-queue.previews.test.ts': 'preview admission with in-memory executors',
  'src/modules/optimizer/lineup-rules.test.ts': 'rule checks on lineups (pure)',
  'src/modules/optimizer/marks-cache.test.ts': 'an in-memory cache',
  'src/modules/optimizer/player-facts.test.ts': 'player notes (pure)',
  'src/modules/plans/plans.service.test.ts': 'plan arithmetic (pure)',
  'src/modules/sports/season-calendar.test.ts': 'calendar arithmetic (pure)',
  // Open the test database but check the HTTP layer, validation or the solver only: the database
  // answers nothing these tests look at.
  'src/core/api-robustness.test.ts': 'every route refusing malformed bodies before any query',
  'src/core/route-fuzz.test.ts': 'fuzzed bodies refused with a 4xx before any query',
  'src/modules/account/account-fuzz.test.ts': 'fuzzed account bodies refused before any query',
  'src/core/http.test.ts': 'HTTP headers, limits and the error envelope',
  'src/core/public-origin.test.ts': 'links built from PUBLIC_URL and trusted proxies',
  'src/web/compression.test.ts': 'answer compression',
  'src/modules/optimizer/settings-validation.test.ts': 'build settings refused by the schema',
  'src/modules/optimizer/optimizer-time-limit.test.ts': "the build pool's time limit",
  'src/modules/optimizer/optimizer-real-files.test.ts': 'solver answers on real operator files',
};

// `npm run test:postgres` sets TEST_DATABASE_DEPENDENT_ONLY: the second pass on PostgreSQL runs
// only the files whose outcome depends on the database.
const onlyDatabaseDependent = process.env.TEST_DATABASE_DEPENDENT_ONLY === '1';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: onlyDatabaseDependent ? Object.keys(DATABASE_INDEPENDENT) : [],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

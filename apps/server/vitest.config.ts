import { defineConfig } from 'vitest/config';
import { DATABASE_INDEPENDENT } from './test/database-independent';

// `npm run test:postgres` sets TEST_DATABASE_DEPENDENT_ONLY: the second pass on PostgreSQL runs
// only the files whose outcome depends on the database (see test/database-independent.ts).
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

import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/lib/chromium.mjs';
import { E2E_ADMIN, E2E_BASE_URL, E2E_FIRST_PORT, E2E_MANAGER, E2E_WORKERS } from './support/constants';

const dataDir = path.resolve(import.meta.dirname, '.data');
// Workers load this file too: only the runner (no TEST_WORKER_INDEX) may wipe the data, or a
// worker would delete the database under the running server.
if (!process.env.TEST_WORKER_INDEX) fs.rmSync(dataDir, { recursive: true, force: true });

/**
 * Browser tests: Debian's Chromium against the built server on fresh embedded databases, one
 * server per worker (test files spread over the workers; a file's tests run in order on one).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Chicago',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    // The built server, after support/serve.mjs has added the manager account to the new database.
    command: 'node support/serve.mjs',
    url: `http://127.0.0.1:${E2E_FIRST_PORT + i}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_FIRST_PORT + i),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, String(i)),
      ADMIN_USERNAME: E2E_ADMIN.userName,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      E2E_MANAGER_NAME: E2E_MANAGER.userName,
      E2E_MANAGER_PASSWORD: E2E_MANAGER.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every sport in season whatever the day the tests run (the calendar is tested on fixed dates).
      DEMO_SEASONS: 'all',
      // The browser tests read verification links and OTPs from the development mailbox, which is
      // served only when asked for; links in mail point at the address the browser uses.
      DEV_MAILBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${E2E_FIRST_PORT + i}`,
    },
  })),
});

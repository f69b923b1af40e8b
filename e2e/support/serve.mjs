// The browser tests' server: before the built server starts on the fresh embedded database, the
// database is migrated (as the server would) and given the accounts no call can make: a `manager`
// (DECISIONS "Accounts": the seed makes only the `client`, and no call changes a role). Then the
// built server runs in this process, so Playwright's webServer starts and stops it as before.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const here = import.meta.dirname;
const dataDir = process.env.DATA_DIR;
const manager = { userName: process.env.E2E_MANAGER_NAME, password: process.env.E2E_MANAGER_PASSWORD };
if (!dataDir || !manager.userName || !manager.password) {
  throw new Error('serve.mjs needs DATA_DIR, E2E_MANAGER_NAME and E2E_MANAGER_PASSWORD');
}

fs.mkdirSync(dataDir, { recursive: true });
const client = new PGlite(path.resolve(dataDir, 'pglite'));
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder: path.resolve(here, '../../apps/server/drizzle') });
await client.query(
  `insert into users (user_name, email, password_hash, role, status, verifystatus)
   values ($1, $2, $3, 'manager', 'active', 1) on conflict do nothing`,
  [manager.userName, `${manager.userName}@example.com`, await hash(manager.password)],
);
await client.close();

await import('../../apps/server/dist/main.js');

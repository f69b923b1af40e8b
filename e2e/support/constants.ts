/**
 * The ports and admin account of the servers the browser tests start: one server (its own
 * embedded database) per Playwright worker, on E2E_PORT + the worker's parallel index. Override
 * E2E_PORT to run two checkouts' browser tests side by side (each takes E2E_WORKERS ports).
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
/** Playwright workers, each with a server of its own (2 measured fastest on 2 cores: README). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** This worker's server (the runner, with no worker index, names the first). */
export const E2E_PORT = E2E_FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { userName: 'e2eadmin', password: 'E2e#Admin123' };
/** A `manager` account, written into the new database before the server starts (support/serve.mjs). */
export const E2E_MANAGER = { userName: 'e2emanager', password: 'E2e#Manager123' };
export const GOOD_PASSWORD = 'Secret#123a';

/** The port and admin account of the server the browser tests start. */
/** Override with E2E_PORT to run two checkouts' browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { userName: 'e2eadmin', password: 'E2e#Admin123' };
/** A `manager` account, written into the new database before the server starts (support/serve.mjs). */
export const E2E_MANAGER = { userName: 'e2emanager', password: 'E2e#Manager123' };
export const GOOD_PASSWORD = 'Secret#123a';

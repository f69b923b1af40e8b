// The benchmarks' server: the built server in production mode (scripts/lib/built-server.mjs, the
// one server start of every script) with the seeded admin signed in.
import { signInAdmin, startBuiltServer } from '../../../scripts/lib/built-server.mjs';

/**
 * Starts the server; returns `request(method, url, body?, headers?)`, the admin's `cookie` and
 * `userId`, the start time in seconds, the base URL and `stop()`. `web` serves the built web app;
 * `port` fixes the port (else a free one).
 * A failure to start ends the process with the reason.
 */
export async function startBenchServer({ name, connections = 32, web = false, env = {}, port }) {
  try {
    const server = await startBuiltServer({ name, production: true, web, env, connections, port });
    const { cookie, userId } = await signInAdmin(server);
    return { ...server, cookie, userId };
  } catch (e) {
    console.error(`${name}: ${e.message}`);
    process.exit(1);
  }
}

/** The NFL classic slate closest to 560 players (the demo's main slate). */
export async function nflMainSlate({ request, cookie, userId }) {
  const res = (await request('GET', `/api/nfl/getAllSlat/${userId}`, undefined, { cookie })).json();
  return res.data?.slates
    .filter((s) => s.gameType === 'classic')
    .sort((a, b) => Math.abs(a.playerCount - 560) - Math.abs(b.playerCount - 560))[0];
}

/** Percentile of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

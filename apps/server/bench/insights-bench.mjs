// p95 latency of every insight call on the demo data, one built server on loopback, requests one
// after another (what one screen waits for); then every team page and 30 player pages per sport
// at their first open, cold, and how many team pages have no news. Run from the repo root after `npm run build`:
//   node apps/server/bench/insights-bench.mjs [--requests 40]
import os from 'node:os';
import { adminCookie, call, startBuiltServer } from '../../../scripts/lib/built-server.mjs';

const i = process.argv.indexOf('--requests');
const REQUESTS = i > 0 ? Number(process.argv[i + 1]) : 40;
const TARGET_MS = 100;

// The public previews are rate-limited per address; this measures their latency, not the limit.
process.env.RATE_LIMIT_IP_MAX = '1000000';
const { baseUrl, stop } = await startBuiltServer({ web: false, name: 'insights-bench' });
try {
  const cookie = await adminCookie(baseUrl);
  const ask = (method, url, body) => call(baseUrl, method, url, body, cookie);
  const me = (await ask('GET', '/api/user/me')).json.data;

  /** The calls of each sport, with ids found on the demo data. */
  async function callsOf(sport) {
    const teams = (await ask('POST', `/api/${sport}/getAllteams`, {})).json.data;
    const slates = (await ask('GET', `/api/${sport}/getAllSlat/${me._id}`)).json.data.slates;
    const slateId = slates.find((s) => s.gameType === 'classic').id;
    const trends = (await ask('POST', '/api/user/getPlayerTrends', { sport, limit: 5 })).json.data;
    const playerId = trends[0].playerId;
    const list = [
      ['POST', `/api/${sport}/getAllteams`, {}],
      ['POST', `/api/${sport}/getupcomingmatch`, {}],
      ['POST', `/api/${sport}/getinjuries`, {}],
      ['POST', `/api/${sport}/getdepthchart`, {}],
      ['POST', `/api/${sport}/getdvp`, {}],
      ['POST', `/api/${sport}/getTopPlayers`, { slateId }],
      ['POST', `/api/${sport}/teamProfile`, { teamId: teams[0].id }],
      ['POST', `/api/${sport}/playerDetails`, { playerId }],
      ['GET', `/api/${sport}/${sport}_news`],
      ['GET', `/api/${sport}/${sport}_props`],
      ['GET', `/api/public/${sport}/news`],
      ['POST', '/api/user/getPlayerTrends', { sport, limit: 60 }],
      ['POST', '/api/user/getTeamNews', { sport, team: teams[0].abbr }],
      ['POST', '/api/user/getPlayerSeasonStats', { sport, playerId }],
      ['POST', '/api/user/getPlayerNews', { sport, playerId }],
      ['POST', '/api/user/getTodayLineup', { sport }],
    ];
    if (sport === 'nba' || sport === 'mlb')
      list.push(['GET', `/api/${sport}/starting_lineups`], ['GET', `/api/public/${sport}/lineups`]);
    if (sport === 'mlb' || sport === 'nfl') list.push(['GET', `/api/${sport}/get_all_adp`]);
    if (sport === 'nhl')
      list.push(
        ['POST', '/api/nhl/getGolies', {}],
        ['GET', '/api/nhl/getlineteams'],
        ['GET', '/api/public/nhl/goalies'],
      );
    if (sport === 'nfl')
      list.push(
        ['GET', '/api/nfl/getteamdepthchart'],
        ['GET', '/api/nfl/weekly_rankings'],
        ['POST', '/api/nfl/get_ranking', { week: 1 }],
      );
    return list;
  }

  const rows = [];
  for (const sport of ['nba', 'mlb', 'nhl', 'nfl']) {
    for (const [method, url, body] of await callsOf(sport)) {
      const times = [];
      let failed = 0;
      let first = 0;
      // The first request computes the answer (nothing asked it before); the next two warm up.
      for (let n = 0; n < REQUESTS + 3; n++) {
        const t = process.hrtime.bigint();
        const res = await ask(method, url, body);
        const ms = Number(process.hrtime.bigint() - t) / 1e6;
        if (n === 0) first = ms;
        if (n >= 3) times.push(ms);
        if (res.status !== 200) failed++;
      }
      times.sort((a, b) => a - b);
      const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)];
      const call = `${method} ${url.replace(`/${sport}/`, '/{sport}/').replace(`${sport}_`, '{sport}_')}`;
      rows.push({ call, sport, p95, first, failed });
    }
  }
  console.log(
    `Insight calls on the demo data: p95 of ${REQUESTS} sequential requests each after 3 warm-up ` +
      `requests (loopback, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs); ` +
      '"first" is the very first request, which computes the answer',
  );
  console.log(
    `  ${'call'.padEnd(40)} ${'sport'.padEnd(5)} ${'p95 ms'.padStart(8)} ${'first ms'.padStart(9)}`,
  );
  for (const r of rows)
    console.log(
      `  ${r.call.padEnd(40)} ${r.sport.padEnd(5)} ${r.p95.toFixed(1).padStart(8)} ${r.first.toFixed(1).padStart(9)}${r.failed ? `  (${r.failed} failed)` : ''}`,
    );
  const over = rows.filter((r) => r.p95 > TARGET_MS);
  console.log(
    over.length
      ? `  target p95 <= ${TARGET_MS} ms: NOT met by ${over.map((r) => `${r.call} (${r.sport})`).join(', ')}`
      : `  target p95 <= ${TARGET_MS} ms: met by all ${rows.length} calls`,
  );
  // The pages as a user first opens them: every team page and the first 30 player pages of each
  // sport, each asked once, never asked before (nothing cached for it), the page's call with its
  // news. A page is as slow as its first open, which the warmed p95 above does not see.
  const pages = [];
  for (const sport of ['nba', 'mlb', 'nhl', 'nfl']) {
    const teams = (await ask('POST', `/api/${sport}/getAllteams`, {})).json.data;
    const trends = (await ask('POST', '/api/user/getPlayerTrends', { sport, limit: 30 })).json.data;
    const opens = [
      ...teams.map((t) => ['team', 'POST', `/api/${sport}/teamProfile`, { teamId: t.id }]),
      ...trends.map((t) => ['player', 'POST', `/api/${sport}/playerDetails`, { playerId: t.playerId }]),
    ];
    for (const [kind, method, url, body] of opens) {
      const t = process.hrtime.bigint();
      const res = await ask(method, url, body);
      const ms = Number(process.hrtime.bigint() - t) / 1e6;
      const news = res.json?.data?.news?.length ?? 0;
      pages.push({ kind, sport, ms, ok: res.status === 200, news });
    }
  }
  console.log('Insight pages at their first open (cold: nothing cached for that team or player):');
  for (const kind of ['team', 'player']) {
    for (const sport of ['nba', 'mlb', 'nhl', 'nfl']) {
      const list = pages.filter((p) => p.kind === kind && p.sport === sport);
      const ms = list.map((p) => p.ms).sort((a, b) => a - b);
      const p95 = ms[Math.min(ms.length - 1, Math.ceil(0.95 * ms.length) - 1)];
      const noNews = list.filter((p) => p.news === 0).length;
      console.log(
        `  ${`${kind} pages`.padEnd(13)} ${sport.padEnd(5)} ${String(list.length).padStart(3)} opened  p95 ${p95.toFixed(1).padStart(6)} ms  max ${ms.at(-1).toFixed(1).padStart(6)} ms` +
          `${kind === 'team' ? `  without news: ${noNews}` : ''}${list.some((p) => !p.ok) ? '  (some failed)' : ''}`,
      );
    }
  }
  const slowPages = pages.filter((p) => p.ms > TARGET_MS).length;
  const allMs = pages.map((p) => p.ms).sort((a, b) => a - b);
  const pagesP95 = allMs[Math.ceil(0.95 * allMs.length) - 1];
  console.log(
    `  first opens over ${TARGET_MS} ms: ${slowPages} of ${pages.length} (p95 of all ${pagesP95.toFixed(1)} ms)`,
  );
  const failed = rows.filter((r) => r.failed);
  if (failed.length)
    console.log(`  calls with failed requests: ${failed.map((r) => `${r.call} (${r.sport})`).join(', ')}`);
} finally {
  stop();
}

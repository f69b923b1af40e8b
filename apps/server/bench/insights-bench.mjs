// p95 latency of every insight call on the demo data, one built server on loopback, requests one
// after another (what one screen waits for). Run from the repo root after `npm run build`:
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
  const failed = rows.filter((r) => r.failed);
  if (failed.length)
    console.log(`  calls with failed requests: ${failed.map((r) => `${r.call} (${r.sport})`).join(', ')}`);
} finally {
  stop();
}

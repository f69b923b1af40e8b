// Runs the CLI on every case of ../shared/fixtures/rules-cases (cases.txt: folder and lineups) and
// prints one Markdown row per case: status, lineups, the projection of the last lineup (and of
// lineup 17 where asked for 40), which engine built them, the build's own time (stats.ms) and the
// wall time of the whole CLI run (parsing and loading HiGHS included). Each run is cut after --timeout seconds (default 120).
// Usage: node packages/optimizer/scripts/rules-cases.mjs [--timeout S] [--only text]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCliBundle } from './run-cli.mjs';
import { BUILD_NODE_FLAGS } from '../src/worker/build-heap.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(pkg, '../../../shared/fixtures/rules-cases');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const timeout = Number(arg('--timeout', '120'));
const only = arg('--only', '');
const cli = await ensureCliBundle();
const cases = readFileSync(path.join(dir, 'cases.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim().split(/\s+/))
  .filter(([name]) => name && name.includes(only));
console.log('| case | asked | status | lineups | lineup 17 | last lineup | engines | build s | wall s |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [name, asked] of cases) {
  const folder = path.join(dir, name);
  const out = path.join(os.tmpdir(), `rules-case-${process.pid}-${name}.json`);
  rmSync(out, { force: true });
  const args = [...BUILD_NODE_FLAGS, cli, '--salaries', path.join(folder, 'slate.csv')];
  args.push('--rules', path.join(folder, 'rules.json'), '--lineups', asked, '--format', 'json', '--out', out);
  if (existsSync(path.join(folder, 'proj.csv'))) args.push('--projections', path.join(folder, 'proj.csv'));
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: timeout * 1000 });
  const wall = ((performance.now() - start) / 1000).toFixed(1);
  if (!existsSync(out)) {
    const why = run.error?.code === 'ETIMEDOUT' ? `no answer in ${timeout} s` : `exit ${run.status}`;
    const msg = (run.stderr ?? '').trim().split('\n').slice(-1)[0] ?? '';
    console.log(
      `| ${name} | ${asked} | ${why} | 0 | | | | | ${wall} ${msg ? `(${msg.slice(0, 90)})` : ''} |`,
    );
    continue;
  }
  const res = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const proj = (k) => (res.lineups[k] ? res.lineups[k].projection.toFixed(4) : '');
  const engines = res.stats.engines
    ? Object.entries(res.stats.engines)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : '';
  const status = `${res.status}${res.budgetExhausted ? ' (budget)' : ''}`;
  console.log(
    `| ${name} | ${asked} | ${status} | ${res.lineups.length} | ${proj(16)} | ${proj(res.lineups.length - 1)} | ${engines} | ${(res.stats.ms / 1000).toFixed(1)} | ${wall} |`,
  );
}

// `npm run bench`: every benchmark of the project, one after the other; each prints its figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (title, script, args = []) => {
  const file = path.join(root, script);
  console.log(`\n## ${title}`);
  if (!fs.existsSync(file)) {
    console.log(`(skipped: ${script} is not in this checkout)`);
    return;
  }
  try {
    execFileSync(process.execPath, [file, ...args], { cwd: root, stdio: 'inherit' });
  } catch (e) {
    // One failing benchmark must not hide the figures of the ones after it.
    console.log(`(failed: ${script} exited with ${e.status ?? e.message})`);
    process.exitCode = 1;
  }
};

if (
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html')) ||
  !fs.existsSync(path.join(root, 'apps/server/dist/main.js'))
) {
  console.log('Building the app first…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
run('Web: JavaScript loaded by /sign-up', 'scripts/bench-web-size.mjs');
run(
  'Web: first visit to /sign-up in Chromium (bytes transferred, time to a usable form)',
  'scripts/bench-first-visit.mjs',
);
run('Server: cold start', 'scripts/bench-cold-start.mjs');
run('Optimizer', 'packages/optimizer/scripts/bench.mjs');
run('Contest simulator', 'packages/simulator/scripts/bench.mjs');
run('API: getPlayers load test (loopback)', 'apps/server/bench/getplayers-load.mjs');
run('API: prop analyzer, a full day of props', 'apps/server/bench/prop-analyzer.mjs');
run('API: admin user list and revenue on 100,000 users (PostgreSQL)', 'apps/server/bench/admin-load.mjs');
run('API: insight calls p95 (demo data)', 'apps/server/bench/insights-bench.mjs');
run(
  'Optimizer screen: createbuild over HTTP, under load, and in the browser',
  'apps/server/bench/createbuild-load.mjs',
);
run(
  'Lock rush: 200 users building at once, embedded queue and Redis with 1 and 2 worker processes',
  'apps/server/bench/lock-rush.mjs',
);
run(
  'API: /api/health during an 8,000-row admin import, its re-import and a 100,000-row projection file (loopback)',
  'apps/server/bench/import-health-gap.mjs',
);

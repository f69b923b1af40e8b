// Times a cold `npm start` (new data directory, built app) until /api/health first answers 200.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 100);
const started = performance.now();
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const deadline = started + 120_000;
let ms = null;
while (performance.now() < deadline) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (res.ok) {
      ms = performance.now() - started;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 50));
}
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
if (ms === null) {
  console.log('cold npm start: no answer from /api/health within 120 s');
  process.exit(1);
}
console.log(
  `cold npm start to first /api/health 200: ${(ms / 1000).toFixed(2)} s (new data directory, demo data load included; target < 60 s)`,
);

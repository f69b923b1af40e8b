// `npm start`: builds the web app and the server when their output is missing or older than the
// sources, then runs the server in this process (it handles SIGTERM/SIGINT itself).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].map((p) => path.join(root, p));
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/server/src',
  'apps/server/drizzle',
  'packages/contracts/src',
  'packages/optimizer/src',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || changed > built) {
  console.log(built === 0 ? 'First start: building the app…' : 'Sources changed: rebuilding the app…');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
await import(path.join(root, 'apps/server/dist/main.js'));

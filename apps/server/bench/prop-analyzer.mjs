// Runs src/modules/betting/prop-analyzer.bench.ts (TypeScript, through tsx) with the arguments given.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
execFileSync(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'apps/server/src/modules/betting/prop-analyzer.bench.ts'), ...process.argv.slice(2)],
  { cwd: path.join(root, 'apps/server'), stdio: 'inherit' },
);

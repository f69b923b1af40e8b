import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The apps/server folder, found by walking up from this module: the same answer from the sources
 * (tests, tsx) and from the bundle in dist/, whatever the working directory.
 */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      fs.existsSync(pkg) &&
      (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === '@dfs/server'
    ) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
}

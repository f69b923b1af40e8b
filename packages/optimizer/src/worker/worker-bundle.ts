import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from '../../scripts/node-bundle.mjs';

const bundles = new Map<string, Promise<URL>>();

/**
 * A worker thread's script from a TypeScript entry, for code run from the sources (tsx, vitest):
 * a worker thread cannot load TypeScript, so the entry is bundled with esbuild (a dev dependency)
 * once per process into a temporary folder, removed when the process exits. A built server loads
 * the file its build wrote beside main.js instead (apps/server/build.mjs).
 */
export function bundledWorker(entry: string): Promise<URL> {
  let url = bundles.get(entry);
  if (!url) {
    url = bundle(entry);
    bundles.set(entry, url);
  }
  return url;
}

async function bundle(entry: string): Promise<URL> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-worker-'));
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  const outfile = path.join(folder, `${path.basename(entry, '.ts')}.mjs`);
  await bundleForNode(entry, outfile);
  return pathToFileURL(outfile);
}

// Bundles the server (and its workspace packages) into dist/; npm dependencies stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const rootPkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(rootPkg.dependencies ?? {})];
const entries = ['src/main.ts', ...(pkg.buildEntries ?? [])].filter((e) =>
  fs.existsSync(new URL(e, import.meta.url)),
);

await build({
  entryPoints: entries,
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// The build threads' entry (the optimizer's build worker and the contest simulator's tasks), beside
// main.js: the server's build pool loads ./build-worker.js.
await build({
  entryPoints: [new URL('./src/modules/simulation/pool-worker.ts', import.meta.url).pathname],
  outfile: 'dist/build-worker.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server built: ${entries.join(', ')} -> apps/server/dist/`);

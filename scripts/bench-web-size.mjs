// Prints the size of the JavaScript a first visit to /sign-up downloads: the entry chunk, the
// sign-up route chunk, and every chunk they import statically (from Vite's manifest), raw, gzipped
// and brotli-compressed (Chromium gets the brotli twins). The 200 kB budget counts what the browser
// receives, headers included: scripts/bench-first-visit.mjs measures that in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('apps/web/dist is not built: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const signUpKey = Object.keys(manifest).find((k) => k === 'src/features/account/pages/sign-up-page.tsx');
if (!signUpKey) {
  console.error('The sign-up page chunk is not in the manifest: was it moved? Update this script.');
  process.exit(1);
}
const seen = new Set();
const visit = (key) => {
  if (!key || seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);
visit(signUpKey);
let raw = 0;
let gz = 0;
let br = 0;
for (const key of seen) {
  const buf = fs.readFileSync(path.join(dist, manifest[key].file));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
  br += zlib.brotliCompressSync(buf).length;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `/sign-up JavaScript: ${seen.size} files, ${kb(raw)} kB raw, ${kb(gz)} kB gzipped, ${kb(br)} kB brotli`,
);

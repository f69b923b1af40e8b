// After `vite build`: writes a brotli (.br) and a gzip (.gz) twin beside every text file of dist/
// worth compressing, so the server sends them as they are (no compression work per request).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
// Below this a compressed twin saves less than a few header lines cost.
const MIN_BYTES = 200;

let files = 0;
let raw = 0;
let br = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  // Vite's manifest is build metadata, never served to a browser.
  if (!entry.isFile() || !TEXT.has(path.extname(file)) || file.includes(`${path.sep}.vite${path.sep}`))
    continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  // A twin no smaller than the file is useless: the server then sends the file itself.
  if (brotli.length >= body.length) continue;
  fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  files += 1;
  raw += body.length;
  br += brotli.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`precompress: ${files} files, ${kb(raw)} -> ${kb(br)} brotli (plus gzip twins)`);

// Prints the configuration table of the README and writes .env.example, both from the doc
// comments and defaults in apps/server/src/env.ts, so the three cannot drift apart.
// Usage: node scripts/env-docs.mjs [--write]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const source = fs.readFileSync(path.join(root, 'apps/server/src/env.ts'), 'utf8');
const body = source.slice(source.indexOf('const ZEnv = z.object({'), source.indexOf('});\nexport type TEnv'));
const rows = [];
let comment = [];
for (const raw of body.split('\n')) {
  const line = raw.trim();
  const doc = /^\/\*\*\s*(.*?)\s*\*\/$/.exec(line);
  if (doc) {
    // Two doc comments on one variable: the first would silently lose; make the author pick one.
    if (comment.length > 0)
      throw new Error(`env.ts: two doc comments in a row: "${comment[0]}" / "${doc[1]}"`);
    comment = [doc[1]];
    continue;
  }
  const field = /^([A-Z][A-Z0-9_]+):\s*(.*)$/.exec(line);
  if (!field) continue;
  const [, name, rest] = field;
  const def = /\.default\(([^)]*)\)/.exec(rest);
  const enumValues = /z\.enum\(\[([^\]]*)\]\)/.exec(rest);
  let value = def ? def[1].replace(/^'|'$/g, '') : '';
  if (/^[\d_]+$/.test(value)) value = value.replace(/_/g, '');
  // A variable without its own comment belongs to the group documented just above it.
  const prev = rows.at(-1);
  const group = (n) => n.split('_').slice(0, 2).join('_');
  const meaning =
    comment.join(' ') ||
    (prev && group(prev.name) === group(name) ? prev.meaning : '') ||
    (enumValues ? `One of ${enumValues[1].replace(/'/g, '')}.` : '');
  rows.push({ name, value: def ? value : '(unset)', meaning });
  comment = [];
}
const table = [
  '| Variable | Default | Meaning |',
  '|---|---|---|',
  ...rows.map(
    (r) => `| \`${r.name}\` | ${r.value === '(unset)' ? '(unset)' : `\`${r.value}\``} | ${r.meaning} |`,
  ),
].join('\n');
console.log(table);
if (process.argv.includes('--write')) {
  const example = [
    '# Every variable the server reads (apps/server/src/env.ts), with its default. The server reads',
    '# its environment only (no .env loading): set them in your process manager or shell, e.g.',
    '#   set -a; . ./.env; set +a; npm start',
    ...rows.flatMap((r) => [
      `# ${r.meaning}`.trimEnd(),
      r.value === '(unset)' ? `# ${r.name}=` : `# ${r.name}=${r.value}`,
    ]),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, '.env.example'), example);
  console.error('wrote .env.example');
}

// Fails when the TypeScript sources of any workspace import each other in a circle (type-only
// imports included: a cycle of types is still a cycle a reader has to hold in mind). Follows the
// static relative imports and re-exports of every .ts/.tsx file under the workspaces' folders and
// prints each cycle as the files around it. A dynamic `import('./x')` is a lazy-loading point (a
// page table naming the screens it loads on demand), not a dependency at load time, and is not
// followed. Run by `npm run lint`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['packages', 'apps', 'e2e'];
const SKIP = new Set(['node_modules', 'dist', '.tsbuild', 'test-results', 'playwright-report', 'drizzle']);
const SOURCE = /\.(ts|tsx|mts)$/;
/** `import ... from 'x'`, `export ... from 'x'` and `import 'x'` (not `import('x')`). */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The source file a relative specifier names, or undefined (assets, .mjs files, packages). */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  const tries = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return tries.find((file) => SOURCE.test(file) && existsSync(file) && statSync(file).isFile());
}

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One circle through a component: the shortest way back to its first file, for the message. */
function circleOf(graph, component) {
  const inside = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (to === start) {
        const way = [node];
        while (previous.get(way[0])) way.unshift(previous.get(way[0]));
        return [...way, start];
      }
      if (inside.has(to) && !previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

const files = ROOTS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) =>
  sourceFiles(path.join(root, dir)),
);
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolve(file, match[1]);
    if (target) targets.add(target);
  }
  graph.set(file, targets);
}

const found = cycles(graph);
for (const component of found) {
  const circle = circleOf(graph, component).map((file) => path.relative(root, file));
  console.error(`Import cycle (${component.length} files): ${circle.join('\n  -> ')}\n`);
}
if (found.length) {
  console.error(`${found.length} import cycle(s): move what the files share into a module both can import.`);
  process.exit(1);
}
console.log(`No import cycle in ${files.length} TypeScript files.`);

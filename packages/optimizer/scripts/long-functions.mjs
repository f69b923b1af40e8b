// Lists the functions of the solver (src/solver/*.ts and the MILP engine's src/milp/*.ts, tests
// left out) longer than MAX_LINES lines, longest first, and exits 1 when there is any. A function is every function
// declaration, method, constructor, accessor, function expression and arrow function, counted
// from its first line to its last (a function nested in another counts for both). Parsed with
// the TypeScript compiler, so comments and strings are never mistaken for code. Run by
// `npm run lint`.
//   node packages/optimizer/scripts/long-functions.mjs [--max N]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const solver = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/solver');
const maxArg = process.argv.indexOf('--max');
/** Why 60: a function a reader can hold in mind at once fits a screen. */
const MAX_LINES = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 60;

/** The name a reader would search for: the declaration's, or the variable / property holding it. */
function nameOf(node) {
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return `${node.parent.name?.getText() ?? 'class'}.constructor`;
  const holder = node.parent;
  if (holder && (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && holder.name)
    return holder.name.getText();
  return '(anonymous)';
}

function longFunctions(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const lines = last - first + 1;
      if (lines > MAX_LINES) {
        const owner =
          ts.isMethodDeclaration(node) && ts.isClassLike(node.parent)
            ? `${node.parent.name?.getText()}.`
            : '';
        found.push({ where: `${path.basename(file)}:${first}`, name: owner + nameOf(node), lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const milp = path.resolve(solver, '../milp');
const files = [solver, milp].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => path.join(dir, f)),
);
const long = files.flatMap(longFunctions).sort((a, b) => b.lines - a.lines || a.where.localeCompare(b.where));
for (const f of long) console.log(`${String(f.lines).padStart(4)} lines  ${f.name}  (${f.where})`);
if (long.length) {
  console.error(`${long.length} function(s) in src/solver and src/milp over ${MAX_LINES} lines: split them.`);
  process.exit(1);
}
console.log(`No function in src/solver or src/milp is over ${MAX_LINES} lines (${files.length} files).`);

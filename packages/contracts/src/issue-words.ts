import type { z } from 'zod';

// The one way a refused request or settings file is put in words, wherever it is checked: the
// server's 400, the CLI's rules.json and the web's rules import all say `path: what is wrong`,
// the path as a reader writes it (`stacks[0].parts[0].positions`), an unknown key with the
// nearest known one, a wrong type with the type expected and the value given.

/** What a zod issue says, in words, with the path it names. */
export type TIssueWords = {
  /** The issue's path (an unknown key's path ends with the key). */
  path: readonly PropertyKey[];
  /** `path: what is wrong`. */
  text: string;
};

export type TIssueOptions = {
  /** The schema that refused the value: unknown keys are answered with the nearest known key. */
  schema?: z.ZodType;
  /** The value refused: a wrong type is answered with what was given. */
  input?: unknown;
  /** What a key is called to the reader (`unknown setting`); default `field`. */
  noun?: (path: readonly PropertyKey[]) => string;
  /** What the empty path is called (`body` for a request, `settings` for a rules file). */
  root?: string;
};

/** A path as a reader writes it: `stacks[0].parts[0].count`; the empty path is `root`. */
export function pathWords(path: readonly PropertyKey[], root = 'body'): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || root;
}

/** Every issue of a refusal in words, one entry per problem (each unknown key its own). */
export function issueWords(error: z.ZodError, options: TIssueOptions = {}): TIssueWords[] {
  return error.issues.flatMap((issue) => wordsOf(issue, options));
}

/** The lines of a refused settings file or request: `path: what is wrong`, one a problem. */
export function settingsProblems(error: z.ZodError, schema: z.ZodType, input: unknown): string[] {
  return issueWords(error, { schema, input, noun: () => 'setting', root: 'settings' }).map((w) => w.text);
}

function wordsOf(issue: z.core.$ZodIssue, options: TIssueOptions): TIssueWords[] {
  const noun = options.noun ?? (() => 'field');
  if (issue.code === 'unrecognized_keys') {
    const known = options.schema ? knownKeys(options.schema, issue.path) : [];
    return issue.keys.map((key) => {
      const path = [...issue.path, key];
      const near = nearestName(key, known);
      const hint = near ? `; did you mean ${near}?` : known.length ? ` (known: ${known.join(', ')})` : '';
      return { path, text: `${pathWords(path, options.root)}: unknown ${noun(path)}${hint}` };
    });
  }
  const name = pathWords(issue.path, options.root);
  const message = messageOf(issue, valueAt(options.input, issue.path));
  return [{ path: issue.path, text: namesField(message, name) ? message : `${name}: ${message}` }];
}

/** The message of one issue: zod's defaults reworded, a schema's own message as written. */
function messageOf(issue: z.core.$ZodIssue, given: unknown): string {
  const expected = (what: string) =>
    given === undefined ? `missing; expected ${what}` : `expected ${what}, got ${valueWords(given)}`;
  // A schema's own message (`z.string({ error: 'Name is required' })`) is said as written.
  if (!isDefault(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return expected(typeWords(issue.expected));
  if (issue.code === 'invalid_value') return expected(oneOf(issue.values));
  if (issue.code === 'invalid_union') {
    // A discriminated union names the values its key takes (`randomness.mode`).
    const options = (issue as { options?: unknown[] }).options;
    return options ? expected(oneOf(options)) : issue.message;
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') return sizeWords(issue);
  return issue.message.replace(/^Invalid input: /, '');
}

/** zod's own wording (custom messages of the schemas never start so). */
const isDefault = (message: string) => /^(Too (small|big)|Invalid)/.test(message);

/** What a size bound counts, by the kind of value bounded (numbers count nothing). */
const SIZE_UNITS: Record<string, [one: string, many: string, verb: string]> = {
  array: ['item', 'items', 'hold'],
  set: ['item', 'items', 'hold'],
  string: ['character long', 'characters long', 'be'],
};

function sizeWords(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  const strict = issue.inclusive === false;
  const word = small ? (strict ? 'more than' : 'at least') : strict ? 'less than' : 'at most';
  const unit = SIZE_UNITS[issue.origin];
  if (!unit) return `must be ${word} ${bound}`;
  return `must ${unit[2]} ${word} ${bound} ${bound === 1 ? unit[0] : unit[1]}`;
}

/**
 * Whether a schema message already names its field (`price_id: unknown price`, `otp is required`):
 * then it is said as it is, not as `otp: otp is required`.
 */
function namesField(message: string, name: string): boolean {
  const leaf = (name.split(/[.[]/).pop() ?? name).toLowerCase();
  const lower = message.toLowerCase();
  return lower.startsWith(`${name.toLowerCase()}: `) || lower.startsWith(`${leaf} `);
}

const TYPE_WORDS: Record<string, string> = {
  array: 'a list',
  object: 'an object',
  record: 'an object',
  number: 'a number',
  int: 'a whole number',
  string: 'a string',
  boolean: 'true or false',
};
const typeWords = (expected: string) => TYPE_WORDS[expected] ?? expected;

const oneOf = (values: readonly unknown[]) =>
  values.length === 1
    ? JSON.stringify(values[0])
    : `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;

/** A given value in words: its type, and the value itself when it is short. */
function valueWords(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  const shown = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  if (typeof value === 'string') return `the string ${shown}`;
  if (typeof value === 'number') return `the number ${shown}`;
  return shown;
}

/** The value at a path of the input, or undefined where the path leaves it. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** What a zod schema's definition holds that the walk below reads (zod 4's `_zod.def`). */
type TDefView = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
};

/** The keys an object schema at `path` of `schema` knows (several objects for a union). */
export function knownKeys(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const out = new Set<string>();
  walk(schema, path, out);
  return [...out];
}

function walk(schema: z.core.$ZodType, path: readonly PropertyKey[], out: Set<string>): void {
  const def = schema._zod.def as unknown as TDefView;
  const through = def.innerType ?? def.in ?? def.getter?.();
  if (through) return walk(through, path, out);
  if (def.options) {
    for (const option of def.options) walk(option, path, out);
    return;
  }
  if (path.length === 0) {
    for (const key of Object.keys(def.shape ?? {})) out.add(key);
    return;
  }
  const [head, ...rest] = path;
  const next = def.shape ? def.shape[String(head)] : (def.element ?? def.valueType);
  if (next) walk(next, rest, out);
}

/**
 * The known name nearest to a misspelt one (case aside, letters added, dropped, changed or
 * swapped), or undefined when none is near: at most one edit in four letters, and at least one.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 4));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const k of known) {
    const d = editDistance(name.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/** Edits (insert, delete, change, swap of neighbours) from a to b: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2] as number[])[j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

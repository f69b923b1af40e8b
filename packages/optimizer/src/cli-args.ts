import type { GameType, Site, Sport } from './rules/rule-set.types';

/** Parsed command line of `npm run optimize`. */
export type CliOptions = {
  salaries: string;
  projections: string | null;
  rules: string | null;
  lineups: number;
  minUnique: number | null;
  maxExposure: number | null;
  seed: number | null;
  format: 'dk' | 'fd' | 'json' | null;
  out: string | null;
  site: Site | null;
  sport: Sport | null;
  gameType: GameType | null;
  help: boolean;
};

export const USAGE = `Usage: npm run optimize -- --salaries FILE [options]

  --salaries FILE      DraftKings or FanDuel salary file (also DKEntries / upload templates)
  --projections FILE   projection CSV (id or name+team, projection, exposure, ownership, floor, ceiling)
  --rules FILE         rules.json: locks, excludes, stacks, exposures, ... (see README)
  --lineups N          number of lineups (default 1)
  --min-unique K       every pair of lineups differs in at least K players
  --max-exposure X     at most X (0..1, or a percent) of lineups per player
  --seed S             seed for randomness (rules.json "randomness")
  --format dk|fd|json  output format (default: the operator's upload CSV)
  --out FILE           write there instead of standard output
  --site dk|fd  --sport nfl|nba|mlb|nhl  --game-type classic|single   override auto-detection
`;

/** Parses argv (without node and script). Throws an Error with a readable message on bad input. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const o: CliOptions = {
    salaries: '',
    projections: null,
    rules: null,
    lineups: 1,
    minUnique: null,
    maxExposure: null,
    seed: null,
    format: null,
    out: null,
    site: null,
    sport: null,
    gameType: null,
    help: false,
  };
  const num = (flag: string, v: string | undefined): number => {
    const n = Number(v);
    if (v === undefined || !Number.isFinite(n)) throw new Error(`${flag} needs a number.`);
    return n;
  };
  const whole = (flag: string, v: string | undefined): number => {
    const n = num(flag, v);
    if (!Number.isInteger(n)) throw new Error(`${flag} needs a whole number.`);
    return n;
  };
  const oneOf = <T extends string>(flag: string, v: string | undefined, allowed: readonly T[]): T => {
    if (!v || !(allowed as readonly string[]).includes(v))
      throw new Error(`${flag} must be one of ${allowed.join(', ')}.`);
    return v as T;
  };
  forEachFlag(argv, (flag, value, arg) => {
    switch (flag) {
      case '--salaries':
        o.salaries = value() ?? '';
        break;
      case '--projections':
        o.projections = value() ?? null;
        break;
      case '--rules':
        o.rules = value() ?? null;
        break;
      case '--lineups':
        o.lineups = num(flag, value());
        break;
      case '--min-unique':
        o.minUnique = whole(flag, value());
        break;
      case '--max-exposure': {
        const n = num(flag, value()?.replace('%', ''));
        o.maxExposure = n > 1 ? n / 100 : n;
        break;
      }
      case '--seed':
        o.seed = whole(flag, value());
        break;
      case '--format':
        o.format = oneOf(flag, value(), ['dk', 'fd', 'json'] as const);
        break;
      case '--out':
        o.out = value() ?? null;
        break;
      case '--site':
        o.site = oneOf(flag, value(), ['dk', 'fd'] as const);
        break;
      case '--sport':
        o.sport = oneOf(flag, value(), ['nfl', 'nba', 'mlb', 'nhl'] as const);
        break;
      case '--game-type':
        o.gameType = oneOf(flag, value(), ['classic', 'single'] as const);
        break;
      case '--help':
      case '-h':
        o.help = true;
        break;
      default:
        throw new Error(`Unknown option ${arg}.`);
    }
  });
  if (!o.help && !o.salaries) throw new Error('--salaries FILE is required.');
  if (!Number.isInteger(o.lineups) || o.lineups < 1)
    throw new Error('--lineups must be a whole number of at least 1.');
  return o;
}

/**
 * Calls `on` for each option of a command line, in order: `--flag value` and `--flag=value` alike.
 * `value()` takes the option's value (the part after `=`, else the next argument, consumed).
 */
export function forEachFlag(
  argv: readonly string[],
  on: (flag: string, value: () => string | undefined, arg: string) => void,
): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.indexOf('=');
    const [flag, inline] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
    on(flag, () => inline ?? argv[++i], arg);
  }
}

/**
 * A command line parsed by `parse`, or the exit code once the usage is printed: 1 after the
 * message of a line `parse` refuses, 0 for --help.
 */
export function parsedOrExit<T extends { help: boolean }>(
  argv: readonly string[],
  parse: (argv: readonly string[]) => T,
  usage: string,
): T | number {
  let opts: T;
  try {
    opts = parse(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${usage}`);
    return 1;
  }
  if (!opts.help) return opts;
  process.stdout.write(usage);
  return 0;
}

import {
  ZGameType,
  ZOperator,
  ZSportCode,
  type TGameType,
  type TOperator,
  type TSportCode,
} from '@dfs/contracts';

/** Parsed command line of `npm run import`. */
export type TImportCliArgs = {
  salaries: string | null;
  projections: string | null;
  databaseUrl: string | null;
  dataDir: string | null;
  sport: TSportCode | null;
  operator: TOperator | null;
  gameType: TGameType | null;
  slateId: string | null;
  name: string | null;
  source: string | null;
  json: boolean;
  help: boolean;
};

export const IMPORT_USAGE = `Usage: npm run import -- --salaries FILE [--projections FILE] [--database-url URL | --data-dir DIR]

Imports an operator salary file into a slate (created, or replaced with --slate-id), then a
projection file into that slate, through the same service as the admin API. Relative paths are
resolved against the folder npm was started in. Without --database-url / --data-dir the server's
configuration (DATABASE_URL, DATA_DIR) is used.

  --salaries FILE       DraftKings or FanDuel salary file
  --projections FILE    projection CSV (id or name + team, projection, floor, ceiling)
  --slate-id ID         update this slate (required for --projections without --salaries)
  --name TEXT           slate name
  --source TEXT         projection source shown beside the numbers (default "upload")
  --sport nba|mlb|nhl|nfl  --operator draftkings|fanduel  --game-type classic|single
                        override what is detected from the salary file
  --database-url URL    PostgreSQL
  --data-dir DIR        embedded database folder (locked while the server runs on it)
  --json                print the reports as JSON
`;

/** Thrown for a command line that cannot run; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

/** Parses argv (without node and script). Throws UsageError with a readable message on bad input. */
export function parseImportArgs(argv: readonly string[]): TImportCliArgs {
  const args: TImportCliArgs = {
    salaries: null,
    projections: null,
    databaseUrl: null,
    dataDir: null,
    sport: null,
    operator: null,
    gameType: null,
    slateId: null,
    name: null,
    source: null,
    json: false,
    help: false,
  };
  const enumOf = <T>(
    flag: string,
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
    v: string,
  ) => {
    const parsed = schema.safeParse(v);
    if (!parsed.success) throw new UsageError(`${flag}: "${v}" is not allowed.`);
    return parsed.data as T;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--help' || flag === '-h') {
      args.help = true;
      continue;
    }
    if (flag === '--json') {
      args.json = true;
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
    i++;
    switch (flag) {
      case '--salaries':
        args.salaries = value;
        break;
      case '--projections':
        args.projections = value;
        break;
      case '--database-url':
        args.databaseUrl = value;
        break;
      case '--data-dir':
        args.dataDir = value;
        break;
      case '--sport':
        args.sport = enumOf(flag, ZSportCode, value);
        break;
      case '--operator':
        args.operator = enumOf(flag, ZOperator, value);
        break;
      case '--game-type':
        args.gameType = enumOf(flag, ZGameType, value);
        break;
      case '--slate-id':
        args.slateId = value;
        break;
      case '--name':
        args.name = value;
        break;
      case '--source':
        args.source = value;
        break;
      default:
        throw new UsageError(`Unknown option ${flag}.`);
    }
  }
  if (args.help) return args;
  if (!args.salaries && !args.projections)
    throw new UsageError('Give --salaries FILE and/or --projections FILE.');
  if (args.projections && !args.salaries && !args.slateId)
    throw new UsageError('--projections without --salaries needs --slate-id.');
  if (args.databaseUrl && args.dataDir) throw new UsageError('Give --database-url or --data-dir, not both.');
  return args;
}

import { forEachFlag } from '@dfs/optimizer';

/** Parsed command line of `npm run simulate`. */
export type SimCliOptions = {
  salaries: string;
  projections: string | null;
  lineups: string;
  contest: string;
  field: string | null;
  iterations: number;
  seed: number;
  dumpDraws: number;
  format: 'json';
  out: string | null;
  /** Field options (null: the documented defaults). */
  stackRate: number | null;
  minSalaryShare: number | null;
  maxOffOptimal: number | null;
  help: boolean;
};

export const SIM_USAGE = `Usage: npm run simulate -- --salaries S.csv --lineups result.json --contest contest.json [options]

  --salaries FILE      DraftKings or FanDuel salary file (the slate the lineups were built on)
  --projections FILE   projection CSV (projection, StdDev, Floor, Ceiling, Ownership columns)
  --lineups FILE       the optimizer's JSON (npm run optimize -- ... --format json)
  --contest FILE       {"entryFee": 20, "fieldSize": 10000, "payouts": [{"from": 1, "to": 1, "prize": 10000}, ...]}
  --field FILE         opponents' lineups ([{"players": [{"id", "slot"}]}]); the rest of the field is drawn
  --iterations K       simulated slates (default 10000)
  --seed X             seed of the draws (default 1); the same seed gives the same answer
  --dump-draws N       also write every player's points in the first N iterations
  --format json        output format (json, the only one)
  --out FILE           write there instead of standard output
  --field-stack-rate X       share of drawn field lineups built around a stack (0..1)
  --field-min-salary X       lowest salary of a drawn field lineup, a share of the cap (0..1)
  --field-max-off-optimal X  how far below the best projection a drawn lineup may be (0..1)
`;

/** Parses argv (without node and script). Throws an Error with a readable message on bad input. */
export function parseSimArgs(argv: readonly string[]): SimCliOptions {
  const o: SimCliOptions = {
    salaries: '',
    projections: null,
    lineups: '',
    contest: '',
    field: null,
    iterations: 10_000,
    seed: 1,
    dumpDraws: 0,
    format: 'json',
    out: null,
    stackRate: null,
    minSalaryShare: null,
    maxOffOptimal: null,
    help: false,
  };
  const share = (flag: string, v: string | undefined): number => {
    const n = Number(v);
    if (v === undefined || v === '' || !Number.isFinite(n) || n < 0 || n > 1)
      throw new Error(`${flag} needs a number from 0 to 1.`);
    return n;
  };
  const whole = (flag: string, v: string | undefined, min: number): number => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n) || n < min)
      throw new Error(`${flag} needs a whole number of at least ${min}.`);
    return n;
  };
  forEachFlag(argv, (flag, value, arg) => {
    switch (flag) {
      case '--salaries':
        o.salaries = value() ?? '';
        break;
      case '--projections':
        o.projections = value() ?? null;
        break;
      case '--lineups':
        o.lineups = value() ?? '';
        break;
      case '--contest':
        o.contest = value() ?? '';
        break;
      case '--field':
        o.field = value() ?? null;
        break;
      case '--iterations':
        o.iterations = whole(flag, value(), 1);
        break;
      case '--seed':
        o.seed = whole(flag, value(), 0);
        break;
      case '--dump-draws':
        o.dumpDraws = whole(flag, value(), 0);
        break;
      case '--format': {
        const f = value();
        if (f !== 'json') throw new Error('--format must be json.');
        break;
      }
      case '--out':
        o.out = value() ?? null;
        break;
      case '--field-stack-rate':
        o.stackRate = share(flag, value());
        break;
      case '--field-min-salary':
        o.minSalaryShare = share(flag, value());
        break;
      case '--field-max-off-optimal':
        o.maxOffOptimal = share(flag, value());
        break;
      case '--help':
      case '-h':
        o.help = true;
        break;
      default:
        throw new Error(`Unknown option ${arg}.`);
    }
  });
  if (o.help) return o;
  if (!o.salaries) throw new Error('--salaries FILE is required.');
  if (!o.lineups) throw new Error('--lineups FILE is required (the optimizer JSON).');
  if (!o.contest) throw new Error('--contest FILE is required.');
  if (o.iterations > 1_000_000) throw new Error('--iterations is at most 1,000,000.');
  return o;
}

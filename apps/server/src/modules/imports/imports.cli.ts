// `npm run import`: operator salary and projection files into the database, through the same
// service as the admin API (so the same checks, reports and one-transaction writes).
import fs from 'node:fs';
import path from 'node:path';
import type { TImportReport } from '@dfs/contracts';
import { readProjections } from './projection-prepare';
import { prepareSalaries } from './salary-prepare';
import { AppError } from '../../core/app-error';
import { DataDirLockedError, openDatabase, type Database } from '../../db/client';
import { loadEnv } from '../../env';
import { createSlatesRepository } from '../slates';
import { SlatesService } from '../slates';
import { IMPORT_USAGE, parseImportArgs, UsageError, type TImportCliArgs } from './imports-cli-args';
import { createImportsRepository } from './imports.repository';
import { ImportsService } from './imports.service';

/** Exit codes: 0 imported, 1 a file was refused or the database could not be opened, 2 bad usage. */
const REFUSED = 1;
const USAGE = 2;

function printReport(kind: string, report: TImportReport): void {
  const s = report.slate;
  const where = s
    ? `slate ${s.id} (${s.Operator} ${s.sport.toUpperCase()} ${s.gameType}, ${s.playerCount} players)`
    : '';
  console.log(
    `${kind}: ${where}: ${report.imported} imported, ${report.updated} updated, ${report.rejected.length} rejected`,
  );
  for (const r of report.rejected) console.log(`  line ${r.line}: ${r.reason}`);
}

async function run(args: TImportCliArgs, database: Database, base: string): Promise<number> {
  const slatesRepo = createSlatesRepository(database.db);
  const imports = new ImportsService({
    slates: new SlatesService(slatesRepo),
    slatesRepo,
    repo: createImportsRepository(database.db),
    // No other requests to serve: the file is parsed in-process, without a worker thread.
    parseSalaries: (request) => Promise.resolve(prepareSalaries(request)),
    readProjections: (request) => Promise.resolve(readProjections(request)),
  });
  const reports: Record<string, TImportReport> = {};
  const read = (file: string) => fs.readFileSync(path.resolve(base, file), 'utf8');
  let slateId = args.slateId ?? undefined;
  try {
    if (args.salaries) {
      const report = await imports.importSalaries({
        csv: read(args.salaries),
        ...(args.sport ? { sport: args.sport } : {}),
        ...(args.operator ? { operator: args.operator } : {}),
        ...(args.gameType ? { gameType: args.gameType } : {}),
        ...(slateId ? { slateId } : {}),
        ...(args.name ? { name: args.name } : {}),
      });
      reports.salaries = report;
      slateId = report.slate?.id;
      if (!args.json) printReport('Salaries', report);
    }
    if (args.projections && slateId) {
      const report = await imports.importProjections({
        slateId,
        csv: read(args.projections),
        fileName: path.basename(args.projections),
        ...(args.source ? { source: args.source } : {}),
      });
      reports.projections = report;
      if (!args.json) printReport('Projections', report);
    }
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const file = reports.salaries || !args.salaries ? args.projections : args.salaries;
    if (args.json) console.log(JSON.stringify({ ...reports, refused: { file, message: err.message } }));
    console.error(`Refused ${file}: ${err.message}`);
    return REFUSED;
  }
  if (args.json) console.log(JSON.stringify(reports));
  return 0;
}

/** Parses the command line, opens the database as the server does, imports, and exits. */
async function main(): Promise<number> {
  let args: TImportCliArgs;
  try {
    args = parseImportArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${IMPORT_USAGE}`);
    return USAGE;
  }
  if (args.help) {
    console.log(IMPORT_USAGE);
    return 0;
  }
  const env = loadEnv();
  const base = env.INIT_CWD ?? process.cwd();
  for (const file of [args.salaries, args.projections])
    if (file && !fs.existsSync(path.resolve(base, file))) {
      console.error(`File not found: ${path.resolve(base, file)}`);
      return USAGE;
    }
  const databaseUrl = args.databaseUrl ?? (args.dataDir ? undefined : env.DATABASE_URL);
  const dataDir = path.resolve(base, args.dataDir ?? env.DATA_DIR);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl, dataDir });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(
      `${err.message}\nThe server is running on this data directory: stop it first, or import ` +
        'through the admin API (admin/importSalaries, admin/importProjections).',
    );
    return REFUSED;
  }
  try {
    return await run(args, database, base);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(REFUSED);
  },
);

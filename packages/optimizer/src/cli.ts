import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCliArgs, USAGE, type CliOptions } from './cli-args';
import { exportUploadCsv } from './export/lineup-export';
import { toJsonLineup } from './export/lineup-json';
import type { ImportIssue } from './import/import-issue.types';
import { importProjections } from './import/projection-import';
import { importSalaries } from './import/salary-import';
import { getRuleSet } from './rules/rule-set';
import type { BuildSettings } from './solver/build-input.types';
import { optimize } from './solver/optimize';

// The command-line front end: the only module (with src/worker) that touches files.

function resolveArg(file: string): string {
  // npm -w runs scripts in the package folder; INIT_CWD is where the user typed the command.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** A file the CLI cannot read or write; its message is for the user as it stands. */
class FileProblem extends Error {}

/** Runs a file operation; a failure becomes a FileProblem that says which file and why. */
function onFile<T>(verb: 'read' | 'write', file: string, act: (full: string) => T): T {
  const full = resolveArg(file);
  try {
    return act(full);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file or folder'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'it is a folder'
            : (e as Error).message;
    throw new FileProblem(`Cannot ${verb} ${full}: ${why}.`);
  }
}

function readText(file: string): string {
  return onFile('read', file, (full) => readFileSync(full, 'utf8'));
}

function report(issues: ImportIssue[]): void {
  for (const i of issues)
    process.stderr.write(
      `${i.severity}: ${i.file}:${i.line}${i.column ? ` [${i.column}]` : ''}: ${i.reason}\n`,
    );
}

/** Runs the CLI; returns the process exit code (1 with a message when a file cannot be used). */
export function runCli(argv: readonly string[]): number {
  try {
    return run(argv);
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 1;
  }
}

function run(argv: readonly string[]): number {
  let opts: CliOptions;
  try {
    opts = parseCliArgs(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (opts.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const parseStart = performance.now();
  const salaryName = path.basename(opts.salaries);
  const imported = importSalaries(readText(opts.salaries), salaryName, {
    ...(opts.site ? { site: opts.site } : {}),
    ...(opts.sport ? { sport: opts.sport } : {}),
    ...(opts.gameType ? { gameType: opts.gameType } : {}),
  });
  report(imported.issues);
  const slate = imported.slate;
  if (!slate) return 1;
  let players = slate.players;
  if (opts.projections) {
    const proj = importProjections(readText(opts.projections), path.basename(opts.projections), players);
    report(proj.issues);
    players = proj.players;
  }
  let settings: BuildSettings = {};
  if (opts.rules) {
    const text = readText(opts.rules);
    try {
      settings = JSON.parse(text) as BuildSettings;
    } catch (e) {
      process.stderr.write(`${opts.rules}: not valid JSON (${(e as Error).message})\n`);
      return 1;
    }
  }
  if (opts.minUnique !== null) settings.minUnique = opts.minUnique;
  if (opts.maxExposure !== null) settings.maxExposure = opts.maxExposure;
  if (opts.seed !== null) settings.seed = opts.seed;
  const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
  const parseMs = performance.now() - parseStart;
  const result = optimize({ rules, players, lineups: opts.lineups, settings });
  for (const m of result.messages) process.stderr.write(`${m}\n`);
  if (result.status === 'invalid') return 1;
  const format = opts.format ?? slate.site;
  let output: string;
  if (format === 'json') {
    output = `${JSON.stringify(
      {
        site: slate.site,
        sport: slate.sport,
        gameType: slate.gameType,
        status: result.status,
        budgetExhausted: result.budgetExhausted,
        messages: result.messages,
        lineups: result.lineups.map(toJsonLineup),
        stats: { ms: result.stats.ms, parseMs: Math.round(parseMs * 100) / 100 },
      },
      null,
      2,
    )}\n`;
  } else {
    if (format !== slate.site) {
      process.stderr.write(
        `--format ${format} does not match this ${slate.site === 'dk' ? 'DraftKings' : 'FanDuel'} slate.\n`,
      );
      return 1;
    }
    output = exportUploadCsv(rules, result.lineups);
  }
  if (opts.out) onFile('write', opts.out, (full) => writeFileSync(full, output));
  else process.stdout.write(output);
  process.stderr.write(
    `${result.lineups.length} of ${opts.lineups} lineups (${rules.name}) in ${result.stats.ms} ms after ${Math.round(parseMs)} ms parsing.\n`,
  );
  return result.status === 'complete' ? 0 : 2;
}

process.exitCode = runCli(process.argv.slice(2));

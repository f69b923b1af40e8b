import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCliArgs, parsedOrExit, USAGE } from './cli-args';
import { FileProblem, onFile, readText, report } from './cli-files';
import { exportUploadCsv } from './export/lineup-export';
import { toJsonLineup } from './export/lineup-json';
import { importProjections } from './import/projection-import';
import { importSalaries } from './import/salary-import';
import { excludingOut, injuryLevel } from './model/injury';
import { getRuleSet } from './rules/rule-set';
import type { BuildSettings } from './solver/build-input.types';
import { loadMilp } from './milp/highs-runtime';
import { optimize } from './solver/optimize';

// The command-line front end: the only module (with src/worker and cli-files.ts) that touches files.

/** Runs the CLI; returns the process exit code (1 with a message when a file cannot be used). */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 1;
  }
}

async function run(argv: readonly string[]): Promise<number> {
  const opts = parsedOrExit(argv, parseCliArgs, USAGE);
  if (typeof opts === 'number') return opts;
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
  const projected = new Set<string>();
  if (opts.projections) {
    const proj = importProjections(readText(opts.projections), path.basename(opts.projections), players);
    report(proj.issues);
    players = proj.players;
    for (const r of proj.rows) if (r.projection !== null) projected.add(r.playerId);
  }
  let settings: BuildSettings = {};
  if (opts.rules) {
    // Loaded only with a rules file: the settings schema (zod) costs tens of ms at start-up.
    const { readRulesFile } = await import('./cli-rules');
    const read = readRulesFile(readText(opts.rules));
    if ('problems' in read) {
      // Nothing is built from settings the file does not say as the README documents them.
      for (const p of read.problems) process.stderr.write(`${opts.rules}: ${p}\n`);
      return 2;
    }
    settings = read.settings;
  }
  if (opts.minUnique !== null) settings.minUnique = opts.minUnique;
  if (opts.maxExposure !== null) settings.maxExposure = opts.maxExposure;
  if (opts.seed !== null) settings.seed = opts.seed;
  const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
  const parseMs = performance.now() - parseStart;
  // Players the file marks out are left out unless locked or projected by the user (DECISIONS).
  const out = players
    .filter((p) => injuryLevel(p.injury) === 'out')
    .map((p) => ({ id: p.id, ids: [p.id, ...Object.values(p.kindIds ?? {})] }));
  const result = optimize({
    rules,
    players,
    lineups: opts.lineups,
    settings: excludingOut(settings, out, projected),
  });
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
        stats: {
          ms: result.stats.ms,
          parseMs: Math.round(parseMs * 100) / 100,
          ...(result.stats.engines ? { engines: result.stats.engines } : {}),
        },
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

// The MILP engine's runtime loads first: optimize() is synchronous (milp/highs-runtime.ts).
await loadMilp();
process.exitCode = await runCli(process.argv.slice(2));

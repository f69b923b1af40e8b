import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getRuleSet, importProjections, importSalaries, parsedOrExit } from '@dfs/optimizer';
import { FileProblem, onFile, readText, report } from '../../optimizer/src/cli-files';
import { parseSimArgs, SIM_USAGE } from './cli-args';
import { parseContest } from './contest/contest';
import { simulateContest } from './engine/simulate';
import { lineupProblems, resolveLineup, type Members, type SimLineup } from './field/lineup';
import { buildModel, type SimModel } from './model/sim-model';
import { simReport } from './report/sim-report';

// `npm run simulate`: the only module of the package that touches files or the clock.

/** Bad input the user can fix; the message says what and where. */
class InputProblem extends Error {}

function readJson(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new InputProblem(`${file}: not valid JSON (${(e as Error).message}).`);
  }
}

/** The lineups of a JSON file: `{ lineups: [...] }` (optimizer, sim.json), `{ field: [...] }` or a bare array. */
function lineupsOf(value: unknown, file: string, key: 'lineups' | 'field'): SimLineup[] {
  const v = value as Record<string, unknown> | unknown[] | null;
  const list = Array.isArray(v) ? v : (v?.[key] ?? v?.lineups);
  if (!Array.isArray(list))
    throw new InputProblem(`${file}: no "${key}" array of { "players": [{ "id", "slot" }] }.`);
  return list.map((l, i) => {
    const players = (l as { players?: unknown } | null)?.players;
    if (
      !Array.isArray(players) ||
      players.some((p) => !p || typeof p !== 'object' || !('id' in p) || !('slot' in p))
    )
      throw new InputProblem(`${file}: entry ${i + 1} has no "players" list of { "id", "slot" }.`);
    return { players: players as SimLineup['players'] };
  });
}

/** Resolves and checks lineups; every problem is named with its file and entry number. */
function checked(model: SimModel, lineups: SimLineup[], file: string): Members[] {
  return lineups.map((l, i) => {
    const label = `${file}: entry ${i + 1}`;
    let members: Members;
    try {
      members = resolveLineup(model, l, label);
    } catch (e) {
      throw new InputProblem((e as Error).message);
    }
    const problems = lineupProblems(model, members);
    if (problems.length)
      throw new InputProblem(`${label} is not a valid ${model.rules.name} lineup: ${problems.join('; ')}.`);
    return members;
  });
}

/** Runs the CLI; returns the process exit code (1 with a message when the input cannot be used). */
export function runSimCli(argv: readonly string[]): number {
  const opts = parsedOrExit(argv, parseSimArgs, SIM_USAGE);
  if (typeof opts === 'number') return opts;
  try {
    const start = performance.now();
    const salaryName = path.basename(opts.salaries);
    const imported = importSalaries(readText(opts.salaries), salaryName);
    report(imported.issues);
    const slate = imported.slate;
    if (!slate) return 1;
    let players = slate.players;
    if (opts.projections) {
      const proj = importProjections(readText(opts.projections), path.basename(opts.projections), players);
      report(proj.issues);
      players = proj.players;
    }
    const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
    let contest;
    try {
      contest = parseContest(readJson(opts.contest));
    } catch (e) {
      if (e instanceof FileProblem || e instanceof InputProblem) throw e;
      throw new InputProblem(`${opts.contest}: ${(e as Error).message}`);
    }
    const userLineups = lineupsOf(readJson(opts.lineups), opts.lineups, 'lineups');
    if (!userLineups.length) throw new InputProblem(`${opts.lineups}: no lineups to simulate.`);
    const fieldLineups = opts.field ? lineupsOf(readJson(opts.field), opts.field, 'field') : [];
    const include = new Set(
      [...userLineups, ...fieldLineups].flatMap((l) => l.players.map((p) => String(p.id))),
    );
    const model = buildModel(rules, players, { include });
    const lineups = checked(model, userLineups, opts.lineups);
    const field = checked(model, fieldLineups, opts.field ?? '');
    let result;
    try {
      result = simulateContest({
        model,
        lineups,
        field,
        contest,
        iterations: opts.iterations,
        seed: opts.seed,
        ...(opts.dumpDraws ? { dumpDraws: opts.dumpDraws } : {}),
        fieldOptions: {
          ...(opts.stackRate !== null ? { stackRate: opts.stackRate } : {}),
          ...(opts.minSalaryShare !== null ? { minSalaryShare: opts.minSalaryShare } : {}),
          ...(opts.maxOffOptimal !== null ? { maxOffOptimal: opts.maxOffOptimal } : {}),
        },
      });
    } catch (e) {
      throw new InputProblem((e as Error).message);
    }
    const out = simReport({
      model,
      slate,
      contest,
      iterations: opts.iterations,
      seed: opts.seed,
      lineups,
      result,
      ms: performance.now() - start,
    });
    const text = `${JSON.stringify(out, null, 2)}\n`;
    if (opts.out) onFile('write', opts.out, (full) => writeFileSync(full, text));
    else process.stdout.write(text);
    process.stderr.write(
      `${lineups.length} lineups against ${result.field.length} field entries, ${opts.iterations} iterations, in ${Math.round(out.stats.ms)} ms.\n`,
    );
    return 0;
  } catch (e) {
    if (!(e instanceof FileProblem || e instanceof InputProblem)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 1;
  }
}

process.exitCode = runSimCli(process.argv.slice(2));

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSalaries } from '../src/import/salary-import';
import type { OptimizerPlayer } from '../src/model/player.types';
import { getRuleSet } from '../src/rules/rule-set';
import type { RuleSet } from '../src/rules/rule-set.types';
import type { BuildSettings } from '../src/solver/build-input.types';
import { optimize } from '../src/solver/optimize';
import { createSolverMemory } from '../src/solver/solver-memory';
import { randomPool } from '../src/test-support/random-pool';
import { benchmarkStack } from '../src/test-support/stacks';
import { BUILD_NODE_FLAGS } from '../src/worker/build-heap.mjs';
import { argValue, listArg } from './bench-args';

// Benchmark: medians of solve time (after parsing, warm process) on generated slates and the real
// DraftKings NFL file when the shared fixtures are present. Printed as a table; exits by itself.

const fixtures = path.resolve(process.cwd(), '../shared/fixtures/operator-csv');
const cliPath = process.env.OPTIMIZER_CLI ?? '';

// Command-line filters: --only nfl,mlb  --cases stack,random  --quick  --runs N.
const only = listArg('--only');
const cases = new Set(listArg('--cases', '1,20,150,stack,random,cli'));
const quick = process.argv.includes('--quick');
const fixedRuns = argValue('--runs') ? Number(argValue('--runs')) : undefined;
const runsFor = (n: number): number => fixedRuns ?? (quick ? 1 : n);

type Slate = { label: string; rules: RuleSet; players: OptimizerPlayer[]; csv: string | null };

// One memory for every build of the process, as a build worker keeps one per thread: each build
// starts with the table buffers the previous one released.
const memory = createSolverMemory();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

function time(
  slate: Slate,
  lineups: number,
  settings: BuildSettings,
  runs: number,
): { ms: number; got: number } {
  const times: number[] = [];
  let got = 0;
  const n = runsFor(runs);
  const t0 = performance.now();
  const warm = optimize({ rules: slate.rules, players: slate.players, lineups, settings }, { memory }); // warm-up
  // Slow cases (over 2 s) are measured once to keep the whole benchmark short.
  if (performance.now() - t0 > 2_000) return { ms: performance.now() - t0, got: warm.lineups.length };
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = optimize({ rules: slate.rules, players: slate.players, lineups, settings }, { memory });
    times.push(performance.now() - t);
    got = r.lineups.length;
  }
  return { ms: median(times), got };
}

function dkCsv(players: OptimizerPlayer[]): string {
  const lines = ['Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame'];
  for (const p of players)
    lines.push(
      [
        p.positions.join('/'),
        `${p.name} (${p.id})`,
        p.name,
        p.id,
        p.positions.join('/'),
        p.salary,
        `${p.game} 11/20/2022 01:00PM ET`,
        p.team,
        p.projection,
      ].join(','),
    );
  return lines.join('\n');
}

function cliTime(csv: string): number {
  if (!cliPath) return NaN;
  const dir = mkdtempSync(path.join(tmpdir(), 'opt-bench-'));
  const file = path.join(dir, 'salaries.csv');
  writeFileSync(file, csv);
  const times: number[] = [];
  for (let i = 0; i < runsFor(5); i++) {
    const t = performance.now();
    spawnSync(
      process.execPath,
      [
        ...BUILD_NODE_FLAGS,
        cliPath,
        '--salaries',
        file,
        '--lineups',
        '150',
        '--out',
        path.join(dir, 'out.csv'),
      ],
      { stdio: 'ignore' },
    );
    times.push(performance.now() - t);
  }
  rmSync(dir, { recursive: true, force: true });
  return median(times);
}

/** A slate the benchmark knows: its key, whether its file is present, and how to load it. */
type SlateSource = { key: string; present: boolean; load: () => Slate };

function slateSources(): SlateSource[] {
  const gen = (
    site: 'dk' | 'fd',
    sport: 'nfl' | 'nba' | 'mlb' | 'nhl',
    persons: number,
    games: number,
  ): SlateSource => {
    const key = `${site.toUpperCase()} ${sport.toUpperCase()} generated (${persons})`;
    return {
      key,
      present: true,
      load: () => {
        const rules = getRuleSet(site, sport, 'classic');
        const players = randomPool(rules, { persons, games, seed: 2024 });
        return { label: key, rules, players, csv: site === 'dk' ? dkCsv(players) : null };
      },
    };
  };
  const real = (file: string, key: string): SlateSource => {
    const full = path.join(fixtures, file);
    return {
      key,
      present: existsSync(full),
      load: () => {
        const text = readFileSync(full, 'utf8');
        const slate = importSalaries(text, file).slate;
        if (!slate) throw new Error(`${file} did not import`);
        return {
          label: `${key} (${slate.players.length})`,
          rules: getRuleSet(slate.site, slate.sport, slate.gameType),
          players: slate.players,
          csv: text,
        };
      },
    };
  };
  // The generated slates, the real DK NFL file, and the other real classic slates (projections =
  // the files' average points).
  return [
    gen('dk', 'nfl', 560, 11),
    real('dk_nfl_classic_2022wk11.csv', 'DK NFL real 2022 wk11'),
    gen('dk', 'nba', 250, 8),
    gen('dk', 'mlb', 600, 8),
    gen('dk', 'nhl', 600, 8),
    gen('fd', 'nfl', 560, 11),
    gen('fd', 'nba', 300, 10),
    gen('fd', 'mlb', 600, 8),
    gen('fd', 'nhl', 600, 8),
    real('dk_nba_classic_2018-12-03.csv', 'DK NBA real 2018-12-03'),
    real('dk_mlb_classic_2020-09-24.csv', 'DK MLB real 2020-09-24'),
    real('dk_nhl_classic_2022-02-08.csv', 'DK NHL real 2022-02-08'),
    real('fd_nfl_classic_2018wk13.csv', 'FD NFL real 2018 wk13'),
    real('fd_nba_classic_2018-12.csv', 'FD NBA real 2018-12'),
    real('fd_mlb_classic_2019-07-24.csv', 'FD MLB real 2019-07-24'),
    real('fd_nhl_classic_2023-01.csv', 'FD NHL real 2023-01'),
  ];
}

/** One slate's cells, measured in this process (see `--slate`). */
function measureSlate(slate: Slate): string[] {
  const constrained: BuildSettings = {
    stacks: [benchmarkStack(slate.rules)],
    maxExposure: 0.5,
    minUnique: 2,
  };
  const random: BuildSettings = { ...constrained, randomness: { mode: 'percent', percent: 10 }, seed: 1 };
  const cell = (name: string, lineups: number, settings: BuildSettings, runs: number) => {
    const out = cases.has(name)
      ? { ...time(slate, lineups, settings, runs), asked: lineups }
      : { ...skipped, asked: 0 };
    return out;
  };
  const cells = [
    cell('1', 1, {}, 7),
    cell('20', 20, {}, 7),
    cell('150', 150, {}, 5),
    cell('stack', 150, constrained, 3),
    cell('random', 150, random, 3),
  ];
  const cli = slate.csv && cases.has('cli') ? cliTime(slate.csv) : NaN;
  return [
    slate.label,
    ...cells.map((c) => (Number.isNaN(c.ms) ? '-' : `${c.ms.toFixed(1)}${c.got < c.asked ? '*' : ''}`)),
    Number.isNaN(cli) ? '-' : cli.toFixed(0),
    // The high-water mark of the process's resident memory (the kernel's own count, in KiB).
    (process.resourceUsage().maxRSS / 1024).toFixed(0),
  ];
}

/**
 * A fixed workload, the same on every run: a 0/1 knapsack (1,500 items, 40,000 budget units) in
 * plain JavaScript, median of five. This machine's speed varies from day to day (the same code
 * has measured up to twice as slow); the figure says how fast it was when the table was made.
 */
function machineReference(): number {
  const items = 1_500;
  const budget = 40_000;
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    const best = new Int32Array(budget + 1);
    let seed = 12_345;
    for (let i = 0; i < items; i++) {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      const cost = 1 + (seed % 400);
      const value = 1 + ((seed >>> 9) % 1_000);
      for (let b = budget; b >= cost; b--) {
        const take = (best[b - cost] as number) + value;
        if (take > (best[b] as number)) best[b] = take;
      }
    }
    times.push(performance.now() - t);
    if (best[budget] === 0) throw new Error('the reference knapsack found nothing');
  }
  return median(times);
}

const skipped = { ms: NaN, got: Infinity };
const childSlate = argValue('--slate');
if (childSlate !== undefined) {
  // Child mode: measure one slate and hand the row to the parent.
  // Only this slate is built here, so the process holds what a server worker would.
  const source = slateSources().find((s) => s.key === childSlate);
  if (!source) throw new Error(`unknown slate ${childSlate}`);
  console.log(JSON.stringify(measureSlate(source.load())));
} else {
  // Each slate runs in its own process, so its peak memory is its own (as in a server worker).
  const rows: string[][] = [];
  const self = process.argv[1] ?? '';
  const sources = slateSources();
  if (sources.some((s) => !s.present))
    console.warn(`(some real operator files are not in ${fixtures}; they are left out)`);
  for (const source of sources) {
    if (!source.present) continue;
    if (only.length && !only.some((o) => source.key.toLowerCase().includes(o))) continue;
    // Each slate's process runs with the heap settings of the CLI and the server's build workers.
    const child = spawnSync(
      process.execPath,
      [...BUILD_NODE_FLAGS, self, ...process.argv.slice(2), '--slate', source.key],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        env: process.env,
      },
    );
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !last.startsWith('[')) throw new Error(`benchmark of ${source.key} failed`);
    rows.push(JSON.parse(last) as string[]);
    console.error(`done: ${source.key}`);
  }
  const header = ['slate', '1', '20', '150', '150 stack+exp+uniq', '+10% random', 'CLI 150 (ms)', 'peak MB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    "Solve time, median ms (after parsing, warm process, one thread); peak RSS of the slate's process:",
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`Node ${process.version}. * = fewer lineups than asked.`);
  console.log(
    `Machine reference (fixed knapsack, see machineReference): ${machineReference().toFixed(0)} ms.`,
  );
}

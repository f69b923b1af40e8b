import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importSalaries } from '../src/import/salary-import';
import type { OptimizerPlayer } from '../src/model/player.types';
import { getRuleSet } from '../src/rules/rule-set';
import type { GameType, RuleSet, Site, Sport } from '../src/rules/rule-set.types';
import type { BuildSettings } from '../src/solver/build-input.types';
import { lineupProjections, optimize } from '../src/solver/optimize';
import { createSolverMemory } from '../src/solver/solver-memory';
import { createMilpJudge, judgeBuild } from '../src/test-support/judges';
import { randomPool } from '../src/test-support/random-pool';
import { ranked, userMix } from '../src/test-support/rule-cases';
import { argValue, listArg } from './bench-args';
import { lineupRulesCases } from './lineup-rules.cases';

// Rules benchmark: realistic user rule sets on every operator x sport x game type,
// on the real files (projections = their average points) and generated slates; 20 and 150
// lineups; and infeasible sets of each kind. Per case: status, lineups built, solve time (median
// of --runs, default 3), the process's CPU time (median), deterministic work, and the glpk MILP
// judge's time for the same case (the judge builds the same sequence from the solver's earlier
// lineups and checks each value). Options: --only text (case label substrings, comma
// separated), --skip text (same form, cases left out), --runs N, --cold (no warm-up build),
// --milp-steps K (judge at most K lineups per case and scale its time to the whole case, marked
// ~; default 3: glpk takes seconds to minutes per lineup on the real slates), --no-milp.

const fixtures = path.resolve(process.cwd(), '../shared/fixtures/operator-csv');
const only = listArg('--only');
const skip = listArg('--skip');
const runs = Number(argValue('--runs') ?? 3);
const milpSteps = Number(argValue('--milp-steps') ?? 3);
const noMilp = process.argv.includes('--no-milp');
/** --cold: no untimed warm-up build before the timed runs (halves a one-run table's time). */
const cold = process.argv.includes('--cold');

type Slate = { label: string; rules: RuleSet; players: OptimizerPlayer[] };

const REAL: Record<string, string> = {
  'dk-nfl-classic': 'dk_nfl_classic_2022wk11.csv',
  'dk-nba-classic': 'dk_nba_classic_2018-12-03.csv',
  'dk-mlb-classic': 'dk_mlb_classic_2020-09-24.csv',
  'dk-nhl-classic': 'dk_nhl_classic_2022-02-08.csv',
  'dk-nfl-single': 'dk_nfl_showdown_2019-01-05_IND-HOU.csv',
  'dk-nba-single': 'dk_nba_showdown_2022-02-26_BOS-DET.csv',
  'dk-mlb-single': 'dk_mlb_showdown_2019-06-30_ATL-NYM.csv',
  'dk-nhl-single': 'dk_nhl_showdown_2020-09-05_NYI-PHI.csv',
  'fd-nfl-classic': 'fd_nfl_classic_2018wk13.csv',
  'fd-nba-classic': 'fd_nba_classic_2018-12.csv',
  'fd-mlb-classic': 'fd_mlb_classic_2019-07-24.csv',
  'fd-nhl-classic': 'fd_nhl_classic_2023-01.csv',
  'fd-mlb-single': 'fd_mlb_single_game_2022-08_NYY-SEA.csv',
};

const slates = new Map<string, Slate | null>();
/** The real file of a rule set when present (players with a projection), else null. */
function realSlate(id: string): Slate | null {
  if (slates.has(id)) return slates.get(id) ?? null;
  const file = REAL[id];
  let slate: Slate | null = null;
  if (file && existsSync(path.join(fixtures, file))) {
    const s = importSalaries(readFileSync(path.join(fixtures, file), 'utf8'), file).slate;
    if (s)
      slate = {
        label: `${id} real`,
        rules: getRuleSet(s.site, s.sport, s.gameType),
        players: s.players.filter((p) => p.projection > 0),
      };
  }
  slates.set(id, slate);
  return slate;
}
function generated(id: string, persons: number, games: number): Slate {
  const [site, sport, gameType] = id.split('-') as [Site, Sport, GameType];
  const rules = getRuleSet(site, sport, gameType);
  return { label: `${id} gen${persons}`, rules, players: randomPool(rules, { persons, games, seed: 1919 }) };
}
const slateFor = (id: string): Slate =>
  realSlate(id) ?? generated(id, id.endsWith('single') ? 45 : 400, id.endsWith('single') ? 1 : 8);

type Case = { label: string; slate: Slate; lineups: number; settings: BuildSettings; infeasible?: boolean };

const IDS = [
  'dk-nfl-classic',
  'dk-nba-classic',
  'dk-mlb-classic',
  'dk-nhl-classic',
  'dk-nfl-single',
  'dk-nba-single',
  'dk-mlb-single',
  'dk-nhl-single',
  'fd-nfl-classic',
  'fd-nba-classic',
  'fd-mlb-classic',
  'fd-nhl-classic',
  'fd-nfl-single',
  'fd-nba-single',
  'fd-mlb-single',
  'fd-nhl-single',
];

function cases(): Case[] {
  const out: Case[] = [];
  // Every combination: a user mix at 20 and another at 150 lineups.
  IDS.forEach((id, i) => {
    const slate = slateFor(id);
    out.push({
      label: `${slate.label} mix${i % 6}`,
      slate,
      lineups: 20,
      settings: userMix(slate.rules, slate.players, i % 6),
    });
    const v = (i + 3) % 6;
    out.push({
      label: `${slate.label} mix${v}`,
      slate,
      lineups: 150,
      settings: userMix(slate.rules, slate.players, v),
    });
  });
  // Generated classic slates (multi-position pools) with the other mixes.
  for (const id of ['dk-mlb-classic', 'fd-nhl-classic', 'dk-nba-classic', 'fd-nfl-classic']) {
    const slate = generated(id, 400, 8);
    out.push({
      label: `${slate.label} mix1`,
      slate,
      lineups: 150,
      settings: userMix(slate.rules, slate.players, 1),
    });
  }
  // Mixes a sweep of every user mix found slow or stuck (2026-11-26): the DK MLB pitcher
  // projected far above the rest locked in his slot, FD NHL "2 W + 1 C" beside a stack on the
  // locked goalie's team, DK NBA "3 of a team" beside one on the locked C's team.
  for (const [id, v] of [
    ['dk-mlb-classic', 0],
    ['fd-nhl-classic', 5],
    ['dk-nba-classic', 2],
  ] as const) {
    const slate = slateFor(id);
    out.push({
      label: `${slate.label} mix${v}`,
      slate,
      lineups: 150,
      settings: userMix(slate.rules, slate.players, v),
    });
  }
  // The issue's FD NHL mix: goalie locked, one exclude, two exposures, 50%, min unique 3, min
  // salary, max 3 per team, "3 C/W of a team + 1 D of its opponent".
  const fdNhl = slateFor('fd-nhl-classic');
  const g = ranked(fdNhl.rules, fdNhl.players, ['G'])[0];
  const skaters = ranked(fdNhl.rules, fdNhl.players, ['C', 'W']);
  const issueMix: BuildSettings = {
    locks: g ? [{ id: g.id }] : [],
    excludes: [skaters[0]?.id ?? ''],
    exposures: [
      { id: skaters[1]?.id ?? '', max: 0.3 },
      { id: skaters[2]?.id ?? '', min: 0.2 },
    ],
    maxExposure: 0.5,
    minUnique: 3,
    minSalary: 54_000,
    maxPerTeam: 3,
    stacks: [
      {
        parts: [
          { positions: ['C', 'W'], count: 3 },
          { positions: ['D'], count: 1, fromOpponent: true },
        ],
      },
    ],
  };
  out.push({ label: `${fdNhl.label} issue-19 mix`, slate: fdNhl, lineups: 20, settings: issueMix });
  out.push({ label: `${fdNhl.label} issue-19 mix`, slate: fdNhl, lineups: 150, settings: issueMix });
  // Infeasible sets, one of each kind.
  const dkNfl = slateFor('dk-nfl-classic');
  const qbs = ranked(dkNfl.rules, dkNfl.players, ['QB']);
  const qb = qbs[0];
  const otherQb = qbs.find((p) => p.team !== qb?.team);
  const qbStack = (team: string) => ({
    teams: [team],
    parts: [
      { positions: ['QB'], count: 1 },
      { positions: ['WR', 'TE'], count: 2 },
    ],
  });
  const bad = (label: string, slate: Slate, settings: BuildSettings, lineups = 20): void => {
    out.push({ label: `${slate.label} infeasible: ${label}`, slate, lineups, settings, infeasible: true });
  };
  bad('locked QB + stack of another QB', dkNfl, {
    locks: [{ id: qb?.id ?? '' }],
    stacks: [qbStack(otherQb?.team ?? '')],
  });
  bad('two stacks, two QBs', dkNfl, { stacks: [qbStack(qb?.team ?? ''), qbStack(otherQb?.team ?? '')] });
  bad('100% min exposure QB + stack of another QB', dkNfl, {
    exposures: [{ id: qb?.id ?? '', min: 1 }],
    stacks: [qbStack(otherQb?.team ?? '')],
  });
  for (const id of ['dk-nba-single', 'fd-nba-single', 'dk-nfl-single', 'fd-mlb-single']) {
    const s = slateFor(id);
    const top = ranked(s.rules, s.players);
    const cap = Math.min(s.rules.salaryCap);
    // Min salary at the cap with the most expensive players excluded: proven by search.
    const dear = [...s.players].sort((a, b) => b.salary - a.salary).slice(0, 4);
    bad('min salary = cap, 4 dearest out', s, {
      minSalary: cap,
      excludes: dear.map((p) => p.id),
      stacks: [{ parts: [{ count: 3 }] }],
    });
    bad('max 2 per team', s, { maxPerTeam: 2, locks: [{ id: top[0]?.id ?? '' }] });
  }
  const dkNhl = slateFor('dk-nhl-classic');
  const team = ranked(dkNhl.rules, dkNhl.players, ['W'])[0]?.team ?? '';
  bad('stack 4 LW/RW of one team + max 3 per team', dkNhl, {
    maxPerTeam: 3,
    stacks: [{ teams: [team], parts: [{ positions: ['LW', 'RW'], count: 4 }] }],
  });
  const dkMlb = slateFor('dk-mlb-classic');
  const sps = ranked(dkMlb.rules, dkMlb.players, ['P']);
  bad('locked SP slot + 2 SP of another team', dkMlb, {
    locks: [{ id: sps[0]?.id ?? '', slot: 'SP' }],
    stacks: [
      {
        teams: [sps.find((p) => p.team !== sps[0]?.team)?.team ?? ''],
        parts: [{ positions: ['SP'], count: 2 }],
      },
    ],
  });
  lineupRulesCases(IDS, slateFor, (label, slate, lineups, settings, infeasible) =>
    out.push({ label, slate, lineups, settings, ...(infeasible ? { infeasible } : {}) }),
  );
  const wanted = (c: Case): boolean => !only.length || only.some((o) => c.label.toLowerCase().includes(o));
  const skipped = (c: Case): boolean => skip.some((o) => c.label.toLowerCase().includes(o));
  return out.filter((c) => wanted(c) && !skipped(c));
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (ms: number): string => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

const milp = noMilp ? null : await createMilpJudge();
// One memory for every build, as a build worker keeps one per thread: each build starts with the
// table buffers the previous one released.
const memory = createSolverMemory();
const rows: string[] = [];
const list = cases();
console.log(`| case | asked | status | built | ms | CPU ms | work | MILP ms | judge |`);
console.log(`|---|---|---|---|---|---|---|---|---|`);
const times: { lineups: number; ms: number; infeasible: boolean; milp: number }[] = [];
for (const c of list) {
  const input = { rules: c.slate.rules, players: c.slate.players, lineups: c.lineups, settings: c.settings };
  let result = cold ? null : optimize(input, { memory });
  const ts: number[] = [];
  // CPU time of the process (user + system) beside the wall time: on a shared machine the wall
  // time grows with the others' load, the CPU time much less.
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    result = optimize(input, { memory });
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    ts.push(performance.now() - t);
  }
  if (!result) result = optimize(input, { memory });
  const ms = median(ts);
  const cpuMs = median(cpus);
  let milpMs = NaN;
  let judged = '-';
  let scaled = false;
  if (milp && result.status !== 'invalid') {
    const steps = Math.min(milpSteps, result.lineups.length);
    const cut = steps < result.lineups.length;
    const part = {
      ...result,
      status: cut ? ('partial' as const) : result.status,
      lineups: result.lineups.slice(0, steps),
    };
    const asked = steps < result.lineups.length ? steps : c.lineups;
    const projectionFor = (k: number) => {
      const m = lineupProjections(input, k);
      return (p: OptimizerPlayer) => m.get(p.id) ?? 0;
    };
    const t = performance.now();
    // With `asked` cut to the judged steps, exposure caps would change: judge with the build's N.
    const failures = judgeBuild(
      c.slate.rules,
      c.slate.players,
      c.settings,
      c.lineups,
      part,
      milp,
      projectionFor,
    ).filter((f) => !(asked < c.lineups && /^stopped at/.test(f)));
    const judgeMs = performance.now() - t;
    const judgedSteps = Math.min(steps + 1, c.lineups);
    scaled = judgedSteps < Math.max(1, Math.min(c.lineups, result.lineups.length + 1));
    milpMs = scaled ? (judgeMs / judgedSteps) * Math.min(c.lineups, result.lineups.length + 1) : judgeMs;
    judged = failures.length ? `${failures.length} FAIL: ${failures[0]}` : `ok (${judgedSteps} steps)`;
  } else if (result.status === 'invalid') judged = 'refused before solving';
  times.push({ lineups: c.lineups, ms, infeasible: !!c.infeasible, milp: milpMs });
  const row = `| ${c.label} | ${c.lineups} | ${result.status}${result.budgetExhausted ? ' (budget)' : ''} | ${result.lineups.length} | ${fmt(ms)} | ${fmt(cpuMs)} | ${result.stats.work} | ${Number.isNaN(milpMs) ? '-' : `${scaled ? '~' : ''}${fmt(milpMs)}`} | ${judged} |`;
  rows.push(row);
  console.log(row);
}
const feasible150 = times.filter((t) => !t.infeasible && t.lineups === 150).map((t) => t.ms);
const infeasible = times.filter((t) => t.infeasible).map((t) => t.ms);
const slower = times.filter((t) => !Number.isNaN(t.milp) && t.ms > t.milp).length;
console.log(
  `\n150-lineup cases: worst ${fmt(Math.max(...feasible150))} ms, median ${fmt(median(feasible150))} ms; ` +
    `infeasible cases: worst ${fmt(Math.max(...infeasible, 0))} ms; cases slower than the MILP judge: ${slower} of ${times.filter((t) => !Number.isNaN(t.milp)).length}.`,
);

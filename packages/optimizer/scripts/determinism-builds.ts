// The fixed builds of the determinism check (see determinism.mjs): every rule set on a generated
// slate and every real operator salary file, each built plain, with a user mix of stacks,
// exposures and min unique (under each stack method), with randomness and a seed, against earlier
// lineups, infeasible, and on a small work budget. Prints one line per build: its name and a hash
// of everything a user sees of it (lineups, nodes, work, searches, messages, status); the time
// taken is left out. Two runs of unchanged solver code print the same lines.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importSalaries } from '../src/import/salary-import';
import type { OptimizerPlayer } from '../src/model/player.types';
import { RULE_SETS } from '../src/rules/rule-sets.data';
import type { RuleSet } from '../src/rules/rule-set.types';
import type { BuildSettings, BuildResult } from '../src/solver/build-input.types';
import { lateSwap } from '../src/solver/late-swap';
import { optimize } from '../src/solver/optimize';
import { getRuleSet } from '../src/rules/rule-set';
import { randomPool } from '../src/test-support/random-pool';
import { ranked, userMix } from '../src/test-support/rule-cases';

type Slate = { name: string; rules: RuleSet; players: OptimizerPlayer[] };

/** The operators' real files (../shared/fixtures/operator-csv beside the repository), passed in. */
const fixtureDir = process.argv[2] ?? '';
/** `--only text`: just the slates whose name contains text (late swap: `dk_entries`). */
const only = process.argv[3] === '--only' ? (process.argv[4] ?? '') : '';

function realSlate(file: string): Slate {
  const { slate } = importSalaries(readFileSync(path.join(fixtureDir, file), 'utf8'), file);
  if (!slate) throw new Error(`${file} did not import`);
  const rules = getRuleSet(slate.site, slate.sport, slate.gameType);
  return { name: file, rules, players: slate.players.filter((p) => p.projection > 0) };
}

function slates(): Slate[] {
  const generated = RULE_SETS.map((rules, i) => ({
    name: `generated ${rules.id}`,
    rules,
    players: randomPool(rules, { persons: rules.gameType === 'single' ? 24 : 70, games: 4, seed: 1000 + i }),
  }));
  if (!existsSync(fixtureDir)) console.error(`No real files: ${fixtureDir} is absent.`);
  const files = existsSync(fixtureDir)
    ? readdirSync(fixtureDir)
        .filter((f) => /^(dk|fd)_.*\.csv$/.test(f) && !f.startsWith('dk_entries'))
        .sort()
    : [];
  return [...generated, ...files.map(realSlate)];
}

function digest(result: BuildResult): string {
  const { ms: _ms, ...stats } = result.stats;
  const seen = {
    status: result.status,
    messages: result.messages,
    budgetExhausted: result.budgetExhausted,
    stats,
    lineups: result.lineups,
  };
  return createHash('sha256').update(JSON.stringify(seen)).digest('hex').slice(0, 16);
}

function buildsOf(slate: Slate): [string, BuildSettings, number][] {
  const { rules, players } = slate;
  const mix = userMix(rules, players, 2);
  const best = ranked(rules, players);
  const cheapest = [...players].sort((a, b) => a.salary - b.salary || a.id.localeCompare(b.id));
  const builds: [string, BuildSettings, number][] = [
    ['plain', {}, 10],
    ['user mix', mix, 10],
    ['user mix 5', userMix(rules, players, 5), 8],
    ...(['tables', 'cores', 'leaf'] as const).map((stackMethod): [string, BuildSettings, number] => [
      `user mix ${stackMethod}`,
      { ...mix, stackMethod },
      6,
    ]),
    ['percent randomness', { randomness: { mode: 'percent', percent: 20 }, seed: 7, minUnique: 2 }, 6],
    ['floor-ceiling randomness', { ...mix, randomness: { mode: 'floor-ceiling' }, seed: 11 }, 4],
    [
      'infeasible',
      { locks: best.slice(0, 2).map((p) => ({ id: p.id })), maxSalary: Math.round(rules.salaryCap * 0.2) },
      3,
    ],
    [
      'min salary at cap, cheapest locked',
      { minSalary: rules.salaryCap, locks: cheapest.slice(0, 2).map((p) => ({ id: p.id })) },
      3,
    ],
    ['min salary above cap', { minSalary: rules.salaryCap + 100 }, 2],
    ['small work budget', { ...mix, workBudget: 400 }, 10],
  ];
  return builds;
}

for (const slate of slates().filter((x) => x.name.includes(only))) {
  let earlier: BuildResult | undefined;
  for (const [name, settings, lineups] of buildsOf(slate)) {
    const result = optimize({ rules: slate.rules, players: slate.players, lineups, settings });
    if (name === 'plain') earlier = result;
    console.log(`${slate.name} | ${name} | ${lineups} | ${digest(result)} | ${result.status}`);
  }
  if (earlier) {
    const avoidLineups = earlier.lineups
      .slice(0, 3)
      .map((l) => l.slots.map((s) => ({ playerId: s.playerId, slot: s.slot })));
    const result = optimize({
      rules: slate.rules,
      players: slate.players,
      lineups: 4,
      settings: { avoidLineups, minUnique: 2 },
    });
    console.log(`${slate.name} | avoid earlier lineups | 4 | ${digest(result)} | ${result.status}`);
  }
}

// Late swap on the real DKEntries file: before lock (every entry rebuilt) and with one team's
// games started (its players kept in their slots), with min unique 2.
const ENTRIES = 'dk_entries_nba_showdown_2022-02-26.csv';
if (ENTRIES.includes(only) && existsSync(path.join(fixtureDir, ENTRIES))) {
  const text = readFileSync(path.join(fixtureDir, ENTRIES), 'utf8');
  const { slate } = importSalaries(text, ENTRIES);
  if (!slate) throw new Error(`${ENTRIES} did not import`);
  const rules = getRuleSet('dk', 'nba', 'single');
  const cases = [
    ['before lock', slate.players],
    ['BOS started', slate.players.map((p) => ({ ...p, gameStarted: p.team === 'BOS' }))],
  ] as const;
  for (const [name, players] of cases) {
    const out = lateSwap({
      text,
      fileName: ENTRIES,
      rules,
      players,
      now: '2022-02-26T12:00:00Z',
      settings: { minUnique: 2 },
    });
    const hash = createHash('sha256').update(JSON.stringify(out)).digest('hex').slice(0, 16);
    console.log(`${ENTRIES} | late swap ${name} | ${out.entries.length} | ${hash} | -`);
  }
}

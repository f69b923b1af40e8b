import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBundle } from '../scripts/run-cli.mjs';
import { runCliIn } from './test-support/run-cli';

const fixture = path.resolve(
  __dirname,
  '../../../../shared/fixtures/operator-csv/dk_nfl_classic_2022wk11.csv',
);
let cli = '';
let dir = '';

beforeAll(async () => {
  cli = await ensureCliBundle();
  dir = mkdtempSync(path.join(tmpdir(), 'optimizer-cli-'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runCli = (args: string[]) => runCliIn(cli, dir, args);

describe('the optimizer CLI command line', () => {
  it('prints the usage and exits 0 for --help', () => {
    const r = runCli(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run optimize -- --salaries FILE/);
  });

  it('names an option it does not know, shows the usage and exits 1', () => {
    const r = runCli(['--salaries', 'x.csv', '--colour', 'red']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Unknown option --colour\.\n\nUsage: npm run optimize/);
  });

  it('refuses a fraction where a count or a seed is expected, before reading any file', () => {
    const r = runCli(['--salaries', 'x.csv', '--min-unique', '2.5']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^--min-unique needs a whole number\.\n\nUsage:/);
    expect(runCli(['--salaries', 'x.csv', '--seed', '0.5']).stderr).toMatch(/^--seed needs a whole number\./);
  });
});

describe('the optimizer CLI with files it cannot use', () => {
  it('names a missing salary file and exits 1, without a stack trace', () => {
    const r = runCli(['--salaries', 'missing.csv', '--lineups', '3']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`Cannot read ${path.join(dir, 'missing.csv')}: no such file or folder.`);
  });

  it.skipIf(!existsSync(fixture))('names a missing rules file as missing, not as bad JSON', () => {
    const r = runCli(['--salaries', fixture, '--rules', 'nope.json', '--lineups', '3']);
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`Cannot read ${path.join(dir, 'nope.json')}: no such file or folder.`);
  });

  it.skipIf(!existsSync(fixture))(
    'names an output folder that does not exist, and writes where it can',
    () => {
      const bad = runCli(['--salaries', fixture, '--lineups', '3', '--out', 'no/such/folder/out.csv']);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain(
        `Cannot write ${path.join(dir, 'no/such/folder/out.csv')}: no such file or folder.`,
      );
      const good = runCli(['--salaries', fixture, '--lineups', '3', '--format', 'json', '--out', 'out.json']);
      expect(good.status).toBe(0);
      const out = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as { lineups: unknown[] };
      expect(out.lineups).toHaveLength(3);
    },
  );
});
describe.skipIf(!existsSync(fixture))('the optimizer CLI with a rules file it refuses', () => {
  // Each was once read silently (a misspelt key ignored, "positons" read as "any position",
  // `count: 0` as no rule) or crashed with a TypeError: now refused before solving, exit 2.
  const cases: [string, string, string][] = [
    [
      'an unknown top-level key',
      '{ "lockz": [{ "id": "25323137" }] }',
      'lockz: unknown setting; did you mean locks?',
    ],
    [
      'a misspelt key inside a stack part',
      '{ "stacks": [{ "parts": [{ "positons": ["QB"], "count": 1 }] }] }',
      'stacks[0].parts[0].positons: unknown setting; did you mean positions?',
    ],
    [
      'an unknown key in a lock',
      '{ "locks": [{ "id": "25323137", "slto": "QB" }] }',
      'locks[0].slto: unknown setting; did you mean slot?',
    ],
    [
      'an unknown key in a rule map',
      '{ "positionCounts": { "WR": { "mni": 2 } } }',
      'positionCounts.WR.mni: unknown setting; did you mean min?',
    ],
    [
      'an unknown randomness mode',
      '{ "randomness": { "mode": "bogus" } }',
      'randomness.mode: expected one of "percent", "floor-ceiling", got the string "bogus"',
    ],
    [
      'a stack part of no players',
      '{ "stacks": [{ "parts": [{ "count": 0 }] }] }',
      'stacks[0].parts[0].count: must be at least 1',
    ],
    ['locks: null', '{ "locks": null }', 'locks: expected a list, got null'],
    [
      'a string where a list is expected',
      '{ "locks": "25323137" }',
      'locks: expected a list, got the string "25323137"',
    ],
    [
      'a number given as a string',
      '{ "minUnique": "2" }',
      'minUnique: expected a number, got the string "2"',
    ],
    [
      'a pair rule for both sides',
      '{ "pairs": [{ "positions": ["QB"], "with": ["WR"], "team": "both", "max": 1 }] }',
      'pairs[0].team: expected one of "same", "opponent", got the string "both"',
    ],
    [
      'a stack without parts',
      '{ "stacks": [{ "teams": ["KC"] }] }',
      'stacks[0].parts: missing; expected a list',
    ],
    ['a list where an object is expected', '[]', 'settings: expected an object, got a list'],
  ];

  it.each(cases)('%s: exit 2, the path named on stderr, no lineup and no stack trace', (_, text, said) => {
    const file = path.join(dir, 'bad-rules.json');
    writeFileSync(file, text);
    const r = runCli([
      '--salaries',
      fixture,
      '--rules',
      'bad-rules.json',
      '--lineups',
      '3',
      '--format',
      'json',
    ]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`bad-rules.json: ${said}\n`);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).toBe('');
  });

  it('names every problem of one file, each on its line', () => {
    writeFileSync(path.join(dir, 'two.json'), '{ "lockz": [], "maxExposure": "half" }');
    const r = runCli(['--salaries', fixture, '--rules', 'two.json', '--lineups', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'two.json: maxExposure: expected a number, got the string "half"',
      'two.json: lockz: unknown setting; did you mean locks?',
    ]);
  });
});

const ownershipCase = path.resolve(
  __dirname,
  '../../../../shared/fixtures/rules-cases/i7405_fd_nba_classic_real',
);

describe.skipIf(!existsSync(ownershipCase))(
  'the optimizer CLI with an ownership cap no lineup can meet',
  () => {
    it('refuses the real FD NBA file at an average of 0.05 % before solving, naming the cap, not excludes', () => {
      const at = (f: string) => path.join(ownershipCase, f);
      const r = runCli([
        ...['--salaries', at('slate.csv'), '--projections', at('proj.csv'), '--rules', at('rules.json')],
        ...['--lineups', '20', '--format', 'json'],
      ]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        'Max average ownership: no lineup can own less than 1.19% on average (the least-owned players you can use), above your cap of 0.05%.',
      );
      expect(r.stderr).not.toMatch(/exclude/i);
      expect(r.stdout).toBe('');
    });
  },
);

if (!existsSync(fixture))
  console.warn(`cli.test: ${fixture} is absent; the rules-file and output-file tests are skipped`);

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
if (!existsSync(fixture))
  console.warn(`cli.test: ${fixture} is absent; the rules-file and output-file tests are skipped`);

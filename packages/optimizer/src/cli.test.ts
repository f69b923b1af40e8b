import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBundle } from '../scripts/run-cli.mjs';

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

function runCli(args: string[]): { status: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    cwd: dir,
    env: { ...process.env, INIT_CWD: dir },
  });
  return { status: r.status, stderr: r.stderr };
}

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

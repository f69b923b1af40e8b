import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TImportReport } from '@dfs/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallDkNbaSalaryCsv } from './imports-test-files';

// `npm run import` as a user runs it: the CLI spawned with tsx on a temporary data directory.

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(HERE, 'imports.cli.ts');

let tmp = '';
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dfs-import-cli-'));
  fs.writeFileSync(path.join(tmp, 'salaries.csv'), smallDkNbaSalaryCsv());
  fs.writeFileSync(
    path.join(tmp, 'proj.csv'),
    'ID,Name,Team,Projection\n101,,,30\n,Ben Doyle,BOS,25\n,Nobody,BOS,3\n',
  );
  fs.writeFileSync(path.join(tmp, 'template.csv'), 'PG,SG,SF,PF,C,G,F,UTIL,,Instructions\n');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs the CLI from the temporary folder (as npm would, with INIT_CWD) and collects its output. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: tmp, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
type TCliReports = Partial<Record<'salaries' | 'projections', TImportReport>>;
const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as TCliReports;

// Each run starts tsx and opens (and migrates) the embedded database: seconds, not milliseconds.
describe('npm run import', { timeout: 120_000 }, () => {
  it('imports a salary file and a projection file, and a second run updates the same slate', async () => {
    const first = await runCli([
      '--salaries',
      'salaries.csv',
      '--projections',
      'proj.csv',
      '--data-dir',
      'db',
      '--json',
    ]);
    expect(first.code, first.stderr).toBe(0);
    const report = lastJson(first.stdout);
    expect(report.salaries).toMatchObject({ imported: 8, updated: 0, rejected: [] });
    expect(report.projections).toMatchObject({ imported: 2, updated: 0 });
    expect(report.projections?.rejected).toEqual([{ line: 4, reason: expect.stringMatching(/Nobody/) }]);
    expect(fs.existsSync(path.join(tmp, 'db', 'pglite'))).toBe(true);

    const slateId = report.salaries?.slate?.id ?? '';
    const again = await runCli(['--salaries', 'salaries.csv', '--slate-id', slateId, '--data-dir', 'db']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(
      `Salaries: slate ${slateId} (DraftKings NBA classic, 8 players): 0 imported, 8 updated, 0 rejected`,
    );
  });

  it('exits non-zero with the reason when the file is refused', async () => {
    const res = await runCli(['--salaries', 'template.csv', '--data-dir', 'db']);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/Refused template\.csv: csv: .*not a salary file/);
  });

  it('says clearly that the data directory is locked while the server runs on it', async () => {
    const dir = path.join(tmp, 'locked');
    fs.mkdirSync(dir);
    // The lock file a running server holds: this test process is alive, as the server would be.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    const res = await runCli(['--salaries', 'salaries.csv', '--data-dir', 'locked']);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/is in use by another server process \(pid \d+\)/);
    expect(res.stderr).toMatch(/stop it first, or import through the admin API/);
  });

  it('explains bad usage and exits 2', async () => {
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Give --salaries FILE/);
    expect(none.stderr).toMatch(/Usage: npm run import/);
    const both = await runCli([
      '--salaries',
      'salaries.csv',
      '--data-dir',
      'x',
      '--database-url',
      'postgres://x',
    ]);
    expect(both.code).toBe(2);
    const missing = await runCli(['--salaries', 'nowhere.csv', '--data-dir', 'db']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`File not found: ${path.join(tmp, 'nowhere.csv')}`);
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) console.log('imports-cli.test: TEST_DATABASE_URL not set; the --database-url run is skipped');
  it.runIf(pgUrl)('imports into PostgreSQL with --database-url', async () => {
    const res = await runCli(['--salaries', 'salaries.csv', '--database-url', pgUrl!, '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(lastJson(res.stdout).salaries).toMatchObject({ imported: 8, updated: 0 });
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimize, toJsonLineup } from '@dfs/optimizer';
import { FIXTURE_DIR, hasFixtures, realSlate } from '../../optimizer/src/test-support/fixtures';
import { runCliIn } from '../../optimizer/src/test-support/run-cli';
import { ensureSimCliBundle } from '../scripts/run-cli.mjs';
import type { SimReport } from './report/sim-report';

const SALARIES = path.join(FIXTURE_DIR, 'dk_nfl_classic_2022wk11.csv');
let cli = '';
let dir = '';

beforeAll(async () => {
  cli = await ensureSimCliBundle();
  dir = mkdtempSync(path.join(tmpdir(), 'simulator-cli-'));
  if (!hasFixtures) return;
  const { rules, players } = realSlate('dk_nfl_classic_2022wk11.csv');
  const built = optimize({ rules, players, lineups: 5 });
  writeFileSync(
    path.join(dir, 'result.json'),
    JSON.stringify({
      site: 'dk',
      sport: 'nfl',
      gameType: 'classic',
      lineups: built.lineups.map(toJsonLineup),
    }),
  );
  writeFileSync(
    path.join(dir, 'contest.json'),
    JSON.stringify({
      entryFee: 20,
      fieldSize: 200,
      payouts: [
        { from: 1, to: 1, prize: 1000 },
        { from: 2, to: 40, prize: 50 },
      ],
    }),
  );
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const simulate = (args: string[]) => runCliIn(cli, dir, args);

const base = (out: string): string[] => [
  '--salaries',
  SALARIES,
  '--lineups',
  'result.json',
  '--contest',
  'contest.json',
  '--iterations',
  '300',
  '--seed',
  '42',
  '--format',
  'json',
  '--out',
  out,
];

const read = (file: string): SimReport => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SimReport;

describe.skipIf(!hasFixtures)('npm run simulate', () => {
  it('answers the sim.json shape, and the same seed gives the same bytes apart from stats', () => {
    expect(simulate([...base('a.json'), '--dump-draws', '4']).status).toBe(0);
    expect(simulate([...base('b.json'), '--dump-draws', '4']).status).toBe(0);
    const a = read('a.json');
    const b = read('b.json');
    expect(Object.keys(a)).toEqual([
      'site',
      'sport',
      'gameType',
      'iterations',
      'seed',
      'contest',
      'model',
      'field',
      'lineups',
      'draws',
      'stats',
    ]);
    expect([a.site, a.sport, a.gameType, a.iterations, a.seed]).toEqual(['dk', 'nfl', 'classic', 300, 42]);
    expect(a.contest.fieldSize).toBe(200);
    expect(Object.keys(a.model.players[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'team', 'position', 'mean', 'sd', 'floor', 'ownership']),
    );
    expect(a.model.players[0]!.cptOwnership).toBeUndefined(); // classic has no captain
    expect(a.model.correlations.length).toBeGreaterThan(0);
    expect(a.model.correlations.every((c) => c.rho !== 0 && c.a !== c.b)).toBe(true);
    // fieldSize counts the user's 5 lineups too.
    expect(a.field).toHaveLength(195);
    expect(a.field[0]!.players).toHaveLength(9);
    expect(a.lineups).toHaveLength(5);
    for (const l of a.lineups) {
      expect(Object.keys(l)).toEqual([
        'players',
        'roi',
        'roiStdErr',
        'win',
        'top1',
        'cash',
        'mean',
        'sd',
        'p90',
        'p99',
      ]);
      expect(l.cash).toBeGreaterThanOrEqual(l.top1);
      expect(l.top1).toBeGreaterThanOrEqual(l.win);
      expect(l.p99).toBeGreaterThanOrEqual(l.p90);
    }
    expect(a.draws).toHaveLength(a.model.players.length);
    expect(a.draws![0]!.points).toHaveLength(4);
    expect(typeof a.stats.ms).toBe('number');
    const { stats: _a, ...restA } = a;
    const { stats: _b, ...restB } = b;
    expect(JSON.stringify(restA)).toBe(JSON.stringify(restB));
    // Draws are given per model player, under the same ids.
    expect(a.draws!.map((d) => d.id)).toEqual(a.model.players.map((p) => p.id));
  });

  it('uses uploaded StdDev, Floor and Ownership; StdDev 0 everywhere gives exact results', () => {
    const { players } = realSlate('dk_nfl_classic_2022wk11.csv');
    const rows = players.map((p) => `${p.id},${p.projection},0,${p.projection},5%`);
    writeFileSync(path.join(dir, 'proj.csv'), `ID,Projection,StdDev,Floor,Ownership\n${rows.join('\n')}\n`);
    expect(simulate([...base('exact.json'), '--projections', 'proj.csv']).status).toBe(0);
    const out = read('exact.json');
    expect(out.model.players.every((p) => p.sd === 0 && p.floor === p.mean)).toBe(true);
    // 5 % each, scaled so the nine places add up to 900 %.
    const own = out.model.players.reduce((s, p) => s + p.ownership, 0);
    expect(own).toBeCloseTo(9, 3);
    for (const l of out.lineups) {
      expect(l.sd).toBe(0);
      expect(l.roiStdErr).toBe(0);
      expect(l.p90).toBe(l.mean);
    }
    // Another seed draws another field, but the lineups' scores are the same exact numbers.
    expect(simulate([...base('exact2.json'), '--projections', 'proj.csv', '--seed', '7']).status).toBe(0);
    const again = read('exact2.json');
    expect(again.lineups.map((l) => l.mean)).toEqual(out.lineups.map((l) => l.mean));
  });

  it('names bad input with its file and exits 1', () => {
    writeFileSync(
      path.join(dir, 'bad-contest.json'),
      JSON.stringify({ entryFee: 20, fieldSize: 3, payouts: [] }),
    );
    const contest = simulate([...base('x.json'), '--contest', 'bad-contest.json']);
    expect(contest.status).toBe(1);
    expect(contest.stderr).toContain('contest.payouts must list at least one');
    writeFileSync(
      path.join(dir, 'bad-lineups.json'),
      JSON.stringify({ lineups: [{ players: [{ id: '1', slot: 'QB' }] }] }),
    );
    const lineups = simulate([...base('x.json'), '--lineups', 'bad-lineups.json']);
    expect(lineups.status).toBe(1);
    expect(lineups.stderr.trim()).toBe('bad-lineups.json: entry 1: no slate player has id "1".');
    const missing = simulate([...base('x.json'), '--field', 'nope.json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(`Cannot read ${path.join(dir, 'nope.json')}: no such file or folder.`);
    const rate = simulate([...base('x.json'), '--field-stack-rate', '1.5']);
    expect(rate.status).toBe(1);
    expect(rate.stderr).toContain('--field-stack-rate needs a number from 0 to 1.');
    const usage = simulate(['--salaries', SALARIES]);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('--lineups FILE is required');
  });

  it('draws the field with the options given: every drawn lineup stacked at a 100 % stack rate', () => {
    expect(
      simulate([...base('s.json'), '--field-stack-rate', '1', '--field-min-salary', '0.99']).status,
    ).toBe(0);
    const out = read('s.json');
    const players = new Map(out.model.players.map((p) => [p.id, p]));
    for (const lineup of out.field) {
      const members = lineup.players.map((p) => players.get(p.id)!);
      const qb = members.find((p) => p.position === 'QB')!;
      expect(members.some((p) => p !== qb && p.team === qb.team && /WR|TE/.test(p.position))).toBe(true);
    }
  });

  it('puts a given field first and draws the rest', () => {
    const first = read('a.json');
    writeFileSync(path.join(dir, 'field.json'), JSON.stringify(first.field.slice(0, 10)));
    expect(simulate([...base('f.json'), '--field', 'field.json']).status).toBe(0);
    const out = read('f.json');
    expect(out.field).toHaveLength(195);
    expect(out.field.slice(0, 10)).toEqual(first.field.slice(0, 10));
  });
});

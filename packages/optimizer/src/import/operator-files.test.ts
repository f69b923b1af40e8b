import { describe, expect, it } from 'vitest';
import { exportUploadCsv } from '../export/lineup-export';
import { getRuleSet } from '../rules/rule-set';
import { optimize } from '../solver/optimize';
import { hasFixtures, readFixture } from '../test-support/fixtures';
import { parseCsv } from './csv-parse';
import { importLineups } from './lineup-import';
import { importSalaries } from './salary-import';

const SALARY_FILES: [string, string, number, number][] = [
  // file, rule set, players, games
  ['dk_nfl_classic_2022wk11.csv', 'dk-nfl-classic', 563, 11],
  ['dk_nfl_showdown_2019-01-05_IND-HOU.csv', 'dk-nfl-single', 36, 1],
  ['dk_nba_classic_2018-12-03.csv', 'dk-nba-classic', 233, 7],
  ['dk_nba_showdown_2022-02-26_BOS-DET.csv', 'dk-nba-single', 45, 1],
  ['dk_mlb_classic_2020-09-24.csv', 'dk-mlb-classic', 678, 6],
  ['dk_mlb_showdown_2019-06-30_ATL-NYM.csv', 'dk-mlb-single', 127, 1],
  ['dk_nhl_classic_2022-02-08.csv', 'dk-nhl-classic', 820, 7],
  ['dk_nhl_showdown_2020-09-05_NYI-PHI.csv', 'dk-nhl-single', 84, 1],
  ['fd_nfl_classic_2018wk13.csv', 'fd-nfl-classic', 537, 13],
  ['fd_nba_classic_2018-12.csv', 'fd-nba-classic', 333, 10],
  ['fd_mlb_classic_2019-07-24.csv', 'fd-mlb-classic', 703, 8],
  ['fd_nhl_classic_2023-01.csv', 'fd-nhl-classic', 640, 7],
  ['fd_mlb_single_game_2022-08_NYY-SEA.csv', 'fd-mlb-single', 49, 1],
  ['dk_entries_nba_showdown_2022-02-26.csv', 'dk-nba-single', 45, 1],
  ['upload_template_dk-nfl-upload.csv', 'dk-nfl-classic', 355, 10],
  ['upload_template_dk-nfl-showdown-pids.csv', 'dk-nfl-single', 36, 1],
  ['upload_template_dk-nba-pids.csv', 'dk-nba-classic', 233, 7],
  ['upload_template_dk-nhl-pids.csv', 'dk-nhl-classic', 569, 8],
  ['upload_template_dk-mlb-showdown-pids.csv', 'dk-mlb-single', 127, 1],
  ['upload_template_fd-nba-pids.csv', 'fd-nba-classic', 333, 10],
];

const TEMPLATES: [string, string][] = [
  ['upload_template_dk-nfl-upload.csv', 'dk-nfl-classic'],
  ['upload_template_dk-nfl-showdown-pids.csv', 'dk-nfl-single'],
  ['upload_template_dk-nba-pids.csv', 'dk-nba-classic'],
  ['upload_template_dk-nhl-pids.csv', 'dk-nhl-classic'],
  ['upload_template_dk-mlb-showdown-pids.csv', 'dk-mlb-single'],
  ['upload_template_fd-nba-pids.csv', 'fd-nba-classic'],
];

describe.skipIf(!hasFixtures)('real operator files', () => {
  it.each(SALARY_FILES)(
    '%s imports as %s with the right counts, slots and cap',
    (file, ruleSetId, count, games) => {
      const { slate, issues } = importSalaries(readFixture(file), file);
      expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
      expect(slate?.ruleSetId).toBe(ruleSetId);
      expect(slate?.players.length).toBe(count);
      expect(slate?.games.length).toBe(games);
      const rules = getRuleSet(slate!.site, slate!.sport, slate!.gameType);
      expect(rules.salaryCap).toBe(
        slate!.site === 'dk'
          ? 50_000
          : slate!.sport === 'mlb'
            ? 35_000
            : slate!.sport === 'nhl' && slate!.gameType === 'classic'
              ? 55_000
              : 60_000,
      );
      for (const p of slate!.players) expect(p.rosterSlots.length, p.name).toBeGreaterThan(0);
    },
  );

  it.each(SALARY_FILES.filter(([, ruleSetId]) => /^dk-\w+-single$/.test(ruleSetId)))(
    '%s prices every DraftKings captain at 1.5 times the player',
    (file) => {
      const { slate } = importSalaries(readFixture(file), file);
      expect(slate?.site).toBe('dk');
      expect(slate?.gameType).toBe('single');
      const captains = slate!.players.filter((p) => p.kindIds?.CPT && p.kindIds.BASE);
      expect(captains.length).toBeGreaterThan(0);
      for (const p of captains) expect(p.kindSalaries?.CPT, p.name).toBe(Math.round(p.salary * 1.5));
    },
  );

  it('reads DraftKings positions, slots, game and start time', () => {
    const { slate } = importSalaries(readFixture('dk_nba_classic_2018-12-03.csv'), 'dk.csv');
    const davis = slate!.players.find((p) => p.name === 'Anthony Davis')!;
    expect(davis.positions).toEqual(['PF', 'C']);
    expect(davis.rosterSlots).toEqual(['PF', 'C', 'F', 'UTIL']);
    expect(davis.game).toBe('LAC@NO');
    expect(davis.opponent).toBe('LAC');
    expect(davis.startTime).toBe('2018-12-04T01:00:00.000Z');
    const { slate: sd } = importSalaries(readFixture('dk_nfl_showdown_2019-01-05_IND-HOU.csv'), 'sd.csv');
    const hopkins = sd!.players.find((p) => p.name === 'DeAndre Hopkins')!;
    expect(hopkins.kindIds).toEqual({ CPT: '11896030', BASE: hopkins.id });
    expect(hopkins.kindSalaries?.CPT).toBe(18_300);
    expect(hopkins.salary).toBe(12_200);
    expect(hopkins.rosterSlots).toEqual(['CPT', 'FLEX']);
  });

  it('reads FanDuel injuries and multiplier slots', () => {
    const { slate } = importSalaries(readFixture('fd_mlb_single_game_2022-08_NYY-SEA.csv'), 'fd.csv');
    const rizzo = slate!.players.find((p) => p.name === 'Anthony Rizzo')!;
    expect(rizzo.injury).toBe('DTD');
    expect(rizzo.injuryDetails).toBe('Back');
    expect(rizzo.rosterSlots).toEqual(['MVP', 'STAR', 'UTIL']);
  });

  it.each(TEMPLATES)('exports lineups to the %s header and re-imports them unchanged', (file, ruleSetId) => {
    const { slate } = importSalaries(readFixture(file), file);
    const [site, sport, gameType] = ruleSetId.split('-') as ['dk', 'nfl', 'classic'];
    const rules = getRuleSet(site, sport, gameType);
    const result = optimize({ rules, players: slate!.players, lineups: 5, settings: { minUnique: 2 } });
    expect(result.status).toBe('complete');
    const csv = exportUploadCsv(rules, result.lineups);
    const templateHeader = parseCsv(readFixture(file))[0]!
      .cells.slice(0, rules.slots.length + 2)
      .map((c) => c.trim());
    expect(parseCsv(csv)[0]!.cells).toEqual(templateHeader);
    const back = importLineups(csv, 'out.csv', rules, slate!.players);
    expect(back.issues).toEqual([]);
    expect(back.lineups.map((l) => l.slots.map((s) => `${s?.slot}:${s?.playerId}`))).toEqual(
      result.lineups.map((l) => l.slots.map((s) => `${s.slot}:${s.playerId}`)),
    );
  });

  it.each(SALARY_FILES.slice(0, 14))(
    '%s builds valid lineups that round-trip through the upload CSV',
    (file) => {
      const { slate } = importSalaries(readFixture(file), file);
      const rules = getRuleSet(slate!.site, slate!.sport, slate!.gameType);
      const result = optimize({ rules, players: slate!.players, lineups: 3 });
      expect(result.status).toBe('complete');
      for (const l of result.lineups) expect(l.salary).toBeLessThanOrEqual(rules.salaryCap);
      const back = importLineups(exportUploadCsv(rules, result.lineups), 'x.csv', rules, slate!.players);
      expect(back.lineups.map((l) => l.slots.map((s) => s?.playerId))).toEqual(
        result.lineups.map((l) => l.slots.map((s) => s.playerId)),
      );
    },
  );
});

describe('importer error reporting', () => {
  it('reports every unreadable row with line, column and reason', () => {
    const text = [
      'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame',
      'QB,A (1),A,1,QB,7000,KC@BUF 11/20/2022 01:00PM ET,KC,20',
      'QB,B (2),B,2,QB,lots,KC@BUF 11/20/2022 01:00PM ET,BUF,20',
      'WR,C (3),C,,WR/FLEX,5000,KC@BUF 11/20/2022 01:00PM ET,KC,10',
      'WR,D (4),D,4,WR/FLEX,5000,KC@BUF 11/20/2022 01:00PM ET,KC,n/a',
      'WR,E (1),E,1,WR/FLEX,5000,KC@BUF 11/20/2022 01:00PM ET,KC,3',
    ].join('\n');
    const { slate, issues } = importSalaries(text, 'bad.csv');
    expect(slate?.players.map((p) => p.id)).toEqual(['1', '4']);
    expect(issues).toEqual([
      {
        file: 'bad.csv',
        line: 3,
        column: 'Salary (F)',
        reason: 'Salary "lots" is not a number.',
        severity: 'error',
      },
      { file: 'bad.csv', line: 4, column: 'ID (D)', reason: 'Player id is empty.', severity: 'error' },
      {
        file: 'bad.csv',
        line: 5,
        column: 'AvgPointsPerGame (I)',
        reason: 'Average points "n/a" is not a number; using 0.',
        severity: 'warning',
      },
      {
        file: 'bad.csv',
        line: 6,
        column: 'ID (D)',
        reason: 'Duplicate player id 1 (first on line 2).',
        severity: 'error',
      },
    ]);
  });

  it('refuses a file without a known header', () => {
    const { slate, issues } = importSalaries('a,b\n1,2\n', 'x.csv');
    expect(slate).toBeNull();
    expect(issues[0]?.reason).toMatch(/header/);
  });
});

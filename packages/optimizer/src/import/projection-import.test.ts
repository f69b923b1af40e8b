import { describe, expect, it } from 'vitest';
import { importProjections } from './projection-import';
import { importSalaries } from './salary-import';

const SALARIES = [
  'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame',
  'QB,Pat Mahomes II (1),Pat Mahomes II,1,QB,8000,KC@BUF 11/20/2022 01:00PM ET,KC,25',
  'QB,Josh Allen (2),Josh Allen,2,QB,8200,KC@BUF 11/20/2022 01:00PM ET,BUF,24',
  'WR,Josh Allen (3),Josh Allen,3,WR/FLEX,3000,DAL@NYG 11/20/2022 01:00PM ET,DAL,4',
].join('\n');

describe('projection import', () => {
  const players = importSalaries(SALARIES, 'dk.csv').slate!.players;

  it('matches by id or by name and team, reads percents, and reports what it cannot match', () => {
    const text = [
      'Name,Team,ID,Projection,Min Exposure,Max Exposure,Ownership,Floor,Ceiling',
      ',,2,30.5,,60%,12,20,40',
      'Patrick Mahomes,KC,,28,,,,,',
      'pat mahomes ii,KC,,27,0.2,0.5,0.3,,',
      'Josh Allen,,,,,,,,',
      'Nobody,NYJ,,10,,,,,',
      'Josh Allen,DAL,,x,,,,,',
    ].join('\n');
    const res = importProjections(text, 'proj.csv', players);
    expect(
      res.rows.map((r) => [r.playerId, r.projection, r.minExposure, r.maxExposure, r.ownership]),
    ).toEqual([
      ['2', 30.5, null, 0.6, 0.12],
      ['1', 27, 0.2, 0.5, 0.3],
    ]);
    expect(res.issues.map((i) => [i.line, i.reason])).toEqual([
      [3, 'No slate player matches "Patrick Mahomes".'],
      [5, '"Josh Allen" matches 2 players; add a team or id column.'],
      [6, 'No slate player matches "Nobody".'],
      [7, '"x" is not a number.'],
    ]);
    const allen = res.players.find((p) => p.id === '2')!;
    expect([allen.projection, allen.floor, allen.ceiling, allen.maxExposure]).toEqual([30.5, 20, 40, 0.6]);
    expect(res.players.find((p) => p.id === '3')!.projection).toBe(4);
  });
});

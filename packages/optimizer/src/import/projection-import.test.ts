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
      'pat mahomes ii,KC,,27,0.2,50,30,,',
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

  it('reads a share column as percents when any cell has a % sign or is above 1, so 1 among 12 is 1 %', () => {
    const text = ['ID,Ownership,Max Exposure', '1,12,0.5', '2,1,1', '3,0.5,0.25'].join('\n');
    const res = importProjections(text, 'proj.csv', players);
    expect(res.issues).toEqual([]);
    // Ownership in percents (12 is above 1): 1 is 1 % and 0.5 is 0.5 %, not 100 % and 50 %.
    // Max exposure in fractions (no cell above 1): 1 is every lineup.
    expect(res.rows.map((r) => [r.playerId, r.ownership, r.maxExposure])).toEqual([
      ['1', 0.12, 0.5],
      ['2', 0.01, 1],
      ['3', 0.005, 0.25],
    ]);
    const signed = importProjections('ID,Ownership\n1,0.5%\n2,1', 'proj.csv', players);
    expect(signed.rows.map((r) => r.ownership)).toEqual([0.005, 0.01]);
    const fractions = importProjections('ID,Ownership\n1,0.12\n2,1', 'proj.csv', players);
    expect(fractions.rows.map((r) => r.ownership)).toEqual([0.12, 1]);
  });

  it('reads Confirmed (yes/no, true/false, 1/0, Y/N) and Order columns, and refuses bad cells', () => {
    const text = ['ID,Confirmed,Batting Order', '1,Y,3', '2,false,', '3,maybe,2', '3,1,10'].join('\n');
    const res = importProjections(text, 'proj.csv', players);
    expect(res.players.map((p) => [p.confirmed ?? null, p.battingOrder ?? null])).toEqual([
      [true, 3],
      [false, null],
      [null, null],
    ]);
    expect(res.issues.map((i) => [i.line, i.column, i.reason])).toEqual([
      [4, 'Confirmed (B)', '"maybe" is not yes or no (yes/no, true/false, 1/0, Y/N).'],
      [5, 'Batting Order (C)', '"10" is not a batting order spot from 1 to 9.'],
    ]);
    const order = importProjections('Name,Team,Order\nJosh Allen,BUF,1', 'p.csv', players);
    expect(order.players.find((p) => p.id === '2')?.battingOrder).toBe(1);
  });

  it('reads a StdDev column for the contest simulator and refuses a negative one', () => {
    const text = ['ID,Projection,StdDev', '1,25,8.5', '2,24,-1', '3,4,0'].join('\n');
    const res = importProjections(text, 'proj.csv', players);
    expect(res.players.map((p) => p.stdDev ?? null)).toEqual([8.5, null, 0]);
    expect(res.issues.map((i) => [i.line, i.reason])).toEqual([
      [3, '"-1" is negative; a standard deviation is 0 or more.'],
    ]);
  });
});

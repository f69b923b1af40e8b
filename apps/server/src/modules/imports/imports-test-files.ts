// Operator files this project writes itself for its tests, in the operators' formats.

const DK_HEADER = 'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame';

/** Players of the small DraftKings NBA classic file: position, name, id, team, salary. */
export const SMALL_DK_NBA: [string, string, string, string, number][] = [
  ['PG', 'Alan Carter', '101', 'BOS', 9000],
  ['SG', 'Ben Doyle', '102', 'BOS', 7000],
  ['SF', 'Carl Evans', '103', 'NYK', 6000],
  ['PF', 'Dan Fox', '104', 'NYK', 5000],
  ['C', 'Dan Fox', '105', 'BOS', 4000],
];

/** A DraftKings NBA classic salary file of SMALL_DK_NBA, one game in 2030, 20 average points each. */
export function smallDkNbaSalaryCsv(): string {
  return [
    DK_HEADER,
    ...SMALL_DK_NBA.map(
      ([pos, name, id, team, salary]) =>
        `${pos},${name} (${id}),${name},${id},${pos}/UTIL,${salary},NYK@BOS 12/03/2030 07:30PM ET,${team},20`,
    ),
  ].join('\n');
}

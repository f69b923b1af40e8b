// Operator files this project writes itself for its tests, in the operators' formats.

const DK_HEADER = 'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame';

/** Players of the small DraftKings NBA classic file (one lineup's worth): position, name, id, team, salary. */
export const SMALL_DK_NBA: [string, string, string, string, number, string?][] = [
  ['PG', 'Alan Carter', '101', 'BOS', 9000],
  ['SG', 'Ben Doyle', '102', 'BOS', 7000],
  ['SF', 'Carl Evans', '103', 'NYK', 6000],
  ['PF', 'Dan Fox', '104', 'NYK', 5000],
  ['C', 'Dan Fox', '105', 'BOS', 4000],
  // Enough players for one lineup (G, F and UTIL too, and a second game, as DraftKings requires):
  // a file that cannot fill one is refused.
  ['PG', 'Eli Grant', '106', 'MIA', 3500, 'CHI@MIA'],
  ['SF', 'Finn Hale', '107', 'CHI', 3400, 'CHI@MIA'],
  ['C', 'Gus Irwin', '108', 'MIA', 3300, 'CHI@MIA'],
];

/** A DraftKings NBA classic salary file of SMALL_DK_NBA, two games in 2030, 20 average points each. */
export function smallDkNbaSalaryCsv(): string {
  return [
    DK_HEADER,
    ...SMALL_DK_NBA.map(
      ([pos, name, id, team, salary, game = 'NYK@BOS']) =>
        `${pos},${name} (${id}),${name},${id},${pos}/UTIL,${salary},${game} 12/03/2030 07:30PM ET,${team},20`,
    ),
  ].join('\n');
}

const TEAMS = ['ATL', 'BOS', 'BKN', 'CHA', 'CHI', 'CLE', 'DAL', 'DEN', 'DET', 'GSW', 'HOU', 'IND'];
const POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C'];

/**
 * A large DraftKings NBA classic salary file: `rows` players (ids 500000 and up) over six games in
 * 2030, about 110 bytes a row (8,000 rows make the 880 kB of a large admin import).
 */
export function largeDkNbaSalaryCsv(rows: number): string {
  const lines = [DK_HEADER];
  for (let i = 0; i < rows; i++) {
    const team = TEAMS[i % TEAMS.length]!;
    const game = Math.floor((i % TEAMS.length) / 2);
    const home = TEAMS[game * 2 + 1]!;
    const away = TEAMS[game * 2]!;
    const pos = POSITIONS[i % POSITIONS.length]!;
    const id = String(500_000 + i);
    const name = `Gen Player${String(i).padStart(5, '0')} Jr`;
    const salary = 3000 + ((i * 37) % 70) * 100;
    lines.push(
      `${pos},${name} (${id}),${name},${id},${pos}/UTIL,${salary},${away}@${home} 12/03/2030 07:30PM ET,${team},${(i % 50) + 0.5}`,
    );
  }
  return lines.join('\n');
}

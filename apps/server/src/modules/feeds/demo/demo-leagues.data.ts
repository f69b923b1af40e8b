import type { TSportCode } from '@dfs/contracts';

/** A team as the demo provider knows it: abbreviation, city, nickname, conference, division. */
export type TDemoTeam = [abbr: string, city: string, name: string, conference: string, division: string];

/** Every team of each league, with the real names and abbreviations. */
export const DEMO_TEAMS: Record<TSportCode, TDemoTeam[]> = {
  nba: [
    ['ATL', 'Atlanta', 'Hawks', 'East', 'Southeast'],
    ['BOS', 'Boston', 'Celtics', 'East', 'Atlantic'],
    ['BKN', 'Brooklyn', 'Nets', 'East', 'Atlantic'],
    ['CHA', 'Charlotte', 'Hornets', 'East', 'Southeast'],
    ['CHI', 'Chicago', 'Bulls', 'East', 'Central'],
    ['CLE', 'Cleveland', 'Cavaliers', 'East', 'Central'],
    ['DAL', 'Dallas', 'Mavericks', 'West', 'Southwest'],
    ['DEN', 'Denver', 'Nuggets', 'West', 'Northwest'],
    ['DET', 'Detroit', 'Pistons', 'East', 'Central'],
    ['GSW', 'Golden State', 'Warriors', 'West', 'Pacific'],
    ['HOU', 'Houston', 'Rockets', 'West', 'Southwest'],
    ['IND', 'Indiana', 'Pacers', 'East', 'Central'],
    ['LAC', 'LA', 'Clippers', 'West', 'Pacific'],
    ['LAL', 'Los Angeles', 'Lakers', 'West', 'Pacific'],
    ['MEM', 'Memphis', 'Grizzlies', 'West', 'Southwest'],
    ['MIA', 'Miami', 'Heat', 'East', 'Southeast'],
    ['MIL', 'Milwaukee', 'Bucks', 'East', 'Central'],
    ['MIN', 'Minnesota', 'Timberwolves', 'West', 'Northwest'],
    ['NOP', 'New Orleans', 'Pelicans', 'West', 'Southwest'],
    ['NYK', 'New York', 'Knicks', 'East', 'Atlantic'],
    ['OKC', 'Oklahoma City', 'Thunder', 'West', 'Northwest'],
    ['ORL', 'Orlando', 'Magic', 'East', 'Southeast'],
    ['PHI', 'Philadelphia', '76ers', 'East', 'Atlantic'],
    ['PHX', 'Phoenix', 'Suns', 'West', 'Pacific'],
    ['POR', 'Portland', 'Trail Blazers', 'West', 'Northwest'],
    ['SAC', 'Sacramento', 'Kings', 'West', 'Pacific'],
    ['SAS', 'San Antonio', 'Spurs', 'West', 'Southwest'],
    ['TOR', 'Toronto', 'Raptors', 'East', 'Atlantic'],
    ['UTA', 'Utah', 'Jazz', 'West', 'Northwest'],
    ['WAS', 'Washington', 'Wizards', 'East', 'Southeast'],
  ],
  mlb: [
    ['ARI', 'Arizona', 'Diamondbacks', 'NL', 'West'],
    ['ATL', 'Atlanta', 'Braves', 'NL', 'East'],
    ['BAL', 'Baltimore', 'Orioles', 'AL', 'East'],
    ['BOS', 'Boston', 'Red Sox', 'AL', 'East'],
    ['CHC', 'Chicago', 'Cubs', 'NL', 'Central'],
    ['CWS', 'Chicago', 'White Sox', 'AL', 'Central'],
    ['CIN', 'Cincinnati', 'Reds', 'NL', 'Central'],
    ['CLE', 'Cleveland', 'Guardians', 'AL', 'Central'],
    ['COL', 'Colorado', 'Rockies', 'NL', 'West'],
    ['DET', 'Detroit', 'Tigers', 'AL', 'Central'],
    ['HOU', 'Houston', 'Astros', 'AL', 'West'],
    ['KC', 'Kansas City', 'Royals', 'AL', 'Central'],
    ['LAA', 'Los Angeles', 'Angels', 'AL', 'West'],
    ['LAD', 'Los Angeles', 'Dodgers', 'NL', 'West'],
    ['MIA', 'Miami', 'Marlins', 'NL', 'East'],
    ['MIL', 'Milwaukee', 'Brewers', 'NL', 'Central'],
    ['MIN', 'Minnesota', 'Twins', 'AL', 'Central'],
    ['NYM', 'New York', 'Mets', 'NL', 'East'],
    ['NYY', 'New York', 'Yankees', 'AL', 'East'],
    ['ATH', 'Sacramento', 'Athletics', 'AL', 'West'],
    ['PHI', 'Philadelphia', 'Phillies', 'NL', 'East'],
    ['PIT', 'Pittsburgh', 'Pirates', 'NL', 'Central'],
    ['SD', 'San Diego', 'Padres', 'NL', 'West'],
    ['SF', 'San Francisco', 'Giants', 'NL', 'West'],
    ['SEA', 'Seattle', 'Mariners', 'AL', 'West'],
    ['STL', 'St. Louis', 'Cardinals', 'NL', 'Central'],
    ['TB', 'Tampa Bay', 'Rays', 'AL', 'East'],
    ['TEX', 'Texas', 'Rangers', 'AL', 'West'],
    ['TOR', 'Toronto', 'Blue Jays', 'AL', 'East'],
    ['WSH', 'Washington', 'Nationals', 'NL', 'East'],
  ],
  nhl: [
    ['ANA', 'Anaheim', 'Ducks', 'Western', 'Pacific'],
    ['BOS', 'Boston', 'Bruins', 'Eastern', 'Atlantic'],
    ['BUF', 'Buffalo', 'Sabres', 'Eastern', 'Atlantic'],
    ['CGY', 'Calgary', 'Flames', 'Western', 'Pacific'],
    ['CAR', 'Carolina', 'Hurricanes', 'Eastern', 'Metropolitan'],
    ['CHI', 'Chicago', 'Blackhawks', 'Western', 'Central'],
    ['COL', 'Colorado', 'Avalanche', 'Western', 'Central'],
    ['CBJ', 'Columbus', 'Blue Jackets', 'Eastern', 'Metropolitan'],
    ['DAL', 'Dallas', 'Stars', 'Western', 'Central'],
    ['DET', 'Detroit', 'Red Wings', 'Eastern', 'Atlantic'],
    ['EDM', 'Edmonton', 'Oilers', 'Western', 'Pacific'],
    ['FLA', 'Florida', 'Panthers', 'Eastern', 'Atlantic'],
    ['LAK', 'Los Angeles', 'Kings', 'Western', 'Pacific'],
    ['MIN', 'Minnesota', 'Wild', 'Western', 'Central'],
    ['MTL', 'Montreal', 'Canadiens', 'Eastern', 'Atlantic'],
    ['NSH', 'Nashville', 'Predators', 'Western', 'Central'],
    ['NJD', 'New Jersey', 'Devils', 'Eastern', 'Metropolitan'],
    ['NYI', 'New York', 'Islanders', 'Eastern', 'Metropolitan'],
    ['NYR', 'New York', 'Rangers', 'Eastern', 'Metropolitan'],
    ['OTT', 'Ottawa', 'Senators', 'Eastern', 'Atlantic'],
    ['PHI', 'Philadelphia', 'Flyers', 'Eastern', 'Metropolitan'],
    ['PIT', 'Pittsburgh', 'Penguins', 'Eastern', 'Metropolitan'],
    ['SJS', 'San Jose', 'Sharks', 'Western', 'Pacific'],
    ['SEA', 'Seattle', 'Kraken', 'Western', 'Pacific'],
    ['STL', 'St. Louis', 'Blues', 'Western', 'Central'],
    ['TBL', 'Tampa Bay', 'Lightning', 'Eastern', 'Atlantic'],
    ['TOR', 'Toronto', 'Maple Leafs', 'Eastern', 'Atlantic'],
    ['UTA', 'Utah', 'Mammoth', 'Western', 'Central'],
    ['VAN', 'Vancouver', 'Canucks', 'Western', 'Pacific'],
    ['VGK', 'Vegas', 'Golden Knights', 'Western', 'Pacific'],
    ['WSH', 'Washington', 'Capitals', 'Eastern', 'Metropolitan'],
    ['WPG', 'Winnipeg', 'Jets', 'Western', 'Central'],
  ],
  nfl: [
    ['ARI', 'Arizona', 'Cardinals', 'NFC', 'West'],
    ['ATL', 'Atlanta', 'Falcons', 'NFC', 'South'],
    ['BAL', 'Baltimore', 'Ravens', 'AFC', 'North'],
    ['BUF', 'Buffalo', 'Bills', 'AFC', 'East'],
    ['CAR', 'Carolina', 'Panthers', 'NFC', 'South'],
    ['CHI', 'Chicago', 'Bears', 'NFC', 'North'],
    ['CIN', 'Cincinnati', 'Bengals', 'AFC', 'North'],
    ['CLE', 'Cleveland', 'Browns', 'AFC', 'North'],
    ['DAL', 'Dallas', 'Cowboys', 'NFC', 'East'],
    ['DEN', 'Denver', 'Broncos', 'AFC', 'West'],
    ['DET', 'Detroit', 'Lions', 'NFC', 'North'],
    ['GB', 'Green Bay', 'Packers', 'NFC', 'North'],
    ['HOU', 'Houston', 'Texans', 'AFC', 'South'],
    ['IND', 'Indianapolis', 'Colts', 'AFC', 'South'],
    ['JAX', 'Jacksonville', 'Jaguars', 'AFC', 'South'],
    ['KC', 'Kansas City', 'Chiefs', 'AFC', 'West'],
    ['LV', 'Las Vegas', 'Raiders', 'AFC', 'West'],
    ['LAC', 'Los Angeles', 'Chargers', 'AFC', 'West'],
    ['LAR', 'Los Angeles', 'Rams', 'NFC', 'West'],
    ['MIA', 'Miami', 'Dolphins', 'AFC', 'East'],
    ['MIN', 'Minnesota', 'Vikings', 'NFC', 'North'],
    ['NE', 'New England', 'Patriots', 'AFC', 'East'],
    ['NO', 'New Orleans', 'Saints', 'NFC', 'South'],
    ['NYG', 'New York', 'Giants', 'NFC', 'East'],
    ['NYJ', 'New York', 'Jets', 'AFC', 'East'],
    ['PHI', 'Philadelphia', 'Eagles', 'NFC', 'East'],
    ['PIT', 'Pittsburgh', 'Steelers', 'AFC', 'North'],
    ['SF', 'San Francisco', '49ers', 'NFC', 'West'],
    ['SEA', 'Seattle', 'Seahawks', 'NFC', 'West'],
    ['TB', 'Tampa Bay', 'Buccaneers', 'NFC', 'South'],
    ['TEN', 'Tennessee', 'Titans', 'AFC', 'South'],
    ['WAS', 'Washington', 'Commanders', 'NFC', 'East'],
  ],
};

/**
 * Roster of one team by position, in real proportions. `dk` / `fd` are each operator's code for
 * the position; dual-eligible players get a second code in the generator.
 */
export const ROSTER_TEMPLATE: Record<TSportCode, { position: string; count: number; starters: number }[]> = {
  nba: [
    { position: 'PG', count: 3, starters: 1 },
    { position: 'SG', count: 3, starters: 1 },
    { position: 'SF', count: 3, starters: 1 },
    { position: 'PF', count: 3, starters: 1 },
    { position: 'C', count: 2, starters: 1 },
  ],
  mlb: [
    { position: 'SP', count: 5, starters: 1 },
    { position: 'RP', count: 6, starters: 0 },
    { position: 'C', count: 2, starters: 1 },
    { position: '1B', count: 2, starters: 1 },
    { position: '2B', count: 2, starters: 1 },
    { position: '3B', count: 2, starters: 1 },
    { position: 'SS', count: 2, starters: 1 },
    { position: 'OF', count: 5, starters: 3 },
  ],
  nhl: [
    { position: 'C', count: 5, starters: 4 },
    { position: 'LW', count: 5, starters: 4 },
    { position: 'RW', count: 5, starters: 4 },
    { position: 'D', count: 7, starters: 6 },
    { position: 'G', count: 2, starters: 1 },
  ],
  nfl: [
    { position: 'QB', count: 3, starters: 1 },
    { position: 'RB', count: 5, starters: 2 },
    { position: 'WR', count: 7, starters: 3 },
    { position: 'TE', count: 4, starters: 1 },
    { position: 'DST', count: 1, starters: 1 },
  ],
};

/** Operator salary range per position group `[min, max]`, read off real salary files. */
export const SALARY_RANGES: Record<
  'draftkings' | 'fanduel',
  Record<TSportCode, Record<string, [number, number]>>
> = {
  draftkings: {
    nba: { default: [3000, 11500] },
    mlb: { default: [2000, 6200], SP: [4500, 11000], RP: [4000, 6500] },
    nhl: { default: [2500, 9600], D: [2500, 7200], G: [6500, 8500] },
    nfl: { QB: [4000, 8500], RB: [4000, 9000], WR: [3000, 9200], TE: [2500, 7000], DST: [2200, 4000] },
  },
  fanduel: {
    nba: { default: [3500, 12800] },
    mlb: { default: [2000, 4900], SP: [5500, 12000], RP: [5500, 7000] },
    nhl: { default: [3000, 10100], D: [3500, 7700], G: [6500, 8600] },
    nfl: { QB: [6000, 9500], RB: [4500, 9800], WR: [4500, 9000], TE: [4000, 7800], DST: [3000, 4800] },
  },
};

/** Single-game salary ranges (DraftKings Showdown FLEX/UTIL price; the captain costs 1.5x). */
export const SINGLE_SALARY_RANGES: Record<'draftkings' | 'fanduel', [number, number]> = {
  draftkings: [1000, 12000],
  fanduel: [4000, 15000],
};

const FIRST =
  `James John Robert Michael William David Richard Joseph Thomas Charles Chris Daniel Matthew Anthony Mark
Donald Steven Paul Andrew Josh Kevin Brian George Tim Ronald Jason Ryan Jacob Gary Nick Eric Jonathan Stephen Larry Justin
Scott Brandon Ben Samuel Greg Alex Frank Patrick Ray Jack Dennis Jerry Tyler Aaron Jose Adam Nathan Henry Zach Kyle
Jeremy Ethan Noah Caleb Logan Mason Lucas Owen Isaac Jalen Marcus Devin Malik Tre Darius Andre Luis Carlos Miguel Mateo
Trevor Cole Evan Cody Blake Derek Dylan Grant Hunter Ian Jordan Kobe Lance Miles Nolan Parker Quinn Reid Seth Trey Wade`
    .split(/\s+/)
    .filter(Boolean);
const LAST =
  `Smith Johnson Williams Brown Jones Miller Davis Garcia Rodriguez Wilson Martinez Anderson Taylor Thomas Hernandez
Moore Martin Jackson Thompson White Lopez Lee Gonzalez Harris Clark Lewis Robinson Walker Perez Hall Young Allen Sanchez
Wright King Scott Green Baker Adams Nelson Hill Ramirez Campbell Mitchell Roberts Carter Phillips Evans Turner Torres
Parker Collins Edwards Stewart Flores Morris Nguyen Murphy Rivera Cook Rogers Morgan Peterson Cooper Reed Bailey Bell
Gomez Kelly Howard Ward Cox Diaz Richardson Wood Watson Brooks Bennett Gray James Reyes Cruz Hughes Price Myers Long
Foster Sanders Ross Morales Powell Sullivan Russell Ortiz Jenkins Gutierrez Perry Butler Barnes Fisher Henderson Coleman
Simmons Patterson Jordan Reynolds Hamilton Graham Kim Gonzales Alexander Ramos Wallace Griffin West Cole Hayes Chavez
Gibson Bryant Ellis Stevens Murray Ford Marshall Owens McDonald Harrison Ruiz Kennedy Wells Alvarez Woods Mendoza Castillo
Olson Webb Washington Tucker Freeman Burns Henry Vasquez Snyder Simpson Crawford Jimenez Porter Mason Shaw Gordon Wagner
Hunter Romero Hicks Dixon Hunt Palmer Robertson Black Holmes Stone Meyer Boyd Mills Warren Fox Rose Rice Moreno Schmidt`
    .split(/\s+/)
    .filter(Boolean);

/** First and last names the generator combines; the product never shows real players' names. */
export const NAMES = { first: FIRST, last: LAST };

import type { TSportCode } from '@dfs/contracts';
import type { TNewsRow } from '../providers.types';
import { demoLeague, type TLeaguePlayer } from './demo-league';
import { createRandom } from './demo-random';
import { injuriesOn } from './demo-insights';
import { DEMO_PROVIDER } from './demo-slates';

/** A news item's headline, body and analysis. */
type TStory = [string, string, string];
type TTemplate = (p: TLeaguePlayer, team: string) => TStory;

// News text per kind of subject: a team defence is a unit ("the Bears defense ... it"), a goalie
// starts or sits, a pitcher takes the ball; everyone else is a player with a role.
const PLAYER: TTemplate[] = [
  (p) => [
    `${p.name} logs full practice`,
    `${p.name} was a full participant and carries no designation.`,
    'His role looks secure; keep him in lineups at his usual exposure.',
  ],
  (p, team) => [
    `${p.name} leads team in usage`,
    `${p.name} has led the ${team} in usage over the last five games.`,
    'The volume makes him a strong value at his salary.',
  ],
  (p) => [
    `${p.name} moves up the depth chart`,
    `${p.name} is expected to see more work after a lineup change.`,
    'A cheap source of points until the price catches up.',
  ],
  (p) => [
    `${p.name} struggles in loss`,
    `${p.name} was held in check in his last outing.`,
    'One quiet game does not change his outlook; a buy-low spot in tournaments.',
  ],
  (p) => [
    `${p.name} posts season high`,
    `${p.name} set a season high in his last game.`,
    'Expect his salary to rise; his projection already reflects the role.',
  ],
];

const DEFENSE: TTemplate[] = [
  (p) => [
    `${p.name} defense piles up sacks`,
    `The ${p.name} pass rush has taken the quarterback down at least three times in each of its last two games.`,
    'Pressure makes turnovers: a defense worth its salary against a shaky offensive line.',
  ],
  (p) => [
    `${p.name} secondary gets healthy`,
    `The ${p.name} expect both starting cornerbacks back on the field this week.`,
    'A full secondary lifts the unit; it is a streaming option against pass-heavy teams.',
  ],
  (p) => [
    `${p.name} defense faces a backup quarterback`,
    `The ${p.name} draw an offense starting its backup quarterback this week.`,
    'Backups throw interceptions and take sacks: the defense rises in the week’s rankings.',
  ],
  (p) => [
    `${p.name} defense gives up a season high`,
    `The ${p.name} allowed their most points of the season in their last game.`,
    'One bad week of a good unit: fade it in cash games, keep it in tournaments at low ownership.',
  ],
];

const GOALIE: TTemplate[] = [
  (p) => [
    `${p.name} expected to start`,
    `${p.name} led the team off the ice at the morning skate, the usual sign of the starter.`,
    'A start at home against a low-scoring team: a fine goalie play for cash games.',
  ],
  (p) => [
    `${p.name} stops 35 in win`,
    `${p.name} made 35 saves in his last start and has won three straight.`,
    'Save volume and wins carry goalie scoring; he stays in lineups while the run lasts.',
  ],
  (p) => [
    `${p.name} pulled after four goals`,
    `${p.name} was replaced in the second period of his last start.`,
    'The coach has not named the next starter; wait for the morning skate before playing him.',
  ],
];

const PITCHER: TTemplate[] = [
  (p) => [
    `${p.name} lined up for the weekend`,
    `${p.name} threw his bullpen session and is on schedule for his next start.`,
    'On turn and healthy: his strikeout rate makes him a tournament option.',
  ],
  (p) => [
    `${p.name} strikes out nine`,
    `${p.name} struck out nine over six innings in his last start.`,
    'The strikeouts are real; expect his salary to climb.',
  ],
  (p) => [
    `${p.name} limited to 80 pitches`,
    `${p.name} will be held to about 80 pitches in his next start.`,
    'Fewer innings cap his points: a fade in cash games.',
  ],
];

// Out of season there are no games to write about: the winter's news.
const OFFSEASON: TTemplate[] = [
  (p, team) => [
    `${p.name} agrees to extension`,
    `${p.name} and the ${team} agreed on a contract extension.`,
    'His role next season looks settled; a safe pick in early drafts.',
  ],
  (p) => [
    `${p.name} reworks his off-season program`,
    `${p.name} is training with a new coach this off-season.`,
    'Worth watching in camp; no change to his outlook yet.',
  ],
  (p) => [
    `${p.name} cleared after surgery`,
    `${p.name} has been cleared to resume full workouts.`,
    'He should be ready for the opener; his draft price may lag behind.',
  ],
];
const OFFSEASON_UNIT: TTemplate[] = [
  (p) => [
    `${p.name} rebuild their defense`,
    `The ${p.name} added two starters to their defense in free agency.`,
    'A deeper unit for next season: a late-round defense worth a look.',
  ],
];

function templatesOf(p: TLeaguePlayer, offSeason: boolean): TTemplate[] {
  if (offSeason) return p.position === 'DST' ? OFFSEASON_UNIT : OFFSEASON;
  if (p.position === 'DST') return DEFENSE;
  if (p.sport === 'nhl' && p.position === 'G') return GOALIE;
  if (p.sport === 'mlb' && (p.position === 'SP' || p.position === 'RP')) return PITCHER;
  return PLAYER;
}

/** Days since 1970-01-01 of a date, for the alternation of teams between days. */
const dayNumber = (date: string) => Math.round(new Date(`${date}T12:00:00Z`).getTime() / 86_400_000);

/**
 * News of a sport on the given dates: each day half the teams get a story (alternating, so every
 * team has one over any two days), a few teams a second, and one item per injury (up to eight);
 * out of season (`inSeason` false) the winter's news and no injury reports.
 * Items of a day are published from 8 AM to 7 PM Eastern; a later one is not out yet at `now`.
 */
export function newsOn(
  sport: TSportCode,
  dates: string[],
  now: Date,
  inSeason: (date: string) => boolean = () => true,
): TNewsRow[] {
  const league = demoLeague(sport);
  const names = new Map(league.teams.map((t) => [t.abbr, t.name]));
  const starters = (team: string) => (league.byTeam.get(team) ?? []).filter((p) => p.starter);
  const byId = new Map(league.players.map((p) => [p.id, p]));
  return dates.flatMap((date) => {
    const r = createRandom(`news:${sport}:${date}`);
    const order = createRandom(`news-teams:${sport}`).shuffle(league.teams.map((t) => t.abbr));
    const today = order.filter((_, i) => i % 2 === dayNumber(date) % 2);
    const extra = r.shuffle(order.filter((t) => !today.includes(t))).slice(0, 4);
    const teams = r.shuffle([...today, ...extra]);
    const items: TNewsRow[] = teams.map((team, i) => {
      const p = r.pick(starters(team));
      const [headline, body, analysis] = r.pick(templatesOf(p, !inSeason(date)))(p, names.get(team) ?? team);
      const minutes = Math.round((i * 11 * 60) / Math.max(1, teams.length));
      return {
        id: `${sport}:n:${date}:${i}`,
        sport,
        playerId: p.id,
        teamAbbr: team,
        headline,
        body,
        analysis,
        publishedAt: new Date(new Date(`${date}T13:00:00Z`).getTime() + minutes * 60_000),
        provider: DEMO_PROVIDER,
        fetchedAt: now,
      };
    });
    // Game-day injury reports only in season.
    const injured = (inSeason(date) ? injuriesOn(sport, date, now) : []).slice(0, 8).map((inj, i) => ({
      id: `${sport}:n:${date}:inj:${i}`,
      sport,
      playerId: inj.playerId,
      teamAbbr: inj.teamAbbr,
      headline: `${byId.get(inj.playerId)?.name ?? 'Player'} listed ${inj.status} (${inj.body.toLowerCase()})`,
      body: inj.detail,
      analysis: 'Check the status before lock; his backup gains value if he sits.',
      publishedAt: new Date(`${date}T15:30:00Z`),
      provider: DEMO_PROVIDER,
      fetchedAt: now,
    }));
    return [...items, ...injured].filter((n) => n.publishedAt.getTime() <= now.getTime());
  });
}

import Box from '@mui/material/Box';
import { PageState, newestTime } from '../../../shared/ui';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useGames, useInjuries, useLineups } from '../api/insights-api';
import { InsightPage } from '../components/insight-page';
import { LineupCard, cardGridSx } from '../components/lineup-card';

/** Daily lineups (NBA, MLB): starters per game with status, injuries inline, the game's line. */
export default function DailyLineupsPage() {
  const { sport } = useLayoutContext();
  const s = sport === 'mlb' ? 'mlb' : 'nba';
  const query = useLineups(s);
  const games = useGames(s);
  const injuries = useInjuries(s);
  const injuryOf = new Map(
    (injuries.data ?? []).flatMap((i) => (i.playerId ? [[i.playerId, i.status]] : [])),
  );
  const gameOf = new Map((games.data ?? []).map((g) => [g.id, g]));
  const lineups = query.data ?? [];
  return (
    <InsightPage
      title={`${s.toUpperCase()} Daily Lineups`}
      intro={
        s === 'mlb'
          ? 'Batting orders for today’s games: Confirmed once the team posts it, Expected before.'
          : 'Starting fives for today’s games: Confirmed once the team posts it, Expected before.'
      }
      updated={{
        at: newestTime(lineups.flatMap((l) => l.teams.map((t) => t.updatedAt))),
        provider: games.data?.[0]?.provider ?? 'demo',
      }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No lineups yet', reason: 'No game today or tomorrow has a projected lineup yet.' }}
      >
        {(d) => (
          <Box sx={cardGridSx}>
            {d.map((l) => (
              <LineupCard key={l.gameId} lineup={l} game={gameOf.get(l.gameId)} injuries={injuryOf} />
            ))}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}

import Box from '@mui/material/Box';
import { PageState, newestTime } from '../../../shared/ui';
import { useGoalies } from '../api/insights-api';
import { GoalieCard } from '../components/goalie-card';
import { InsightPage } from '../components/insight-page';
import { cardGridSx } from '../components/lineup-card';

/** NHL starting goalies per game, with their status and season numbers. */
export default function StartingGoaliesPage() {
  const query = useGoalies();
  const games = query.data ?? [];
  return (
    <InsightPage
      title="NHL Starting Goalies"
      intro="Who starts in goal tonight and tomorrow: Confirmed by the team, Likely from reports, or Unconfirmed."
      updated={{
        at: newestTime(games.flatMap((g) => g.goalies.map((x) => x.updatedAt))),
        provider: games[0]?.goalies[0]?.provider,
      }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: 'No games with goalies yet',
          reason: 'No NHL game today or tomorrow has a projected starter yet.',
        }}
      >
        {(d) => (
          <Box sx={cardGridSx}>
            {d.map((g) => (
              <GoalieCard key={g.gameId} game={g} />
            ))}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}

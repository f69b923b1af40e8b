import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageState, newestTime } from '../../../shared/ui';
import { useGames } from '../api/insights-api';
import { startsAt } from '../components/format';
import { InsightPage } from '../components/insight-page';
import { OddsTable } from '../components/odds-table';

/** NFL odds: moneyline, spread and total per book, open against current, the best line marked. */
export default function OddsPage() {
  const query = useGames('nfl');
  const games = (query.data ?? []).filter((g) => g.status !== 'final' && (g.odds?.length ?? 0) > 0);
  return (
    <InsightPage
      title="NFL Odds"
      intro="Lines at every book for the coming games. Best marks the best price of each column; Open is where the line started."
      updated={{
        at: newestTime(games.flatMap((g) => (g.odds ?? []).map((o) => o.updatedAt))),
        provider: games[0]?.provider,
      }}
    >
      <PageState
        query={query}
        isEmpty={() => games.length === 0}
        empty={{ title: 'No lines yet', reason: 'The books have not posted lines for the coming NFL games.' }}
      >
        {() => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {games.map((g) => (
              <Paper
                key={g.id}
                component="article"
                variant="outlined"
                aria-label={`${g.away} at ${g.home} odds`}
                sx={{ p: 1.5, minWidth: 0 }}
              >
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {g.away} @ {g.home}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {startsAt(g.startTime)}
                </Typography>
                <OddsTable game={g} />
              </Paper>
            ))}
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}

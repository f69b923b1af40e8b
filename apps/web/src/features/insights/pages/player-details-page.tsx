import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { planAllows } from '@dfs/contracts';
import { PageState, UpgradePrompt } from '../../../shared/ui';
import { Chart } from '../../../shared/ui/chart';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { usePlayerDetails, useSlatePlayers } from '../api/insights-api';
import { GameList } from '../components/game-list';
import { InsightPage, StatusChip } from '../components/insight-page';
import { TeamLink } from '../components/links';
import { NewsList } from '../components/news-list';
import { StatGrid } from '../components/stat-grid';

/** One player: bio, season stats, last games with a chart, news, next game, salary and projection. */
export default function PlayerDetailsPage() {
  const { sport, planType, operator, slates } = useLayoutContext();
  const playerId = useParams().playerId ?? '';
  const query = usePlayerDetails(sport, playerId);
  const slate = useSlatePlayers(sport, slates[0]?.id);
  const onSlate = slate.data?.players.find((p) => p.playerId === playerId);
  const d = query.data;
  return (
    <InsightPage
      title={d ? d.player.name : 'Player details'}
      intro={
        d
          ? `${d.player.Position} · ${d.player.team}${d.player.jersey ? ` · #${d.player.jersey}` : ''}`
          : undefined
      }
      updated={d ? { at: d.seasonStats.updatedAt, provider: d.news[0]?.provider ?? 'demo' } : undefined}
    >
      <PageState query={query}>
        {(p) => {
          const games = [...p.recentGames].reverse();
          return (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Bio and salary
                </Typography>
                <Typography variant="body2">
                  Team:{' '}
                  {p.player.teamId ? (
                    <TeamLink teamId={p.player.teamId}>{p.player.team}</TeamLink>
                  ) : (
                    p.player.team
                  )}
                </Typography>
                {p.injury ? (
                  <Typography variant="body2" component="div" sx={{ my: 0.5 }}>
                    Injury: <StatusChip status={p.injury.status} /> {p.injury.body}
                  </Typography>
                ) : null}
                <Typography variant="body2">
                  {operator === 'draftkings' ? 'DraftKings' : 'FanDuel'}:{' '}
                  {onSlate
                    ? `$${onSlate.salary.toLocaleString('en-US')} salary · ${onSlate.projection.toFixed(1)} pts projected`
                    : 'not on the current slate'}
                </Typography>
                <Typography variant="body2">
                  Operators: {Object.keys(p.player.operatorIds).join(', ') || 'none listed'}
                </Typography>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                  Next game
                </Typography>
                <GameList
                  games={p.nextGame ? [p.nextGame] : []}
                  empty="No game scheduled in the next week."
                />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Season: {p.seasonStats.games} games, {p.seasonStats.dkPointsAvg} DK /{' '}
                  {p.seasonStats.fdPointsAvg} FD pts a game
                </Typography>
                <StatGrid values={p.seasonStats.averages} label="Season averages" />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2, minWidth: 0, gridColumn: { md: '1 / -1' } }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Last {games.length} games
                </Typography>
                {games.length === 0 ? (
                  <Typography color="text.secondary">No games played this season yet.</Typography>
                ) : (
                  <Chart
                    label={`${p.player.name}: fantasy points in the last ${games.length} games`}
                    kind="bar"
                    xLabels={games.map((g) => `${g.date.slice(5)} ${g.home ? 'v' : '@'}${g.opponent}`)}
                    series={[
                      { label: 'DraftKings points', data: games.map((g) => g.dkPoints) },
                      { label: 'FanDuel points', data: games.map((g) => g.fdPoints) },
                    ]}
                    reference={{ value: p.seasonStats.dkPointsAvg, label: 'DK season avg' }}
                  />
                )}
              </Paper>
              <Box sx={{ gridColumn: { md: '1 / -1' } }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  News
                </Typography>
                {!planAllows(planType, 'news') ? (
                  <UpgradePrompt feature="news" title="Player news" compact />
                ) : p.news.length === 0 ? (
                  <Typography color="text.secondary">No news about this player yet.</Typography>
                ) : (
                  <NewsList items={p.news} />
                )}
              </Box>
            </Box>
          );
        }}
      </PageState>
    </InsightPage>
  );
}

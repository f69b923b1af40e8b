import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { planAllows, type TEndpointData } from '@dfs/contracts';
import { PageState, UpgradePrompt, newestTime } from '../../../shared/ui';
import { DataTable } from '../../../shared/ui/data-table';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useTeamProfile } from '../api/insights-api';
import { GameList } from '../components/game-list';
import { InsightPage, StatusChip } from '../components/insight-page';
import { PlayerLink } from '../components/links';
import { NewsList } from '../components/news-list';
import { oneDecimal } from '../components/format';
import { playerColumn } from '../components/player-column';

type TRosterRow = TEndpointData<'teamProfile'>['roster'][number];

const rosterColumns: GridColDef<TRosterRow>[] = [
  playerColumn(),
  { field: 'Position', headerName: 'Pos', width: 70 },
  { field: 'jersey', headerName: '#', type: 'number', width: 60 },
  {
    field: 'dkPointsAvg',
    headerName: 'DK pts (L10)',
    type: 'number',
    width: 110,
    valueFormatter: (v: number | null) => oneDecimal(v),
  },
  {
    field: 'injury',
    headerName: 'Injury',
    width: 130,
    renderCell: ({ value }) => (value ? <StatusChip status={String(value)} /> : null),
  },
];

/** A team's profile: roster by position with injuries, schedule and results, team news. */
export default function TeamProfilePage() {
  const { sport, planType } = useLayoutContext();
  const teamId = useParams().teamId ?? '';
  const query = useTeamProfile(sport, teamId);
  const team = query.data?.team;
  return (
    <InsightPage
      title={team ? `${team.city} ${team.name}` : 'Team profile'}
      intro={
        team
          ? `${team.abbr} · ${team.wins}-${team.losses}${team.division ? ` · ${team.division}` : ''}`
          : undefined
      }
      updated={query.data ? { at: newestTime([team?.updatedAt]), provider: team?.provider } : undefined}
    >
      <PageState query={query}>
        {(p) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <Box sx={{ minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
              <Typography variant="h6" component="h2">
                Roster
              </Typography>
              <DataTable
                label={`${p.team.abbr} roster`}
                rows={p.roster}
                columns={rosterColumns}
                getRowId={(r) => r.playerId ?? r.name}
                initialSort={[{ field: 'Position', sort: 'asc' }]}
                emptyText="No players on the roster feed yet."
              />
            </Box>
            <Box sx={{ minWidth: 0, display: 'grid', gap: 2, alignContent: 'start' }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Schedule and results
                </Typography>
                <GameList games={p.games} empty="No games in the last or next week." />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Injuries
                </Typography>
                {p.injuries.length === 0 ? (
                  <Typography color="text.secondary">No injuries reported for this team.</Typography>
                ) : (
                  p.injuries.map((i) => (
                    <Typography key={`${i.playerId}-${i.status}`} variant="body2" sx={{ mb: 0.5 }}>
                      <PlayerLink playerId={i.playerId}>{i.name}</PlayerLink> ({i.Position}): {i.status} –{' '}
                      {i.body}
                    </Typography>
                  ))
                )}
              </Paper>
              <Box>
                <Typography variant="h6" component="h2" gutterBottom>
                  Team news
                </Typography>
                {!planAllows(planType, 'news') ? (
                  <UpgradePrompt feature="news" title="Team news" compact />
                ) : p.news.length === 0 ? (
                  <Typography color="text.secondary">No news about this team yet.</Typography>
                ) : (
                  <NewsList items={p.news} dense />
                )}
              </Box>
            </Box>
          </Box>
        )}
      </PageState>
    </InsightPage>
  );
}

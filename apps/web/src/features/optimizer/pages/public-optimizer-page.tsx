import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TSportCode } from '@dfs/contracts';
import { apiMessage } from '../../../shared/api/api-client';
import { PageState } from '../../../shared/ui/page-state';
import { PublicPreview } from '../../../shared/ui/public-preview';
import { usePreviewBuild, usePreviewPlayers } from '../api/optimizer-api';
import { LineupResults } from '../components/lineup-results';
import { PlayerPoolTable, poolRows } from '../components/player-pool-table';
import { rulesOf } from '../hooks/lineup-files';

/** /nfl-optimizer and /nhl-optimizer: the optimizer on the demo slate, 3 lineups, no login. */
function PublicOptimizer({ sport }: { sport: TSportCode }) {
  const players = usePreviewPlayers(sport);
  const build = usePreviewBuild(sport);
  const label = sport.toUpperCase();
  const rows = useMemo(() => poolRows(players.data?.players ?? [], undefined), [players.data]);
  return (
    <PublicPreview
      title={`${label} lineup optimizer`}
      description={`Build 3 optimal DraftKings ${label} lineups on today's demo slate. Sign up to lock, exclude, stack and build up to 150.`}
      cta={{ what: 'lineups', shown: 3, total: 150 }}
    >
      <PageState query={players}>
        {(data) => {
          const rules = rulesOf(data.slate.operator, sport, data.slate.gameType);
          return (
            <>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => build.mutate()} disabled={build.isPending}>
                  {build.isPending ? 'Building…' : 'Build 3 lineups'}
                </Button>
                <span>{data.slate.name}</span>
              </Box>
              {build.error ? (
                <Alert severity="error">{apiMessage(build.error, 'Error please try again!!')}</Alert>
              ) : null}
              {build.data ? (
                <Box sx={{ mb: 2 }}>
                  <LineupResults rules={rules} lineups={build.data.data.allTeams} players={data.players} />
                </Box>
              ) : null}
              <PlayerPoolTable
                rows={rows}
                sport={sport}
                gameType={data.slate.gameType}
                canEdit={false}
                readOnly
              />
            </>
          );
        }}
      </PageState>
    </PublicPreview>
  );
}

export function NflOptimizerPreviewPage() {
  return <PublicOptimizer sport="nfl" />;
}
export function NhlOptimizerPreviewPage() {
  return <PublicOptimizer sport="nhl" />;
}

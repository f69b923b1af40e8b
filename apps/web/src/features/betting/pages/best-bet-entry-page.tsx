import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TBestBetPropRequest, TBestBetRequest } from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { homePath } from '../../../shared/session/home-path';
import { PageState } from '../../../shared/ui';
import { useBestBets, useNflGames, usePropAnalyzer, useSaveBestBet } from '../api/betting-api';
import { BestBetsTable } from '../components/best-bets-table';
import { GamePickForm } from '../components/game-pick-form';
import { PropPickForm } from '../components/prop-pick-form';

type TKind = 'game' | 'prop';

/** What is published already, so the manager sees the pick land. */
function Published({ kind }: { kind: TKind }) {
  const query = useBestBets(kind);
  return (
    <PageState query={query}>
      {(data) => (
        <BestBetsTable
          label={kind === 'game' ? 'Published best bets' : 'Published best bet props'}
          picks={data.picks}
        />
      )}
    </PageState>
  );
}

/** /best-bet: managers (client, manager) publish NFL best bets and best bet props. */
export default function BestBetEntryPage() {
  const [kind, setKind] = useState<TKind>('game');
  const notify = useNotify();
  const save = useSaveBestBet();
  const games = useNflGames();
  const props = usePropAnalyzer('nfl');
  const onSave = (k: TKind) => async (pick: unknown) => {
    try {
      const res = await save.mutateAsync(
        k === 'game'
          ? { kind: 'game', pick: pick as TBestBetRequest }
          : { kind: 'prop', pick: pick as TBestBetPropRequest },
      );
      notify('success', res.message);
      return true;
    } catch (e) {
      notify('error', e instanceof Error ? e.message : 'Something went wrong try again !');
      return false;
    }
  };
  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Best Bet
        </Typography>
        <Button component={RouterLink} to={homePath()} variant="outlined">
          Back to the app
        </Button>
      </Box>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
        <Tabs value={kind} onChange={(_e, v: TKind) => setKind(v)} aria-label="Kind of pick" sx={{ mb: 2 }}>
          <Tab value="game" label="NFL Best Bet" />
          <Tab value="prop" label="NFL Best Bet Props" />
        </Tabs>
        {kind === 'game' ? (
          <PageState
            query={games}
            isEmpty={(d) => d.every((g) => g.status === 'final')}
            empty={{
              title: 'No upcoming NFL game',
              reason: 'Picks are entered for games that have not finished.',
            }}
          >
            {(list) => (
              <GamePickForm
                games={list.filter((g) => g.status !== 'final')}
                onSave={onSave('game')}
                saving={save.isPending}
              />
            )}
          </PageState>
        ) : (
          <PageState
            query={props}
            isEmpty={(d) => d.rows.length === 0}
            empty={{
              title: 'No NFL props posted',
              reason: 'Prop picks are chosen from the props the books have posted.',
            }}
          >
            {(data) => <PropPickForm props={data.rows} onSave={onSave('prop')} saving={save.isPending} />}
          </PageState>
        )}
      </Paper>
      <Published kind={kind} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { planAllows } from '@dfs/contracts';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { PageState, PlanGate, UpdatedAt } from '../../../shared/ui';
import { useBestBets } from '../api/betting-api';
import { BestBetsTable } from './best-bets-table';

const TITLES = { game: 'NFL Best Bet', prop: 'NFL Best Bet Props' } as const;

function Picks({ kind }: { kind: 'game' | 'prop' }) {
  const { planType } = useLayoutContext();
  const query = useBestBets(kind, planAllows(planType, 'bestBets'));
  return (
    <PageState
      query={query}
      isEmpty={(d) => d.picks.length === 0}
      empty={{
        title: 'No picks yet',
        reason: 'Our analysts have not published NFL picks for this week yet; check back before kick-off.',
      }}
    >
      {(data) => {
        const books = [...new Set(data.picks.map((p) => p.book).filter((b): b is string => !!b))];
        const { record } = data;
        return (
          <>
            <UpdatedAt at={data.updatedAt} extra={books.length ? `Books: ${books.join(', ')}` : undefined} />
            <Box
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }}
              aria-label="Record of past picks"
              role="group"
            >
              <Chip label={`${record.win}-${record.loss}-${record.push} (W-L-P)`} />
              <Chip
                color={record.units >= 0 ? 'success' : 'error'}
                label={`${record.units >= 0 ? '+' : ''}${record.units.toFixed(2)} units`}
              />
              <Chip variant="outlined" label={`${record.pending} pending`} />
            </Box>
            <BestBetsTable label={TITLES[kind]} picks={data.picks} />
          </>
        );
      }}
    </PageState>
  );
}

/** The published NFL best bets or best bet props with results (Platinum). */
export function BestBetsView({ kind }: { kind: 'game' | 'prop' }) {
  const { planType } = useLayoutContext();
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {TITLES[kind]}
      </Typography>
      <PlanGate
        plan={planType}
        feature="bestBets"
        title={TITLES[kind]}
        description="Our analysts' NFL picks with the record of every past pick in wins, losses, pushes and units."
      >
        <Picks kind={kind} />
      </PlanGate>
    </Box>
  );
}

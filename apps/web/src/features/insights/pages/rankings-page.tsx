import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { insightEndpoints, type TEndpointData } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { ErrorState, PageState, PlanGate } from '../../../shared/ui';
import { useLayoutContext } from '../../layout/layout-params';
import { insightKeys, useAdp, useRankings } from '../api/insights-api';
import { FilterSelect } from '../components/filter-select';
import { InsightPage } from '../components/insight-page';
import { PlayerLink } from '../components/links';

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'DST', 'FLEX'] as const;
type TPosition = (typeof POSITIONS)[number];
const FLEX = new Set(['RB', 'WR', 'TE']);
const WEEKS = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Week ${i + 1}` }));
type TAdp = TEndpointData<'nflAdp'>[number];
type TEntry = { playerId: string; name: string; team: string; Position: string };

/** The consensus order (draft position) of a position's players, with the user's own order first. */
function orderFor(adp: TAdp[], position: TPosition, saved: string[] | undefined): TEntry[] {
  const pool = adp
    .filter((a) => a.playerId && (position === 'FLEX' ? FLEX.has(a.Position) : a.Position === position))
    .sort((a, b) => a.adp - b.adp)
    .slice(0, 40)
    .map((a) => ({ playerId: a.playerId!, name: a.name, team: a.team, Position: a.Position }));
  if (!saved?.length) return pool;
  const rank = new Map(saved.map((id, i) => [id, i]));
  return [...pool].sort((a, b) => (rank.get(a.playerId) ?? 1e6) - (rank.get(b.playerId) ?? 1e6));
}

function Rankings() {
  const notify = useNotify();
  const client = useQueryClient();
  const [week, setWeek] = useState('1');
  const [position, setPosition] = useState<TPosition>('QB');
  const adp = useAdp('nfl');
  const saved = useRankings(Number(week), true);
  const mine = saved.data?.find((r) => r.position === position);
  const [order, setOrder] = useState<TEntry[]>([]);
  useEffect(() => {
    if (adp.data)
      setOrder(
        orderFor(
          adp.data,
          position,
          mine?.players.map((p) => p.playerId ?? ''),
        ),
      );
  }, [adp.data, position, mine]);
  const save = useMutation({
    mutationFn: () =>
      apiCall(insightEndpoints.nflSaveRanking, {
        week: Number(week),
        position,
        playerIds: order.map((p) => p.playerId),
      }),
    onSuccess: (res) => {
      notify('success', res.message);
      void client.invalidateQueries({ queryKey: insightKeys.of('nfl', 'rankings', Number(week)) });
    },
    onError: (e) => notify('error', e.message),
  });
  const move = (i: number, by: number) =>
    setOrder((o) => {
      const next = [...o];
      const [item] = next.splice(i, 1);
      next.splice(Math.max(0, Math.min(o.length - 1, i + by)), 0, item!);
      return next;
    });
  return (
    <InsightPage
      title="NFL Weekly Rankings"
      intro="Start from the consensus order, move players up or down, and save your own ranking for the week."
      updated={{ at: mine?.updatedAt ?? adp.data?.[0]?.updatedAt, provider: mine ? 'Your ranking' : 'demo' }}
      actions={
        <>
          <FilterSelect label="Week" value={week} allLabel={null} options={WEEKS} onChange={setWeek} />
          <FilterSelect
            label="Position"
            value={position}
            allLabel={null}
            options={[...POSITIONS]}
            onChange={(v) => setPosition(v as TPosition)}
          />
          <Button
            variant="contained"
            onClick={() => save.mutate()}
            disabled={save.isPending || !order.length}
          >
            Save ranking
          </Button>
        </>
      }
    >
      {saved.isError ? <ErrorState error={saved.error} onRetry={saved.refetch} /> : null}
      <PageState
        query={adp}
        isEmpty={() => order.length === 0}
        empty={{ title: 'No players to rank', reason: 'No draft data for this position yet.' }}
      >
        {() => (
          <Paper
            variant="outlined"
            component="ol"
            aria-label={`${position} ranking`}
            sx={{ m: 0, p: 1, listStyle: 'none' }}
          >
            {order.map((p, i) => (
              <Box
                component="li"
                key={p.playerId}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
              >
                <Typography sx={{ width: 32, fontWeight: 700, textAlign: 'right' }}>{i + 1}</Typography>
                <Typography sx={{ flex: 1, minWidth: 0 }}>
                  <PlayerLink playerId={p.playerId}>{p.name}</PlayerLink>{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {p.Position} · {p.team}
                  </Typography>
                </Typography>
                <IconButton
                  size="small"
                  aria-label={`Move ${p.name} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${p.name} down`}
                  disabled={i === order.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Paper>
        )}
      </PageState>
    </InsightPage>
  );
}

/** NFL weekly rankings (Platinum): per position and week, reorder and save a personal ranking. */
export default function RankingsPage() {
  const { planType } = useLayoutContext();
  return (
    <PlanGate
      plan={planType}
      feature="rankings"
      title="NFL Weekly Rankings"
      description="Weekly player rankings per position that you can reorder and save as your own."
    >
      <Rankings />
    </PlanGate>
  );
}

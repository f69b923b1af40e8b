import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { insightEndpoints, NFL_RANK_POSITIONS, type TEndpointData, type TNflScoring } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { ErrorState, PageState, PlanGate, SelectField } from '../../../shared/ui';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { insightKeys, useRankings, useWeeklyRankings } from '../api/insights-api';
import { InsightPage } from '../components/insight-page';
import { PlayerLink } from '../components/links';

type TPosition = (typeof NFL_RANK_POSITIONS)[number];
const FLEX = new Set(['RB', 'WR', 'TE']);
/** Players listed per position (FLEX: the best running backs, receivers and tight ends together). */
const DEPTH: Record<TPosition, number> = { QB: 32, RB: 50, WR: 60, TE: 32, K: 32, FLEX: 80, DST: 32 };
const WEEKS = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Week ${i + 1}` }));
const SCORINGS: { value: TNflScoring; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'half', label: 'Half PPR' },
  { value: 'ppr', label: 'PPR' },
];
type TEntry = TEndpointData<'nflWeeklyRankings'>['players'][number] & { consensus: number };

/** The consensus order of a position under a scoring, with the user's own order first when saved. */
function orderFor(
  all: TEndpointData<'nflWeeklyRankings'>['players'],
  position: TPosition,
  scoring: TNflScoring,
  saved: string[] | undefined,
): TEntry[] {
  const pool = all
    .filter((p) => (position === 'FLEX' ? FLEX.has(p.Position) : p.Position === position))
    .sort((a, b) => b.points[scoring] - a.points[scoring] || a.name.localeCompare(b.name))
    .slice(0, DEPTH[position])
    .map((p, i) => ({ ...p, consensus: i + 1 }));
  if (!saved?.length) return pool;
  const rank = new Map(saved.map((id, i) => [id, i]));
  return [...pool].sort(
    (a, b) => (rank.get(a.playerId) ?? 1e6 + a.consensus) - (rank.get(b.playerId) ?? 1e6 + b.consensus),
  );
}

function Rankings() {
  const notify = useNotify();
  const client = useQueryClient();
  const consensus = useWeeklyRankings();
  // The week under way until the user picks another (week 1 out of season).
  const [chosenWeek, setWeek] = useState<string | null>(null);
  const week = chosenWeek ?? String(consensus.data?.week ?? 1);
  const [position, setPosition] = useState<TPosition>('QB');
  const [scoring, setScoring] = useState<TNflScoring>('ppr');
  const saved = useRankings(Number(week), true);
  const mine = saved.data?.find((r) => r.position === position);
  const [order, setOrder] = useState<TEntry[]>([]);
  useEffect(() => {
    if (consensus.data)
      setOrder(
        orderFor(
          consensus.data.players,
          position,
          scoring,
          mine?.players.map((p) => p.playerId ?? ''),
        ),
      );
  }, [consensus.data, position, scoring, mine]);
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
      intro="The consensus order by expected points per game under your league’s scoring; move players up or down and save your own ranking for the week."
      updated={{
        at: mine?.updatedAt ?? consensus.data?.updatedAt,
        provider: mine ? 'Your ranking' : (consensus.data?.provider ?? undefined),
      }}
      actions={
        <>
          <SelectField label="Week" value={week} options={WEEKS} onChange={setWeek} />
          <SelectField label="Scoring" value={scoring} options={SCORINGS} onChange={setScoring} />
          <SelectField
            label="Position"
            value={position}
            options={NFL_RANK_POSITIONS}
            onChange={setPosition}
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
        query={consensus}
        isEmpty={() => order.length === 0}
        empty={{ title: 'No players to rank', reason: 'No games have been logged for this position yet.' }}
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
                  {p.injury ? (
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{ color: 'error.main', fontWeight: 700 }}
                    >
                      {' '}
                      ({p.injury})
                    </Typography>
                  ) : null}
                </Typography>
                <Typography variant="body2" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {p.points[scoring].toFixed(1)} pts
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    Cons. #{p.consensus}
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
      description="Weekly player rankings per position (QB, RB, WR, TE, K, FLEX, DST) in Standard, Half PPR or PPR scoring, that you can reorder and save as your own."
    >
      <Rankings />
    </PlanGate>
  );
}

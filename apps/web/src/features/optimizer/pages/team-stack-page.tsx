import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { slateEndpoints } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { PageState } from '../../../shared/ui/page-state';
import { PlanGate } from '../../../shared/ui/plan-gate';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useSetTeamStacks, useSlateState } from '../api/optimizer-api';

/** {sport}-team-stack/{slateId}: at least N players of a team in every lineup ("player per team"). */
export default function TeamStackPage() {
  const ctx = useLayoutContext();
  const { slateId = '' } = useParams();
  const notify = useNotify();
  const teams = useQuery({
    queryKey: ['slate', slateId, 'teams', ctx.sport],
    queryFn: async () =>
      (await apiCall(slateEndpoints.getTeamsBySlatID, { slateId }, { sport: ctx.sport })).data,
  });
  const state = useSlateState(slateId);
  const save = useSetTeamStacks(slateId, ctx.sport);
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    if (state.data)
      setCounts(Object.fromEntries(state.data.teamStacks.map((t) => [t.team, t.minNoOfPlayer])));
  }, [state.data]);
  const slate = ctx.slates.find((s) => s.id === slateId);
  const what = ctx.sport === 'mlb' ? 'hitters' : 'players';
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        Team stacks{slate ? `: ${slate.name}` : ''}
      </Typography>
      <PlanGate
        plan={ctx.planType}
        feature="teamStacks"
        title="Team stacks"
        description={`Ask for at least a number of ${what} of a team in every lineup.`}
      >
        <PageState query={teams} isEmpty={(d) => d.length === 0} empty={{ title: 'No team on this slate.' }}>
          {(list) => (
            <Paper sx={{ p: 2 }}>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Every lineup holds at least this many {what} of each team you set (0: no requirement).
              </Typography>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}
              >
                {list.map((t) => (
                  <TextField
                    key={t.abbr}
                    type="number"
                    size="small"
                    label={`${t.abbr}${t.opponent ? ` vs ${t.opponent}` : ''}`}
                    value={counts[t.abbr] ?? 0}
                    onChange={(e) =>
                      setCounts((c) => ({
                        ...c,
                        [t.abbr]: Math.max(0, Math.min(9, Number(e.target.value) || 0)),
                      }))
                    }
                    slotProps={{
                      htmlInput: { min: 0, max: 9, 'aria-label': `Minimum ${what} of ${t.abbr}` },
                    }}
                  />
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                <Button
                  variant="contained"
                  disabled={save.isPending}
                  onClick={() =>
                    save.mutate(
                      Object.entries(counts).map(([team, minNoOfPlayer]) => ({ team, minNoOfPlayer })),
                      {
                        onSuccess: (r) => notify('success', r.message),
                        onError: (e) => notify('error', e.message),
                      },
                    )
                  }
                >
                  Save team stacks
                </Button>
                <Button
                  component={RouterLink}
                  to={`../../optimizer/position-optimizer-${ctx.sport}`}
                  relative="path"
                >
                  Back to the optimizer
                </Button>
              </Box>
            </Paper>
          )}
        </PageState>
      </PlanGate>
    </Box>
  );
}

import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { insightEndpoints, planAllows, type TSlatePlayer } from '@dfs/contracts';
import { apiCall } from '../../../shared/api/api-client';
import { useNotify } from '../../../shared/notifications/notifications';
import { DataTable } from '../../../shared/ui/data-table';
import { PageState } from '../../../shared/ui/page-state';
import { PlanGate } from '../../../shared/ui/plan-gate';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useSetTopPlays, useTopPlays } from '../api/optimizer-api';
import { useSlateChoice } from '../hooks/use-slate-choice';

const ROLES = ['studs', 'values', 'sleepers'] as const;
type TRole = (typeof ROLES)[number];
type TRow = TSlatePlayer & { group: string };

/** {sport}-top-plays/{role} (Platinum): the slate's studs, values or sleepers by position; star your top plays. */
export default function TopPlaysPage() {
  const ctx = useLayoutContext();
  const params = useParams();
  const role: TRole = ROLES.includes(params.role as TRole) ? (params.role as TRole) : 'studs';
  const choice = useSlateChoice(ctx.slates, ctx.sport, ctx.operator);
  const slateId = choice.slate?.id ?? '';
  const allowed = planAllows(ctx.planType, 'topPlays');
  const notify = useNotify();
  const top = useQuery({
    queryKey: ['slate', slateId, 'top-players', ctx.sport],
    enabled: allowed && !!slateId,
    queryFn: async () =>
      (await apiCall(insightEndpoints.getTopPlayers, { slateId }, { sport: ctx.sport })).data,
  });
  const starred = useTopPlays(slateId, allowed);
  const save = useSetTopPlays(slateId);
  const chosen = useMemo(() => new Set(starred.data ?? []), [starred.data]);
  const toggle = (id: string) => {
    const next = chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id];
    save.mutate(next, { onError: (e) => notify('error', e.message) });
  };
  const columns: GridColDef<TRow>[] = [
    {
      field: 'top',
      headerName: 'Top play',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Checkbox
          checked={chosen.has(row.id)}
          onChange={() => toggle(row.id)}
          slotProps={{ input: { 'aria-label': `Top play ${row.name}` } }}
        />
      ),
    },
    { field: 'group', headerName: 'Group', width: 110 },
    { field: 'name', headerName: 'Player', flex: 1, minWidth: 160 },
    { field: 'team', headerName: 'Team', width: 70 },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
    { field: 'projection', headerName: 'Proj', type: 'number', width: 80 },
    { field: 'fppd', headerName: 'FPPD', type: 'number', width: 80 },
  ];
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        Top plays
      </Typography>
      <Tabs value={role} aria-label="Top plays kind" sx={{ mb: 2 }}>
        {ROLES.map((r) => (
          <Tab
            key={r}
            value={r}
            label={r[0]!.toUpperCase() + r.slice(1)}
            component={RouterLink}
            to={`../${ctx.sport}-top-plays/${r}`}
            relative="path"
          />
        ))}
      </Tabs>
      <PlanGate
        plan={ctx.planType}
        feature="topPlays"
        title="Top plays"
        description="The slate's best studs, values and sleepers by position, and your own short list."
      >
        <PageState query={top}>
          {(data) => {
            const rows = Object.entries(data[role]).flatMap(([group, list]) =>
              list.map((p) => ({ ...p, group, id: p.id })),
            );
            const unique = [...new Map(rows.map((r) => [r.id, r])).values()];
            return <DataTable<TRow> label={`Top ${role}`} rows={unique} columns={columns} pageSize={50} />;
          }}
        </PageState>
      </PlanGate>
    </Box>
  );
}

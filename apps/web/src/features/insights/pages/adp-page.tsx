import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { TEndpointData } from '@dfs/contracts';
import { PageState, newestTime, SelectField } from '../../../shared/ui';
import { DataTable } from '../../../shared/ui/data-table';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useAdp } from '../api/insights-api';
import { InsightPage } from '../components/insight-page';
import { startsAt } from '../components/format';
import { playerColumn } from '../components/player-column';

type TAdp = TEndpointData<'nflAdp'>[number];

const columns: GridColDef<TAdp>[] = [
  { field: 'adp', headerName: 'ADP', type: 'number', width: 80 },
  playerColumn(),
  { field: 'Position', headerName: 'Pos', width: 70 },
  { field: 'team', headerName: 'Team', width: 70 },
  {
    field: 'positionRank',
    headerName: 'Pos rank',
    width: 90,
    valueFormatter: (v: number, r: TAdp) => `${r.Position}${v}`,
  },
  {
    field: 'change',
    headerName: 'Move',
    description: 'Picks gained (up) or lost (down) since the previous ADP snapshot',
    type: 'number',
    width: 90,
    renderCell: ({ row }) => <AdpMove change={row.change} />,
  },
  { field: 'source', headerName: 'Source', width: 120 },
];

/** How far a player moved since the previous snapshot: up (earlier picks) green, down red. */
function AdpMove({ change }: { change: number | null }) {
  if (change === null) return <span title="No previous snapshot">–</span>;
  if (change === 0) return <span>0.0</span>;
  const up = change > 0;
  return (
    <Box
      component="span"
      sx={{ color: up ? 'success.dark' : 'error.main', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={visuallyHidden}>
        {up ? 'up' : 'down'}
      </Box>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span> {Math.abs(change).toFixed(1)}
    </Box>
  );
}

/** Average draft position (MLB, NFL) with a position filter. */
export default function AdpPage() {
  const { sport } = useLayoutContext();
  const s = sport === 'mlb' ? 'mlb' : 'nfl';
  const [position, setPosition] = useState('');
  const query = useAdp(s);
  const rows = query.data ?? [];
  const positions = [...new Set(rows.map((r) => r.Position))].sort();
  const previous = newestTime(rows.map((r) => r.previousAt));
  const since = previous ? `of ${startsAt(previous)}` : '';
  return (
    <InsightPage
      title={`${s.toUpperCase()} Average Draft Position`}
      intro={`Where players go in season-long drafts, with their rank at the position and how far they moved since the previous snapshot${since ? ` (${since})` : ''}.`}
      updated={{ at: newestTime(rows.map((r) => r.updatedAt)), provider: rows[0]?.source }}
      actions={
        <SelectField
          allLabel="All"
          label="Position"
          value={position}
          options={positions}
          onChange={setPosition}
        />
      }
    >
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No ADP yet', reason: 'Draft data has not been imported for this sport.' }}
      >
        {(d) => (
          <DataTable
            label="Average draft position"
            rows={d.filter((r) => !position || r.Position === position)}
            columns={columns}
            getRowId={(r) => r.playerId ?? r.name}
            initialSort={[{ field: 'adp', sort: 'asc' }]}
            pageSize={50}
          />
        )}
      </PageState>
    </InsightPage>
  );
}

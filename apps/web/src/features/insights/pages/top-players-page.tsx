import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { TSlatePlayer } from '@dfs/contracts';
import { EmptyState, LoadingRows, PageState, SelectField } from '../../../shared/ui';
import { DataTable } from '../../../shared/ui/data-table';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useSlatePlayers } from '../api/insights-api';
import { InsightPage, StatusChip } from '../components/insight-page';
import { playerColumn } from '../components/player-column';

type TRow = TSlatePlayer & { value: number | null };

const columns: GridColDef<TRow>[] = [
  playerColumn(),
  { field: 'positions', headerName: 'Pos', width: 80, valueGetter: (_v, r) => r.positions.join('/') },
  { field: 'team', headerName: 'Team', width: 70 },
  { field: 'opponent', headerName: 'Opp', width: 70 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 90,
    valueFormatter: (v: number) => `$${v.toLocaleString('en-US')}`,
  },
  { field: 'projection', headerName: 'Proj', type: 'number', width: 80 },
  {
    field: 'value',
    headerName: 'Pts per $1K',
    type: 'number',
    width: 110,
    valueFormatter: (v: number | null) => (v === null ? '–' : v.toFixed(2)),
  },
  {
    field: 'injury',
    headerName: 'Injury',
    width: 120,
    renderCell: ({ value }) => (value ? <StatusChip status={String(value)} /> : null),
  },
];

/** Projections of a slate's players with value per $1,000 of salary, filtered by position and team. */
export default function TopPlayersPage() {
  const { sport, slates, slateStatus } = useLayoutContext();
  const [slateId, setSlateId] = useState('');
  const [position, setPosition] = useState('');
  const [team, setTeam] = useState('');
  const chosen = slateId || slates[0]?.id;
  const query = useSlatePlayers(sport, chosen);
  const players = query.data?.players;
  const rows = useMemo<TRow[]>(
    () =>
      (players ?? []).map((p) => ({
        ...p,
        value: p.salary > 0 ? Math.round((p.projection / p.salary) * 100_000) / 100 : null,
      })),
    [players],
  );
  const positions = [...new Set(rows.flatMap((r) => r.positions))].sort();
  const teams = [...new Set(rows.map((r) => r.team))].sort();
  const shown = rows.filter(
    (r) => (!position || r.positions.includes(position)) && (!team || r.team === team),
  );
  const body =
    slateStatus === 'loading' ? (
      <LoadingRows />
    ) : slates.length === 0 ? (
      <EmptyState
        title="No slate open"
        reason="Projections appear when the operator posts a slate for this sport."
      />
    ) : (
      <PageState query={query}>
        {() => (
          <DataTable
            label="Top players"
            rows={shown}
            columns={columns}
            initialSort={[{ field: 'projection', sort: 'desc' }]}
            emptyText="No player matches these filters."
          />
        )}
      </PageState>
    );
  return (
    <InsightPage
      title="Top Players"
      intro="Projected fantasy points and value (points per $1,000 of salary) on the chosen slate."
      updated={query.data ? { at: query.data.updatedAt, provider: query.data.slate.provider } : undefined}
      actions={
        <>
          <SelectField
            label="Slate"
            value={chosen ?? ''}
            options={slates.map((s) => ({ value: s.id, label: s.name }))}
            onChange={setSlateId}
          />
          <SelectField
            allLabel="All"
            label="Position"
            value={position}
            options={positions}
            onChange={setPosition}
          />
          <SelectField allLabel="All" label="Team" value={team} options={teams} onChange={setTeam} />
        </>
      }
    >
      {body}
    </InsightPage>
  );
}

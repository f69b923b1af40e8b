import type { GridColDef } from '@mui/x-data-grid';
import type { TEndpointData } from '@dfs/contracts';
import { PageState, newestTime } from '../../../shared/ui';
import { DataTable } from '../../../shared/ui/data-table';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useTeams } from '../api/insights-api';
import { InsightPage } from '../components/insight-page';
import { TeamLink } from '../components/links';

type TTeam = TEndpointData<'getAllteams'>[number];

const columns: GridColDef<TTeam>[] = [
  {
    field: 'name',
    headerName: 'Team',
    flex: 1,
    minWidth: 190,
    valueGetter: (_v, t) => `${t.city} ${t.name}`,
    renderCell: ({ row, value }) => <TeamLink teamId={row.id}>{String(value)}</TeamLink>,
  },
  { field: 'abbr', headerName: 'Abbr', width: 80 },
  { field: 'conference', headerName: 'Conference', width: 120 },
  { field: 'division', headerName: 'Division', width: 120 },
  { field: 'wins', headerName: 'W', type: 'number', width: 70 },
  { field: 'losses', headerName: 'L', type: 'number', width: 70 },
];

/** Browse Teams: every team of the sport with its record; a team opens its profile. */
export default function TeamsPage() {
  const { sport } = useLayoutContext();
  const query = useTeams(sport);
  const rows = query.data ?? [];
  return (
    <InsightPage
      title="Browse Teams"
      intro="Every team with its record this season. Open a team for its roster, injuries, schedule and news."
      updated={{ at: newestTime(rows.map((t) => t.updatedAt)), provider: rows[0]?.provider }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No teams yet', reason: 'The sports feed has not delivered this sport’s teams.' }}
      >
        {(teams) => (
          <DataTable
            label={`${sport.toUpperCase()} teams`}
            rows={teams}
            columns={columns}
            pageSize={50}
            initialSort={[{ field: 'name', sort: 'asc' }]}
          />
        )}
      </PageState>
    </InsightPage>
  );
}

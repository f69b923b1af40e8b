import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TEndpointData } from '@dfs/contracts';
import { PageState, newestTime, SelectField } from '../../../shared/ui';
import { Chart } from '../../../shared/ui/chart';
import { DataTable } from '../../../shared/ui/data-table';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import { useTrends } from '../api/insights-api';
import { oneDecimal } from '../components/format';
import { InsightPage } from '../components/insight-page';
import { playerColumn } from '../components/player-column';

type TTrend = TEndpointData<'getPlayerTrends'>[number];
type TRow = TTrend & { streak: string };

/** The run of the newest games above (hot) or below (cold) the player's L20 average. */
export function streakOf(t: TTrend): string {
  const avg = t.dkPointsAvg.l20;
  if (avg === null || t.games.length === 0) return '–';
  const above = t.games[0]!.dkPoints >= avg;
  let n = 0;
  for (const g of t.games) {
    if (g.dkPoints >= avg !== above) break;
    n += 1;
  }
  return `${above ? 'Hot' : 'Cold'} ${n}`;
}

const avgCol = (key: 'l5' | 'l10' | 'l20', label: string): GridColDef<TRow> => ({
  field: key,
  headerName: label,
  type: 'number',
  width: 80,
  valueGetter: (_v, r) => r.dkPointsAvg[key],
  valueFormatter: (v: number | null) => oneDecimal(v),
});

const columns: GridColDef<TRow>[] = [
  playerColumn(150),
  { field: 'Position', headerName: 'Pos', width: 60 },
  { field: 'team', headerName: 'Team', width: 65 },
  avgCol('l5', 'L5'),
  avgCol('l10', 'L10'),
  avgCol('l20', 'L20'),
  { field: 'streak', headerName: 'Streak', width: 85 },
];

/** Recent form: DraftKings points over the last 5, 10 and 20 games, streaks, a chart per player. */
export default function PlayerTrendsPage() {
  const { sport } = useLayoutContext();
  const query = useTrends(sport);
  const [selected, setSelected] = useState<string | null>(null);
  const rows: TRow[] = (query.data ?? []).map((t) => ({ ...t, streak: streakOf(t) }));
  const player = rows.find((r) => r.playerId === selected) ?? rows[0];
  const games = player ? [...player.games].reverse() : [];
  return (
    <InsightPage
      title="Player Trends"
      intro="DraftKings points averaged over the last 5, 10 and 20 games. Choose a player (or click a row) to chart his games."
      actions={
        rows.length ? (
          <SelectField
            label="Chart player"
            value={player?.playerId ?? ''}
            options={rows.map((r) => ({ value: r.playerId ?? r.name, label: r.name }))}
            onChange={setSelected}
          />
        ) : null
      }
      updated={{
        at: newestTime(rows.map((r) => r.updatedAt)),
        provider: rows.find((r) => r.provider)?.provider,
      }}
    >
      <PageState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: 'No trends yet',
          reason: 'No player of this sport has recent games with props today.',
        }}
      >
        {() => (
          <>
            {player ? (
              <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
                <Typography variant="h6" component="h2">
                  {player.name}: last {games.length} games
                </Typography>
                <Chart
                  label={`${player.name}: DraftKings points per game`}
                  xLabels={games.map((g) => `${g.date.slice(5)} ${g.opponent}`)}
                  series={[{ label: 'DraftKings points', data: games.map((g) => g.dkPoints) }]}
                  {...(player.dkPointsAvg.l10 !== null
                    ? { reference: { value: player.dkPointsAvg.l10, label: 'L10 avg' } }
                    : {})}
                />
              </Paper>
            ) : null}
            <DataTable
              label="Player trends"
              rows={rows}
              columns={columns}
              getRowId={(r) => r.playerId ?? r.name}
              initialSort={[{ field: 'l5', sort: 'desc' }]}
              gridProps={{ onRowClick: ({ row }: { row: TRow }) => setSelected(row.playerId) }}
            />
          </>
        )}
      </PageState>
    </InsightPage>
  );
}

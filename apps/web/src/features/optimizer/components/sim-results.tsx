import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CONTEST_PRESET_LABEL,
  type TLineup,
  type TSimLineup,
  type TSimMetric,
  type TSimPlayer,
  type TSimulation,
} from '@dfs/contracts';
import { SelectField } from '../../../shared/ui';
import { Chart } from '../../../shared/ui/chart';
import { DataTable } from '../../../shared/ui/data-table';
import { roiHistogram } from '../hooks/sim-files';

type TLineupRow = TSimLineup & { id: number; names: string; projection: number };

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
const num = (x: number) => x.toFixed(1);

const METRIC_LABEL: Record<TSimMetric, string> = {
  roi: 'ROI',
  win: 'Win rate',
  cash: 'Cash rate',
  projection: 'Projection',
};

const lineupColumns: GridColDef<TLineupRow>[] = [
  { field: 'id', headerName: '#', width: 56, type: 'number', valueGetter: (v: number) => v + 1 },
  { field: 'names', headerName: 'Players', flex: 1, minWidth: 260, sortable: false },
  { field: 'projection', headerName: 'Proj', type: 'number', width: 80, valueFormatter: num },
  { field: 'roi', headerName: 'ROI', type: 'number', width: 90, valueFormatter: (v: number) => pct(v) },
  { field: 'win', headerName: 'Win', type: 'number', width: 80, valueFormatter: (v: number) => pct(v, 2) },
  { field: 'top1', headerName: 'Top 1%', type: 'number', width: 84, valueFormatter: (v: number) => pct(v) },
  { field: 'cash', headerName: 'Cash', type: 'number', width: 80, valueFormatter: (v: number) => pct(v) },
  { field: 'mean', headerName: 'Mean pts', type: 'number', width: 90, valueFormatter: num },
  { field: 'p90', headerName: '90th pct', type: 'number', width: 90, valueFormatter: num },
];

const playerColumns: GridColDef<TSimPlayer>[] = [
  { field: 'name', headerName: 'Player', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 70 },
  { field: 'position', headerName: 'Pos', width: 70 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
  { field: 'projection', headerName: 'Proj', type: 'number', width: 80, valueFormatter: num },
  {
    field: 'ownership',
    headerName: 'Ownership',
    type: 'number',
    width: 100,
    valueGetter: (_v, row) => row.ownership + row.captainOwnership,
    valueFormatter: (v: number) => pct(v),
  },
  {
    field: 'optimalRate',
    headerName: 'Optimal',
    type: 'number',
    width: 90,
    valueFormatter: (v: number) => pct(v),
  },
  {
    field: 'leverage',
    headerName: 'Leverage',
    type: 'number',
    width: 95,
    valueFormatter: (v: number) => pct(v),
  },
];

/** A finished simulation: summary, ROI chart, lineups and players tables, keep the best N. */
export function SimResults(p: {
  sim: TSimulation;
  keeping: boolean;
  onKeep: (keep: { count: number; metric: TSimMetric; name: string }) => void;
  kept: TLineup[] | null;
  onDownload: (lineups: TLineup[]) => void;
  siteLabel: string;
}) {
  const { sim } = p;
  const [tab, setTab] = useState<'lineups' | 'players'>('lineups');
  const rows = useMemo(
    () =>
      sim.lineups.map((l, id) => ({
        ...l,
        id,
        projection: l.lineup.projection,
        names: l.lineup.players.map((x) => x.name).join(', '),
      })),
    [sim.lineups],
  );
  const histogram = useMemo(() => roiHistogram(sim.lineups.map((l) => l.roi)), [sim.lineups]);
  const s = sim.settings;
  const contest = s.preset ? CONTEST_PRESET_LABEL[s.preset] : `Uploaded table (${s.payouts.length} rows)`;
  const avgRoi = sim.lineups.reduce((a, l) => a + l.roi, 0) / Math.max(1, sim.lineups.length);
  return (
    <Box component="section" aria-label="Simulation results" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Results
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {contest}, ${s.entryFee} entry, {s.fieldSize.toLocaleString('en-US')} entries,{' '}
          {s.iterations.toLocaleString('en-US')} iterations (seed {s.seed}), {sim.lineups.length} lineups:
          average ROI {pct(avgRoi)}.
        </Typography>
        <Chart
          kind="bar"
          label={`ROI of the ${sim.lineups.length} lineups: how many lineups fall in each range`}
          xLabels={histogram.labels}
          series={[{ label: 'Lineups', data: histogram.counts }]}
          height={220}
        />
      </Paper>
      <KeepBest {...p} />
      <Paper sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <Tabs value={tab} onChange={(_e, v: 'lineups' | 'players') => setTab(v)} aria-label="Result tables">
          <Tab value="lineups" label="Lineups" />
          <Tab value="players" label="Players" />
        </Tabs>
        {tab === 'lineups' ? (
          <DataTable
            label="Simulated lineups"
            rows={rows}
            columns={lineupColumns}
            initialSort={[{ field: 'roi', sort: 'desc' }]}
            phone={{ fields: ['id', 'roi', 'win', 'cash', 'projection'] }}
          />
        ) : (
          <DataTable
            label="Players: ownership, optimal rate and leverage"
            rows={sim.players}
            columns={playerColumns}
            initialSort={[{ field: 'leverage', sort: 'desc' }]}
            phone={{ fields: ['name', 'ownership', 'optimalRate', 'leverage'] }}
            emptyText="No players in this simulation."
          />
        )}
      </Paper>
    </Box>
  );
}

/** "Keep the best N" by a metric into the saved lineups, then their upload file. */
function KeepBest(p: Parameters<typeof SimResults>[0]) {
  const total = p.sim.lineups.length;
  const [count, setCount] = useState(Math.min(20, total));
  const [metric, setMetric] = useState<TSimMetric>('roi');
  const [name, setName] = useState('');
  const finalName = name.trim() || `Sim best ${count} by ${METRIC_LABEL[metric]}`;
  return (
    <Paper
      component="form"
      aria-label="Keep the best lineups"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      onSubmit={(e) => {
        e.preventDefault();
        p.onKeep({ count, metric, name: finalName });
      }}
    >
      <TextField
        size="small"
        type="number"
        label="Keep the best"
        value={count}
        onChange={(e) => setCount(Math.max(1, Math.min(total, Math.round(Number(e.target.value)) || 1)))}
        slotProps={{ htmlInput: { min: 1, max: total } }}
        sx={{ width: 130 }}
      />
      <SelectField
        label="By"
        value={metric}
        options={(Object.keys(METRIC_LABEL) as TSimMetric[]).map((m) => ({
          value: m,
          label: METRIC_LABEL[m],
        }))}
        onChange={setMetric}
        sx={{ width: 150 }}
      />
      <TextField
        size="small"
        label="Saved build name"
        placeholder={finalName}
        value={name}
        onChange={(e) => setName(e.target.value)}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="contained" disabled={p.keeping}>
        Keep best {count}
      </Button>
      {p.kept ? (
        <Button variant="outlined" onClick={() => p.kept && p.onDownload(p.kept)}>
          Download {p.siteLabel} CSV ({p.kept.length})
        </Button>
      ) : null}
    </Paper>
  );
}

import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ShowChart from '@mui/icons-material/ShowChart';
import type { GridColDef } from '@mui/x-data-grid';
import type { TAnalyzedProp } from '@dfs/contracts';
import { DataTable } from '../../../shared/ui/data-table';
import {
  DEFAULT_KELLY,
  EDGE_UNIT,
  formatEdge,
  formatEv,
  formatHitRate,
  formatOdds,
  formatPercent,
  kellyLabel,
  marketLabel,
} from './betting-format';

type TProps = {
  label: string;
  rows: TAnalyzedProp[];
  /** The chosen Kelly multiplier (a quarter unless chosen): the stake shown is the server's full Kelly times it. */
  kelly?: number;
  showSport?: boolean;
  onShowChart?: (row: TAnalyzedProp) => void;
  emptyText?: string;
  pageSize?: number;
};

const price = (side: TAnalyzedProp['over']) =>
  side ? `${formatOdds(side.price)} ${side.books[0] ?? ''}` : '–';

function columns(kelly: number, showSport: boolean, onShowChart?: (row: TAnalyzedProp) => void) {
  const cols: GridColDef<TAnalyzedProp>[] = [
    {
      field: 'name',
      headerName: 'Player',
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.2, py: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.team} · {row.Position} · {row.game}
          </Typography>
        </Box>
      ),
    },
    ...(showSport
      ? [{ field: 'sport', headerName: 'Sport', width: 70, valueFormatter: (v: string) => v.toUpperCase() }]
      : []),
    { field: 'market', headerName: 'Market', minWidth: 130, valueFormatter: (v: string) => marketLabel(v) },
    { field: 'line', headerName: 'Line', type: 'number', width: 70 },
    {
      field: 'over',
      headerName: 'Best over',
      minWidth: 120,
      sortable: false,
      valueFormatter: (_v, row) => price(row.over),
    },
    {
      field: 'under',
      headerName: 'Best under',
      minWidth: 120,
      sortable: false,
      valueFormatter: (_v, row) => price(row.under),
    },
    { field: 'projection', headerName: 'Proj', type: 'number', width: 70 },
    {
      field: 'fairOver',
      headerName: 'Fair over',
      width: 90,
      valueFormatter: (v: number | null) => formatPercent(v),
    },
    {
      field: 'edge',
      headerName: `Edge (${EDGE_UNIT})`,
      description: `Model probability minus the price's implied probability, in ${EDGE_UNIT}.`,
      type: 'number',
      minWidth: 200,
      valueGetter: (_v, row) => row.pick?.edge ?? null,
      renderCell: ({ row }) =>
        row.pick ? `${row.pick.side === 'over' ? 'Over' : 'Under'} ${formatEdge(row.pick.edge)}` : '–',
    },
    {
      field: 'ev',
      headerName: 'EV / 100',
      type: 'number',
      width: 90,
      valueGetter: (_v, row) => row.pick?.ev ?? null,
      valueFormatter: (v: number | null) => formatEv(v),
    },
    {
      field: 'kelly',
      headerName: `Stake (${kellyLabel(kelly)})`,
      description: `${kellyLabel(kelly)}: the full Kelly fraction of the bankroll times ${kelly}.`,
      type: 'number',
      width: 150,
      valueGetter: (_v, row) => (row.pick ? row.pick.kelly * kelly : null),
      valueFormatter: (v: number | null) => formatPercent(v, 2),
    },
    ...(['l5', 'l10', 'l20'] as const).map((k): GridColDef<TAnalyzedProp> => ({
      field: k,
      headerName: `${k.toUpperCase()} hit rate`,
      description: `How often the side picked (the over when there is no pick) won at this line in the last ${k.slice(1)} games.`,
      type: 'number',
      minWidth: 130,
      valueGetter: (_v, row) => row.hitRates[k].rate,
      renderCell: ({ row }) => formatHitRate(row.hitRates[k], row.hitRates.side),
    })),
    {
      field: 'streak',
      headerName: 'Streak',
      width: 80,
      sortable: false,
      valueFormatter: (_v, row) =>
        row.streak ? `${row.streak.side === 'over' ? 'O' : 'U'}${row.streak.count}` : '–',
    },
  ];
  // On a phone: one cell with the market, line, the pick's price, edge and EV under the player.
  cols.push({
    field: 'phonePick',
    headerName: 'Pick',
    minWidth: 120,
    flex: 1,
    sortable: false,
    renderCell: ({ row }) => {
      const side = row.pick ? row[row.pick.side] : null;
      return (
        <Box sx={{ lineHeight: 1.2, py: 0.5 }}>
          <Typography variant="body2">
            {marketLabel(row.market)} {row.line}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.pick
              ? `${row.pick.side === 'over' ? 'Over' : 'Under'} ${side ? price(side) : ''} · edge ${formatEdge(row.pick.edge)} · EV ${formatEv(row.pick.ev)}`
              : 'No pick'}
          </Typography>
        </Box>
      );
    },
  });
  if (onShowChart) {
    cols.push({
      field: 'chart',
      headerName: 'Chart',
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={`Recent results of ${row.name}, ${marketLabel(row.market)}`}
          onClick={() => onShowChart(row)}
        >
          <ShowChart fontSize="small" />
        </IconButton>
      ),
    });
  }
  return cols;
}

/** On a phone: the player, one cell for the pick (market, line, price, edge, EV) and the chart. */
const PHONE = { fields: ['name', 'phonePick', 'chart'], only: ['phonePick'] };

/**
 * The analysed props as one table (analyzer, finder, public preview): best prices and books,
 * projection, fair probability, edge, EV, Kelly stake at the chosen multiplier (a quarter unless
 * chosen, named in the header), hit rates of the side picked, streak.
 */
export function PropTable({
  label,
  rows,
  kelly = DEFAULT_KELLY,
  showSport = false,
  onShowChart,
  emptyText,
  pageSize = 25,
}: TProps) {
  const cols = useMemo(() => columns(kelly, showSport, onShowChart), [kelly, showSport, onShowChart]);
  return (
    <DataTable
      label={label}
      rows={rows}
      columns={cols}
      pageSize={pageSize}
      initialSort={[{ field: 'edge', sort: 'desc' }]}
      {...(emptyText ? { emptyText } : {})}
      phone={PHONE}
      gridProps={{ getRowHeight: () => 'auto' }}
    />
  );
}

import type { GridColDef } from '@mui/x-data-grid';
import { gameSides, type TBestBet } from '@dfs/contracts';
import { formatEastern } from '../../../shared/eastern-time';
import { DataTable } from '../../../shared/ui/data-table';
import { formatOdds, marketLabel } from './betting-format';

const RESULT_LABEL: Record<TBestBet['result'], string> = {
  pending: 'Pending',
  win: 'Win',
  loss: 'Loss',
  push: 'Push',
};

/** The pick as players say it: "KC -3.5", "Over 47.5", "P. Mahomes Over 275.5 Passing Yards". */
export function pickText(b: TBestBet): string {
  const [away, home] = gameSides(b.game);
  const side =
    b.selection === 'home' ? home : b.selection === 'away' ? away : b.selection === 'over' ? 'Over' : 'Under';
  const line =
    b.line === null ? ' ML' : b.market === 'spread' ? ` ${b.line > 0 ? '+' : ''}${b.line}` : ` ${b.line}`;
  if (b.kind === 'prop') return `${b.playerName ?? 'Player'} ${side}${line} ${marketLabel(b.market)}`;
  return `${side}${line}`;
}

const COLUMNS: GridColDef<TBestBet>[] = [
  {
    field: 'startTime',
    headerName: 'Game time',
    minWidth: 130,
    valueFormatter: (v: string) => formatEastern(v, 'dateTime'),
  },
  { field: 'game', headerName: 'Game', minWidth: 100 },
  { field: 'pick', headerName: 'Pick', minWidth: 220, flex: 1, valueGetter: (_v, row) => pickText(row) },
  { field: 'odds', headerName: 'Odds', width: 80, valueFormatter: (v: number) => formatOdds(v) },
  { field: 'units', headerName: 'Units', type: 'number', width: 70 },
  { field: 'book', headerName: 'Book', minWidth: 100, valueFormatter: (v: string | null) => v ?? '–' },
  {
    field: 'result',
    headerName: 'Result',
    width: 90,
    valueFormatter: (v: TBestBet['result']) => RESULT_LABEL[v],
  },
  {
    field: 'unitsWon',
    headerName: 'Units won',
    type: 'number',
    width: 95,
    valueFormatter: (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : ''}${v.toFixed(2)}`),
  },
  {
    field: 'note',
    headerName: 'Analysis',
    minWidth: 200,
    flex: 1,
    valueFormatter: (v: string | null) => v ?? '',
  },
  { field: 'createdBy', headerName: 'By', minWidth: 100 },
];

/** Published picks, newest first, with their results once games are final. */
export function BestBetsTable({ label, picks }: { label: string; picks: TBestBet[] }) {
  return (
    <DataTable
      label={label}
      rows={picks}
      columns={COLUMNS}
      pageSize={25}
      emptyText="No pick has been published yet."
    />
  );
}

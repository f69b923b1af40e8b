import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { RuleSet } from '@dfs/optimizer';
import type { TLineup, TSlatePlayer } from '@dfs/contracts';
import { DataTable } from '../../../shared/ui/data-table';

type TLineupRow = { id: number; lineup: TLineup };

/** The look of a link for the lineup cells' swap buttons (one rule for every cell). */
const swapButton = {
  '& .lineup-swap': {
    font: 'inherit',
    color: 'primary.main',
    background: 'none',
    border: 0,
    padding: 0,
    cursor: 'pointer',
    textAlign: 'left',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  },
} as const;
type TExposureRow = { id: string; name: string; team: string; count: number; share: number };

/** Players by the id uploaded for them (their own or their captain row's). */
export function playersByEntry(players: readonly TSlatePlayer[]): Map<string, TSlatePlayer> {
  return new Map(
    players.flatMap((p) => [[p.id, p] as const, ...(p.captainId ? [[p.captainId, p] as const] : [])]),
  );
}

/** How often each player is in the lineups. */
export function exposureRows(
  lineups: readonly TLineup[],
  byEntry: ReadonlyMap<string, TSlatePlayer>,
): TExposureRow[] {
  const counts = new Map<string, TExposureRow>();
  for (const l of lineups) {
    for (const s of l.players) {
      const p = byEntry.get(s.id);
      const id = p?.id ?? s.id;
      const row = counts.get(id) ?? { id, name: s.name, team: p?.team ?? '', count: 0, share: 0 };
      row.count++;
      counts.set(id, row);
    }
  }
  return [...counts.values()]
    .map((r) => ({ ...r, share: Math.round((1000 * r.count) / Math.max(1, lineups.length)) / 10 }))
    .sort((a, b) => b.count - a.count);
}

export type TLineupResultsProps = {
  rules: RuleSet;
  lineups: TLineup[];
  players: readonly TSlatePlayer[];
  /** Opens the swap choice for a lineup's slot (absent: read-only, as in the preview). */
  onSwap?: (lineupIndex: number, slotIndex: number) => void;
  onRemove?: (lineupIndex: number) => void;
  actions?: React.ReactNode;
};

/** The built lineups in slot order (click a player to swap him), and the exposure of each player. */
export function LineupResults({ rules, lineups, players, onSwap, onRemove, actions }: TLineupResultsProps) {
  const [tab, setTab] = useState<'lineups' | 'exposure'>('lineups');
  const byEntry = useMemo(() => playersByEntry(players), [players]);
  const rows = useMemo(() => lineups.map((lineup, id) => ({ id, lineup })), [lineups]);
  const exposure = useMemo(() => exposureRows(lineups, byEntry), [lineups, byEntry]);
  const columns = useMemo<GridColDef<TLineupRow>[]>(
    () => [
      { field: 'id', headerName: '#', width: 56, valueGetter: (v: number) => v + 1 },
      ...rules.slots.map((slot, i): GridColDef<TLineupRow> => ({
        field: `slot${i}`,
        headerName: slot.name,
        minWidth: 130,
        flex: 1,
        sortable: false,
        valueGetter: (_v, row) => row.lineup.players[i]?.name ?? '',
        renderCell: ({ row }) => {
          const s = row.lineup.players[i];
          if (!s) return null;
          const team = byEntry.get(s.id)?.team;
          // "A. Wood PHI": nine slots share the width, so the first name is its initial; the
          // full name is in the hover title and the accessible name.
          const label = `${shortName(s.name)}${team ? ` ${team}` : ''}`;
          const title = `${s.name}${team ? ` (${team})` : ''}`;
          return onSwap ? (
            // A plain button styled once by the grid (below): a page of lineups holds hundreds of
            // them, and a styled component per cell made the lineups' first draw slow.
            <button
              type="button"
              className="lineup-swap"
              aria-label={`Swap ${s.name} (${slot.name}) in lineup ${row.id + 1}`}
              title={title}
              onClick={() => onSwap(row.id, i)}
            >
              {label}
            </button>
          ) : (
            <span title={title}>{label}</span>
          );
        },
      })),
      {
        field: 'salary',
        headerName: 'Salary',
        type: 'number',
        width: 84,
        valueGetter: (_v, row) => row.lineup.salary,
      },
      {
        field: 'projection',
        headerName: 'Proj',
        type: 'number',
        width: 80,
        valueGetter: (_v, row) => Math.round(row.lineup.projection * 100) / 100,
      },
      ...(onRemove
        ? [
            {
              field: 'remove',
              headerName: '',
              width: 56,
              sortable: false,
              renderCell: ({ row }: { row: TLineupRow }) => (
                <IconButton
                  size="small"
                  aria-label={`Remove lineup ${row.id + 1}`}
                  onClick={() => onRemove(row.id)}
                >
                  <ClearOutlined fontSize="small" />
                </IconButton>
              ),
            } satisfies GridColDef<TLineupRow>,
          ]
        : []),
    ],
    [rules, byEntry, onSwap, onRemove],
  );
  return (
    <Paper component="section" aria-label="Lineups" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {lineups.length} lineup{lineups.length === 1 ? '' : 's'}
        </Typography>
        {actions}
      </Box>
      <Tabs value={tab} onChange={(_, v: 'lineups' | 'exposure') => setTab(v)} aria-label="Results view">
        <Tab value="lineups" label="Lineups" />
        <Tab value="exposure" label="Exposure" />
      </Tabs>
      {tab === 'lineups' ? (
        <Box sx={swapButton}>
          <DataTable<TLineupRow> label="Built lineups" rows={rows} columns={columns} pageSize={50} />
        </Box>
      ) : (
        <DataTable<TExposureRow>
          label="Player exposure"
          rows={exposure}
          pageSize={50}
          columns={[
            { field: 'name', headerName: 'Player', flex: 1, minWidth: 160 },
            { field: 'team', headerName: 'Team', width: 80 },
            { field: 'count', headerName: 'Lineups', type: 'number', width: 90 },
            { field: 'share', headerName: 'Exposure %', type: 'number', width: 110 },
          ]}
        />
      )}
    </Paper>
  );
}

/** "Andrew Wood" as "A. Wood"; a one-word name (a team defense) stays whole. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length < 2 ? name : `${words[0]!.charAt(0)}. ${words.slice(1).join(' ')}`;
}

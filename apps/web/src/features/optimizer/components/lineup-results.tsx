import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { RuleSet } from '@dfs/optimizer';
import type { TLineup, TSlatePlayer } from '@dfs/contracts';
import TextField from '@mui/material/TextField';
import { DataTable } from '../../../shared/ui/data-table';
import { ExposureReport } from './exposure-report';
import { playersByEntry, stackOf } from '../hooks/lineup-stats';

type TLineupRow = { id: number; lineup: TLineup; stack: string };

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
  '& .lineup-breaks': { color: 'warning.dark', fontWeight: 600 },
} as const;

/** The warning a lineup swapped against a rule of the build carries. */
export const breaksText = (rule: string) => `⚠ Breaks a rule: ${rule}`;
export type TLineupResultsProps = {
  rules: RuleSet;
  lineups: TLineup[];
  players: readonly TSlatePlayer[];
  /** Opens the swap choice for a lineup's slot (absent: read-only, as in the preview). */
  onSwap?: (lineupIndex: number, slotIndex: number) => void;
  onRemove?: (lineupIndex: number) => void;
  /** Locks or unlocks a lineup (a locked one is kept by the next build, and is not swapped or removed). */
  onLock?: (lineupIndex: number) => void;
  actions?: React.ReactNode;
  /** The comparison of two builds' exposure (absent: no Compare tab). */
  compare?: React.ReactNode;
  /** The user's min / max exposure per player, shown beside the report by player. */
  targets?: ReadonlyMap<string, { min: number | null; max: number | null }>;
};

/** The built lineups in slot order (click a player to swap him), and the exposure of each player. */
export function LineupResults({
  rules,
  lineups,
  players,
  onSwap,
  onRemove,
  onLock,
  actions,
  targets,
  compare,
}: TLineupResultsProps) {
  const [tab, setTab] = useState<'lineups' | 'exposure' | 'compare'>('lineups');
  const [find, setFind] = useState('');
  const byEntry = useMemo(() => playersByEntry(players), [players]);
  const rows = useMemo(() => {
    const all = lineups.map((lineup, id) => ({ id, lineup, stack: stackOf(lineup, byEntry) }));
    const q = find.trim().toLowerCase();
    return q
      ? all.filter(
          (r) =>
            r.stack.toLowerCase().includes(q) ||
            r.lineup.players.some((p) => p.name.toLowerCase().includes(q)),
        )
      : all;
  }, [lineups, byEntry, find]);
  // A lineup swapped by hand against a rule of the build says so in its row (and the card).
  const anyBroken = lineups.some((l) => l.breaks);
  const columns = useMemo<GridColDef<TLineupRow>[]>(
    () => [
      { field: 'id', headerName: '#', width: 48, valueGetter: (v: number) => v + 1 },
      ...rules.slots.map((slot, i): GridColDef<TLineupRow> => ({
        field: `slot${i}`,
        headerName: slot.name,
        minWidth: 92,
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
          return onSwap && !row.lineup.locked ? (
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
        // On a phone a lineup reads as a card: one line per slot, then its salary and points.
        field: 'card',
        headerName: 'Lineup',
        flex: 1,
        sortable: false,
        valueGetter: (_v, row) => row.lineup.players.map((p) => p.name).join(', '),
        renderCell: ({ row }) => (
          <Box
            component="ol"
            // One line per slot whatever the name's length: the row height counts lines.
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              py: 0.5,
              lineHeight: 1.45,
              fontSize: 13,
              minWidth: 0,
              '& li': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
            }}
          >
            {row.lineup.players.map((s, i) => (
              <li key={`${s.id}-${i}`}>
                <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 44 }}>
                  {rules.slots[i]?.name ?? s.slot}
                </Box>
                {onSwap && !row.lineup.locked ? (
                  <button
                    type="button"
                    className="lineup-swap"
                    aria-label={`Swap ${s.name} (${rules.slots[i]?.name ?? s.slot}) in lineup ${row.id + 1}`}
                    onClick={() => onSwap(row.id, i)}
                  >
                    {s.name}
                  </button>
                ) : (
                  s.name
                )}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {byEntry.get(s.id)?.team ?? ''}
                </Box>
              </li>
            ))}
            {row.lineup.breaks ? <li className="lineup-breaks">{breaksText(row.lineup.breaks)}</li> : null}
            <li>
              <strong>
                ${row.lineup.salary.toLocaleString('en-US')} · {Math.round(row.lineup.projection * 100) / 100}{' '}
                pts
              </strong>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {row.stack}
              </Box>
            </li>
          </Box>
        ),
      },
      { field: 'stack', headerName: 'Stack', width: 112 },
      ...(anyBroken
        ? [
            {
              field: 'breaks',
              headerName: 'Rule broken',
              minWidth: 180,
              flex: 1,
              valueGetter: (_v: unknown, row: TLineupRow) => row.lineup.breaks ?? '',
              renderCell: ({ row }: { row: TLineupRow }) =>
                row.lineup.breaks ? (
                  <span className="lineup-breaks">{breaksText(row.lineup.breaks)}</span>
                ) : null,
            } satisfies GridColDef<TLineupRow>,
          ]
        : []),
      {
        field: 'salary',
        headerName: 'Salary',
        type: 'number',
        width: 76,
        valueGetter: (_v, row) => row.lineup.salary,
      },
      {
        field: 'projection',
        headerName: 'Proj',
        type: 'number',
        width: 68,
        valueGetter: (_v, row) => Math.round(row.lineup.projection * 100) / 100,
      },
      ...(onLock || onRemove
        ? [
            {
              field: 'remove',
              headerName: '',
              width: 80,
              sortable: false,
              valueGetter: (_v: unknown, row: TLineupRow) => (row.lineup.locked ? 'Locked' : ''),
              renderCell: ({ row }: { row: TLineupRow }) => {
                const locked = !!row.lineup.locked;
                return (
                  <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
                    {onLock ? (
                      <IconButton
                        size="small"
                        aria-label={`Lock lineup ${row.id + 1}`}
                        aria-pressed={locked}
                        title={
                          locked
                            ? 'Locked: kept when you build again (click to unlock)'
                            : 'Lock: keep it when you build again'
                        }
                        color={locked ? 'primary' : 'default'}
                        onClick={() => onLock(row.id)}
                      >
                        {locked ? <LockOutlined fontSize="small" /> : <LockOpenOutlined fontSize="small" />}
                      </IconButton>
                    ) : null}
                    {onRemove ? (
                      <IconButton
                        size="small"
                        aria-label={`Remove lineup ${row.id + 1}`}
                        title={locked ? 'Unlock the lineup to remove it' : 'Remove the lineup'}
                        disabled={locked}
                        onClick={() => onRemove(row.id)}
                      >
                        <ClearOutlined fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Box>
                );
              },
            } satisfies GridColDef<TLineupRow>,
          ]
        : []),
    ],
    [rules, byEntry, onSwap, onRemove, onLock, anyBroken],
  );
  return (
    <Paper component="section" aria-label="Lineups" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {lineups.length} lineup{lineups.length === 1 ? '' : 's'}
        </Typography>
        {actions}
      </Box>
      <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} aria-label="Results view">
        <Tab value="lineups" label="Lineups" />
        <Tab value="exposure" label="Exposure" />
        {compare ? <Tab value="compare" label="Compare builds" /> : null}
      </Tabs>
      {tab === 'lineups' ? (
        <Box sx={swapButton}>
          <TextField
            size="small"
            label="Find lineups (player or stack)"
            value={find}
            onChange={(e) => setFind(e.target.value)}
            sx={{ my: 1, minWidth: 260 }}
          />
          <DataTable<TLineupRow>
            label="Built lineups"
            rows={rows}
            columns={columns}
            pageSize={50}
            phone={{
              fields: ['id', 'card', 'remove'],
              only: ['card'],
              rowHeight: 28 + 20 * (rules.slots.length + (anyBroken ? 2 : 1)),
            }}
            emptyText="No lineup has this player or stack."
          />
        </Box>
      ) : tab === 'compare' && compare ? (
        compare
      ) : (
        <ExposureReport lineups={lineups} byEntry={byEntry} rules={rules} {...(targets ? { targets } : {})} />
      )}
    </Paper>
  );
}

/** "Andrew Wood" as "A. Wood"; a one-word name (a team defense) stays whole. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length < 2 ? name : `${words[0]!.charAt(0)}. ${words.slice(1).join(' ')}`;
}

import { memo, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import LockOutlined from '@mui/icons-material/LockOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TGameType, TSlatePlayer, TSlateState, TSportCode } from '@dfs/contracts';
import { formatEastern } from '../../../shared/eastern-time';
import { DataTable } from '../../../shared/ui/data-table';
import {
  filterPlayers,
  isSleeper,
  isStud,
  isValue,
  positionFilters,
  TAG_FILTERS,
  type TPoolFilter,
  type TTagFilter,
} from '../hooks/player-filters';

/** A pool row: the slate player with the user's own projection and exposures (in percent). */
export type TPoolRow = TSlatePlayer & {
  ownProjection: number | null;
  minExp: number | null;
  maxExp: number | null;
};

/** A player's tags in the name cell: compact, and never shrunk. */
const TAG = { height: 20, fontSize: 11, flexShrink: 0 } as const;

/** One line that gives way with an ellipsis. */
const CLIP = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The name with its injury and Value / Sleeper / Stud tags; a long name gives way (ellipsis). */
function PlayerName({ row, sport }: { row: TPoolRow; sport: TSportCode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflow: 'hidden' }}>
      <Box component="span" title={row.name} sx={{ minWidth: 0, ...CLIP }}>
        {row.name}
      </Box>
      {row.injury ? <Chip size="small" color="error" variant="outlined" label={row.injury} sx={TAG} /> : null}
      {isValue(row, sport) ? <Chip size="small" color="success" label="Value" sx={TAG} /> : null}
      {isSleeper(row) ? <Chip size="small" color="info" label="Sleeper" sx={TAG} /> : null}
      {isStud(row) ? <Chip size="small" color="warning" label="Stud" sx={TAG} /> : null}
    </Box>
  );
}

/** On a phone: lock/exclude, the stacked player cell and the projection, then the user's own columns. */
const PHONE = {
  fields: ['type', 'card', 'projection', 'ownProjection', 'minExp', 'maxExp'],
  only: ['card'],
  rowHeight: 52,
};
const toPercent = (x: number | null | undefined) =>
  x === null || x === undefined ? null : Math.round(x * 100);
const toFraction = (x: number | null) => (x === null ? null : x / 100);

const time = (iso: string | null) => (iso ? formatEastern(iso, 'weekdayTime') : '');

/** Rows of the pool: players with the user's state merged in. */
export function poolRows(players: readonly TSlatePlayer[], state: TSlateState | undefined): TPoolRow[] {
  const own = new Map(state?.projections.map((p) => [p.playerId, p.projection]));
  const exp = new Map(state?.exposures.map((e) => [e.playerId, e]));
  return players.map((p) => ({
    ...p,
    ownProjection: own.get(p.id) ?? null,
    minExp: toPercent(exp.get(p.id)?.min),
    maxExp: toPercent(exp.get(p.id)?.max),
  }));
}

export type TPlayerPoolProps = {
  rows: TPoolRow[];
  sport: TSportCode;
  gameType: TGameType;
  /** Projections and exposures are editable (Premium and Platinum). */
  canEdit: boolean;
  readOnly?: boolean;
  onMark?: (player: TPoolRow, type: 'lock' | 'exclude' | null) => void;
  onProjection?: (player: TPoolRow, projection: number | null) => void;
  onExposure?: (player: TPoolRow, bounds: { min?: number | null; max?: number | null }) => void;
  loading?: boolean;
};

/**
 * The player pool: the shared data table (virtualised, sortable) with the position, tag and
 * search filters, lock/exclude toggles, and inline projection and exposure editing. It redraws
 * only when its data changes, not when the page around it does (a build starting or ending, its
 * lineups arriving): with hundreds of rows that redraw was most of a click's work.
 */
// Handlers are not compared: they must act on what they are called with (the page's mutations),
// not on page state captured when they were made.
export const PlayerPoolTable = memo(
  PlayerPool,
  (a, b) =>
    (Object.keys(a) as (keyof TPlayerPoolProps)[]).every(
      (k) => typeof a[k] === 'function' || Object.is(a[k], b[k]),
    ) && Object.keys(a).length === Object.keys(b).length,
);

function PlayerPool(props: TPlayerPoolProps) {
  const { rows, sport, gameType, canEdit, readOnly = false } = props;
  const [filter, setFilter] = useState<TPoolFilter>({ position: null, tag: null, search: '' });
  const positions = useMemo(() => positionFilters(rows, gameType), [rows, gameType]);
  const shown = useMemo(
    () => filterPlayers(rows, filter, { sport, gameType }) as TPoolRow[],
    [rows, filter, sport, gameType],
  );
  // Handlers change every render of the page (and are not compared above); the grid reads the
  // latest through a ref, so it keeps its columns and does not redraw every row.
  const latest = useRef(props);
  latest.current = props;
  const gridProps = useMemo(
    () => ({
      isCellEditable: () => canEdit && !readOnly,
      processRowUpdate: (next: TPoolRow, prev: TPoolRow) => {
        const { onProjection, onExposure } = latest.current;
        if (next.ownProjection !== prev.ownProjection) onProjection?.(next, next.ownProjection);
        if (next.minExp !== prev.minExp) onExposure?.(next, { min: toFraction(next.minExp) });
        if (next.maxExp !== prev.maxExp) onExposure?.(next, { max: toFraction(next.maxExp) });
        return next;
      },
    }),
    [canEdit, readOnly],
  );
  const columns = useMemo(
    () => poolColumns({ canEdit, readOnly, sport, onMark: (p, t) => latest.current.onMark?.(p, t) }),
    [canEdit, readOnly, sport],
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.position ?? 'All'}
          onChange={(_, v: string | null) =>
            setFilter((f) => ({ ...f, position: v === 'All' || !v ? null : v }))
          }
          aria-label="Position filter"
        >
          {['All', ...positions].map((p) => (
            <ToggleButton key={p} value={p} sx={{ px: 1.2 }}>
              {p}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.tag}
          onChange={(_, v: TTagFilter | null) => setFilter((f) => ({ ...f, tag: v }))}
          aria-label="Player filter"
        >
          {TAG_FILTERS.map((t) => (
            <ToggleButton key={t} value={t} sx={{ px: 1.2 }}>
              {t}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          label="Search players"
          value={filter.search}
          onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
          sx={{ minWidth: 180, flex: '1 1 180px' }}
        />
      </Box>
      <DataTable<TPoolRow>
        label="Player pool"
        rows={shown}
        columns={columns}
        loading={props.loading ?? false}
        pageSize={100}
        height={620}
        initialSort={[{ field: 'projection', sort: 'desc' }]}
        emptyText="No player matches these filters."
        phone={PHONE}
        gridProps={gridProps}
      />
    </Box>
  );
}

/** A percent typed in a cell, 0..100 (empty clears it). */
const parsePercent = (v: unknown): number | null => {
  const n = Number(v);
  return v === '' || v === null || Number.isNaN(n) ? null : Math.min(100, Math.max(0, n));
};

function poolColumns({
  canEdit,
  readOnly,
  onMark,
  sport,
}: Pick<TPlayerPoolProps, 'canEdit' | 'readOnly' | 'onMark' | 'sport'>): GridColDef<TPoolRow>[] {
  const editable = canEdit && !readOnly;
  const cols: GridColDef<TPoolRow>[] = [];
  if (!readOnly) {
    cols.push({
      field: 'type',
      headerName: 'Lock / Exl',
      width: 96,
      sortable: true,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={row.type === 'lock' ? 'Unlock' : 'Lock in every lineup'}>
            <IconButton
              size="small"
              aria-label={`Lock ${row.name}`}
              aria-pressed={row.type === 'lock'}
              color={row.type === 'lock' ? 'success' : 'default'}
              onClick={() => onMark?.(row, row.type === 'lock' ? null : 'lock')}
            >
              <LockOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={row.type === 'exclude' ? 'Include again' : 'Exclude from every lineup'}>
            <IconButton
              size="small"
              aria-label={`Exclude ${row.name}`}
              aria-pressed={row.type === 'exclude'}
              color={row.type === 'exclude' ? 'error' : 'default'}
              onClick={() => onMark?.(row, row.type === 'exclude' ? null : 'exclude')}
            >
              <BlockOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    });
  }
  cols.push(
    {
      field: 'name',
      headerName: 'Player',
      minWidth: 230,
      flex: 1,
      renderCell: ({ row }) => <PlayerName row={row} sport={sport} />,
    },
    {
      // On a phone, one cell says what the team, time, position and salary columns say (the
      // Value / Sleeper / Stud tags stay with the filters above: a name needs the width).
      field: 'card',
      headerName: 'Player',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.name,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0, lineHeight: 1.35, py: 0.5, '& > div': CLIP }}>
          <div title={row.name}>
            {row.name}
            {row.injury ? ` (${row.injury})` : ''}
          </div>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
            {[
              `$${row.salary.toLocaleString('en-US')}`,
              row.positions.join('/'),
              `${row.team} v ${row.opponent}`,
              time(row.startTime),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Box>
        </Box>
      ),
    },
    { field: 'team', headerName: 'Team', width: 70 },
    { field: 'opponent', headerName: 'Opp', width: 70 },
    { field: 'startTime', headerName: 'Time', width: 110, valueFormatter: (v: string | null) => time(v) },
    { field: 'positions', headerName: 'Pos', width: 80, valueGetter: (v: string[]) => v.join('/') },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
    {
      field: 'projection',
      headerName: 'Proj',
      type: 'number',
      width: 80,
      valueGetter: (_v, row) => row.ownProjection ?? row.projection,
    },
    { field: 'fppd', headerName: 'FPPD', type: 'number', width: 80 },
  );
  // The user's own values: not on the read-only public preview.
  if (!readOnly) {
    cols.push(
      {
        field: 'ownProjection',
        headerName: editable ? 'My proj ✎' : 'My proj',
        description: canEdit
          ? 'Type your own projection; empty goes back to ours'
          : 'Premium: your own projections',
        type: 'number',
        width: 90,
        editable,
        valueParser: (v: unknown) => (v === '' || v === null ? null : Number(v)),
      },
      {
        field: 'minExp',
        headerName: 'Min %',
        type: 'number',
        width: 80,
        editable,
        valueParser: parsePercent,
      },
      {
        field: 'maxExp',
        headerName: 'Max %',
        type: 'number',
        width: 80,
        editable,
        valueParser: parsePercent,
      },
    );
  }
  return cols;
}

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
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef, GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import {
  blendProjection,
  fppdOf,
  type TGameType,
  type TSlatePlayer,
  type TSlateState,
  type TSportCode,
} from '@dfs/contracts';
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

/**
 * A pool row: the slate player with the user's own projection and exposures (in percent).
 * `projection` and `fppd` are the ones the build uses (the user's own projection blended with the
 * slate's at the user's weight, when set), so the FPPD column and the Value / Sleeper / Stud tags
 * follow the user's numbers.
 */
export type TPoolRow = TSlatePlayer & {
  ownProjection: number | null;
  /** The slate's projection (0 for a player marked out). */
  slateProjection: number;
  minExp: number | null;
  maxExp: number | null;
};

/** A player's tags in the name cell: compact, and never shrunk. */
const TAG = { height: 20, fontSize: 11, flexShrink: 0 } as const;

/** One line that gives way with an ellipsis. */
const CLIP = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The injury tag: Out in red, doubtful and questionable in orange; the reason on hover and to readers. */
function InjuryTag({ row }: { row: TPoolRow }) {
  if (!row.injury) return null;
  const out = row.injuryLevel === 'out';
  const why = row.injuryNote ?? row.injury;
  return (
    <Tooltip title={why}>
      <Chip
        size="small"
        color={out ? 'error' : row.injuryLevel ? 'warning' : 'default'}
        variant={row.injuryLevel ? 'filled' : 'outlined'}
        label={out ? 'Out' : row.injury}
        aria-label={`${out ? 'Out' : row.injury}: ${why}`}
        sx={TAG}
      />
    </Tooltip>
  );
}

/** The name with its injury and Value / Sleeper / Stud tags; a long name gives way (ellipsis). */
function PlayerName({ row, sport }: { row: TPoolRow; sport: TSportCode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', overflow: 'hidden' }}>
      <Box component="span" title={row.name} sx={{ minWidth: 0, ...CLIP }}>
        {row.name}
      </Box>
      <InjuryTag row={row} />
      {isValue(row, sport) ? <Chip size="small" color="success" label="Value" sx={TAG} /> : null}
      {isSleeper(row) ? <Chip size="small" color="info" label="Sleeper" sx={TAG} /> : null}
      {isStud(row) ? <Chip size="small" color="warning" label="Stud" sx={TAG} /> : null}
    </Box>
  );
}

/** On a phone: lock/exclude, the stacked player cell and the projection, then the user's own columns. */
const PHONE = {
  fields: ['type', 'card', 'projection', 'slateProjection', 'ownProjection', 'minExp', 'maxExp'],
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
  // The state is what the last lock or exclude answered: it wins over the players' own copy,
  // which refetches after it and may lag behind.
  const marks = state ? new Map(state.marks.map((m) => [m.playerId, m.type as string])) : null;
  return players.map((p) => {
    const mine = own.get(p.id) ?? null;
    const projection = blendProjection(p.projection, mine, state?.blendWeight ?? 1);
    return {
      ...p,
      type: marks ? (marks.get(p.id) ?? '') : p.type,
      projection,
      fppd: fppdOf(p.salary, projection),
      slateProjection: p.projection,
      ownProjection: mine,
      minExp: toPercent(exp.get(p.id)?.min),
      maxExp: toPercent(exp.get(p.id)?.max),
    };
  });
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
  /** Rows ticked for bulk actions and "my pool" (absent: no tick boxes). */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: Set<string>) => void;
  /** Single game: the multiplier slot (CPT, MVP) shown as its own salary and projection columns. */
  captain?: { label: string; salaryMultiplier: number; pointsMultiplier: number } | null;
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
  const [filter, setFilter] = useState<TPoolFilter>({ position: null, tag: null, search: '', game: null });
  const positions = useMemo(() => positionFilters(rows, gameType), [rows, gameType]);
  const games = useMemo(
    () => [...new Set(rows.map((r) => r.game).filter((g): g is string => !!g))].sort(),
    [rows],
  );
  const shown = useMemo(
    () => filterPlayers(rows, filter, { sport, gameType }) as TPoolRow[],
    [rows, filter, sport, gameType],
  );
  // Handlers change every render of the page (and are not compared above); the grid reads the
  // latest through a ref, so it keeps its columns and does not redraw every row.
  const latest = useRef(props);
  latest.current = props;
  const { selected, onSelect } = props;
  const selection = useMemo(
    () =>
      selected && onSelect
        ? {
            checkboxSelection: true,
            keepNonExistentRowsSelected: true,
            rowSelectionModel: { type: 'include' as const, ids: new Set<GridRowId>(selected) },
            onRowSelectionModelChange: (m: GridRowSelectionModel) => {
              // "Select all" ticks the rows shown (minus those unticked) beside those ticked before.
              if (m.type === 'include') return onSelect(new Set([...m.ids].map(String)));
              onSelect(new Set([...selected, ...shown.map((r) => r.id).filter((id) => !m.ids.has(id))]));
            },
          }
        : {},
    [selected, onSelect, shown],
  );
  const gridProps = useMemo(
    () => ({
      ...selection,
      isCellEditable: () => canEdit && !readOnly,
      processRowUpdate: (next: TPoolRow, prev: TPoolRow) => {
        const { onProjection, onExposure } = latest.current;
        if (next.ownProjection !== prev.ownProjection) onProjection?.(next, next.ownProjection);
        if (next.minExp !== prev.minExp) onExposure?.(next, { min: toFraction(next.minExp) });
        if (next.maxExp !== prev.maxExp) onExposure?.(next, { max: toFraction(next.maxExp) });
        return next;
      },
    }),
    [canEdit, readOnly, selection],
  );
  const captain = props.captain ?? null;
  const columns = useMemo(
    () => poolColumns({ canEdit, readOnly, sport, captain, onMark: (p, t) => latest.current.onMark?.(p, t) }),
    [canEdit, readOnly, sport, captain],
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
        {games.length > 1 ? (
          <TextField
            select
            size="small"
            label="Game"
            value={filter.game ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, game: e.target.value || null }))}
            sx={{ minWidth: 130 }}
          >
            <MenuItem value="">All games</MenuItem>
            {games.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
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
  captain,
}: Pick<TPlayerPoolProps, 'canEdit' | 'readOnly' | 'onMark' | 'sport' | 'captain'>): GridColDef<TPoolRow>[] {
  const editable = canEdit && !readOnly;
  const cols: GridColDef<TPoolRow>[] = [];
  if (!readOnly) {
    cols.push({
      field: 'type',
      headerName: 'Lock / Exl',
      width: 80,
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
      minWidth: 160,
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
    // Single game (captain columns): one game, so the team is enough.
    captain
      ? { field: 'team', headerName: 'Team', width: 60 }
      : {
          // Team, opponent and start in one column (sorted by team): the pool fits 1366 px beside
          // the build panel without clipping a number.
          field: 'team',
          headerName: 'Game',
          width: 148,
          renderCell: ({ row }) => (
            <Box
              component="span"
              sx={CLIP}
              title={`${row.team} v ${row.opponent ?? '?'} ${time(row.startTime)}`}
            >
              {row.team} v {row.opponent ?? '?'}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
                {time(row.startTime)}
              </Box>
            </Box>
          ),
        },
    { field: 'positions', headerName: 'Pos', width: 64, valueGetter: (v: string[]) => v.join('/') },
    { field: 'salary', headerName: 'Salary', type: 'number', width: 76 },
    {
      field: 'projection',
      headerName: 'Proj',
      type: 'number',
      width: 64,
      description: 'The projection builds use: with yours, the blend of yours and the slate’s',
    },
    ...(captain
      ? [
          {
            field: 'captainSalary',
            headerName: `${captain.label} $`,
            type: 'number',
            width: 80,
            description: `Salary in the ${captain.label} slot`,
            valueGetter: (_v: unknown, row: TPoolRow) =>
              row.captainSalary ?? Math.round(row.salary * captain.salaryMultiplier),
          } satisfies GridColDef<TPoolRow>,
          {
            field: 'captainProjection',
            headerName: `${captain.label} proj`,
            type: 'number',
            width: 84,
            description: `Projection in the ${captain.label} slot (${captain.pointsMultiplier}x)`,
            valueGetter: (_v: unknown, row: TPoolRow) =>
              Math.round(row.projection * captain.pointsMultiplier * 100) / 100,
          } satisfies GridColDef<TPoolRow>,
        ]
      : []),
    {
      field: 'fppd',
      headerName: 'FPPD',
      type: 'number',
      width: 72,
      description: 'Salary per projected point (lower is better)',
    },
  );
  // The user's own values: not on the read-only public preview.
  if (!readOnly) {
    cols.push(
      {
        // "Slate" and 64 px: the pool's columns still fit 1366 px beside the build panel.
        field: 'slateProjection',
        headerName: 'Slate',
        type: 'number',
        width: 64,
        description: 'The slate’s projection (0 for a player marked out)',
      },
      {
        field: 'ownProjection',
        headerName: editable ? 'My proj ✎' : 'My proj',
        description: canEdit
          ? 'Type your own projection; empty goes back to ours'
          : 'Premium: your own projections',
        type: 'number',
        width: 84,
        editable,
        valueParser: (v: unknown) => (v === '' || v === null ? null : Number(v)),
      },
      {
        field: 'minExp',
        headerName: 'Min %',
        type: 'number',
        width: 62,
        editable,
        valueParser: parsePercent,
      },
      {
        field: 'maxExp',
        headerName: 'Max %',
        type: 'number',
        width: 66,
        editable,
        valueParser: parsePercent,
      },
    );
  }
  return cols;
}

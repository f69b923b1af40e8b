import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { RuleSet } from '@dfs/optimizer';
import type { TLineup, TSlatePlayer } from '@dfs/contracts';
import { DataTable } from '../../../shared/ui/data-table';
import { NO_STACK, stackOf } from '../hooks/lineup-stats';
import { numberColumn, viewColumn, ViewSwitch } from './exposure-table';

export const EXPOSURE_VIEWS = ['Player', 'Team', 'Stack', 'Position', 'Captain'] as const;
export type TExposureView = (typeof EXPOSURE_VIEWS)[number];

/** One row of the report: what is counted, in how many lineups, and the share of all lineups. */
export type TExposureRow = {
  id: string;
  name: string;
  team: string;
  count: number;
  share: number;
  /** Player view: the user's min / max exposure in percent ("20-60%"), else empty. */
  target: string;
  /** Team view: players of the team per lineup that has any. */
  perLineup: number | null;
};

const shareOf = (count: number, n: number) => Math.round((1000 * count) / Math.max(1, n)) / 10;
const pct = (x: number | null | undefined) => (x === null || x === undefined ? '' : `${Math.round(x * 100)}`);

/** Counts keys over the lineups (a key counts once per lineup) into report rows, most first. */
function tally(
  lineups: readonly TLineup[],
  keysOf: (l: TLineup) => { id: string; name: string; team?: string; weight?: number }[],
): TExposureRow[] {
  const rows = new Map<string, TExposureRow & { players: number }>();
  for (const l of lineups) {
    const seen = new Set<string>();
    for (const k of keysOf(l)) {
      const row = rows.get(k.id) ?? {
        id: k.id,
        name: k.name,
        team: k.team ?? '',
        count: 0,
        share: 0,
        target: '',
        perLineup: null,
        players: 0,
      };
      row.players += k.weight ?? 1;
      if (!seen.has(k.id)) row.count++;
      seen.add(k.id);
      rows.set(k.id, row);
    }
  }
  return [...rows.values()]
    .map(({ players, ...r }) => ({
      ...r,
      share: shareOf(r.count, lineups.length),
      perLineup: players / r.count,
    }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The exposure report of the lineups on screen: by player (against the user's min / max), by
 * team, by stack (the team with most players in a lineup, with its count and the opponent's),
 * by position and by captain (single game).
 */
export function exposureReport(
  view: TExposureView,
  lineups: readonly TLineup[],
  byEntry: ReadonlyMap<string, TSlatePlayer>,
  rules: RuleSet,
  targets: ReadonlyMap<string, { min: number | null; max: number | null }> = new Map(),
): TExposureRow[] {
  const playerOf = (id: string) => byEntry.get(id);
  switch (view) {
    case 'Player':
      return tally(lineups, (l) =>
        l.players.map((s) => ({
          id: playerOf(s.id)?.id ?? s.id,
          name: s.name,
          team: playerOf(s.id)?.team ?? '',
        })),
      ).map((r) => {
        const t = targets.get(r.id);
        return { ...r, perLineup: null, target: t ? `${pct(t.min) || '0'}-${pct(t.max) || '100'}%` : '' };
      });
    case 'Team':
      return tally(lineups, (l) =>
        l.players.map((s) => ({ id: playerOf(s.id)?.team ?? '?', name: playerOf(s.id)?.team ?? '?' })),
      );
    case 'Stack':
      return tally(lineups, (l) => {
        const name = stackOf(l, byEntry);
        return [{ id: name, name, team: name === NO_STACK ? '' : (name.split(' ')[0] ?? '') }];
      }).map((r) => ({ ...r, perLineup: null }));
    case 'Position':
      return tally(lineups, (l) =>
        l.players.map((s) => {
          const pos = playerOf(s.id)?.positions.join('/') ?? s.slot;
          return { id: `${pos}:${s.id}`, name: `${pos}: ${s.name}`, team: playerOf(s.id)?.team ?? '' };
        }),
      ).map((r) => ({ ...r, perLineup: null }));
    case 'Captain': {
      const first = rules.slots[0];
      if (!first || first.kind === 'BASE') return [];
      return tally(lineups, (l) => {
        const s = l.players[0];
        return s ? [{ id: playerOf(s.id)?.id ?? s.id, name: s.name, team: playerOf(s.id)?.team ?? '' }] : [];
      }).map((r) => ({ ...r, perLineup: null }));
    }
  }
}

/** How many of the lineups counted break a rule of the build (swapped in anyway). */
export function brokenSummary(broken: number, total: number): string {
  return `${broken} of ${total} lineup${total === 1 ? '' : 's'} counted here ${broken === 1 ? 'breaks' : 'break'} a rule of your build (a player swapped in anyway).`;
}

/** The report's table with its view switch. */
export function ExposureReport(props: {
  lineups: readonly TLineup[];
  byEntry: ReadonlyMap<string, TSlatePlayer>;
  rules: RuleSet;
  targets?: ReadonlyMap<string, { min: number | null; max: number | null }>;
}) {
  const [view, setView] = useState<TExposureView>('Player');
  const single = props.rules.slots[0]?.kind !== 'BASE';
  const views = EXPOSURE_VIEWS.filter((v) => v !== 'Captain' || single);
  const rows = useMemo(
    () => exposureReport(view, props.lineups, props.byEntry, props.rules, props.targets),
    [view, props.lineups, props.byEntry, props.rules, props.targets],
  );
  const columns: GridColDef<TExposureRow>[] = [
    viewColumn(view, 160),
    ...(view === 'Team' ? [] : [{ field: 'team', headerName: 'Team', width: 80 }]),
    numberColumn('count', 'Lineups', 90),
    numberColumn('share', 'Exposure %', 110),
    ...(view === 'Player' ? [{ field: 'target', headerName: 'Your min-max', width: 120 }] : []),
    ...(view === 'Team'
      ? [
          numberColumn<TExposureRow, number | null>('perLineup', 'Players per lineup', 150, (v) =>
            v === null ? '' : v.toFixed(2),
          ),
        ]
      : []),
  ];
  const broken = props.lineups.filter((l) => l.breaks).length;
  return (
    <Box>
      {broken ? (
        <Alert severity="warning" role="status" sx={{ my: 1 }}>
          {brokenSummary(broken, props.lineups.length)}
        </Alert>
      ) : null}
      <ViewSwitch views={views} value={view} onChange={setView} label="Exposure by" spaced />
      <DataTable<TExposureRow>
        label={`Exposure by ${view.toLowerCase()}`}
        rows={rows}
        pageSize={50}
        columns={columns}
      />
    </Box>
  );
}

import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { RuleSet } from '@dfs/optimizer';
import type { TLineup, TSlatePlayer, TSportCode } from '@dfs/contracts';
import { DataTable } from '../../../shared/ui/data-table';
import { SelectField } from '../../../shared/ui';
import { ErrorState } from '../../../shared/ui/page-state';
import { useSavedBuild, useSavedBuilds } from '../api/optimizer-api';
import { exposureReport } from './exposure-report';
import { numberColumn, viewColumn, ViewSwitch } from './exposure-table';

const COMPARE_VIEWS = ['Player', 'Team', 'Stack'] as const;
type TCompareView = (typeof COMPARE_VIEWS)[number];
/** The lineups on screen, as one side of the comparison. */
const SCREEN = 'screen';

/** One row of the comparison: a player, team or stack with its exposure in both builds. */
export type TCompareRow = { id: string; name: string; a: number; b: number; diff: number };

/** The exposure of two sets of lineups side by side, biggest difference first. */
export function compareExposure(
  view: TCompareView,
  a: readonly TLineup[],
  b: readonly TLineup[],
  byEntry: ReadonlyMap<string, TSlatePlayer>,
  rules: RuleSet,
): TCompareRow[] {
  const left = exposureReport(view, a, byEntry, rules);
  const right = new Map(exposureReport(view, b, byEntry, rules).map((r) => [r.id, r]));
  const rows = left.map((r) => {
    const other = right.get(r.id);
    right.delete(r.id);
    return { id: r.id, name: r.name, a: r.share, b: other?.share ?? 0 };
  });
  for (const r of right.values()) rows.push({ id: r.id, name: r.name, a: 0, b: r.share });
  return rows
    .map((r) => ({ ...r, diff: Math.round((r.b - r.a) * 10) / 10 }))
    .sort(
      (x, y) =>
        Math.abs(y.diff) - Math.abs(x.diff) || y.a + y.b - (x.a + x.b) || x.name.localeCompare(y.name),
    );
}

/**
 * Compare two builds: the lineups on screen and the builds saved on this slate, two at a time, by
 * player, team or stack, with the difference in exposure.
 */
export function CompareBuilds(props: {
  sport: TSportCode;
  slateId: string;
  userId: string;
  lineups: readonly TLineup[];
  byEntry: ReadonlyMap<string, TSlatePlayer>;
  rules: RuleSet;
}) {
  const saved = useSavedBuilds(props.sport, props.userId);
  const mine = useMemo(
    () => (saved.data ?? []).filter((s) => s.slateId === props.slateId),
    [saved.data, props.slateId],
  );
  const [pickA, setA] = useState(SCREEN);
  const [pickB, setB] = useState<string | null>(null);
  const b = pickB ?? mine[0]?.id ?? SCREEN;
  const buildA = useSavedBuild(pickA === SCREEN ? null : pickA);
  const buildB = useSavedBuild(b === SCREEN ? null : b);
  const [view, setView] = useState<TCompareView>('Player');
  const lineupsA = pickA === SCREEN ? props.lineups : buildA.data?.allTeams;
  const lineupsB = b === SCREEN ? props.lineups : buildB.data?.allTeams;
  const rows = useMemo(
    () => (lineupsA && lineupsB ? compareExposure(view, lineupsA, lineupsB, props.byEntry, props.rules) : []),
    [view, lineupsA, lineupsB, props.byEntry, props.rules],
  );
  if (saved.isError) return <ErrorState error={saved.error} onRetry={saved.refetch} />;
  const nameOf = (id: string) =>
    id === SCREEN ? 'Lineups on screen' : (mine.find((s) => s.id === id)?.name ?? 'Saved build');
  const choices = [
    { value: SCREEN, label: `Lineups on screen (${props.lineups.length})` },
    ...mine.map((s) => ({ value: s.id, label: `${s.name} (${s.lineupCount})` })),
  ];
  const picker = (label: string, value: string, onChange: (v: string) => void) => (
    <SelectField
      label={label}
      value={value}
      options={choices}
      onChange={onChange}
      sx={{ minWidth: 220, flex: '1 1 220px' }}
    />
  );
  const columns: GridColDef<TCompareRow>[] = [
    viewColumn(view, 150),
    numberColumn('a', `A: ${nameOf(pickA)} %`, 150),
    numberColumn('b', `B: ${nameOf(b)} %`, 150),
    numberColumn<TCompareRow>('diff', 'B − A', 90, (v) => (v > 0 ? `+${v}` : String(v))),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      {mine.length === 0 && !saved.isPending ? (
        <Typography variant="body2" color="text.secondary" role="status">
          No build of this slate is saved yet: save one (Save build) to compare the lineups on screen with it.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {picker('Build A', pickA, setA)}
        {picker('Build B', b, setB)}
      </Box>
      <ViewSwitch views={COMPARE_VIEWS} value={view} onChange={setView} label="Compare by" />
      <DataTable<TCompareRow>
        label={`Exposure compared by ${view.toLowerCase()}`}
        rows={rows}
        columns={columns}
        pageSize={50}
        loading={(!lineupsA || !lineupsB) && (buildA.isFetching || buildB.isFetching)}
        emptyText="No lineup to compare."
      />
    </Box>
  );
}

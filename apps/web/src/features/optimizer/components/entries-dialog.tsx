import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { GridColDef } from '@mui/x-data-grid';
import type { FilledEntry } from '@dfs/optimizer';
import type { TLateSwapReport } from '@dfs/contracts';
import { DataTable } from '../../../shared/ui/data-table';

/** One entry of an entries file as the review shows it before the file is written. */
export type TEntryRow = {
  id: string;
  entryId: string;
  contest: string;
  /** The lineup written into the entry ("Lineup 3"), or what late swap did. */
  result: string;
  /** Late swap: the players locked in the entry because their game started. */
  locked: string;
  /** Late swap: the entry's projected points, before → after when it changed. */
  projection?: string;
};

/** An entries file ready to download, with what the review shows of it. */
export type TEntryReview = {
  title: string;
  summary: string;
  rows: TEntryRow[];
  lateSwap: boolean;
  issues: string[];
  fileName: string;
  text: string;
};

/** The review of built lineups put into an entries file (fillEntries). */
export function filledReview(
  out: { text: string; entries: FilledEntry[]; issues: { reason: string }[] },
  fileName: string,
): TEntryReview {
  const contests = new Set(out.entries.map((e) => e.contestName)).size;
  return {
    title: 'Entries filled: review before downloading',
    summary: `${out.entries.length} entries in ${contests} contest${contests === 1 ? '' : 's'} get lineups of this build.`,
    lateSwap: false,
    issues: out.issues.map((i) => i.reason),
    fileName,
    text: out.text,
    rows: out.entries.map((e) => ({
      id: String(e.line),
      entryId: e.entryId,
      contest: e.contestName,
      locked: '',
      result: e.lineup === null ? 'Unchanged' : `Lineup ${e.lineup + 1}`,
    })),
  };
}

/** Roster slot labels as a player reads them: WR1, WR2, WR3 where a name repeats, else QB, FLEX. */
export function slotLabels(slotNames: readonly string[]): string[] {
  return slotNames.map((name, i) => {
    const same = slotNames.filter((n) => n === name).length;
    return same > 1 ? `${name}${slotNames.slice(0, i + 1).filter((n) => n === name).length}` : name;
  });
}

const points = (value: number | null) => (value === null ? '?' : value.toFixed(2));

/**
 * The review of a late swap: per entry, the players locked because their game started (in the
 * slots they keep), who went out for whom, and the projection before and after. Only entries
 * whose players changed count as re-optimised; a player moved between slots is no change.
 */
export function lateSwapReview(
  data: TLateSwapReport,
  fileName: string,
  players: { slotNames: readonly string[]; nameOf: (id: string) => string },
): TEntryReview {
  const labels = slotLabels(players.slotNames);
  const member = (m: { slot: number; id: string }) =>
    `${players.nameOf(m.id)} (${labels[m.slot] ?? `slot ${m.slot + 1}`})`;
  const changed = data.entries.filter((e) => e.changed).length;
  return {
    title: 'Late swap: review before downloading',
    summary: `${changed} of ${data.entries.length} entries re-optimised (players changed); players whose games started stay locked in their slots.`,
    lateSwap: true,
    issues: data.issues.map((i) => `Line ${i.line}: ${i.reason}`),
    fileName,
    text: data.csv,
    rows: data.entries.map((e) => ({
      id: String(e.line),
      entryId: e.entryId,
      contest: '',
      locked: e.locked.map(member).join(', ') || 'none',
      result: e.changed
        ? `Out: ${e.out.map(member).join(', ')} → In: ${e.in.map(member).join(', ')}`
        : (e.message ?? 'No change'),
      projection: e.changed
        ? `${points(e.projectionBefore)} → ${points(e.projectionAfter)}`
        : points(e.projectionBefore),
    })),
  };
}

/**
 * The review of an entries file before it is downloaded: which lineup each entry gets (filling
 * entries), or each entry's locked players and what changed (late swap).
 */
export function EntriesDialog(props: {
  review: TEntryReview | null;
  onDownload: (review: TEntryReview) => void;
  onClose: () => void;
}) {
  const r = props.review;
  const lateSwap = r?.lateSwap ?? false;
  const columns: GridColDef<TEntryRow>[] = [
    { field: 'entryId', headerName: 'Entry', width: 120 },
    ...(lateSwap
      ? [
          {
            field: 'locked',
            headerName: 'Locked (started)',
            flex: 1,
            minWidth: 160,
          } satisfies GridColDef<TEntryRow>,
        ]
      : [
          { field: 'contest', headerName: 'Contest', flex: 1, minWidth: 180 } satisfies GridColDef<TEntryRow>,
        ]),
    {
      field: 'result',
      headerName: lateSwap ? 'Changes (out → in)' : 'Lineup',
      flex: lateSwap ? 2 : 1,
      minWidth: lateSwap ? 260 : 140,
    },
    ...(lateSwap
      ? [
          {
            field: 'projection',
            headerName: 'Projection (before → after)',
            width: 190,
          } satisfies GridColDef<TEntryRow>,
        ]
      : []),
  ];
  return (
    <Dialog open={r !== null} onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="entries-title">
      <DialogTitle id="entries-title">{r?.title}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={r?.issues.length ? 'warning' : 'info'} role="status" sx={{ mb: 1 }}>
          {r?.summary}
          {r?.issues.slice(0, 5).map((i) => (
            <div key={i}>{i}</div>
          ))}
        </Alert>
        <DataTable<TEntryRow> label="Entries" rows={r?.rows ?? []} columns={columns} pageSize={25} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
        <Button variant="contained" onClick={() => r && props.onDownload(r)} disabled={!r?.rows.length}>
          Download entries file
        </Button>
      </DialogActions>
    </Dialog>
  );
}

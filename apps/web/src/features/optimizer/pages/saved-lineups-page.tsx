import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TSavedBuildSummary } from '@dfs/contracts';
import { useNotify } from '../../../shared/notifications/notifications';
import { DataTable } from '../../../shared/ui/data-table';
import { PageState } from '../../../shared/ui/page-state';
import { useLayoutContext } from '../../../shared/layout/layout-context';
import {
  useDeleteLineup,
  usePlayers,
  useSavedBuild,
  useSavedBuilds,
  useUpdateLineup,
} from '../api/optimizer-api';
import { formatEastern } from '../../../shared/eastern-time';
import { LineupResults } from '../components/lineup-results';
import { SaveBuildDialog } from '../components/save-build-dialog';
import { downloadText, rulesOf, uploadCsv } from '../hooks/lineup-files';

const when = (iso: string) => formatEastern(iso, 'medium');

/** /{id}/{operator}/optimizer/saved-lineup-{sport}: the user's saved builds; open, rename, delete. */
export default function SavedLineupsPage() {
  const ctx = useLayoutContext();
  const notify = useNotify();
  const list = useSavedBuilds(ctx.sport, ctx.user._id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<TSavedBuildSummary | null>(null);
  const [deleting, setDeleting] = useState<TSavedBuildSummary | null>(null);
  const update = useUpdateLineup(ctx.sport);
  const remove = useDeleteLineup(ctx.sport);
  const columns = useMemo<GridColDef<TSavedBuildSummary>[]>(
    () => [
      { field: 'name', headerName: 'Build', flex: 1, minWidth: 160 },
      { field: 'slateName', headerName: 'Slate', flex: 1, minWidth: 160 },
      {
        field: 'operator',
        headerName: 'Site',
        width: 100,
        valueFormatter: (v: string) => (v === 'draftkings' ? 'DraftKings' : 'FanDuel'),
      },
      { field: 'lineupCount', headerName: 'Lineups', type: 'number', width: 90 },
      { field: 'updatedAt', headerName: 'Saved', width: 170, valueFormatter: (v: string) => when(v) },
      {
        field: 'actions',
        headerName: '',
        width: 230,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" aria-label={`Open ${row.name}`} onClick={() => setOpenId(row.id)}>
              Open
            </Button>
            <Button size="small" aria-label={`Rename ${row.name}`} onClick={() => setRenaming(row)}>
              Rename
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Delete ${row.name}`}
              onClick={() => setDeleting(row)}
            >
              Delete
            </Button>
          </Box>
        ),
      },
    ],
    [],
  );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Saved lineups
      </Typography>
      <PageState
        query={list}
        isEmpty={(d) => d.length === 0}
        empty={{
          title: `No Lineups In ${ctx.sport[0]!.toUpperCase()}${ctx.sport.slice(1)} Yet.`,
          reason: 'Build lineups on the optimizer page and save them: they appear here.',
        }}
      >
        {(rows) => <DataTable label="Saved builds" rows={rows} columns={columns} pageSize={25} />}
      </PageState>
      {openId ? <OpenBuild id={openId} onClose={() => setOpenId(null)} /> : null}
      {renaming ? (
        <SaveBuildDialog
          open
          title="Rename build"
          initialName={renaming.name}
          busy={update.isPending}
          onClose={() => setRenaming(null)}
          onSave={(name) =>
            update.mutate(
              { id: renaming.id, name },
              {
                onSuccess: (r) => (notify('success', r.message), setRenaming(null)),
                onError: (e) => notify('error', e.message),
              },
            )
          }
        />
      ) : null}
      <Dialog open={!!deleting} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete “{deleting?.name}”?</DialogTitle>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: (r) => {
                  notify('success', r.message);
                  if (openId === deleting.id) setOpenId(null);
                  setDeleting(null);
                },
                onError: (e) => notify('error', e.message),
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** A saved build's lineups, with its operator CSV. */
function OpenBuild({ id, onClose }: { id: string; onClose: () => void }) {
  const build = useSavedBuild(id);
  const players = usePlayers(build.data?.sport ?? 'nfl', build.data?.slateId ?? '');
  return (
    <Paper sx={{ mt: 2, p: 0 }} variant="outlined">
      <PageState query={build}>
        {(b) => {
          const rules = rulesOf(b.operator, b.sport, b.gameType);
          return (
            <LineupResults
              rules={rules}
              lineups={b.allTeams}
              players={players.data?.players ?? []}
              actions={
                <>
                  <Typography color="text.secondary">{b.name}</Typography>
                  <Button
                    variant="contained"
                    onClick={() =>
                      downloadText(`${b.name.replace(/\W+/g, '-')}-upload.csv`, uploadCsv(rules, b.allTeams))
                    }
                  >
                    Download {b.operator === 'draftkings' ? 'DraftKings' : 'FanDuel'} CSV
                  </Button>
                  <Button onClick={onClose}>Close</Button>
                </>
              }
            />
          );
        }}
      </PageState>
    </Paper>
  );
}

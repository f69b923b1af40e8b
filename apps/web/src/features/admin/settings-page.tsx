import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TServerProcess } from '@dfs/contracts';
import { useNotify } from '../../shared/notifications/notifications';
import { useRealtime } from '../../shared/realtime/use-realtime';
import { PageState, UpdatedAt, newestTime } from '../../shared/ui';
import { formatTime } from './admin-format';
import { AdminFrame } from './admin-frame';
import { adminKeys, useProcesses, useUpdateServer } from './admin-api';

const STATUS_COLOR = { online: 'success', stopped: 'default', errored: 'error' } as const;

/** One feed process: its status, last runs, and start (when not online) or stop. */
function ProcessRow({ process }: { process: TServerProcess }) {
  const notify = useNotify();
  const update = useUpdateServer();
  const status = process.pm2_env.status;
  const operation = status === 'online' ? 'stop' : 'start';
  const run = () =>
    update.mutate(
      { name: process.name, operation },
      { onSuccess: (res) => notify('success', res.message), onError: (err) => notify('error', err.message) },
    );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      aria-label={`${process.name}: ${status}`}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{process.name}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Last run {formatTime(process.lastRunAt)} ET · last success {formatTime(process.lastSuccessAt)} ET
        </Typography>
        {process.lastError ? (
          <Typography variant="caption" color="error" component="p">
            {process.lastError}
          </Typography>
        ) : null}
      </Box>
      <Chip label={status} color={STATUS_COLOR[status]} data-testid={`status-${process.name}`} />
      <Button
        variant="outlined"
        color={operation === 'stop' ? 'error' : 'primary'}
        onClick={run}
        disabled={update.isPending}
        aria-label={`${operation === 'stop' ? 'Stop' : 'Start'} ${process.name}`}
      >
        {operation === 'stop' ? 'Stop' : 'Start'}
      </Button>
    </Paper>
  );
}

/** /settings: the feed processes, refreshed live when one is started or stopped. */
export default function SettingsPage() {
  const processes = useProcesses();
  useRealtime({ enabled: true, slateIds: [], slateQueryKey: [], processQueryKey: adminKeys.processes });
  return (
    <AdminFrame title="Settings">
      <PageState
        query={processes}
        isEmpty={(list) => list.length === 0}
        empty={{ title: 'No feed processes', reason: 'This server runs no feed workers.' }}
      >
        {(list) => (
          <>
            <UpdatedAt at={newestTime(list.map((p) => p.lastRunAt))} extra="newest feed run" />
            <Box
              component="ul"
              aria-label="Feed processes"
              sx={{ listStyle: 'none', p: 0, mt: 1, display: 'grid', gap: 1 }}
            >
              {list.map((p) => (
                <ProcessRow key={p.name} process={p} />
              ))}
            </Box>
          </>
        )}
      </PageState>
    </AdminFrame>
  );
}

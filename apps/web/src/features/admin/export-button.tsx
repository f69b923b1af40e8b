import { useState } from 'react';
import Button from '@mui/material/Button';
import type { TExportQuery } from '@dfs/contracts';
import { useNotify } from '../../shared/notifications/notifications';
import { downloadReport } from './admin-api';

/** Downloads the whole result of a report tab as CSV, not just the page on screen. */
export function ExportButton({ query, disabled }: { query: TExportQuery; disabled?: boolean }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await downloadReport(query);
      notify('success', `${file.fileName} downloaded.`);
    } catch (err) {
      notify('error', `There was an error with export: ${err instanceof Error ? err.message : 'unknown'}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void run()} disabled={disabled || busy}>
      Export CSV
    </Button>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { RejectedRows } from '../../../shared/ui';
import type { TCsvProjectionReport } from '@dfs/contracts';

/** The row report of a projection upload. */
export function ProjectionReport({ report }: { report: TCsvProjectionReport }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      severity={report.rejected.length ? 'warning' : 'success'}
      onClose={() => setOpen(false)}
      sx={{ my: 1 }}
      role="status"
    >
      {report.applied} of {report.rows} rows applied.
      <RejectedRows rows={report.rejected} max={20} />
    </Alert>
  );
}

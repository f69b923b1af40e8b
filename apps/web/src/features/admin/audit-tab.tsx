import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import type { TAuditEntry } from '@dfs/contracts';
import { formatTime, type TZone } from './admin-format';
import { useAuditLog } from './admin-api';
import { AdminTable } from './admin-table';

/** Audit log: every admin write, newest first (client only). */
export function AuditTab({ zone }: { zone: TZone }) {
  const [page, setPage] = useState(0);
  const audit = useAuditLog(page);
  const columns: GridColDef<TAuditEntry>[] = [
    {
      field: 'createdAt',
      headerName: 'When',
      width: 180,
      valueFormatter: (v: string) => formatTime(v, zone),
    },
    { field: 'actorName', headerName: 'Who', width: 140 },
    { field: 'action', headerName: 'What', width: 150 },
    { field: 'target', headerName: 'Target', minWidth: 200, flex: 1 },
    { field: 'ip', headerName: 'IP', width: 140 },
  ];
  return (
    <AdminTable<TAuditEntry>
      query={audit}
      label="Audit log"
      columns={columns}
      emptyText="No admin changes recorded yet."
      page={page}
      onPage={setPage}
    />
  );
}

import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE, type TAuditEntry } from '@dfs/contracts';
import { DataTable } from '../../shared/ui/data-table';
import { ErrorState } from '../../shared/ui';
import { formatTime, type TZone } from './admin-format';
import { useAuditLog } from './admin-api';

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
  if (audit.isError) return <ErrorState error={audit.error} onRetry={audit.refetch} />;
  return (
    <DataTable<TAuditEntry>
      label="Audit log"
      rows={audit.data?.rows ?? []}
      columns={columns}
      loading={audit.isFetching}
      emptyText="No admin changes recorded yet."
      gridProps={{ disableColumnSorting: true }}
      server={{
        rowCount: audit.data?.total ?? 0,
        paginationModel: { page, pageSize: ADMIN_PAGE_SIZE },
        onPaginationModelChange: (m) => setPage(m.page),
      }}
    />
  );
}

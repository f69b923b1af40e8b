import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE, PLANS, STATUSES, type TAdminUser, type TUserListQuery } from '@dfs/contracts';
import { AdminTable } from './admin-table';
import { useMe } from '../../shared/session/use-me';
import { formatTime } from './admin-format';
import { AdminFrame } from './admin-frame';
import { useUsers } from './admin-api';
import { DeleteUserDialog, PasswordDialog } from './user-dialogs';

const PAYMENT_TYPES = ['stripe', 'clickbank', 'local', 'free'] as const;
type TSort = TUserListQuery['sort'];

/** A filter select whose first choice is "All". */
function Filter(props: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 130 }}
    >
      <MenuItem value="">All</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /all-users: every account, 10 per page from the server, with delete and password update. */
export default function UsersPage() {
  const me = useMe().data;
  const [query, setQuery] = useState<TUserListQuery>({
    page: 0,
    pageSize: ADMIN_PAGE_SIZE,
    sort: 'createdAt',
    order: 'desc',
  });
  const [toDelete, setToDelete] = useState<TAdminUser | null>(null);
  const [toReset, setToReset] = useState<TAdminUser | null>(null);
  const users = useUsers(query);
  const set = (patch: Partial<TUserListQuery>) => setQuery((q) => ({ ...q, page: 0, ...patch }));
  // Owners are never changed here, managers change subscribers only (the server decides the same).
  const mayManage = (u: TAdminUser) =>
    u._id !== me?._id && u.role !== 'client' && (me?.role === 'client' || u.role === 'user');

  const columns: GridColDef<TAdminUser>[] = [
    { field: 'userName', headerName: 'Name', minWidth: 140, flex: 1 },
    { field: 'email', headerName: 'E-mail', minWidth: 200, flex: 1.4 },
    { field: 'role', headerName: 'Role', width: 90, sortable: false },
    { field: 'status', headerName: 'Status', width: 100, sortable: false },
    { field: 'plantype', headerName: 'Plan', width: 90, sortable: false },
    { field: 'paymentType', headerName: 'Payment', width: 100, sortable: false },
    {
      field: 'createdAt',
      headerName: 'Created (ET)',
      width: 180,
      valueFormatter: (v: string) => formatTime(v),
    },
    {
      field: 'lastLoginAt',
      headerName: 'Last login (ET)',
      sortable: false,
      width: 180,
      valueFormatter: (v: string | null) => formatTime(v),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      width: 220,
      sortable: false,
      renderCell: ({ row }) =>
        mayManage(row) ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              onClick={() => setToReset(row)}
              aria-label={`Update password of ${row.userName}`}
            >
              Password
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setToDelete(row)}
              aria-label={`Delete ${row.userName}`}
            >
              Delete
            </Button>
          </Box>
        ) : null,
    },
  ];
  const sortModel: GridSortModel = [{ field: query.sort, sort: query.order }];
  const filtered = !!(query.search || query.status || query.plantype || query.paymentType);

  return (
    <AdminFrame title="Users">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <TextField
          size="small"
          label="Search name or e-mail"
          type="search"
          value={query.search ?? ''}
          onChange={(e) => set({ search: e.target.value })}
          sx={{ flex: '1 1 220px' }}
        />
        <Filter
          label="Status"
          value={query.status ?? ''}
          options={STATUSES}
          onChange={(v) => set({ status: (v || undefined) as TUserListQuery['status'] })}
        />
        <Filter
          label="Plan"
          value={query.plantype ?? ''}
          options={PLANS}
          onChange={(v) => set({ plantype: (v || undefined) as TUserListQuery['plantype'] })}
        />
        <Filter
          label="Payment type"
          value={query.paymentType ?? ''}
          options={PAYMENT_TYPES}
          onChange={(v) => set({ paymentType: (v || undefined) as TUserListQuery['paymentType'] })}
        />
      </Box>
      <AdminTable<TAdminUser>
        query={users}
        label="Users"
        columns={columns}
        getRowId={(r) => r._id}
        emptyText={filtered ? 'No account matches these filters.' : 'No accounts yet.'}
        page={query.page}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
        sort={{
          model: sortModel,
          onChange: (m) =>
            set({
              sort: (m[0]?.field ?? 'createdAt') as TSort,
              order: m[0]?.sort === 'asc' ? 'asc' : 'desc',
            }),
        }}
      />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
      <PasswordDialog user={toReset} onClose={() => setToReset(null)} />
    </AdminFrame>
  );
}

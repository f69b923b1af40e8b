import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE, type TLoginAttempt, type TLoginDataRequest } from '@dfs/contracts';
import { AdminTable } from './admin-table';
import { formatTime, type TZone } from './admin-format';
import { AdminFrame, ZoneSwitch } from './admin-frame';
import { useLogins } from './admin-api';
import { DateRange, validRange, type TRange } from './date-range';

/** /login-history: every login attempt, newest first, filtered by user, outcome and date range. */
export default function LoginHistoryPage() {
  const [zone, setZone] = useState<TZone>('eastern');
  const [user, setUser] = useState('');
  const [outcome, setOutcome] = useState<TLoginDataRequest['outcome'] | ''>('');
  const [range, setRange] = useState<TRange>({});
  const [page, setPage] = useState(0);
  const logins = useLogins({
    page,
    pageSize: ADMIN_PAGE_SIZE,
    ...(user.trim() ? { user: user.trim() } : {}),
    ...(outcome ? { outcome } : {}),
    ...validRange(range),
  });
  const columns: GridColDef<TLoginAttempt>[] = [
    { field: 'userName', headerName: 'User', minWidth: 140, flex: 1 },
    {
      field: 'createdAt',
      headerName: zone === 'eastern' ? 'Time (ET)' : 'Time (IST)',
      width: 190,
      valueFormatter: (v: string) => formatTime(v, zone),
    },
    { field: 'ip', headerName: 'IP', width: 140 },
    { field: 'userAgent', headerName: 'User agent', minWidth: 220, flex: 1.5 },
    {
      field: 'success',
      headerName: 'Outcome',
      width: 110,
      valueFormatter: (v: boolean) => (v ? 'Success' : 'Failed'),
    },
  ];
  const filtered = !!(user || outcome || range.from || range.to);
  return (
    <AdminFrame title="Login Report" actions={<ZoneSwitch zone={zone} onChange={setZone} />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="User"
          value={user}
          onChange={(e) => (setUser(e.target.value), setPage(0))}
          sx={{ flex: '1 1 180px' }}
        />
        <TextField
          select
          size="small"
          label="Outcome"
          value={outcome}
          onChange={(e) => (setOutcome(e.target.value as typeof outcome), setPage(0))}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="">All</MenuItem>
          <MenuItem value="success">Success</MenuItem>
          <MenuItem value="failure">Failed</MenuItem>
        </TextField>
        <DateRange value={range} onChange={(r) => (setRange(r), setPage(0))} />
      </Box>
      <AdminTable<TLoginAttempt>
        query={logins}
        label="Login attempts"
        columns={columns}
        emptyText={filtered ? 'No login attempt matches these filters.' : 'Nobody has tried to log in yet.'}
        page={page}
        onPage={setPage}
      />
    </AdminFrame>
  );
}

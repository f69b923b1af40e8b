import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE, type TReportRow, type TStateRow, type TTrialsQuery } from '@dfs/contracts';
import { AdminTable } from './admin-table';
import { dollars, formatTime, type TZone } from './admin-format';
import { useStates, useTrials } from './admin-api';
import { validRange, type TRange } from './date-range';
import { RangeExportBar } from './range-export-bar';

/** New Trials: sign-ups in a date range with what they paid (trialing and canceled show 0.00). */
export function TrialsTab({ zone }: { zone: TZone }) {
  const [range, setRange] = useState<TRange>({});
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<Pick<TTrialsQuery, 'sort' | 'order'>>({
    sort: 'createdAt',
    order: 'desc',
  });
  const q = { ...validRange(range), ...sort, page, pageSize: ADMIN_PAGE_SIZE };
  const trials = useTrials(q);
  const columns: GridColDef<TReportRow>[] = [
    { field: 'email', headerName: 'E-mail', minWidth: 200, flex: 1 },
    { field: 'plantype', headerName: 'Plan', width: 90, sortable: false },
    { field: 'status', headerName: 'Status', width: 100, sortable: false },
    { field: 'paying_amount', headerName: 'Paid', width: 100, valueFormatter: (v: number) => dollars(v) },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 180,
      valueFormatter: (v: string) => formatTime(v, zone),
    },
    {
      field: 'trial_date',
      headerName: 'Trial',
      width: 180,
      sortable: false,
      valueFormatter: (v: string | null) => formatTime(v, zone),
    },
    { field: 'state', headerName: 'State', width: 110, sortable: false },
    { field: 'source', headerName: 'Source', width: 110, sortable: false },
    { field: 'campaign', headerName: 'Campaign', width: 110, sortable: false },
    { field: 'ip', headerName: 'IP', width: 130, sortable: false },
  ];
  return (
    <>
      <RangeExportBar report="trials" range={range} onChange={(r) => (setRange(r), setPage(0))} />
      <AdminTable<TReportRow>
        query={trials}
        label="New trials"
        columns={columns}
        getRowId={(r) => r._id}
        emptyText="No sign-ups in this date range."
        page={page}
        onPage={setPage}
        sort={{
          model: [{ field: sort.sort, sort: sort.order }],
          onChange: (m) => {
            setSort({
              sort: (m[0]?.field ?? 'createdAt') as TTrialsQuery['sort'],
              order: m[0]?.sort === 'asc' ? 'asc' : 'desc',
            });
            setPage(0);
          },
        }}
        header={
          <Typography sx={{ mb: 1 }} data-testid="trials-total">
            {trials.data
              ? `${trials.data.total} sign-ups · paid ${dollars(trials.data.totalPayingCents)}`
              : ' '}
          </Typography>
        }
      />
    </>
  );
}

/** State: sign-ups per region in a date range. */
export function StateTab() {
  const [range, setRange] = useState<TRange>({});
  const [page, setPage] = useState(0);
  const states = useStates({ ...validRange(range), page, pageSize: ADMIN_PAGE_SIZE });
  const columns: GridColDef<TStateRow>[] = [
    { field: 'state', headerName: 'State / region', minWidth: 160, flex: 1 },
    { field: 'signups', headerName: 'Sign-ups', width: 110 },
    { field: 'trials', headerName: 'Trials', width: 100 },
    { field: 'paying', headerName: 'Paying', width: 100 },
  ];
  return (
    <>
      <RangeExportBar report="state" range={range} onChange={(r) => (setRange(r), setPage(0))} />
      <AdminTable<TStateRow>
        query={states}
        label="Sign-ups by state"
        columns={columns}
        getRowId={(r) => r.state}
        emptyText="No sign-ups in this date range."
        page={page}
        onPage={setPage}
      />
    </>
  );
}

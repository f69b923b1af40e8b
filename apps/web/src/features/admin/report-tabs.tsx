import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE, type TReportRow, type TStateRow, type TTrialsQuery } from '@dfs/contracts';
import { DataTable } from '../../shared/ui/data-table';
import { ErrorState } from '../../shared/ui';
import { dollars, formatTime, type TZone } from './admin-format';
import { useStates, useTrials } from './admin-api';
import { DateRange, validRange, type TRange } from './date-range';
import { ExportButton } from './export-button';

const bar = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 } as const;

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
      <Box sx={bar}>
        <DateRange value={range} onChange={(r) => (setRange(r), setPage(0))} />
        <ExportButton query={{ report: 'trials', ...validRange(range) }} />
      </Box>
      {trials.isError ? (
        <ErrorState error={trials.error} onRetry={trials.refetch} />
      ) : (
        <>
          <Typography sx={{ mb: 1 }} data-testid="trials-total">
            {trials.data
              ? `${trials.data.total} sign-ups · paid ${dollars(trials.data.totalPayingCents)}`
              : ' '}
          </Typography>
          <DataTable<TReportRow>
            label="New trials"
            rows={trials.data?.rows ?? []}
            columns={columns}
            getRowId={(r) => r._id}
            loading={trials.isFetching}
            emptyText="No sign-ups in this date range."
            server={{
              rowCount: trials.data?.total ?? 0,
              paginationModel: { page, pageSize: ADMIN_PAGE_SIZE },
              onPaginationModelChange: (m) => setPage(m.page),
              sortModel: [{ field: sort.sort, sort: sort.order }],
              onSortModelChange: (m) => {
                setSort({
                  sort: (m[0]?.field ?? 'createdAt') as TTrialsQuery['sort'],
                  order: m[0]?.sort === 'asc' ? 'asc' : 'desc',
                });
                setPage(0);
              },
            }}
          />
        </>
      )}
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
      <Box sx={bar}>
        <DateRange value={range} onChange={(r) => (setRange(r), setPage(0))} />
        <ExportButton query={{ report: 'state', ...validRange(range) }} />
      </Box>
      {states.isError ? (
        <ErrorState error={states.error} onRetry={states.refetch} />
      ) : (
        <DataTable<TStateRow>
          label="Sign-ups by state"
          rows={states.data?.rows ?? []}
          columns={columns}
          getRowId={(r) => r.state}
          loading={states.isFetching}
          gridProps={{ disableColumnSorting: true }}
          emptyText="No sign-ups in this date range."
          server={{
            rowCount: states.data?.total ?? 0,
            paginationModel: { page, pageSize: ADMIN_PAGE_SIZE },
            onPaginationModelChange: (m) => setPage(m.page),
          }}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import type { TRevenueRow } from '@dfs/contracts';
import { DataTable } from '../../shared/ui/data-table';
import { PageState } from '../../shared/ui';
import { MONTHS, dollars, yearChoices } from './admin-format';
import { useRevenue } from './admin-api';
import { ExportButton } from './export-button';

const money = (v: number) => dollars(v);
const columns: GridColDef<TRevenueRow>[] = [
  {
    field: 'month',
    headerName: 'Month',
    minWidth: 90,
    flex: 1,
    valueFormatter: (v: number) => MONTHS[v - 1],
  },
  { field: 'new', headerName: 'New', minWidth: 100, flex: 1, valueFormatter: money },
  { field: 'renew', headerName: 'Renew', minWidth: 100, flex: 1, valueFormatter: money },
  { field: 'total', headerName: 'Total', minWidth: 100, flex: 1, valueFormatter: money },
];

/** Revenue: 12 month rows of a year from the payments ledger, with the year's totals. */
export function RevenueTab() {
  const years = yearChoices();
  const [year, setYear] = useState(years[1]!);
  const revenue = useRevenue(year);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <TextField select size="small" label="Year" value={year} onChange={(e) => setYear(e.target.value)}>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <ExportButton query={{ report: 'revenue', year }} />
      </Box>
      <PageState query={revenue}>
        {(data) => (
          <DataTable<TRevenueRow>
            label={`Revenue ${data.year}`}
            rows={[...data.rows, { month: 13, ...data.totals }]}
            columns={columns.map((c) =>
              c.field === 'month' ? { ...c, valueFormatter: (v: number) => MONTHS[v - 1] ?? 'Total' } : c,
            )}
            getRowId={(r) => r.month}
            pageSize={13}
            gridProps={{ disableColumnSorting: true, hideFooter: true }}
          />
        )}
      </PageState>
    </>
  );
}

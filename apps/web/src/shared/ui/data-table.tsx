import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';

/** Server-side paging and sorting: the page's rows come from the server, with the total count. */
export type TServerPaging = {
  rowCount: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
};

export type TDataTableProps<R extends GridValidRowModel> = {
  /** The table's accessible name (also what screen readers announce). */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  getRowId?: (row: R) => string | number;
  loading?: boolean;
  /** Shown in the grid when there are no rows: say why. */
  emptyText?: string;
  /** Rows per page (client-side paging), 25 by default; the free grid shows at most 100. */
  pageSize?: number;
  initialSort?: GridSortModel;
  /** Fixed height in pixels; by default the grid grows with its rows up to a screenful. */
  height?: number;
  server?: TServerPaging;
  /**
   * The table on a phone (under 600 px): only `fields` show, in their column order, so a row
   * reads without scrolling sideways; `only` are columns made for the phone (a cell that stacks
   * what the hidden columns said), hidden on wider screens; `rowHeight` (pixels, not scaled by
   * the density) fits such a cell. A
   * button above the table shows every column instead (scrolled sideways), and back.
   */
  phone?: { fields: string[]; only?: string[]; rowHeight?: number };
  /** Anything else of MUI X DataGrid (row selection, editing, ...). */
  gridProps?: Partial<DataGridProps<R>>;
};

/**
 * One data-grid wrapper for every table longer than a screen: MUI X DataGrid (sorting, filtering,
 * virtualisation) with the product's defaults: compact rows, an accessible name, an empty text
 * that says why, horizontal scrolling on a phone (or the columns chosen for it), client- or
 * server-side paging.
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  loading,
  emptyText = 'No rows to show.',
  pageSize = 25,
  initialSort,
  height,
  server,
  phone,
  gridProps,
}: TDataTableProps<R>) {
  const isPhone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  // On a phone the hidden columns stay reachable: "All columns" shows the desktop table.
  const [allColumns, setAllColumns] = useState(false);
  const phoneView = Boolean(phone && isPhone);
  const onPhone = phoneView && !allColumns;
  const visibility: Partial<DataGridProps<R>> = phone
    ? {
        columnVisibilityModel: Object.fromEntries(
          columns.map((c) => [
            c.field,
            onPhone ? phone.fields.includes(c.field) : !(phone.only ?? []).includes(c.field),
          ]),
        ),
        // The height in pixels as given: the grid's `rowHeight` is scaled by the compact density
        // (x 0.7), which cut a lineup card's last slots off.
        ...(onPhone && phone.rowHeight ? { getRowHeight: () => phone.rowHeight } : {}),
      }
    : {};
  const paging: Partial<DataGridProps<R>> = server
    ? {
        paginationMode: 'server',
        sortingMode: server.onSortModelChange ? 'server' : 'client',
        rowCount: server.rowCount,
        paginationModel: server.paginationModel,
        onPaginationModelChange: server.onPaginationModelChange,
        ...(server.sortModel ? { sortModel: server.sortModel } : {}),
        ...(server.onSortModelChange ? { onSortModelChange: server.onSortModelChange } : {}),
        pageSizeOptions: [server.paginationModel.pageSize],
      }
    : {
        initialState: {
          pagination: { paginationModel: { pageSize, page: 0 } },
          ...(initialSort ? { sorting: { sortModel: initialSort } } : {}),
        },
        pageSizeOptions: [...new Set([pageSize, 25, 50, 100])].sort((a, b) => a - b),
      };
  return (
    <Box sx={{ width: '100%', overflowX: 'auto', ...(height ? { height } : {}) }}>
      {phoneView ? (
        <Button
          size="small"
          aria-pressed={allColumns}
          aria-label={`All columns of ${label}`}
          onClick={() => setAllColumns((all) => !all)}
          sx={{ mb: 0.5 }}
        >
          {allColumns ? 'Fewer columns' : 'All columns (scroll sideways)'}
        </Button>
      ) : null}
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={columns}
        {...(getRowId ? { getRowId } : {})}
        loading={loading ?? false}
        density="compact"
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: emptyText }}
        sx={{ minWidth: 0, bgcolor: 'background.paper', ...(height ? {} : { maxHeight: '80vh' }) }}
        {...paging}
        {...visibility}
        {...gridProps}
      />
    </Box>
  );
}

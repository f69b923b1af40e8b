import type { ReactNode } from 'react';
import type { GridColDef, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { ADMIN_PAGE_SIZE } from '@dfs/contracts';
import { DataTable } from '../../shared/ui/data-table';
import { ErrorState } from '../../shared/ui';

/** What an admin list's query gives: one page of rows and the total of the list. */
type TPageQuery<R> = {
  data?: { rows: R[]; total: number } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * One admin list paged on the server, ADMIN_PAGE_SIZE rows a page: the error with a retry, or
 * `header` and the table of the page's rows. Columns sort on the server when `sort` is given, and
 * not at all without it.
 */
export function AdminTable<R extends GridValidRowModel>(p: {
  query: TPageQuery<R>;
  label: string;
  columns: GridColDef<R>[];
  getRowId?: (row: R) => string | number;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  sort?: { model: GridSortModel; onChange: (model: GridSortModel) => void };
  header?: ReactNode;
}) {
  const { query } = p;
  if (query.isError) return <ErrorState error={query.error} onRetry={query.refetch} />;
  return (
    <>
      {p.header}
      <DataTable<R>
        label={p.label}
        rows={query.data?.rows ?? []}
        columns={p.columns}
        getRowId={p.getRowId}
        loading={query.isFetching}
        emptyText={p.emptyText}
        gridProps={p.sort ? undefined : { disableColumnSorting: true }}
        server={{
          rowCount: query.data?.total ?? 0,
          paginationModel: { page: p.page, pageSize: ADMIN_PAGE_SIZE },
          onPaginationModelChange: (m) => p.onPage(m.page),
          sortModel: p.sort?.model,
          onSortModelChange: p.sort?.onChange,
        }}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api/api-client';
import { UpgradePrompt } from './plan-gate';

/** The part of a TanStack Query result a page's state depends on. */
export type TQueryState<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** Placeholder rows while a screen loads: the shape of a table, so the page does not jump. */
export function LoadingRows({ rows = 6, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={36} />
      ))}
    </Box>
  );
}

/** Says why there is nothing to show, and optionally what to do about it. */
export function EmptyState({
  title,
  reason,
  action,
}: {
  title: string;
  reason?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box role="status" sx={{ py: 5, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {reason ? <Typography color="text.secondary">{reason}</Typography> : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

/** A failed load: the server's message, a way to try again, or the upgrade prompt for a plan limit. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => unknown }) {
  if (error instanceof ApiError && error.code === 'PLAN_LIMIT')
    return <UpgradePrompt message={error.message} />;
  const message = error instanceof Error ? error.message : 'Data not available, please try again..';
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={() => void onRetry()}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/**
 * One page-state pattern for every screen: a skeleton while loading, the error with a retry, an
 * empty state that says why, else the content drawn from the data.
 */
export function PageState<T>({
  query,
  isEmpty,
  empty,
  loading,
  children,
}: {
  query: TQueryState<T>;
  /** Whether loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What to show when `isEmpty` holds: a title and the reason. */
  empty?: { title: string; reason?: ReactNode; action?: ReactNode };
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{loading ?? <LoadingRows />}</>;
  if (query.isError || query.data === undefined) {
    return <ErrorState error={query.error} onRetry={query.refetch} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState title={empty?.title ?? 'Nothing to show yet'} {...empty} />;
  return <>{children(query.data)}</>;
}

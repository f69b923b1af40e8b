import Typography from '@mui/material/Typography';
import { formatEastern } from '../eastern-time';

const PROVIDER_LABELS: Record<string, string> = {
  demo: 'Demo data',
  import: 'Operator file import',
  'nhl-api': 'NHL public API',
  'mlb-api': 'MLB public API',
};

/** The newest of several ISO times (a screen built from many rows shows its freshest). */
export const newestTime = (times: (string | null | undefined)[]) =>
  times
    .filter((t): t is string => !!t)
    .sort()
    .at(-1) ?? null;

/** One "updated at" line: when the data was fetched (Eastern time) and from which provider. */
export function UpdatedAt({
  at,
  provider,
  extra,
}: {
  at: string | null | undefined;
  provider?: string | null;
  extra?: string;
}) {
  const when = at ? new Date(at) : null;
  const valid = when && !Number.isNaN(when.getTime());
  const source = provider ? (PROVIDER_LABELS[provider] ?? provider) : null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="updated-at">
      {valid ? `Updated ${formatEastern(when, 'dateTime')} ET` : 'Update time unknown'}
      {source ? ` · Source: ${source}` : ''}
      {extra ? ` · ${extra}` : ''}
    </Typography>
  );
}

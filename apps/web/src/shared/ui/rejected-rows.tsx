import Box from '@mui/material/Box';

/** The rows of an imported file that were left out, each with its line and reason (none: nothing). */
export function RejectedRows({
  rows,
  max = Number.POSITIVE_INFINITY,
}: {
  rows: readonly { line: number; reason: string }[];
  /** At most this many are listed (the report counts the rest). */
  max?: number;
}) {
  if (rows.length === 0) return null;
  return (
    <Box component="ul" aria-label="Rows left out" sx={{ m: 0, mt: 1, pl: 2 }}>
      {rows.slice(0, max).map((r) => (
        <li key={r.line}>
          Line {r.line}: {r.reason}
        </li>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Named numbers as a compact grid of label over value (season averages, totals). */
export function StatGrid({ values, label }: { values: Record<string, number>; label: string }) {
  const entries = Object.entries(values);
  if (entries.length === 0) return <Typography color="text.secondary">No stats recorded yet.</Typography>;
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1, m: 0 }}
    >
      {entries.map(([k, v]) => (
        <Box key={k} sx={{ textAlign: 'center' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TAnalyzedProp } from '@dfs/contracts';
import { Chart } from '../../../shared/ui/chart';
import { marketLabel } from './betting-format';

/** A prop's recent results (oldest to newest) against its current line, with the numbers in words. */
export function PropChart({ prop, onClose }: { prop: TAnalyzedProp; onClose: () => void }) {
  const games = [...prop.recent].reverse();
  const title = `${prop.name}: ${marketLabel(prop.market)} in the last ${games.length} games against the line ${prop.line}`;
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button size="small" onClick={onClose}>
          Close chart
        </Button>
      </Box>
      {games.length ? (
        <>
          <Chart
            label={title}
            kind="bar"
            xLabels={games.map((g) => `${g.date.slice(5)} ${g.opponent}`)}
            series={[{ label: marketLabel(prop.market), data: games.map((g) => g.value) }]}
            reference={{ value: prop.line, label: `Line ${prop.line}` }}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {games.map((g) => `${g.date} vs ${g.opponent}: ${g.value}`).join(' · ')}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">No recent games were logged for this player.</Typography>
      )}
    </Paper>
  );
}

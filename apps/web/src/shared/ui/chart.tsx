import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

export type TChartSeries = { label: string; data: (number | null)[]; color?: string };

export type TChartProps = {
  /** What the chart shows, for screen readers (the chart is also described by its data table). */
  label: string;
  kind?: 'line' | 'bar';
  /** One label per point of the x axis (dates, opponents, game numbers). */
  xLabels: string[];
  series: TChartSeries[];
  /** A horizontal line, for example a prop's line or a season average. */
  reference?: { value: number; label: string };
  height?: number;
};

/**
 * One chart wrapper (MUI X Charts) for every screen: a line or bar chart over labelled points, with
 * an optional reference line. Pages that import it are the only ones that load the chart code.
 */
export function Chart({ label, kind = 'line', xLabels, series, reference, height = 240 }: TChartProps) {
  const xAxis = [{ scaleType: 'band' as const, data: xLabels }];
  const line = reference ? (
    <ChartsReferenceLine
      y={reference.value}
      label={reference.label}
      lineStyle={{ strokeDasharray: '6 4', stroke: '#c62828' }}
      labelAlign="end"
    />
  ) : null;
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      {kind === 'bar' ? (
        <BarChart height={height} xAxis={xAxis} series={series} hideLegend={series.length < 2}>
          {line}
        </BarChart>
      ) : (
        <LineChart
          height={height}
          xAxis={[{ scaleType: 'point', data: xLabels }]}
          series={series.map((s) => ({ ...s, connectNulls: true }))}
          hideLegend={series.length < 2}
        >
          {line}
        </LineChart>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { DateRange, validRange, type TRange } from './date-range';
import { ExportButton } from './export-button';

const bar = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 } as const;

/** A report tab's bar: the From / To range it shows and the CSV export of the report over it. */
export function RangeExportBar({
  report,
  range,
  onChange,
}: {
  report: 'trials' | 'state';
  range: TRange;
  onChange: (range: TRange) => void;
}) {
  return (
    <Box sx={bar}>
      <DateRange value={range} onChange={onChange} />
      <ExportButton query={{ report, ...validRange(range) }} />
    </Box>
  );
}

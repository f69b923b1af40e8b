import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';

const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** Formats a moment as the top bar shows it, in Eastern US time. */
export const easternTime = (date: Date) => `${FORMAT.format(date)} ET`;

/** Live clock in America/New_York, updated every second. */
export function EasternClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <Typography
      component="time"
      dateTime={now.toISOString()}
      aria-label="Eastern time"
      data-testid="eastern-clock"
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}
    >
      {easternTime(now)}
    </Typography>
  );
}

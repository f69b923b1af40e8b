import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatEastern } from '../../shared/eastern-time';

/** Formats a moment as the top bar shows it, in Eastern US time. */
export const easternTime = (date: Date) => `${formatEastern(date, 'weekdayDateTimeSeconds')} ET`;
/** The phone's shorter form: hours and minutes only ("10:31 AM ET"). */
export const easternTimeCompact = (date: Date) => `${formatEastern(date, 'time')} ET`;

/** Live clock in America/New_York, updated every second; compact on a phone. */
export function EasternClock() {
  const [now, setNow] = useState(() => new Date());
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
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
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: { xs: 14, sm: 16 } }}
    >
      {phone ? easternTimeCompact(now) : easternTime(now)}
    </Typography>
  );
}

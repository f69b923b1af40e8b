// The web app's one formatter of Eastern time (America/New_York), the product's clock: every
// screen that shows a time in Eastern time names one of these styles, so the screens agree and
// each formatter is created once. (Converting to and from Eastern time is the optimizer
// package's `model/eastern-time.ts`; the web only displays.)

/** The product's time zone. */
export const EASTERN_ZONE = 'America/New_York';

const STYLES = {
  /** "Mon, Nov 23, 7:00 PM" */
  weekdayDateTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Mon, Nov 23, 7:00:05 PM" */
  weekdayDateTimeSeconds: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  },
  /** "Nov 23, 7:00 PM" */
  dateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Mon 7:00 PM" */
  weekdayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  /** "Mon, Nov 23" */
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "7:00 PM" */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "Nov 23, 2026, 7:00 PM" */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** "11/23/2026, 7:00:00 PM" (what `toLocaleString` shows without options) */
  numeric: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TEasternStyle = keyof typeof STYLES;

const formatters = new Map<TEasternStyle, Intl.DateTimeFormat>();

/** A moment (an ISO string or a Date) in Eastern time in one of the app's styles, without a zone suffix. */
export function formatEastern(at: string | Date, style: TEasternStyle): string {
  let f = formatters.get(style);
  if (!f) {
    // Creating a formatter is costly; tables format hundreds of cells.
    f = new Intl.DateTimeFormat('en-US', { timeZone: EASTERN_ZONE, ...STYLES[style] });
    formatters.set(style, f);
  }
  const date = typeof at === 'string' ? new Date(at) : at;
  // As toLocaleString does (Intl throws on an invalid date).
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : f.format(date);
}

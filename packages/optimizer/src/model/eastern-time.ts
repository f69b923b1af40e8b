// Eastern time (America/New_York), the product's clock: operators print start times in it and
// "today" is the Eastern calendar day. The one place that converts to and from it, for the
// optimizer's importers and the server alike.

/**
 * Converts an America/New_York wall-clock time to an ISO UTC string. DraftKings prints start
 * times in Eastern time; the offset (EST or EDT) depends on the date, so it is computed with
 * Intl rather than assumed.
 */
export function easternToIso(year: number, month: number, day: number, hour: number, minute: number): string {
  // A slate has a few start times over hundreds of rows: each is converted once.
  const key = Date.UTC(year, month - 1, day, hour, minute);
  let iso = converted.get(key);
  if (iso === undefined) {
    if (converted.size >= 1_000) converted.clear();
    iso = convert(key);
    converted.set(key, iso);
  }
  return iso;
}

const converted = new Map<number, string>();

/** easternToIso of a wall-clock time given as if it were UTC. */
function convert(guess: number): string {
  const offset = easternOffsetMinutes(guess);
  let utc = guess - offset * 60_000;
  const check = easternOffsetMinutes(utc);
  if (check !== offset) utc = guess - check * 60_000;
  return new Date(utc).toISOString();
}

let formatter: Intl.DateTimeFormat | null = null;

/** The Eastern wall-clock fields of an instant (one formatter serves every reader here). */
function easternParts(instant: number) {
  // Creating the formatter is costly; one is enough.
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = formatter.formatToParts(new Date(instant));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Offset of America/New_York from UTC at an instant, in minutes (-300 or -240). */
export function easternOffsetMinutes(instant: number): number {
  const { year, month, day, hour, minute } = easternParts(instant);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant of a wall-clock time in Eastern time on a YYYY-MM-DD date (daylight saving included). */
export function etToUtc(date: string, hour: number, minute: number): Date {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return new Date(easternToIso(year, month, day, hour, minute));
}

/** The Eastern calendar date (YYYY-MM-DD) of an instant: the product's "today". */
export function etDate(at: Date): string {
  const { year, month, day } = easternParts(at.getTime());
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

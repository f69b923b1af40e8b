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

/** Offset of America/New_York from UTC at an instant, in minutes (-300 or -240). */
let formatter: Intl.DateTimeFormat | null = null;

export function easternOffsetMinutes(instant: number): number {
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
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** Parses DraftKings `Game Info` (`DAL@MIN 11/20/2022 04:25PM ET`). */
export function parseGameInfo(info: string): {
  game: string | null;
  away: string | null;
  home: string | null;
  startTime: string | null;
  started: boolean;
} {
  const text = info.trim();
  const started = /in progress|final|postponed|suspended/i.test(text);
  const m =
    /^([A-Za-z0-9]+)@([A-Za-z0-9]+)(?:\s+(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*([AP]M))?/i.exec(
      text,
    );
  if (!m) return { game: null, away: null, home: null, startTime: null, started };
  const [, away = '', home = '', mo, d, y, h, mi, ap] = m;
  let startTime: string | null = null;
  if (mo && d && y && h && mi && ap) {
    let hour = Number(h) % 12;
    if (ap.toUpperCase() === 'PM') hour += 12;
    startTime = easternToIso(Number(y), Number(mo), Number(d), hour, Number(mi));
  }
  return {
    game: `${away.toUpperCase()}@${home.toUpperCase()}`,
    away: away.toUpperCase(),
    home: home.toUpperCase(),
    startTime,
    started,
  };
}

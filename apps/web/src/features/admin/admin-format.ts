import { EASTERN_ZONE } from '../../shared/eastern-time';

/** The two time zones of the admin tables (DECISIONS "Data and screens"). */
export const ZONES = { eastern: EASTERN_ZONE, india: 'Asia/Kolkata' } as const;
export type TZone = keyof typeof ZONES;

const formatters = new Map<TZone, Intl.DateTimeFormat>();
/** A time as `Nov 23, 2026, 1:05 PM` in the chosen zone; an empty cell for none. */
export function formatTime(iso: string | null | undefined, zone: TZone = 'eastern'): string {
  if (!iso) return '—';
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: ZONES[zone], dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(zone, f);
  }
  return f.format(new Date(iso));
}

/** Cents as dollars, as SPEC section 9 shows money: amount / 100 with two decimals. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Revenue year choices: last year to nine years ahead; the current year first selected. */
export function yearChoices(now = new Date()): string[] {
  const y = now.getFullYear();
  return Array.from({ length: 11 }, (_, i) => String(y - 1 + i));
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

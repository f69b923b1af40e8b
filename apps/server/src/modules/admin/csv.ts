/**
 * One CSV cell: quoted when it holds a separator, quote or line break. A text cell starting with
 * = + - @ or a tab would run as a formula in a spreadsheet (OWASP "CSV injection"): it gets a
 * leading apostrophe, unless it is a plain number (a refund of -12.50 stays a number).
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents as dollars with two decimals, as the screens show them. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

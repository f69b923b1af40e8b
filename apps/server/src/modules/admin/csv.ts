import { csvField } from '@dfs/optimizer';

/**
 * One report cell through the product's one CSV cell writer (`csvField`: formulas neutralised,
 * plain numbers such as a refund of -12.50 kept); empty for null.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return csvField(String(value));
}

/** A CSV document: header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents as dollars with two decimals, as the screens show them. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

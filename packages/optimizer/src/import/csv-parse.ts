/** One CSV record with the 1-based line it starts on. */
export type CsvRow = { line: number; cells: string[] };

/**
 * Parses CSV text (RFC 4180: quoted fields, doubled quotes, CR/LF line ends, a leading BOM).
 * Keeps each record's starting line so importers can point at the exact line of a bad row.
 */
export function parseCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = (): void => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @ (or their
 * full-width forms, which spreadsheets also read as operators), a tab or a carriage return, after
 * any leading spaces (ideographic ones too), since spreadsheets skip them.
 */
const FORMULA_START = /^[ \u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A cell that must be quoted: a separator (the comma, or the semicolon of many locales), a quote or a line break. */
const NEEDS_QUOTES = /[",;\r\n]/;
/** A plain number (-5, +1.5, 2e-3): a spreadsheet reads it as that number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The one writer of a CSV cell, used by every CSV the product writes (operator upload and entries
 * files, the web's projection export, admin reports). A cell starting with = + - @, a tab or a
 * carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of running
 * it, unless it is a plain number (-5 stays the number -5), also after leading spaces and in
 * full-width forms; then it is quoted only when it holds a comma or semicolon (a separator in
 * some locale: `a;=1+1;b` would split there and run `=1+1`), a quote or a line break. Operator ids and ordinary names come out byte for byte.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Joins fields into one CSV line. */
export function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/** Spreadsheet-style column letter for a 0-based index (0 -> A, 27 -> AB), for error messages. */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

// The MILP's rows and columns in plain arrays, before they go to HiGHS: every column is binary;
// a row is lower <= sum(coef x col) <= upper.

/** A linear term list: parallel column indices and coefficients. */
export type Terms = { idx: number[]; val: number[] };

/** One row. */
export type Row = Terms & { lower: number; upper: number; name: string };

/** Columns and rows of one lineup model. */
export class RowSet {
  /** Columns so far (all binary); the first ones are the lineup's x columns. */
  cols = 0;
  readonly rows: Row[] = [];

  /** A new binary column; returns its index. */
  col(): number {
    return this.cols++;
  }

  /** Adds a row (an empty row that can be met is dropped; one that cannot is kept as a proof). */
  row(name: string, terms: Terms, lower: number, upper: number): void {
    if (!terms.idx.length && lower <= 0 && upper >= 0) return;
    this.rows.push({ name, idx: terms.idx, val: terms.val, lower, upper });
  }
}

/** Terms from pairs. */
export function terms(pairs: Iterable<[number, number]>): Terms {
  const idx: number[] = [];
  const val: number[] = [];
  for (const [i, v] of pairs) {
    idx.push(i);
    val.push(v);
  }
  return { idx, val };
}

/** Concatenates term lists, merging repeated columns (HiGHS refuses a column twice in a row). */
export function sum(...parts: Terms[]): Terms {
  const acc = new Map<number, number>();
  for (const t of parts) t.idx.forEach((i, k) => acc.set(i, (acc.get(i) ?? 0) + (t.val[k] as number)));
  return terms([...acc].filter(([, v]) => v !== 0));
}

/** Every coefficient times k. */
export function scale(t: Terms, k: number): Terms {
  return { idx: t.idx, val: t.val.map((v) => v * k) };
}

/** One column with a coefficient. */
export function one(col: number, coef = 1): Terms {
  return { idx: [col], val: [coef] };
}

/** A row (or file) an importer could not read, with where and why. Nothing is dropped silently. */
export type ImportIssue = {
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** Column header (and letter) when one cell is at fault, else null. */
  column: string | null;
  reason: string;
  /** `error`: the row was skipped. `warning`: the row was kept with a default. */
  severity: 'error' | 'warning';
};

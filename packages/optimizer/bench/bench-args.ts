/** The value after a flag on the benchmark's command line (`--runs 3`), or undefined. */
export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A flag's comma-separated values, trimmed and in lower case (`--only nfl,mlb`); `fallback` when absent. */
export function listArg(name: string, fallback = ''): string[] {
  return (argValue(name) ?? fallback)
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
}

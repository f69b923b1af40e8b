/** Bundles `entry` into `outfile` (ESM, Node 20); `external` packages stay in node_modules. */
export function bundleForNode(entry: string, outfile: string, external?: string[]): Promise<void>;
/** Runs `node ...args` with the terminal's stdio; resolves to its exit status (1 if it had none). */
export function runNode(args: string[], options?: object): number;
/** Newest modification time (ms) of the .ts sources (tests excepted) under `dir`. */
export function newestSource(dir: string): number;

/** Bundles src/cli.ts into dist/cli.js when missing or older than the sources; resolves to its path. */
export function ensureCliBundle(): Promise<string>;

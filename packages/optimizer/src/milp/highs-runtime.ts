import { createRequire } from 'node:module';
import path from 'node:path';
import loadHighs, { type Highs } from 'highs';

// The HiGHS runtime (npm `highs`: HiGHS compiled to WebAssembly), loaded once per thread. Loading
// is asynchronous (the module's factory awaits), solving is synchronous, so the entries that run
// builds (the CLI, the build worker, tests) call loadMilp() first and optimize() reads
// milpRuntime(): null (not loaded) means the search alone. The wasm file is read from
// node_modules, never fetched: resolved from this module, else from the working folder, since a
// bundle written to a temporary folder (worker-bundle.ts) has no node_modules above it.
// Module-level state, like the compiled WebAssembly of row-kernel.ts: the runtime is immutable
// for the build (each build makes and disposes its own model in it).

let runtime: Highs | null = null;
let loading: Promise<Highs> | null = null;

/** Path of highs.wasm in node_modules. */
export function highsWasmPath(): string {
  const bases = [import.meta.url, path.join(process.cwd(), 'index.js')];
  for (const base of bases) {
    try {
      return createRequire(base).resolve('highs/runtime');
    } catch {
      // not reachable from there: try the next base
    }
  }
  throw new Error('highs.wasm not found: is the npm package `highs` installed?');
}

/** Loads HiGHS once; later calls share the first load. */
export function loadMilp(): Promise<Highs> {
  loading ??= loadHighs({ locateFile: () => highsWasmPath() }).then((h) => {
    runtime = h;
    return h;
  });
  return loading;
}

/** The loaded runtime, or null when loadMilp() has not finished. */
export function milpRuntime(): Highs | null {
  return runtime;
}

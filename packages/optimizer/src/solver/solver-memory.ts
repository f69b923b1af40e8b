/**
 * The memory one thread's builds work in: the table pool (and the WebAssembly arena behind it),
 * released root-bound arrays, the block maxima of root-bound arrays and the stack parts per team.
 * The solver keeps no state between calls anywhere else: whoever calls `optimize` decides, by
 * reusing one object or not, whether a build starts with the buffers an earlier one left.
 *
 * One object serves one thread, and one build at a time: builds are synchronous, so on a thread
 * they never overlap. The build worker keeps one per thread (a build then starts with the
 * buffers the previous one released instead of allocating while the old ones wait for garbage
 * collection); a build given none gets a fresh one that dies with it.
 *
 * Nothing here changes a result: buffers are handed out with contents undefined and fully
 * written before they are read, and the caches hold facts derived from what they are keyed by.
 */
import { TablePool } from './table-pool';
import type { FastStack } from './stack-cores';

/**
 * Most table cells the pool keeps (Int32: 4 bytes a cell; the pool holds only what a lineup
 * used). Why this size: a randomised build rebuilds the tables of every team it searches for
 * each lineup, so the pool must hold the table sets one lineup uses (often three teams), or each
 * lineup allocates one set and drops another, which costs more time (allocation, collection)
 * and more memory (freed buffers the allocator keeps) than the pool itself. Larger would keep
 * memory a build rarely reuses, against the package's memory target per thread.
 */
const POOL_CELLS = 20_000_000;

/**
 * Cells of the WebAssembly arena the row kernel works in (table-arena.ts): 256 MB of address
 * space, resident only as far as the tables alive at once reach (the allocator hands out the
 * lowest addresses first). Why this size: one team's stack tables on the real FD NHL slate with
 * a bring-back and a second stack hold 35 million cells; with an arena of 20 million they were
 * built as ordinary arrays by the JavaScript loop, about four times slower, and the process held
 * more memory (477 MB against 300 MB for that build), the arrays waiting for collection.
 */
const ARENA_CELLS = 64_000_000;

/**
 * Most released root-bound arrays kept for reuse: one per team slot a lineup bounds is reused
 * by the next lineup; beyond a few, arrays are kept that are rarely the right size.
 */
const FREE_BOUNDS_MAX = 8;

/** A team slot's stack parts per person and the persons with a part. */
export type TeamParts = { parts: Int8Array; members: Int32Array };

export type SolverMemoryOptions = {
  /** Most cells the table pool keeps as ordinary arrays (default 20M). */
  tableCells?: number;
  /** Cells of the kernel's arena (default 64M; the tests make it small). */
  arenaCells?: number;
  /** False: the tables are computed by the JavaScript loop, never the WebAssembly kernel. */
  kernel?: boolean;
};

export class SolverMemory {
  private pool: TablePool | null = null;
  /**
   * Released root-bound arrays, reused by later lineups and builds: with randomness a plan of
   * 250,000 roots would otherwise allocate (and leave to the collector) a 2 MB array per lineup.
   */
  private readonly freeBounds: Float64Array[] = [];
  /**
   * Largest root bound per block of roots, per root-bound array (see LineupSearch), so later
   * runs on the same array skip whole blocks below their threshold. Entries are dropped when
   * the array is released for reuse.
   */
  readonly rootBlocks = new WeakMap<Float64Array, Float64Array>();
  /** Stack parts per team slot, per fast stack (plans are reused across lineups). */
  readonly teamParts = new WeakMap<FastStack, Map<number, TeamParts>>();

  constructor(private readonly options: SolverMemoryOptions = {}) {}

  /**
   * The table pool, made on first use, so an object that never builds tables (a process that
   * only imports the package) never reserves the WebAssembly arena.
   */
  tablePool(): TablePool {
    this.pool ??= new TablePool(this.options.tableCells ?? POOL_CELLS, {
      kernel: this.options.kernel !== false,
      arenaCells: this.options.arenaCells ?? this.options.tableCells ?? ARENA_CELLS,
    });
    return this.pool;
  }

  /** True once the table pool exists (a build has used this object). */
  hasTablePool(): boolean {
    return this.pool !== null;
  }

  /** A root-bound array of `len` entries (contents undefined): a released one when it fits. */
  takeBounds(len: number): Float64Array {
    const i = this.freeBounds.findIndex((b) => b.length === len);
    if (i < 0) return new Float64Array(len);
    const [out] = this.freeBounds.splice(i, 1);
    return out ?? new Float64Array(len);
  }

  /** Gives root-bound arrays back (never use them afterwards). */
  giveBounds(bounds: Iterable<Float64Array>): void {
    for (const b of bounds) {
      if (this.freeBounds.length >= FREE_BOUNDS_MAX) this.freeBounds.shift();
      // The block maxima describe the old contents.
      this.rootBlocks.delete(b);
      this.freeBounds.push(b);
    }
  }

  /** Released root-bound arrays held for reuse. */
  freeBoundCount(): number {
    return this.freeBounds.length;
  }
}

/** Fresh memory for a thread or a build (nothing in it yet: the pool is made on first use). */
export function createSolverMemory(options: SolverMemoryOptions = {}): SolverMemory {
  return new SolverMemory(options);
}

/**
 * The memory the row kernel works on: a fixed block of WebAssembly memory for bound tables with
 * a first-fit allocator (see TableArena). Arenas belong to a SolverMemory (solver-memory.ts).
 */
import { kernelModule, wasm, type RowsStep } from './row-kernel';

/** Cells are handed out in multiples of this (64 bytes), so every block starts aligned. */
const ALIGN = 16;
/** Cells at the start of the memory kept for the modes and next states of one table (`plan`). */
const PLAN_CELLS = 4_096;

/**
 * A fixed block of WebAssembly memory for bound tables, with a first-fit allocator: blocks are
 * taken from the lowest free address and merged with free neighbours when given back, so the
 * memory actually touched stays close to the largest set of tables alive at once. It never
 * grows (growing would detach every view handed out); when it is full, callers use ordinary
 * arrays and the JavaScript loop.
 */
export class TableArena {
  /** Int32 view of the memory handed out in blocks. */
  readonly cells: Int32Array;
  /** Scratch for the `plan` argument of `rows` (byte address 0), rewritten by every table. */
  readonly plan: Int32Array;
  private readonly buffer: ArrayBuffer;
  /** Blocks in address order: start cell, length, free. */
  private starts: number[] = [0];
  private lengths: number[];
  private free: boolean[] = [true];

  private constructor(
    capacity: number,
    readonly rows: RowsStep,
    memory: { buffer: ArrayBuffer },
  ) {
    this.buffer = memory.buffer;
    this.plan = new Int32Array(this.buffer, 0, PLAN_CELLS);
    this.cells = new Int32Array(this.buffer, PLAN_CELLS * 4, capacity);
    this.lengths = [capacity];
  }

  /** An arena of `capacity` cells, or null where the kernel cannot run. */
  static create(capacity: number): TableArena | null {
    const mod = kernelModule();
    if (!wasm || !mod || capacity <= 0) return null;
    const rounded = Math.floor(capacity / ALIGN) * ALIGN;
    const pages = Math.ceil(((PLAN_CELLS + rounded) * 4) / 65_536);
    try {
      const memory = new wasm.Memory({ initial: pages, maximum: pages });
      const instance = new wasm.Instance(mod, { e: { m: memory } });
      return new TableArena(rounded, instance.exports.rows as RowsStep, memory);
    } catch {
      return null;
    }
  }

  /** True when the view lies in this arena (the kernel can work on it). */
  owns(view: Int32Array): boolean {
    return view.buffer === this.buffer;
  }

  /** A block of `len` cells (contents undefined), or null when no free block is large enough. */
  take(len: number): Int32Array | null {
    const need = Math.max(ALIGN, Math.ceil(len / ALIGN) * ALIGN);
    for (let k = 0; k < this.starts.length; k++) {
      const size = this.lengths[k] as number;
      if (!this.free[k] || size < need) continue;
      const start = this.starts[k] as number;
      if (size > need) {
        this.starts.splice(k + 1, 0, start + need);
        this.lengths.splice(k + 1, 0, size - need);
        this.free.splice(k + 1, 0, true);
        this.lengths[k] = need;
      }
      this.free[k] = false;
      return this.cells.subarray(start, start + len);
    }
    return null;
  }

  /** Gives a block back (the view must be one `take` returned, not used afterwards). */
  give(view: Int32Array): void {
    const start = (view.byteOffset >> 2) - PLAN_CELLS;
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.starts[mid] as number) < start) lo = mid + 1;
      else hi = mid;
    }
    if (this.starts[lo] !== start || this.free[lo]) throw new Error('table block given back twice');
    this.free[lo] = true;
    // Merge with the next block, then with the previous one.
    if (this.free[lo + 1]) {
      this.lengths[lo] = (this.lengths[lo] as number) + (this.lengths[lo + 1] as number);
      this.remove(lo + 1);
    }
    if (lo > 0 && this.free[lo - 1]) {
      this.lengths[lo - 1] = (this.lengths[lo - 1] as number) + (this.lengths[lo] as number);
      this.remove(lo);
    }
  }

  /** Cells in blocks handed out and not given back. */
  inUse(): number {
    let n = 0;
    for (let k = 0; k < this.starts.length; k++) if (!this.free[k]) n += this.lengths[k] as number;
    return n;
  }

  private remove(k: number): void {
    this.starts.splice(k, 1);
    this.lengths.splice(k, 1);
    this.free.splice(k, 1);
  }
}

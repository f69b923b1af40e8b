import { TableArena } from './table-arena';

/**
 * Reusable table buffers: builds for successive lineups (randomness) or teams take released
 * buffers instead of allocating, which keeps memory and garbage collection down. Buffers come
 * from a WebAssembly arena when the SIMD kernel can run (see row-kernel.ts and table-arena.ts), so the tables are
 * computed four cells at a time; otherwise, or when the arena is full, from ordinary arrays
 * recycled here.
 */
export class TablePool {
  private free: Int32Array[] = [];
  private cells = 0;
  /** Table memory the kernel works on (null: JavaScript loops only). */
  readonly arena: TableArena | null;

  constructor(
    /** Most cells kept in released ordinary arrays. */
    private readonly maxCells: number,
    /** kernel false: no arena (JavaScript loops only); arenaCells: the arena's size (default maxCells). */
    options: { kernel?: boolean; arenaCells?: number } = {},
  ) {
    this.arena = options.kernel === false ? null : TableArena.create(options.arenaCells ?? maxCells);
  }

  /** A buffer of exactly `len` cells (contents undefined). */
  take(len: number): Int32Array {
    const fromArena = this.arena?.take(len);
    if (fromArena) return fromArena;
    let best = -1;
    // The smallest free buffer that fits: a context's tables are one buffer (see
    // SearchContext.reserve) of about the same size for every team and lineup, so a released
    // buffer is nearly always reused instead of a new one allocated and an old one dropped.
    for (let i = 0; i < this.free.length; i++) {
      const f = this.free[i] as Int32Array;
      if (f.length >= len && (best < 0 || f.length < (this.free[best]?.length ?? 0))) best = i;
    }
    if (best < 0) return new Int32Array(len);
    const buf = this.free[best] as Int32Array;
    this.free[best] = this.free[this.free.length - 1] as Int32Array;
    this.free.pop();
    this.cells -= buf.length;
    return buf.length === len ? buf : buf.subarray(0, len);
  }

  /** Cells of the ordinary arrays kept for reuse (blocks given back to the arena not counted). */
  heldCells(): number {
    return this.cells;
  }

  /** Gives buffers back (never use them afterwards). */
  give(bufs: readonly Int32Array[]): void {
    for (const b of bufs) {
      if (this.arena?.owns(b)) {
        this.arena.give(b);
        continue;
      }
      const full = new Int32Array(b.buffer, 0, b.buffer.byteLength >> 2);
      if (this.cells + full.length > this.maxCells) continue;
      this.free.push(full);
      this.cells += full.length;
    }
  }
}

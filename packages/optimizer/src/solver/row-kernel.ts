/**
 * The inner loop of the bound tables, `V[dst + b] = max(V[src + b], p + V[off + b])` over a
 * run of budgets, as a WebAssembly SIMD function (four cells per instruction, about four times
 * the speed of the same loop in JavaScript), and the same loop in JavaScript (`rowsInJs`), used
 * where WebAssembly or its SIMD instructions are missing and by the tests as its specification
 * (same results: every value stays far inside 32 bits). The module is a few hundred bytes
 * written out below instruction by instruction (wasm-encoder.ts); the memory it works on is a
 * TableArena (table-arena.ts).
 */
import { I32, V128, name, op, section, uleb, vector } from './wasm-encoder';

// rows(dst, src, off, lo, copyEnd, from, flat, hi, p, states, stride, plan): one row of a bound
// table (one player, one count of picks left) in every stack state. dst, src and off are byte
// addresses of state 0, budget 0 of the row written, the row below (same picks) and the row
// read with one pick fewer; `stride` is the bytes per state. `plan` holds two Int32 per state:
// the mode and the state after taking the player (s2).
//   mode 0: impossible state, budgets lo..hi = NEG.
//   mode 1: taking the player is impossible, lo..hi copy the row below.
//   mode 2: lo..copyEnd-1 copy the row below (the player is not affordable); from..flat take
//           the better of skipping and taking the player (p + off[s2][b]); flat+1..hi repeat
//           the value at flat (the row is flat there).
const L = {
  dst: 0,
  src: 1,
  off: 2,
  lo: 3,
  copyEnd: 4,
  from: 5,
  flat: 6,
  hi: 7,
  p: 8,
  states: 9,
  stride: 10,
  plan: 11,
  st: 12,
  d: 13,
  s: 14,
  o: 15,
  n: 16,
  a: 17,
  t: 18,
  mode: 19,
  rowDst: 20,
  rowSrc: 21,
  p4: 22,
  fill4: 23,
};
/** Value of an impossible completion in the bound tables. Anything below INFEASIBLE is impossible. */
export const NEG = -1_000_000_000;
const set = (local: number, code: number[]): number[] => [...code, ...op.set(local)];
/** base + 4 * index. */
const address = (base: number, index: number): number[] => [
  ...op.get(base),
  ...op.get(index),
  ...op.i32(2),
  ...op.i32Shl,
  ...op.i32Add,
];
const advance = (local: number, by: number): number[] =>
  set(local, [...op.get(local), ...op.i32(by), ...op.i32Add]);
/** while (n >= cells) { body; advance each pointer by 4 * cells bytes; n -= cells } */
const whileLeft = (cells: number, body: number[], pointers: number[]): number[] => [
  ...op.block,
  ...op.loop,
  ...op.get(L.n),
  ...op.i32(cells),
  ...op.i32LtS,
  ...op.brIf(1),
  ...body,
  ...pointers.flatMap((x) => advance(x, 4 * cells)),
  ...advance(L.n, -cells),
  ...op.br(0),
  ...op.end,
  ...op.end,
];
/** Four cells (one v128) at a time, then the rest one by one. */
const byFour = (body: number[], pointers: number[]): number[] => whileLeft(4, body, pointers);
const byOne = (body: number[], pointers: number[]): number[] => whileLeft(1, body, pointers);
/** Cells d .. d + 4(n-1) = the value in local a (fill4 holds it in four lanes). */
const fillRun: number[] = [
  ...set(L.fill4, [...op.get(L.a), ...op.i32x4Splat]),
  ...byFour([...op.get(L.d), ...op.get(L.fill4), ...op.v128Store], [L.d]),
  ...byOne([...op.get(L.d), ...op.get(L.a), ...op.i32Store], [L.d]),
];
/** Copies cells first..end-1 (locals) of the state's row below into its row. */
const copyCells = (first: number, end: number): number[] => [
  ...op.get(end),
  ...op.get(first),
  ...op.i32GtS,
  ...op.if,
  ...address(L.rowDst, first),
  ...address(L.rowSrc, first),
  ...op.get(end),
  ...op.get(first),
  ...op.i32Sub,
  ...op.i32(2),
  ...op.i32Shl,
  ...op.memoryCopy,
  ...op.end,
];
/** max(src[b], p + off[b]) for b in from..flat, four cells at a time, then one by one. */
const takeOrSkip: number[] = [
  ...set(L.d, address(L.rowDst, L.from)),
  ...set(L.s, address(L.rowSrc, L.from)),
  // off + s2 * stride + 4 * from; s2 is the plan's second Int32 for this state.
  ...set(L.o, [
    ...op.get(L.off),
    ...op.get(L.plan),
    ...op.i32LoadAt(4),
    ...op.get(L.stride),
    ...op.i32Mul,
    ...op.i32Add,
    ...op.get(L.from),
    ...op.i32(2),
    ...op.i32Shl,
    ...op.i32Add,
  ]),
  ...set(L.n, [...op.get(L.flat), ...op.get(L.from), ...op.i32Sub, ...op.i32(1), ...op.i32Add]),
  ...byFour(
    [
      ...op.get(L.d),
      ...op.get(L.s),
      ...op.v128Load,
      ...op.get(L.o),
      ...op.v128Load,
      ...op.get(L.p4),
      ...op.i32x4Add,
      ...op.i32x4MaxS,
      ...op.v128Store,
    ],
    [L.d, L.s, L.o],
  ),
  ...byOne(
    [
      ...set(L.a, [...op.get(L.s), ...op.i32Load]),
      ...set(L.t, [...op.get(L.o), ...op.i32Load, ...op.get(L.p), ...op.i32Add]),
      ...op.get(L.d),
      ...op.get(L.a),
      ...op.get(L.t),
      ...op.get(L.a),
      ...op.get(L.t),
      ...op.i32GtS,
      ...op.select,
      ...op.i32Store,
    ],
    [L.d, L.s, L.o],
  ),
];
const rowsBody: number[] = [
  // Locals 12..21 are i32, 22..23 v128.
  ...vector([
    [10, I32],
    [2, V128],
  ]),
  ...set(L.p4, [...op.get(L.p), ...op.i32x4Splat]),
  ...set(L.rowDst, op.get(L.dst)),
  ...set(L.rowSrc, op.get(L.src)),
  ...op.block,
  ...op.loop,
  ...op.get(L.st),
  ...op.get(L.states),
  ...op.i32GeS,
  ...op.brIf(1),
  ...set(L.mode, [...op.get(L.plan), ...op.i32Load]),
  // One block per state; each mode branches out of it when done.
  ...op.block,
  // Mode 0: impossible.
  ...op.get(L.mode),
  ...op.i32Eqz,
  ...op.if,
  ...set(L.d, address(L.rowDst, L.lo)),
  ...set(L.n, [...op.get(L.hi), ...op.get(L.lo), ...op.i32Sub, ...op.i32(1), ...op.i32Add]),
  ...set(L.a, op.i32(NEG)),
  ...fillRun,
  ...op.br(1),
  ...op.end,
  // Mode 1: copy the row below.
  ...op.get(L.mode),
  ...op.i32(1),
  ...op.i32Eq,
  ...op.if,
  ...set(L.t, [...op.get(L.hi), ...op.i32(1), ...op.i32Add]),
  ...copyCells(L.lo, L.t),
  ...op.br(1),
  ...op.end,
  // Mode 2.
  ...copyCells(L.lo, L.copyEnd),
  ...takeOrSkip,
  ...set(L.d, address(L.rowDst, L.flat)),
  ...set(L.a, [...op.get(L.d), ...op.i32Load]),
  ...advance(L.d, 4),
  ...set(L.n, [...op.get(L.hi), ...op.get(L.flat), ...op.i32Sub]),
  ...fillRun,
  ...op.end,
  ...set(L.rowDst, [...op.get(L.rowDst), ...op.get(L.stride), ...op.i32Add]),
  ...set(L.rowSrc, [...op.get(L.rowSrc), ...op.get(L.stride), ...op.i32Add]),
  ...advance(L.plan, 8),
  ...advance(L.st, 1),
  ...op.br(0),
  ...op.end,
  ...op.end,
  ...op.end,
];

/** The module: imports memory `e.m`, exports `rows`. */
export const ROW_KERNEL_BYTES = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  // Types: (i32 x 12) -> ().
  ...section(1, vector([[0x60, ...vector(Array.from({ length: 12 }, () => [I32])), 0]])),
  // Imports: memory e.m with at least 1 page.
  ...section(2, vector([[...name('e'), ...name('m'), 0x02, 0x00, 1]])),
  // Functions: one, of type 0.
  ...section(3, vector([[0]])),
  // Exports: rows = function 0.
  ...section(7, vector([[...name('rows'), 0x00, 0]])),
  ...section(10, vector([[...uleb(rowsBody.length), ...rowsBody]])),
]);

/**
 * How SearchContext fills one step's rows: each row count's budget range (lo..hi), the most the
 * later picks can cost, the kernel (null: rowsInJs), the step's plan and its parts + 1 (Q1).
 */
export type StepFill = {
  lo: Int32Array;
  hi: Int32Array;
  afterCost: number;
  kernel: RowsStep | null;
  plan: Int32Array;
  Q1: number;
};

/** See the `rows` function above: byte addresses, budget ranges, points, states and the plan. */
export type RowsStep = (
  dst: number,
  src: number,
  off: number,
  lo: number,
  copyEnd: number,
  from: number,
  flat: number,
  hi: number,
  p: number,
  states: number,
  stride: number,
  plan: number,
) => void;

/** Budget ranges of one row (see `rows`). */
export type RowRange = { lo: number; copyEnd: number; from: number; flat: number; hi: number };

/**
 * `rows` in JavaScript, on cell indices instead of byte addresses: `at.dst`, `at.src` index V and
 * `at.off` indexes `O` (V itself, or the continuation's table when one pick is left), each at
 * state 0, budget 0; states are W cells apart; the plan starts at `plan[planAt]`. Used where the
 * kernel cannot run, and by the tests as its specification.
 */
export function rowsInJs(
  V: Int32Array,
  O: Int32Array,
  at: { dst: number; src: number; off: number },
  range: RowRange,
  p: number,
  states: number,
  W: number,
  plan: Int32Array,
  planAt: number,
): void {
  const { lo, copyEnd, from, flat, hi } = range;
  for (let st = 0; st < states; st++) {
    const d = at.dst + st * W;
    const s = at.src + st * W;
    const mode = plan[planAt + 2 * st] as number;
    if (mode === 0) {
      V.fill(NEG, d + lo, d + hi + 1);
      continue;
    }
    if (mode === 1) {
      V.copyWithin(d + lo, s + lo, s + hi + 1);
      continue;
    }
    if (copyEnd > lo) V.copyWithin(d + lo, s + lo, s + copyEnd);
    const o = at.off + (plan[planAt + 2 * st + 1] as number) * W;
    for (let b = from; b <= flat; b++) {
      const a = V[s + b] as number;
      const t = p + (O[o + b] as number);
      V[d + b] = a > t ? a : t;
    }
    if (flat < hi) V.fill(V[d + flat] as number, d + flat + 1, d + hi + 1);
  }
}

/** The part of the WebAssembly API used here (the package builds without the DOM types). */
export type WasmApi = {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Memory: new (limits: { initial: number; maximum: number }) => { buffer: ArrayBuffer };
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
};

export const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
/**
 * The compiled module (undefined until first asked), kept for the process: it is immutable code
 * compiled from the constant bytes above, so sharing it carries nothing from one build to the
 * next. The memory it works on is per arena (see TableArena), and arenas belong to a
 * SolverMemory (solver-memory.ts).
 */
let compiled: object | null | undefined;

/** The compiled module, or null where WebAssembly or its SIMD instructions are missing. */
export function kernelModule(): object | null {
  if (compiled !== undefined) return compiled;
  compiled = null;
  try {
    if (wasm?.validate(ROW_KERNEL_BYTES)) compiled = new wasm.Module(ROW_KERNEL_BYTES);
  } catch {
    compiled = null;
  }
  return compiled;
}

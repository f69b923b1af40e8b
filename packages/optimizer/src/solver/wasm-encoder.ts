/**
 * Just enough of the WebAssembly binary format to write the row kernel (row-kernel.ts) by hand:
 * LEB128 numbers, sections, vectors, names and the opcodes the kernel uses. No toolchain and
 * nothing to download: the module's bytes are produced by these functions.
 */

/** Unsigned LEB128, as the WebAssembly binary format writes sizes and indices. */
export function uleb(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n & 0x7f;
    n >>>= 7;
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return out;
}

/** Signed LEB128 (constants). */
function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(byte & 0x40)) || (n === -1 && byte & 0x40)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

export const section = (id: number, body: number[]): number[] => [id, ...uleb(body.length), ...body];
export const vector = (items: number[][]): number[] => [...uleb(items.length), ...items.flat()];
export const name = (s: string): number[] => [...uleb(s.length), ...Array.from(s, (ch) => ch.charCodeAt(0))];

export const I32 = 0x7f;
export const V128 = 0x7b;
export const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  end: [0x0b],
  if: [0x04, 0x40],
  br: (depth: number) => [0x0c, depth],
  brIf: (depth: number) => [0x0d, depth],
  get: (local: number) => [0x20, local],
  set: (local: number) => [0x21, local],
  i32: (n: number) => [0x41, ...sleb(n)],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32Mul: [0x6c],
  i32Eqz: [0x45],
  i32Eq: [0x46],
  i32GeS: [0x4e],
  i32Shl: [0x74],
  /** memory.copy (bulk memory): destination, source, length in bytes. */
  memoryCopy: [0xfc, 0x0a, 0x00, 0x00],
  i32LtS: [0x48],
  i32GtS: [0x4a],
  select: [0x1b],
  /** Loads and stores with alignment hint 4 bytes (2^2) and offset 0. */
  i32Load: [0x28, 2, 0],
  i32LoadAt: (offset: number) => [0x28, 2, ...uleb(offset)],
  i32Store: [0x36, 2, 0],
  v128Load: [0xfd, 0x00, 0, 0],
  v128Store: [0xfd, 0x0b, 0, 0],
  i32x4Splat: [0xfd, 0x11],
  i32x4Add: [0xfd, 0xae, 0x01],
  i32x4MaxS: [0xfd, 0xb8, 0x01],
};

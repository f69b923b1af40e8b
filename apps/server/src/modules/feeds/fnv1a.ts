/** 32-bit FNV-1a hash of a string, for seeds (`nba:2026-11-21`) and lock keys (feed names). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

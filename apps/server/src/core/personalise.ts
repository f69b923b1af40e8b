import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { TPreEncoded } from './pre-encoded';

const gzip = promisify(zlib.gzip);
/** `"type":""}`: the empty per-user field that closes every player object of a cached answer. */
const NEEDLE = Buffer.from('"type":""}');
const VALUE_AT = '"type":'.length;

/**
 * Where a cached players answer can take per-user values: the answer cut around each player's
 * empty `type` (players serialise `type` last, and a string value cannot contain the raw needle,
 * since its quotes would be escaped). Null when the count does not match (then callers serialise).
 */
export function typeSlots(identity: Buffer, players: number): Buffer[] | null {
  const parts: Buffer[] = [];
  let from = 0;
  let at = identity.indexOf(NEEDLE, 0);
  while (at >= 0) {
    parts.push(identity.subarray(from, at + VALUE_AT));
    from = at + VALUE_AT + 2;
    at = identity.indexOf(NEEDLE, from);
  }
  parts.push(identity.subarray(from));
  return parts.length === players + 1 ? parts : null;
}

/**
 * The cached answer with some players' `type` filled in (`values[i]` for player i): a copy of the
 * bytes with the values spliced in, no JSON work; then compressed off the event loop.
 */
export async function spliceTypes(parts: Buffer[], values: (string | undefined)[]): Promise<TPreEncoded> {
  const empty = Buffer.from('""');
  const pieces: Buffer[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) {
    const v = values[i - 1];
    pieces.push(v ? Buffer.from(JSON.stringify(v)) : empty, parts[i]!);
  }
  const identity = Buffer.concat(pieces);
  return { identity, gzip: await gzip(identity, { level: 4 }) };
}

import { describe, expect, it } from 'vitest';
import { createRng } from '@dfs/optimizer';
import { RankIndex } from './rank-index';

describe('exact ranks of tracked scores', () => {
  it('counts the entries strictly above and tied with each tracked score, as a full comparison does', () => {
    const rng = createRng(12);
    const rank = new RankIndex(40);
    for (let round = 0; round < 200; round++) {
      // Few distinct values, so ties between tracked scores and entries are common.
      const value = () => Math.floor(rng() * 60) * 1000 + (round % 3 === 0 ? 0 : Math.floor(rng() * 3));
      const count = 1 + Math.floor(rng() * 40);
      const tracked = Float64Array.from({ length: count }, value);
      const entries = Float64Array.from({ length: 300 }, value);
      const weights = Float64Array.from({ length: 300 }, () => Math.floor(rng() * 3));
      rank.reset(tracked, count);
      rank.addAll(entries, 0, entries.length, weights);
      rank.finish();
      for (let t = 0; t < count; t++) {
        let above = 0;
        let tied = 0;
        for (let e = 0; e < entries.length; e++) {
          if (entries[e]! > tracked[t]!) above += weights[e]!;
          if (entries[e] === tracked[t]) tied += weights[e]!;
        }
        const place = rank.placeOfTracked(t);
        expect([rank.above(place), rank.tied(place)]).toEqual([above, tied]);
      }
    }
  });
});

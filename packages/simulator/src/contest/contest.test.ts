import { describe, expect, it } from 'vitest';
import { parseContest, presetContest, prizeTable, tiedPrize } from './contest';

const contest = parseContest({
  entryFee: 10,
  fieldSize: 6,
  payouts: [
    { from: 1, to: 1, prize: 25 },
    { from: 2, to: 2, prize: 15 },
    { from: 3, to: 4, prize: 10 },
  ],
});

describe('payouts', () => {
  const table = prizeTable(contest);

  it('pays places by the table', () => {
    expect(tiedPrize(table, 0, 1)).toBe(25);
    expect(tiedPrize(table, 1, 1)).toBe(15);
    expect(tiedPrize(table, 3, 1)).toBe(10);
    expect(tiedPrize(table, 4, 1)).toBe(0);
    expect(table.paidPlaces).toBe(4);
    expect(table.top1Places).toBe(1);
  });

  it('splits the prizes of the places tied entries occupy, exactly', () => {
    expect(tiedPrize(table, 0, 2)).toBe(20); // (25 + 15) / 2
    expect(tiedPrize(table, 1, 3)).toBe(35 / 3); // places 2-4: (15 + 10 + 10) / 3
    expect(tiedPrize(table, 3, 3)).toBe(10 / 3); // places 4-6: (10 + 0 + 0) / 3
    expect(tiedPrize(table, 0, 6)).toBe(60 / 6); // everyone tied shares the whole pool
  });

  it('refuses tables that cannot be paid, with a message', () => {
    expect(() =>
      parseContest({ entryFee: 10, fieldSize: 5, payouts: [{ from: 1, to: 6, prize: 5 }] }),
    ).toThrow('beyond the field of 5');
    expect(() =>
      parseContest({
        entryFee: 10,
        fieldSize: 9,
        payouts: [
          { from: 1, to: 3, prize: 5 },
          { from: 3, to: 4, prize: 2 },
        ],
      }),
    ).toThrow('paid twice');
    expect(() =>
      parseContest({ entryFee: 0, fieldSize: 9, payouts: [{ from: 1, to: 1, prize: 1 }] }),
    ).toThrow('entryFee must be above 0');
    expect(() => parseContest({ entryFee: 5, fieldSize: 9, payouts: [] })).toThrow('at least one');
  });

  it('builds presets that spend the pool after rake and pay first the most', () => {
    for (const preset of ['dk-gpp', 'fd-gpp', 'double-up', 'fifty-fifty'] as const) {
      const c = presetContest(preset, 20, 10_000);
      const t = prizeTable(parseContest(c));
      const pool = t.prefix[c.fieldSize]!;
      expect(pool).toBeLessThanOrEqual(20 * 10_000);
      expect(pool).toBeGreaterThan(20 * 10_000 * 0.8);
      expect(c.payouts[0]!.prize).toBeGreaterThanOrEqual(c.payouts[c.payouts.length - 1]!.prize);
    }
  });
});

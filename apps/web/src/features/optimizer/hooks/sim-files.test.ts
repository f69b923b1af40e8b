import { describe, expect, it } from 'vitest';
import { readContestFile, roiHistogram } from './sim-files';

describe('contest files', () => {
  it('reads the simulator CLI contest.json', () => {
    const file = readContestFile(
      'contest.json',
      JSON.stringify({
        entryFee: 20,
        fieldSize: 1000,
        payouts: [
          { from: 1, to: 1, prize: 5000 },
          { from: 2, to: 10, prize: 500 },
        ],
      }),
    );
    expect(file).toEqual({
      entryFee: 20,
      fieldSize: 1000,
      payouts: [
        { from: 1, to: 1, prize: 5000 },
        { from: 2, to: 10, prize: 500 },
      ],
    });
  });

  it('reads a CSV of places (single or ranges) and prizes, with an entry fee row', () => {
    const file = readContestFile(
      'payouts.csv',
      'Place,Prize\nEntry Fee,$3\n1,"$1,000"\n2-5,$100\n6 - 20,10\n',
    );
    expect(file).toEqual({
      entryFee: 3,
      fieldSize: null,
      payouts: [
        { from: 1, to: 1, prize: 1000 },
        { from: 2, to: 5, prize: 100 },
        { from: 6, to: 20, prize: 10 },
      ],
    });
  });

  it('says which line is wrong', () => {
    expect(() => readContestFile('p.csv', 'Place,Prize\n1,$10\n2-x,$5\n')).toThrow('Line 3');
    expect(() => readContestFile('p.csv', 'Place,Prize\n')).toThrow('no "place, prize" rows');
    expect(() => readContestFile('c.json', '{"payouts": 3}')).toThrow('no "payouts" list');
    expect(() => readContestFile('c.json', '{oops')).toThrow('not valid JSON');
  });
});

describe('ROI histogram', () => {
  it('counts every lineup once in equal ranges from the lowest to the highest ROI', () => {
    const h = roiHistogram([-1, -0.5, 0, 0.5, 1], 4);
    expect(h.counts).toEqual([1, 1, 1, 2]);
    expect(h.labels[0]).toBe('-100% to -50%');
    expect(h.counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(roiHistogram([0.2, 0.2])).toEqual({ labels: ['20%'], counts: [2] });
    expect(roiHistogram([])).toEqual({ labels: [], counts: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes separators, disarms formulas and keeps negative amounts as numbers', () => {
    const csv = toCsv(['a', 'b', 'c', 'd'], [['x,"y"', '=HYPERLINK("evil")', '-12.50', null]]);
    expect(csv).toBe('a,b,c,d\r\n"x,""y""","\'=HYPERLINK(""evil"")",-12.50,\r\n');
    expect(toCsv(['n'], [['@SUM(A1)'], ['-1+2'], [-3]])).toBe("n\r\n'@SUM(A1)\r\n'-1+2\r\n-3\r\n");
  });
});

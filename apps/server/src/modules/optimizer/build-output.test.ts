import type { BuildResult, Lineup } from '@dfs/optimizer';
import { describe, expect, it } from 'vitest';
import { encodeBuild } from './build-output';
import type { TJobOutput } from './build-queue';
import { parseOutput, serializeOutput } from './build-queue.redis';

/** A lineup of two slots, enough for the encoding (a name with a newline and quotes included). */
const lineup = (n: number) =>
  ({
    projection: 100 + n,
    salary: 49_000 + n,
    slots: [
      { entryId: `${n}1`, name: 'Ja\'Marr "JC" Chase\nII', slot: 'WR', salary: 8000, projection: 20 },
      { entryId: `${n}2`, name: 'Josh Allen', slot: 'QB', salary: 8200, projection: 25 },
    ],
  }) as unknown as Lineup;

describe('a build answer on its way through Redis', () => {
  it('keeps the lineups as the thread wrote them, with their count, status and messages', () => {
    const result: BuildResult = {
      status: 'partial',
      lineups: [lineup(1), lineup(2), lineup(3)],
      messages: ['Stopped at the time limit of 60 s: 3 of 150 lineups.'],
      stats: { ms: 12, searches: 3, nodes: 40, leafFallbacks: 0, work: 900 },
      budgetExhausted: false,
    };
    const out: TJobOutput = { type: 'build', result: encodeBuild(result) };
    const back = parseOutput(serializeOutput(out));
    expect(back).toEqual(out);
    if (back.type !== 'build') throw new Error('not a build');
    expect(back.result).toMatchObject({ status: 'partial', count: 3, messages: result.messages });
    const lineups = JSON.parse(back.result.lineupsJson) as { players: { name: string }[] }[];
    expect(lineups.map((l) => l.players[0]!.name)).toEqual(Array(3).fill('Ja\'Marr "JC" Chase\nII'));
    // An answer stored by a worker from before the lineups were encoded once still reads.
    expect(parseOutput(JSON.stringify({ type: 'build', result }))).toEqual(out);
    // Other answers go as plain JSON.
    const timedOut: TJobOutput = { type: 'timedOut', limitMs: 30 };
    expect(parseOutput(serializeOutput(timedOut))).toEqual(timedOut);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/test-http';
import { memberOn } from './optimizer.test-support';

// Build settings a caller gets wrong are refused with a 400 that names the path and what is wrong,
// in the same words as the CLI's rules.json (one schema, one formatter), before anything is built.

const server = useTestServer();

/** Malformed settings, each with the words its 400 must say (relative to the settings object). */
const MALFORMED: [string, object, string][] = [
  ['an unknown top-level key', { lockz: [{ id: 'p1' }] }, 'lockz: unknown setting; did you mean locks?'],
  [
    'a misspelt key inside a stack part',
    { stacks: [{ parts: [{ positons: ['QB'], count: 1 }] }] },
    'stacks[0].parts[0].positons: unknown setting; did you mean positions?',
  ],
  [
    'an unknown key in a lock',
    { locks: [{ id: 'p1', slto: 'QB' }] },
    'locks[0].slto: unknown setting; did you mean slot?',
  ],
  [
    'an unknown key in a rule map',
    { positionCounts: { WR: { mni: 2 } } },
    'positionCounts.WR.mni: unknown setting; did you mean min?',
  ],
  [
    'an unknown randomness mode',
    { randomness: { mode: 'bogus' } },
    'randomness.mode: expected one of "percent", "floor-ceiling", got the string "bogus"',
  ],
  [
    'a stack part of no players',
    { stacks: [{ parts: [{ count: 0 }] }] },
    'stacks[0].parts[0].count: must be at least 1',
  ],
  ['locks: null', { locks: null }, 'locks: expected a list, got null'],
  ['a string where a list is expected', { locks: 'p1' }, 'locks: expected a list, got the string "p1"'],
  ['a number given as a string', { minUnique: '2' }, 'minUnique: expected a number, got the string "2"'],
  [
    'a pair rule for both sides',
    { pairs: [{ positions: ['QB'], with: ['WR'], team: 'both', max: 1 }] },
    'pairs[0].team: expected one of "same", "opponent", got the string "both"',
  ],
];

describe('build settings refused with a 400 naming the path', () => {
  it.each(MALFORMED)('createbuild: %s', async (_, settings, said) => {
    const member = await memberOn(server, 'premium');
    const res = await member.post('/api/nfl/createbuild', { slateId: 'any', lineups: 1, settings });
    expect(res).toMatchObject({ status: 400, success: false, code: 'VALIDATION' });
    expect(res.message).toBe(`settings.${said}`);
  });

  it.each([
    ['a misspelt rule', { groupz: [] }, 'rules.groupz: unknown setting; did you mean groups?'],
    [
      'a misspelt key of a pair rule',
      { pairs: [{ positions: ['QB'], wiht: ['WR'], team: 'same' }] },
      'rules.pairs[0].with: missing; expected a list; rules.pairs[0].wiht: unknown setting; did you mean with?',
    ],
    [
      'a pair rule for both sides',
      { pairs: [{ positions: ['QB'], with: ['WR'], team: 'both', max: 1 }] },
      'rules.pairs[0].team: expected one of "same", "opponent", got the string "both"',
    ],
    [
      'an unknown key in a rule map',
      { positionCounts: { WR: { mni: 2 } } },
      'rules.positionCounts.WR.mni: unknown setting; did you mean min?',
    ],
    [
      'a count given as a string',
      { minStarters: '3' },
      'rules.minStarters: expected a number, got the string "3"',
    ],
    ['null for a rule', { teamCount: null }, 'rules.teamCount: expected an object, got null'],
  ])('setRules (the lineup rules kept on a slate): %s', async (_, rules, said) => {
    const member = await memberOn(server, 'premium');
    const res = await member.post('/api/user/setRules', { slateId: 'any', rules });
    expect(res).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(res.message).toBe(said);
  });

  it('previewbuild: a setting the preview does not take, and a wrong type', async () => {
    const visitor = await memberOn(server, 'free');
    const unknown = await visitor.post('/api/nfl/previewbuild', { settings: { minUniqe: 2 } });
    expect(unknown).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(unknown.message).toBe('settings.minUniqe: unknown setting; did you mean minUnique?');
    const typed = await visitor.post('/api/nfl/previewbuild', { settings: { minUnique: '2' } });
    expect(typed).toMatchObject({ status: 400, fields: ['settings.minUnique'] });
    expect(typed.message).toBe('settings.minUnique: expected a number, got the string "2"');
  });
});

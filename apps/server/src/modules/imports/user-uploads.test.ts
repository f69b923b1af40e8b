import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_CHARS } from '@dfs/contracts';
import { useTestServer } from '../../../test/test-http';
import { memberOn } from '../optimizer/optimizer.test-support';
import { largeDkNbaSalaryCsv, smallDkNbaSalaryCsv } from './imports-test-files';

// A user's own salary files have limits (issue 36: one Free account made 48 private slates in a
// row, a 400,000-character player name was kept, a 9,541-player file made a 6.5 MB getPlayers
// answer). Each refusal names its limit.

const server = useTestServer({ env: { FEEDS_ENABLED: 'false' } });
const upload = (member: Awaited<ReturnType<typeof memberOn>>, csv = smallDkNbaSalaryCsv()) =>
  member.post('/api/user/uploadSalaries', { csv });

describe("a user's own salary file", () => {
  it('keeps 3 live slates on the Free plan; the 4th is refused naming the limit and the plan with more', async () => {
    const free = await memberOn(server, 'free');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await upload(free)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const fourth = await upload(free);
    expect(fourth).toMatchObject({
      status: 403,
      code: 'PLAN_LIMIT',
      message:
        'Your Free plan keeps up to 3 uploaded slates whose games are not over, and you have 3; the Premium plan keeps 20.',
    });
    const listed = await free.get(`/api/nba/getAllSlat/${free.id}`);
    expect(
      (listed.data.slates as { provider: string }[]).filter((s) => s.provider.startsWith('user-file:')),
    ).toHaveLength(3);
  });

  it('takes 10 files an hour from one account, then answers 429 naming the limit', async () => {
    const member = await memberOn(server, 'platinum');
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await upload(member)).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    const eleventh = await upload(member);
    expect(eleventh.status).toBe(429);
    expect(eleventh.code).toBe('RATE_LIMITED');
    expect(eleventh.message).toMatch(
      /^An account may upload 10 salary files an hour\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('refuses a 400,000-character player name, naming the line, the column and the 100-character limit', async () => {
    const member = await memberOn(server, 'premium');
    const long = 'X'.repeat(400_000);
    const csv = smallDkNbaSalaryCsv().replace(',Alan Carter,', `,${long},`);
    const res = await upload(member, csv);
    expect(res.status).toBe(400);
    expect(res.message).toBe(
      'csv: nothing was imported; line 2: name: 400,000 characters; a cell holds at most 100.',
    );
  });

  it('refuses a file of more than 5,000 players, naming the limit', async () => {
    const member = await memberOn(server, 'premium');
    const res = await upload(member, largeDkNbaSalaryCsv(5_001));
    expect(res.status).toBe(400);
    expect(res.message).toBe(
      'csv: nothing was imported; line 1: the file has 5,001 players; a slate holds at most 5,000.',
    );
  });

  it('refuses a file over 900,000 characters, naming the limit', async () => {
    const member = await memberOn(server, 'premium');
    const res = await upload(member, 'x'.repeat(IMPORT_MAX_CHARS + 1));
    expect(res.status).toBe(400);
    expect(res.message).toBe('csv is too large: a file holds at most 900,000 characters');
  });
});

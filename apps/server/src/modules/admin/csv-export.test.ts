import { beforeAll, describe, expect, it } from 'vitest';
import { json, uniqueName } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { signedInAs } from './admin-test-data';

// A sign-up's campaign values reach the admin's report CSV as the visitor typed them. Cells a
// spreadsheet would run as formulas are kept as text even after leading spaces or in full-width
// forms, and a cell with a semicolon is quoted (issue 36: ` =1+1`, `＝1+1` and `a;=1+1;b` ran).

const server = useTestServer({ env: { FEEDS_ENABLED: 'false' } });
const http = httpOf(server);
let cookie = '';
beforeAll(async () => {
  cookie = (await signedInAs(server, 'client')).cookie;
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the New Trials CSV', () => {
  it('keeps hostile campaign values as text a spreadsheet shows, in one cell each', async () => {
    const userName = uniqueName('csv');
    const email = `${userName}@example.com`;
    const reg = await http.post('/api/user/register', {
      userName,
      email,
      password: 'Secret#123a',
      source: ' =1+1',
      campaign: 'a;=1+1;b',
      medium: '＝1+1',
      term: '＋2+3',
      content: '＠SUM(A1)',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const res = await http.get(`/api/user/exportReport?report=trials&from=${day(-1)}&to=${day(1)}`, cookie);
    expect(res.statusCode).toBe(200);
    const line = (json(res).data.csv as string).split('\r\n').find((l) => l.startsWith(`${email},`));
    expect(line?.split(',').slice(1, 6)).toEqual([`' =1+1`, '"a;=1+1;b"', `'＝1+1`, `'＋2+3`, `'＠SUM(A1)`]);
  });
});

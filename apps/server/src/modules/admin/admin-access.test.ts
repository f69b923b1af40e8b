import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@dfs/contracts';
import { json } from '../../../test/test-server';
import { httpOf, useTestServer } from '../../../test/test-http';
import { signedInAs } from './admin-test-data';

const server = useTestServer({ env: { FEEDS_ENABLED: 'false' } });
const http = httpOf(server);
const cookies: Record<'client' | 'manager' | 'user', string> = { client: '', manager: '', user: '' };
let victimId = '';

beforeAll(async () => {
  for (const role of ['client', 'manager', 'user'] as const)
    cookies[role] = (await signedInAs(server, role)).cookie;
  victimId = (await signedInAs(server, 'user')).user._id;
}, 120_000); // four argon2 sign-ups on a busy machine

/** A valid request for each admin call, so a refusal can only come from the role. */
const calls = () => ({
  getAlluser: { query: '?page=0' },
  deleteUser: { body: { userId: victimId } },
  updatePassword: { body: { userId: victimId, password: 'Other#Pass9' } },
  getLoginData: { body: {} },
  getServerDetails: {},
  updateServer: { body: { name: 'nfl-feed', operation: 'stop' } },
  getAllnewuser: { query: '' },
  getStateReport: { query: '' },
  getRevenue: { body: { year: '2026' } },
  exportReport: { query: '?report=revenue&year=2026' },
  getAuditLog: { query: '' },
});
const MANAGER_REFUSED = ['getAllnewuser', 'getStateReport', 'getRevenue', 'exportReport', 'getAuditLog'];

function call(name: keyof ReturnType<typeof calls>, cookie: string, extra: Record<string, unknown> = {}) {
  const def = endpoints[name];
  const c = calls()[name] as { body?: object; query?: string };
  const url = `/api${def.path}${c.query ?? ''}`;
  return def.method === 'POST' ? http.post(url, { ...c.body, ...extra }, cookie) : http.get(url, cookie);
}

describe('admin access', () => {
  it.each(Object.keys(calls()) as (keyof ReturnType<typeof calls>)[])(
    '%s: refused (403) for a subscriber, whatever the body claims; 401 for a visitor',
    async (name) => {
      // The role is read from the session on the server: a body claiming another role changes nothing.
      const res = await call(name, cookies.user, { role: 'client', userRole: 'client' });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('You do not have access to this page.');
      expect((await call(name, '')).statusCode).toBe(401);
    },
  );

  it.each(MANAGER_REFUSED)('%s: refused for a manager, allowed for the client', async (name) => {
    const key = name as keyof ReturnType<typeof calls>;
    expect((await call(key, cookies.manager)).statusCode).toBe(403);
    expect((await call(key, cookies.client)).statusCode).toBe(200);
  });

  it('a manager lists users, reads login history and the processes', async () => {
    for (const name of ['getAlluser', 'getLoginData', 'getServerDetails'] as const) {
      expect((await call(name, cookies.manager)).statusCode).toBe(200);
    }
  });

  it('the OpenAPI document describes every admin call', async () => {
    const doc = (await http.get('/api/docs/json')).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      'getAlluser',
      'getAllnewuser',
      'deleteUser',
      'updatePassword',
      'getLoginData',
      'getRevenue',
    ])
      expect(Object.keys(doc.paths)).toContain(`/api/user/${path}`);
  });
});

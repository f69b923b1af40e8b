import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type TEndpointDef } from '@dfs/contracts';
import { cookieOf, GOOD_PASSWORD, json, signedInOwner } from '../../test/test-server';
import { useTestServer } from '../../test/test-http';

/**
 * Every call of the endpoint map, signed in as the owner (so no role or plan stands in the way),
 * is sent malformed, extra, wrongly typed and oversized bodies: each answers 4xx naming the field,
 * and nothing answers 5xx.
 */
const server = useTestServer();
let cookie = '';
let adminId = '';
let adminName = '';

beforeAll(async () => {
  const owner = await signedInOwner(server);
  adminName = owner.userName;
  adminId = owner.id;
  cookie = owner.cookie;
});

const SAMPLE_PARAMS: Record<string, string> = { sport: 'nfl', id: '' };
function urlOf(def: TEndpointDef): string {
  return `/api${def.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? adminId : (SAMPLE_PARAMS[name] ?? 'x')))}`;
}

/** Top-level fields of a body schema and their JSON types. */
function fieldsOf(schema: z.ZodType): Record<string, string | undefined> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[] }>;
  };
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([k, v]) => [k, Array.isArray(v.type) ? v.type[0] : v.type]),
  );
}

const wrongValue = (type: string | undefined): unknown => {
  switch (type) {
    case 'string':
      return { not: 'a string' };
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'nope';
    case 'array':
      return 'not an array';
    case 'object':
      return 42;
    case undefined:
    default:
      return undefined;
  }
};

// Endpoints that authenticate by the provider's signature rather than by a JSON schema.
const SIGNED = new Set(['/payments/clickbank/notification']);

// Logout goes last: the random bodies include `{}`, which ends the session the others use.
const posts = Object.entries(endpoints)
  .filter(([, def]) => def.method === 'POST' && !SIGNED.has(def.path))
  .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));
const gets = Object.entries(endpoints).filter(([, def]) => def.method === 'GET');

describe.each(posts)('POST %s', (_name, def) => {
  const send = (payload: string, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: urlOf(def),
      headers: { cookie, 'content-type': contentType },
      payload,
    });

  it('answers malformed JSON, a JSON array and a JSON null with 400', async () => {
    for (const payload of ['{"a":', '[1,2]', 'null', '"text"']) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(json(res).success).toBe(false);
      expect(json(res).code).toBe('VALIDATION');
    }
  });

  it('answers an unknown field with 400 naming it', async () => {
    const res = await send(JSON.stringify({ surpriseField: 1 }));
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('surpriseField');
  });

  it('answers each wrongly typed field with 400 naming it', async () => {
    for (const [field, type] of Object.entries(fieldsOf(def.body))) {
      const value = wrongValue(type);
      if (value === undefined) continue;
      const res = await send(JSON.stringify({ [field]: value }));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json(res).fields ?? [], field).toContain(field);
    }
  });

  it('answers an oversized body with 413 and never 5xx on random bodies', async () => {
    // Larger than every route's limit, upload routes' included (the largest is about 2 MB).
    const huge = await send(JSON.stringify({ x: 'y'.repeat(5_000_000) }));
    expect(huge.statusCode).toBe(413);
    for (const payload of [
      '{}',
      '{"":""}',
      '{"__proto__":{"a":1}}',
      '{"constructor":{"prototype":{}}}',
      '1e309',
      '{"a":"\\u0000"}',
    ]) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});

// Text PostgreSQL cannot store, and dates outside any sensible year: each refused with 400 naming
// the field (these gave 500s on at least 15 calls, anonymous ones included).
const UNSTORABLE = ['a\u0000b', '\ud800', 'x\udc00y'];
const EXTREME_DATES = ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01'];

/** A new session for the owner (the logout test above ends the first one). */
async function loginAgain() {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { userName: adminName, password: GOOD_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  cookie = cookieOf(res);
}

describe.each(posts)('POST %s with unstorable text', (_name, def) => {
  beforeAll(loginAgain);
  it('refuses a NUL byte, a lone surrogate or an extreme date in each field with 400 naming it', async () => {
    const fields = Object.entries(fieldsOf(def.body)).filter(([, type]) => type === 'string');
    for (const [field] of fields) {
      const values = field === 'date' ? [...UNSTORABLE, ...EXTREME_DATES] : UNSTORABLE;
      for (const value of values) {
        for (const signedIn of [true, false]) {
          const res = await server.app.inject({
            method: 'POST',
            url: urlOf(def),
            headers: signedIn ? { cookie } : {},
            payload: { [field]: value },
          });
          if (!signedIn && res.statusCode === 401) continue;
          expect(res.statusCode, `${field}=${JSON.stringify(value)}: ${res.body}`).toBe(400);
          expect(json(res).fields ?? [], `${field}: ${res.body}`).toContain(field);
        }
      }
    }
  });
});

describe('path parameters with unstorable text', () => {
  it('answers 400 naming the parameter, never 5xx', async () => {
    for (const segment of ['%00', 'a%00b', '%ED%A0%80']) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/nfl/getAllSlat/${segment}`,
        headers: { cookie },
      });
      expect(res.statusCode, `${segment}: ${res.body}`).toBe(400);
    }
  });
});

describe.each(gets)('GET %s', (_name, def) => {
  it('never answers 5xx, even with strange query strings', async () => {
    for (const suffix of ['', '?a=1&a=2', '?%00=%ff', `?${'q'.repeat(3000)}=1`]) {
      const res = await server.app.inject({
        method: 'GET',
        url: `${urlOf(def)}${suffix}`,
        headers: { cookie },
      });
      expect(res.statusCode, `${urlOf(def)}${suffix}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

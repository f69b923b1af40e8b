import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { ZLoginRequest, ZLoginResult, ZRegisterRequest, ZUser, ZEmpty } from './user';
import { ZSport } from './sports';

/**
 * GET /api/health: `ok` when the database answers and builds can run; `degraded` (still 200: the
 * API serves, so a load balancer keeps the instance) when builds cannot run now, `problems` saying
 * why. A database that does not answer is a 503.
 */
export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  problems: z.array(z.string()),
  database: z.literal('ok'),
  uptimeSeconds: z.number(),
  builds: z.object({
    mode: z.enum(['embedded', 'redis']),
    /** Jobs that can run at once (Redis: twice the build threads of the connected workers). */
    capacity: z.number().int(),
    running: z.number().int(),
    waiting: z.number().int(),
    /** Redis: the worker processes connected at the last look and when it was; null embedded. */
    workers: z
      .object({ count: z.number().int(), threads: z.number().int(), checkedAt: z.string().nullable() })
      .nullable(),
  }),
});
export type THealth = z.infer<typeof ZHealth>;

/**
 * The typed endpoint map: method, path (under /api), request body schema and the `data` schema of
 * the answer. The web client and the server routes both read it, so a path or shape cannot drift.
 */
export const coreEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    body: ZEmpty,
    data: ZHealth,
  },
  register: { method: 'POST', path: '/user/register', body: ZRegisterRequest, data: ZUser },
  login: { method: 'POST', path: '/user/login', body: ZLoginRequest, data: ZLoginResult },
  logout: { method: 'POST', path: '/user/logout', body: ZEmpty, data: z.null() },
  me: { method: 'GET', path: '/user/me', body: ZEmpty, data: ZUser },
  /** The signed-in user, or null for a visitor: lets the web ask without a 401 in the console. */
  session: { method: 'GET', path: '/user/session', body: ZEmpty, data: ZUser.nullable() },
  sports: { method: 'GET', path: '/sports', body: ZEmpty, data: z.array(ZSport) },
} as const satisfies TEndpointMap;

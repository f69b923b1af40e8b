import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { ZLoginRequest, ZLoginResult, ZRegisterRequest, ZUser, ZEmpty } from './user';
import { ZSport } from './sports';

/**
 * The typed endpoint map: method, path (under /api), request body schema and the `data` schema of
 * the answer. The web client and the server routes both read it, so a path or shape cannot drift.
 */
export const coreEndpoints = {
  health: {
    method: 'GET',
    path: '/health',
    body: ZEmpty,
    data: z.object({ database: z.literal('ok'), uptimeSeconds: z.number() }),
  },
  register: { method: 'POST', path: '/user/register', body: ZRegisterRequest, data: ZUser },
  login: { method: 'POST', path: '/user/login', body: ZLoginRequest, data: ZLoginResult },
  logout: { method: 'POST', path: '/user/logout', body: ZEmpty, data: z.null() },
  me: { method: 'GET', path: '/user/me', body: ZEmpty, data: ZUser },
  /** The signed-in user, or null for a visitor: lets the web ask without a 401 in the console. */
  session: { method: 'GET', path: '/user/session', body: ZEmpty, data: ZUser.nullable() },
  sports: { method: 'GET', path: '/sports', body: ZEmpty, data: z.array(ZSport) },
} as const satisfies TEndpointMap;

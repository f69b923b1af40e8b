import { z } from 'zod';
import { ZLoginRequest, ZLoginResult, ZRegisterRequest, ZUser, ZEmpty } from './user';
import { accountEndpoints } from './account';
import { paymentEndpoints } from './payments';
import { slateEndpoints } from './slates';
import { insightEndpoints } from './insights';
import { feedEndpoints } from './feeds';
import { bettingEndpoints } from './betting';
import { adminEndpoints } from './admin';
import { optimizerEndpoints } from './optimizer';
import { ZSport } from './sports';

/** One call: method, path under /api, body schema, and the schema of the answer's `data`. */
export type TEndpointDef = {
  method: 'GET' | 'POST';
  /** Path under /api; `:name` segments are validated by `params`. */
  path: string;
  body: z.ZodType;
  data: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
};
export type TEndpointMap = Record<string, TEndpointDef>;

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

/** Every feature's map, merged. Features add their own `xEndpoints` file and one line here. */
export const endpoints = {
  ...coreEndpoints,
  ...accountEndpoints,
  ...paymentEndpoints,
  ...slateEndpoints,
  ...insightEndpoints,
  ...feedEndpoints,
  ...bettingEndpoints,
  ...adminEndpoints,
  ...optimizerEndpoints,
} as const;

export type TEndpoints = typeof endpoints;
export type TEndpointName = keyof TEndpoints;
export type TEndpointBody<K extends TEndpointName> = z.input<TEndpoints[K]['body']>;
export type TEndpointData<K extends TEndpointName> = z.infer<TEndpoints[K]['data']>;

import type { z } from 'zod';
import type { TEndpointDef, TErrorCode } from '@dfs/contracts';

/** A failed call: the server's message and stable code, shown to the user as they are. */
export class ApiError extends Error {
  readonly code: TErrorCode | 'NETWORK';
  readonly status: number;
  readonly fields: string[];

  constructor(code: TErrorCode | 'NETWORK', message: string, status: number, fields: string[] = []) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

/** What to tell the user of a failed call: the server's message, else `fallback` (a network or code error). */
export const apiMessage = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? err.message : fallback;

type TAnswer<D extends TEndpointDef> = { message: string; data: z.infer<D['data']>; doc?: unknown };

/** Fills `:name` segments of a path from params. */
function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * Calls one endpoint of the contracts map. The session travels in the HttpOnly cookie; the answer's
 * envelope is unwrapped into `{ message, data }` or thrown as an ApiError.
 */
export async function apiCall<D extends TEndpointDef>(
  def: D,
  body?: z.input<D['body']>,
  params?: Record<string, string | number>,
  query?: Record<string, string | undefined>,
): Promise<TAnswer<D>> {
  let res: Response;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  try {
    res = await fetch(`/api${buildPath(def.path, params)}${search ? `?${search}` : ''}`, {
      method: def.method,
      credentials: 'same-origin',
      headers: def.method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: def.method === 'POST' ? JSON.stringify(body ?? {}) : null,
    });
  } catch {
    throw new ApiError('NETWORK', 'Network error: check your connection and try again.', 0);
  }
  let json: {
    success?: boolean;
    message?: string;
    code?: TErrorCode;
    data?: unknown;
    doc?: unknown;
    fields?: string[];
  };
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new ApiError('INTERNAL', 'Something went wrong, Try again later.', res.status);
  }
  if (!res.ok || json.success !== true) {
    throw new ApiError(
      json.code ?? 'INTERNAL',
      json.message ?? 'Something went wrong, Try again later.',
      res.status,
      json.fields,
    );
  }
  return { message: json.message ?? '', data: json.data as z.infer<D['data']>, doc: json.doc };
}

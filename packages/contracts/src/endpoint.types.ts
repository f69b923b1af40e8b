import type { z } from 'zod';

// The shape of one call and of a feature's map. Feature files (core.ts, account.ts, ...) type their
// maps with it and endpoints.ts merges the maps: both import this file, never each other.

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

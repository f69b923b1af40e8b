import type { z } from 'zod';
import { coreEndpoints } from './core';
import { accountEndpoints } from './account';
import { paymentEndpoints } from './payments';
import { slateEndpoints } from './slates';
import { insightEndpoints } from './insights';
import { feedEndpoints } from './feeds';
import { bettingEndpoints } from './betting';
import { adminEndpoints } from './admin';
import { optimizerEndpoints } from './optimizer';
import { simulationEndpoints } from './simulation';
import { optimizerToolEndpoints } from './optimizer-tools';

/**
 * Every feature's map, merged: the server registers its routes from it. The web app imports each
 * feature's own map instead (`coreEndpoints`, `accountEndpoints`, ...), so a page's chunk carries
 * only its feature's schemas and the first visit only the account ones (the package has no side
 * effects, so an unused feature module is left out of a bundle). Features add their own
 * `xEndpoints` file and one line here.
 */
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
  ...simulationEndpoints,
  ...optimizerToolEndpoints,
} as const;

export type TEndpoints = typeof endpoints;
export type TEndpointName = keyof TEndpoints;
export type TEndpointBody<K extends TEndpointName> = z.input<TEndpoints[K]['body']>;
export type TEndpointData<K extends TEndpointName> = z.infer<TEndpoints[K]['data']>;

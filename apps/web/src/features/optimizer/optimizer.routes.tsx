import type { RouteObject } from 'react-router';

/** Optimizer pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const optimizerLayoutRoutes: RouteObject[] = [];

/** Public optimizer pages (no login). */
export const optimizerPublicRoutes: RouteObject[] = [];

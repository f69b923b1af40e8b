import type { RouteObject } from 'react-router';

/** Insights pages inside the authenticated layout /:sportId/:operator/ (paths relative to it). */
export const insightsLayoutRoutes: RouteObject[] = [];

/** Public insights pages (no login). */
export const insightsPublicRoutes: RouteObject[] = [];

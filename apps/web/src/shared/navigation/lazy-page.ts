import type { ComponentType } from 'react';

/**
 * A route's `lazy` loader for a page module with a default export: every page is its own chunk,
 * so /sign-up carries only its own code.
 */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => ({
    Component: (await load()).default,
  });

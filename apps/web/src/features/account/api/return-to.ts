import { optimizerPath } from '../../../shared/session/home-path';

/**
 * The page a visitor asked for before being sent to login (`state.from`, set by the layout and
 * RequireRole), if it is a path of this app; else the optimizer. Only paths are taken, so a
 * crafted state cannot send the user to another site.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
    const path = from.split('?')[0] ?? '';
    // Account pages are not destinations after login: the layout is.
    if (!/^\/(login|sign-up)(\/|$)/.test(path)) return from;
  }
  return optimizerPath();
}

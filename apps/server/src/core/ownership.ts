import type { TRole } from '@dfs/contracts';
import { AppError } from './app-error';
import type { TAuthContext } from './auth-context';

/**
 * A call that names a user acts on the signed-in user only, unless the caller's role is one the
 * call allows (admin roles). Returns the user id to act on; anyone else's id answers 403.
 */
export function requireSelfOrRole(
  auth: TAuthContext,
  userId: string | undefined,
  roles: readonly TRole[] = [],
): string {
  if (userId === undefined || userId === auth.user.id) return auth.user.id;
  if (roles.includes(auth.user.role)) return userId;
  throw new AppError('FORBIDDEN', 'You may only act on your own account.');
}

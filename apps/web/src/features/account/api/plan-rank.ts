import { OPEN_STATUSES, type TPlan, type TUser } from '@dfs/contracts';

export const PLANS = ['free', 'premium', 'platinum'] as const;
export const RANK: Record<TPlan, number> = { free: 0, premium: 1, platinum: 2 };

/** The plan a user has now: a closed account (inactive, canceled) is on Free (DECISIONS "Plans"). */
export const planInForce = (user: Pick<TUser, 'plantype' | 'status'> | null): TPlan =>
  user && OPEN_STATUSES.has(user.status) ? user.plantype : 'free';

/** A subscriber below the top plan may upgrade (admins have every page already). */
export const canUpgrade = (user: Pick<TUser, 'role' | 'plantype' | 'status'>) =>
  user.role === 'user' && planInForce(user) !== 'platinum';

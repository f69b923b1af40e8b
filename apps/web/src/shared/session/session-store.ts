import type { TUser } from '@dfs/contracts';

/**
 * Display state kept on the device (DECISIONS: never secrets, never ids of payment customers).
 * The server decides everything; these keys only let the app draw the right screen at once.
 */
const KEYS = ['userName', 'role', 'status', 'paymentType', 'plantype'] as const;
export type TPrefKey = 'gameOperator' | 'gameType' | 'previousSlate';

export function rememberUser(user: TUser): void {
  for (const key of KEYS) localStorage.setItem(key, String(user[key]));
  localStorage.setItem(
    'user',
    JSON.stringify({ userName: user.userName, role: user.role, status: user.status }),
  );
}

export function forgetUser(): void {
  for (const key of [...KEYS, 'user']) localStorage.removeItem(key);
}

export function storedUser(): { userName: string; role: string; status: string } | null {
  try {
    const raw = localStorage.getItem('user');
    return raw ? (JSON.parse(raw) as { userName: string; role: string; status: string }) : null;
  } catch {
    return null;
  }
}

export const getPref = (key: TPrefKey) => localStorage.getItem(key);
export const setPref = (key: TPrefKey, value: string) => localStorage.setItem(key, value);

import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-client';

/**
 * The login form's own rules: the same limits as the contracts' ZLoginRequest, with messages
 * that name what the user sees ("User name"), never the API's field names.
 */
export const ZLoginForm = z.object({
  userName: z
    .string()
    .trim()
    .min(1, 'Enter your user name or e-mail')
    .max(254, 'User name or e-mail: at most 254 characters'),
  password: z.string().min(1, 'Enter your password').max(128, 'Password: at most 128 characters'),
});
export type TLoginForm = { userName: string; password: string };

const FIELD_LABELS: Record<string, string> = { userName: 'User name', password: 'Password' };

/** A failed login's notice: validation answers get human field names; others are the server's. */
export function loginErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return 'There was an error with Login';
  if (err.code !== 'VALIDATION') return err.message;
  return err.message
    .replace(/^(\w+): /, (_, f: string) => `${FIELD_LABELS[f] ?? f}: `)
    .replace(/\b(userName|password) is required\b/g, (_, f: string) => `${FIELD_LABELS[f]} is required`);
}

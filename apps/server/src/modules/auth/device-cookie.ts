import crypto from 'node:crypto';

/**
 * The "known device" mark of the login lockout (docs/ACCOUNTS.md "Login lockout"): after a correct
 * password the browser gets a long-lived HttpOnly cookie naming the account and a random device
 * id, signed with a key only the server holds. A correct password from such a device passes the
 * account's failure limit, so wrong passwords sent by someone else cannot lock the owner out.
 *
 * The signing key is the account's stored password hash (argon2id: salted, never leaves the
 * server): no extra secret to configure or share between instances, and a new password (a reset,
 * an admin's change) retires every device mark of the account.
 */
/** How long a device stays known without signing in again, in days. */
export const DEVICE_DAYS = 400;
/** Accounts one browser remembers (an admin who also tries a user account keeps both). */
const MAX_ENTRIES = 4;

type TAccountKey = { id: string; passwordHash: string };

const macOf = (account: TAccountKey, deviceId: string) =>
  crypto.createHmac('sha256', account.passwordHash).update(`${account.id}.${deviceId}`).digest('base64url');

/** The `account.device.mac` entries of a cookie value (malformed ones are dropped). */
function entriesOf(value: string | undefined): { accountId: string; deviceId: string; mac: string }[] {
  if (!value) return [];
  return value
    .split('~')
    .slice(0, MAX_ENTRIES)
    .map((entry) => entry.split('.'))
    .filter((parts) => parts.length === 3 && parts.every((p) => /^[\w-]{1,64}$/.test(p)))
    .map(([accountId = '', deviceId = '', mac = '']) => ({ accountId, deviceId, mac }));
}

/** The device id this cookie proves for the account, or undefined (absent, another account, forged). */
export function knownDeviceOf(value: string | undefined, account: TAccountKey): string | undefined {
  const entry = entriesOf(value).find((e) => e.accountId === account.id);
  if (!entry) return undefined;
  const expected = Buffer.from(macOf(account, entry.deviceId));
  const given = Buffer.from(entry.mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? entry.deviceId
    : undefined;
}

/** The cookie value after a correct password: this account's entry (kept or new) first. */
export function rememberDevice(value: string | undefined, account: TAccountKey): string {
  const deviceId = knownDeviceOf(value, account) ?? crypto.randomBytes(12).toString('base64url');
  const others = entriesOf(value).filter((e) => e.accountId !== account.id);
  const entries = [{ accountId: account.id, deviceId, mac: macOf(account, deviceId) }, ...others];
  return entries
    .slice(0, MAX_ENTRIES)
    .map((e) => `${e.accountId}.${e.deviceId}.${e.mac}`)
    .join('~');
}

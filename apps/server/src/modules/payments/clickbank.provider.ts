import crypto from 'node:crypto';
import { eventTime, type TBillingEvent, type TEffect } from './billing.service';

/** Decrypted ClickBank Instant Notification (version 6+ JSON), the fields the product reads. */
export type TClickbankNotice = {
  transactionType?: string;
  receipt?: string;
  transactionTime?: string;
  vendor?: string;
  totalOrderAmount?: number;
  customer?: { billing?: { email?: string } };
};

/** The ClickBank key: the first 32 hex characters of SHA-1 of the secret key (ClickBank's INS spec). */
const keyOf = (secret: string) =>
  Buffer.from(crypto.createHash('sha1').update(secret).digest('hex').slice(0, 32));

/**
 * Decrypts `{notification, iv}` (AES-256-CBC, base64). Undefined when it does not decrypt to a
 * JSON object: a forged or corrupted notification.
 */
export function decryptClickbank(
  secret: string,
  body: { notification: string; iv: string },
): TClickbankNotice | undefined {
  try {
    const iv = Buffer.from(body.iv, 'base64');
    if (iv.length !== 16) return undefined;
    const decipher = crypto.createDecipheriv('aes-256-cbc', keyOf(secret), iv);
    const plain = Buffer.concat([decipher.update(Buffer.from(body.notification, 'base64')), decipher.final()])
      .toString('utf8')
      // ClickBank pads with control characters in older versions; trim them as its sample code does.
      .replace(/^[\0-\x20]+|[\0-\x20]+$/g, '');
    const parsed: unknown = JSON.parse(plain);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Encrypts a notification the way ClickBank does (tests and the local fallback use it). */
export function encryptClickbank(secret: string, notice: object): { notification: string; iv: string } {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-256-cbc', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(notice), 'utf8'), cipher.final()]);
  return { notification: data.toString('base64'), iv: iv.toString('base64') };
}

/** The hosted order form with the e-mail filled in. */
export const clickbankOrderUrl = (vendor: string, item: string, email: string) =>
  `https://${encodeURIComponent(vendor)}.pay.clickbank.net/?cbitems=${encodeURIComponent(item)}&email=${encodeURIComponent(email)}`;

/** SALE, BILL, RFND, CGBK, CANCEL-REBILL and TEST as billing effects on the buyer's account. */
export function fromClickbank(n: TClickbankNotice): TBillingEvent {
  const type = String(n.transactionType ?? 'UNKNOWN').toUpperCase();
  const receipt = String(n.receipt ?? '');
  const occurredAt = eventTime(
    typeof n.transactionTime === 'string' ? new Date(n.transactionTime) : new Date(),
  );
  const amount = Math.round(Math.abs(Number(n.totalOrderAmount ?? 0)) * 100);
  const cents = Number.isSafeInteger(amount) && amount < 2 ** 31 ? amount : 0;
  const billing: unknown = (n.customer as { billing?: unknown } | undefined)?.billing;
  const rawEmail =
    billing && typeof billing === 'object' ? (billing as { email?: unknown }).email : undefined;
  const email = typeof rawEmail === 'string' ? rawEmail : undefined;
  const ledgerId = `${receipt}:${occurredAt.toISOString()}`;
  const effects: TEffect[] = [];
  switch (type) {
    case 'SALE':
      effects.push(
        { kind: 'link', subscriptionId: receipt, priceKey: 'platinum_monthly' },
        { kind: 'status', status: 'active', subscriptionId: receipt, priceKey: 'platinum_monthly' },
        { kind: 'ledger', entry: 'new', amountCents: cents, externalId: ledgerId },
      );
      break;
    case 'BILL':
      effects.push(
        { kind: 'status', status: 'active', subscriptionId: receipt, priceKey: 'platinum_monthly' },
        { kind: 'ledger', entry: 'renewal', amountCents: cents, externalId: ledgerId },
      );
      break;
    case 'RFND':
    case 'CGBK':
      effects.push(
        { kind: 'ledger', entry: 'refund', amountCents: -cents, externalId: `${ledgerId}:${type}` },
        { kind: 'status', status: 'canceled', subscriptionId: receipt },
      );
      break;
    case 'CANCEL-REBILL':
      effects.push({ kind: 'status', status: 'canceled', subscriptionId: receipt });
      break;
    default:
      break; // TEST and anything new: recorded, no change.
  }
  return {
    provider: 'clickbank',
    eventId: `${receipt}:${type}:${occurredAt.toISOString()}`,
    type,
    occurredAt,
    user: email ? { email } : {},
    effects,
  };
}

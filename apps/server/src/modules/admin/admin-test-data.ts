import crypto from 'node:crypto';
import { STATUSES, type TStatus } from '@dfs/contracts';
import { paymentsLedger, users } from '../../db/schema';
import type { Database } from '../../db/client';
import { GOOD_PASSWORD, cookieOf, setUserFields, signUpAndLogin } from '../../../test/test-server';
import { httpOf, type TTestServer } from '../../../test/test-http';

type TServer = TTestServer;

/** A signed-in account of the given role (roles change only in the database: no call does it). */
export async function signedInAs(server: TServer, role: 'client' | 'manager' | 'user') {
  const who = await signUpAndLogin(server);
  await setUserFields(server, (who.user as { _id: string })._id, { role, status: 'active' });
  return who;
}

/** Logs a user name in again; answers the response. */
export const login = (server: TServer, userName: string, password = GOOD_PASSWORD) =>
  httpOf(server).post('/api/user/login', { userName, password });
export { cookieOf };

const PLANS = ['free', 'premium', 'platinum'] as const;
const STATES = ['Ohio', 'Texas', 'Goa', 'Unknown'];

/**
 * Generated data in its own year (so files sharing a PostgreSQL database do not meet): `n` sign-ups
 * in March of `year`, named `${prefix}NNNN`, and `ledgerRows` payments spread over the year's
 * months. Returns what the reports should find, computed here independently of the SQL.
 */
export async function generate(
  database: Database,
  opts: { prefix: string; year: number; n: number; ledgerRows: number },
) {
  const rows = Array.from({ length: opts.n }, (_, i) => ({
    id: crypto.randomUUID(),
    userName: `${opts.prefix}${String(i).padStart(4, '0')}`,
    email: `${opts.prefix}${i}@gen.example`,
    passwordHash: 'not-a-login',
    status: STATUSES[i % STATUSES.length]!,
    plantype: PLANS[i % PLANS.length]!,
    paymentType: i % 2 ? ('stripe' as const) : ('clickbank' as const),
    state: STATES[i % STATES.length]!,
    istrial: i % 7 === 0 ? 1 : 0,
    // Noon UTC is the same Eastern day: day 1..28 of March.
    createdAt: new Date(Date.UTC(opts.year, 2, 1 + (i % 28), 12)),
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(users).values(rows.slice(i, i + 500));
  const kinds = ['new', 'renewal', 'refund'] as const;
  const ledger = Array.from({ length: opts.ledgerRows }, (_, i) => {
    const kind = kinds[i % 3]!;
    return {
      provider: 'stripe' as const,
      userId: rows[i % rows.length]!.id,
      amountCents: kind === 'refund' ? -(100 + (i % 50)) : 399 + (i % 300),
      kind,
      externalId: `${opts.prefix}-${i}`,
      occurredAt: new Date(Date.UTC(opts.year, i % 12, 10, 15)),
    };
  });
  for (let i = 0; i < ledger.length; i += 1000)
    await database.db.insert(paymentsLedger).values(ledger.slice(i, i + 1000));
  const paidBy = new Map<string, number>();
  for (const l of ledger) paidBy.set(l.userId, (paidBy.get(l.userId) ?? 0) + l.amountCents);
  const paying = rows.reduce(
    (a, u) => a + (u.status === 'trialing' || u.status === 'canceled' ? 0 : (paidBy.get(u.id) ?? 0)),
    0,
  );
  return {
    users: rows,
    ledger,
    expected: {
      revenueCents: ledger.reduce((a, l) => a + l.amountCents, 0),
      payingCents: paying,
      byStatus: (s: TStatus) => rows.filter((u) => u.status === s).length,
    },
  };
}

/** Lines and cells of a CSV whose cells hold no quotes or commas (the generated data has none). */
export const csvLines = (text: string) =>
  text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

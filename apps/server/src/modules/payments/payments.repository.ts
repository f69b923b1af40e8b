import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localCheckouts, paymentEvents, paymentsLedger, users } from '../../db/schema';
import { updateUser, type TUserRow } from '../auth';

export type TProvider = (typeof paymentEvents.$inferSelect)['provider'];
export type TLedgerRow = typeof paymentsLedger.$inferSelect;
export type TLocalCheckoutRow = typeof localCheckouts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function queries(db: Db) {
  return {
    /** Claims an event id; false when it was handled before (replays, retries). */
    async claimEvent(row: typeof paymentEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return rows.length > 0;
    },
    /** The user row, locked for the rest of the transaction so concurrent events apply in turn. */
    async lockUser(id: string): Promise<TUserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
      return rows[0];
    },
    async findUserId(by: { id?: string; customerId?: string; email?: string }): Promise<string | undefined> {
      // A provider's reference may come from another app on the same account: only a uuid is ours.
      const id = by.id && UUID.test(by.id) ? by.id : undefined;
      const where = id
        ? eq(users.id, id)
        : by.customerId
          ? eq(users.stripeCustomerId, by.customerId)
          : by.email
            ? eq(users.email, by.email.trim().toLowerCase())
            : undefined;
      if (!where) return undefined;
      const rows = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return rows[0]?.id;
    },
    updateUser: (id: string, patch: Partial<typeof users.$inferInsert>) => updateUser(db, id, patch),
    /** One ledger row per provider id and kind: a replayed charge is not counted twice. */
    async addLedger(row: typeof paymentsLedger.$inferInsert): Promise<void> {
      await db.insert(paymentsLedger).values(row).onConflictDoNothing();
    },
  };
}
export type TBillingQueries = ReturnType<typeof queries>;

/** Provider events, the ledger, local checkouts: the only SQL of the payments module. */
export function createPaymentsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction with the same queries bound to it. */
    transaction<T>(fn: (q: TBillingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
    async setCustomer(userId: string, customerId: string): Promise<void> {
      await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
    },
    async insertLocalCheckout(row: typeof localCheckouts.$inferInsert): Promise<TLocalCheckoutRow> {
      const rows = await db.insert(localCheckouts).values(row).returning();
      return rows[0]!;
    },
    async findLocalCheckout(id: string): Promise<TLocalCheckoutRow | undefined> {
      const rows = await db.select().from(localCheckouts).where(eq(localCheckouts.id, id)).limit(1);
      return rows[0];
    },
    /** Closes an open checkout; false when it was already closed (a double click pays once). */
    async closeLocalCheckout(id: string, status: 'completed' | 'failed' | 'canceled'): Promise<boolean> {
      const rows = await db
        .update(localCheckouts)
        .set({ status })
        .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
        .returning({ id: localCheckouts.id });
      return rows.length > 0;
    },
    async ledgerOf(userId: string): Promise<TLedgerRow[]> {
      return db.select().from(paymentsLedger).where(eq(paymentsLedger.userId, userId));
    },
    /** Revenue per month of a year in cents, split into new and renewal (refunds count as negative new). */
    async revenueByMonth(
      year: number,
    ): Promise<{ month: number; new: number; renew: number; total: number }[]> {
      const from = new Date(Date.UTC(year, 0, 1));
      const to = new Date(Date.UTC(year + 1, 0, 1));
      const rows = await db
        .select({
          month: sql<number>`extract(month from ${paymentsLedger.occurredAt} at time zone 'America/New_York')::int`,
          kind: paymentsLedger.kind,
          cents: sql<number>`sum(${paymentsLedger.amountCents})::int`,
        })
        .from(paymentsLedger)
        .where(and(gte(paymentsLedger.occurredAt, from), lt(paymentsLedger.occurredAt, to)))
        .groupBy(sql`1`, paymentsLedger.kind);
      return Array.from({ length: 12 }, (_, i) => {
        const of = (k: string) =>
          rows.filter((r) => r.month === i + 1 && r.kind === k).reduce((a, r) => a + r.cents, 0);
        const fresh = of('new') + of('refund');
        const renew = of('renewal');
        return { month: i + 1, new: fresh, renew, total: fresh + renew };
      });
    },
  };
}
export type TPaymentsRepository = ReturnType<typeof createPaymentsRepository>;

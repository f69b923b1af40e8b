import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentsLedger, revenueMonths, users } from '../../db/schema';
import { easternDay } from './admin.repository';

export type TRange = { from?: string | undefined; to?: string | undefined };
export type TTrialsOrder = { sort: 'createdAt' | 'email' | 'paying_amount'; order: 'asc' | 'desc' };

/** Sign-ups (role user, not deleted) created in an Eastern-day range. */
const signedUpIn = (r: TRange) =>
  and(
    eq(users.role, 'user'),
    isNull(users.deletedAt),
    r.from ? gte(users.createdAt, easternDay(r.from)) : undefined,
    r.to ? lt(users.createdAt, easternDay(r.to, 1)) : undefined,
  );

/** The report tabs' SQL: new sign-ups with what they paid, sign-ups per region, revenue per month. */
export function createReportsRepository(db: Db) {
  const spent = db
    .select({
      userId: paymentsLedger.userId,
      cents: sql<number>`sum(${paymentsLedger.amountCents})`.mapWith(Number).as('cents'),
    })
    .from(paymentsLedger)
    .groupBy(paymentsLedger.userId)
    .as('spent');
  // SPEC section 9: trialing and canceled accounts show 0.00 whatever they paid before.
  const paying = sql<number>`(case when ${users.status} in ('trialing', 'canceled') then 0
    else coalesce(${spent.cents}, 0) end)`.mapWith(Number);

  const trialsSelect = () =>
    db
      .select({
        id: users.id,
        email: users.email,
        source: users.source,
        campaign: users.campaign,
        medium: users.medium,
        term: users.term,
        content: users.content,
        plantype: users.plantype,
        status: users.status,
        createdAt: users.createdAt,
        trialDate: users.trialDate,
        state: users.state,
        ip: users.ip,
        paying,
      })
      .from(users)
      .leftJoin(spent, eq(spent.userId, users.id));

  return {
    /** One page (or, without `page`, every row) of the new sign-ups, with the count and the paid total. */
    async trials(r: TRange, o: TTrialsOrder, page?: { page: number; pageSize: number }) {
      const dir = o.order === 'asc' ? asc : desc;
      const column = { createdAt: users.createdAt, email: users.email, paying_amount: paying }[o.sort];
      const query = trialsSelect().where(signedUpIn(r)).orderBy(dir(column), dir(users.id));
      const rows = await (page ? query.limit(page.pageSize).offset(page.page * page.pageSize) : query);
      const [sum] = await db
        .select({ n: count(), cents: sql<number>`coalesce(sum(${paying}), 0)`.mapWith(Number) })
        .from(users)
        .leftJoin(spent, eq(spent.userId, users.id))
        .where(signedUpIn(r));
      return { rows, total: sum?.n ?? 0, totalPayingCents: sum?.cents ?? 0 };
    },

    /** Every region's sign-ups in the range, most sign-ups first (regions are few: paged in memory). */
    async states(r: TRange) {
      return db
        .select({
          state: users.state,
          signups: count(),
          trials:
            sql<number>`count(*) filter (where ${users.istrial} = 1 or ${users.status} = 'trialing')`.mapWith(
              Number,
            ),
          paying:
            sql<number>`count(*) filter (where ${users.status} = 'active' and ${users.plantype} <> 'free')`.mapWith(
              Number,
            ),
        })
        .from(users)
        .where(signedUpIn(r))
        .groupBy(users.state)
        .orderBy(desc(count()), asc(users.state));
    },

    /**
     * Ledger totals per Eastern month of a year, in cents, by kind: the 12 months' sums the ledger's
     * triggers keep in `revenue_months` (migration 0006), so a charge on 31 December at 9 pm Eastern
     * counts in December of that year and a year's revenue is a few rows, not a year of ledger.
     */
    async revenue(year: number) {
      return db
        .select({
          month: sql<number>`extract(month from ${revenueMonths.month})`.mapWith(Number),
          kind: revenueMonths.kind,
          cents: revenueMonths.cents,
        })
        .from(revenueMonths)
        .where(and(gte(revenueMonths.month, `${year}-01-01`), lt(revenueMonths.month, `${year + 1}-01-01`)));
    },
  };
}
export type TReportsRepository = ReturnType<typeof createReportsRepository>;

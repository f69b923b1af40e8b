import type { z } from 'zod';
import type { TReportRow, TRevenueRow, TStateRow, ZExportQuery, ZTrialsQuery } from '@dfs/contracts';
import { dollars, toCsv } from './csv';
import type { TRange, TReportsRepository } from './reports.repository';

type TTrialRow = Awaited<ReturnType<TReportsRepository['trials']>>['rows'][number];

const toReportRow = (r: TTrialRow): TReportRow => ({
  _id: r.id,
  email: r.email,
  source: r.source,
  campaign: r.campaign,
  medium: r.medium,
  term: r.term,
  content: r.content,
  plantype: r.plantype,
  isfree: r.plantype === 'free',
  paying_amount: r.paying,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  trial_date: r.trialDate?.toISOString() ?? null,
  state: r.state,
  ip: r.ip,
});

const TRIAL_HEADER = ['email', 'source', 'campaign', 'medium', 'term', 'content', 'plantype', 'isfree'];
const TRIAL_HEADER_2 = ['paying_amount', 'status', 'createdAt', 'trial_date', 'state', 'ip'];

/** The Report page's tabs (client only): New Trials, State, Revenue, and their CSV files. */
export class ReportsService {
  constructor(private readonly repo: TReportsRepository) {}

  async revenue(year: string) {
    const sums = await this.repo.revenue(Number(year));
    const of = (month: number, kind: string) =>
      sums.filter((s) => s.month === month && s.kind === kind).reduce((a, s) => a + s.cents, 0);
    const rows: TRevenueRow[] = Array.from({ length: 12 }, (_, i) => {
      // Refunds and chargebacks are negative; they reduce the month's new revenue.
      const fresh = of(i + 1, 'new') + of(i + 1, 'refund');
      const renew = of(i + 1, 'renewal');
      return { month: i + 1, new: fresh, renew, total: fresh + renew };
    });
    const sum = (k: 'new' | 'renew' | 'total') => rows.reduce((a, r) => a + r[k], 0);
    return { year, rows, totals: { new: sum('new'), renew: sum('renew'), total: sum('total') } };
  }

  async states(q: TRange & { page: number; pageSize: number }) {
    const all: TStateRow[] = await this.repo.states(q);
    const start = q.page * q.pageSize;
    return {
      rows: all.slice(start, start + q.pageSize),
      total: all.length,
      totalSignups: all.reduce((a, r) => a + r.signups, 0),
    };
  }

  async trials(q: z.output<typeof ZTrialsQuery>) {
    const res = await this.repo.trials(q, q, { page: q.page, pageSize: q.pageSize });
    return { ...res, rows: res.rows.map(toReportRow) };
  }

  /** The whole result of a tab as CSV (money in dollars, as on screen). */
  async exportCsv(q: z.output<typeof ZExportQuery>): Promise<{ fileName: string; csv: string }> {
    const span = [q.from ?? 'start', q.to ?? 'today'].join('_');
    if (q.report === 'revenue') {
      const r = await this.revenue(q.year ?? '');
      const lines = r.rows.map((m) => [m.month, dollars(m.new), dollars(m.renew), dollars(m.total)]);
      return { fileName: `revenue_${r.year}.csv`, csv: toCsv(['month', 'new', 'renew', 'total'], lines) };
    }
    if (q.report === 'state') {
      const all = await this.repo.states(q);
      const lines = all.map((s) => [s.state, s.signups, s.trials, s.paying]);
      return {
        fileName: `signups_by_state_${span}.csv`,
        csv: toCsv(['state', 'signups', 'trials', 'paying'], lines),
      };
    }
    const { rows } = await this.repo.trials(q, { sort: 'createdAt', order: 'desc' });
    const lines = rows
      .map(toReportRow)
      .map((r) => [
        ...TRIAL_HEADER.map((k) => r[k as keyof TReportRow]),
        dollars(r.paying_amount),
        r.status,
        r.createdAt,
        r.trial_date,
        r.state,
        r.ip,
      ]);
    return { fileName: `new_trials_${span}.csv`, csv: toCsv([...TRIAL_HEADER, ...TRIAL_HEADER_2], lines) };
  }
}
export type TReportsService = ReportsService;

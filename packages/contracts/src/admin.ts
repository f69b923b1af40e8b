import { z } from 'zod';
import type { TEndpointMap } from './endpoint.types';
import { ZEmpty, ZPassword, ZPaymentType, ZPlan, ZStatus, ZUser } from './user';
import { zIsoDate, zText } from './text';

/** Admin tables show 10 rows per page (SPEC section 9); a caller may ask for up to 100. */
export const ADMIN_PAGE_SIZE = 10;
const ZPageSize = z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE);
/** Zero-based page, as the data grid counts. */
const ZPage = z.coerce.number().int().min(0, 'page must be 0 or more').max(100_000).default(0);
const ZOrder = z.enum(['asc', 'desc']).default('desc');

/** A calendar day in Eastern time (the admin tables' time zone), `YYYY-MM-DD`, in the shared range. */
export const ZDay = zIsoDate();
const ZRange = { from: ZDay.optional(), to: ZDay.optional() };
const rangeOk = (r: { from?: string | undefined; to?: string | undefined }) =>
  !r.from || !r.to || r.from <= r.to;
const RANGE_MESSAGE = { message: 'from must not be after to', path: ['from'] };
const ZUserId = z.string({ error: 'userId is required' }).uuid('userId must be a user id');

/** One account as the user list shows it. */
export const ZAdminUser = ZUser.pick({
  _id: true,
  userName: true,
  email: true,
  role: true,
  status: true,
  plantype: true,
  paymentType: true,
}).extend({
  verifystatus: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZUserListQuery = z.strictObject({
  page: ZPage,
  pageSize: ZPageSize,
  /** Part of the user name or e-mail, any case. */
  search: zText().trim().max(100).optional(),
  status: ZStatus.optional(),
  plantype: ZPlan.optional(),
  paymentType: ZPaymentType.optional(),
  /** Last login is shown, not sortable: ordering 100,000 accounts by it costs a lookup each. */
  sort: z.enum(['createdAt', 'userName', 'email']).default('createdAt'),
  order: ZOrder,
});
export type TUserListQuery = z.output<typeof ZUserListQuery>;

export const ZDeleteUserRequest = z.strictObject({ userId: ZUserId });
export const ZUpdatePasswordRequest = z.strictObject({ userId: ZUserId, password: ZPassword });

/** One login attempt, successful or not. */
export const ZLoginAttempt = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type TLoginAttempt = z.infer<typeof ZLoginAttempt>;

export const ZLoginDataRequest = z
  .strictObject({
    page: z.number().int().min(0).max(100_000).default(0),
    pageSize: z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
    /** Part of the user name typed at login, any case. */
    user: zText().trim().max(100).optional(),
    outcome: z.enum(['success', 'failure']).optional(),
    ...ZRange,
  })
  .refine(rangeOk, RANGE_MESSAGE);
export type TLoginDataRequest = z.input<typeof ZLoginDataRequest>;

/** SPEC section 3's report row; `paying_amount` is in cents, 0 for trialing and canceled accounts. */
export const ZReportRow = z.object({
  _id: z.string(),
  email: z.string(),
  source: z.string().nullable(),
  campaign: z.string().nullable(),
  medium: z.string().nullable(),
  term: z.string().nullable(),
  content: z.string().nullable(),
  plantype: ZPlan,
  isfree: z.boolean(),
  paying_amount: z.number().int(),
  status: ZStatus,
  createdAt: z.string(),
  trial_date: z.string().nullable(),
  state: z.string(),
  ip: z.string().nullable(),
});
export type TReportRow = z.infer<typeof ZReportRow>;

/** New sign-ups (role user) created in the range, Eastern days, both ends included. */
export const ZTrialsQuery = z
  .strictObject({
    page: ZPage,
    pageSize: ZPageSize,
    sort: z.enum(['createdAt', 'email', 'paying_amount']).default('createdAt'),
    order: ZOrder,
    ...ZRange,
  })
  .refine(rangeOk, RANGE_MESSAGE);
export type TTrialsQuery = z.output<typeof ZTrialsQuery>;

/** Sign-ups of a region (the `state` read at sign-up) in the range. */
export const ZStateRow = z.object({
  state: z.string(),
  signups: z.number().int(),
  trials: z.number().int(),
  paying: z.number().int(),
});
export type TStateRow = z.infer<typeof ZStateRow>;

export const ZStateQuery = z
  .strictObject({ page: ZPage, pageSize: ZPageSize, ...ZRange })
  .refine(rangeOk, RANGE_MESSAGE);
export type TStateQuery = z.output<typeof ZStateQuery>;

/** The spec gives the year as a string. */
export const ZYear = z.string({ error: 'year is required' }).regex(/^\d{4}$/, 'year must be like 2026');
/** SPEC section 3's revenue row, in cents; refunds are in `new`, as a negative amount. */
export const ZRevenueRow = z.object({
  month: z.number().int(),
  new: z.number().int(),
  renew: z.number().int(),
  total: z.number().int(),
});
export type TRevenueRow = z.infer<typeof ZRevenueRow>;

export const ZExportQuery = z
  .strictObject({ report: z.enum(['trials', 'state', 'revenue']), year: ZYear.optional(), ...ZRange })
  .refine(rangeOk, RANGE_MESSAGE)
  .refine((q) => q.report !== 'revenue' || q.year, { message: 'year is required', path: ['year'] });
export type TExportQuery = z.input<typeof ZExportQuery>;

export const AUDIT_ACTIONS = [
  'user.delete',
  'user.password',
  'process.start',
  'process.stop',
  'import.salaries',
  'import.projections',
  'bestbet.save',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** One admin write: who, what, on what, when, from where. */
export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: ZAuditAction,
  target: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.strictObject({
  page: ZPage,
  pageSize: ZPageSize,
  action: ZAuditAction.optional(),
});

const page = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

export const adminEndpoints = {
  getAlluser: {
    method: 'GET',
    path: '/user/getAlluser',
    body: ZEmpty,
    query: ZUserListQuery,
    data: page(ZAdminUser),
  },
  deleteUser: { method: 'POST', path: '/user/deleteUser', body: ZDeleteUserRequest, data: z.null() },
  updatePassword: {
    method: 'POST',
    path: '/user/updatePassword',
    body: ZUpdatePasswordRequest,
    data: z.null(),
  },
  getLoginData: {
    method: 'POST',
    path: '/user/getLoginData',
    body: ZLoginDataRequest,
    data: page(ZLoginAttempt),
  },
  getAllnewuser: {
    method: 'GET',
    path: '/user/getAllnewuser',
    body: ZEmpty,
    query: ZTrialsQuery,
    data: page(ZReportRow).extend({ totalPayingCents: z.number().int() }),
  },
  getStateReport: {
    method: 'GET',
    path: '/user/getStateReport',
    body: ZEmpty,
    query: ZStateQuery,
    data: page(ZStateRow).extend({ totalSignups: z.number().int() }),
  },
  getRevenue: {
    method: 'POST',
    path: '/user/getRevenue',
    body: z.strictObject({ year: ZYear }),
    data: z.object({
      year: z.string(),
      rows: z.array(ZRevenueRow),
      totals: ZRevenueRow.omit({ month: true }),
    }),
  },
  /** The whole result of a report tab as CSV text (not just one page). */
  exportReport: {
    method: 'GET',
    path: '/user/exportReport',
    body: ZEmpty,
    query: ZExportQuery,
    data: z.object({ fileName: z.string(), csv: z.string() }),
  },
  getAuditLog: {
    method: 'GET',
    path: '/user/getAuditLog',
    body: ZEmpty,
    query: ZAuditQuery,
    data: page(ZAuditEntry),
  },
} as const satisfies TEndpointMap;

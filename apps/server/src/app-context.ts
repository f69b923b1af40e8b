import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { TAuthResolver } from './core/route';
import type { Database } from './db/client';
import type { TEnv } from './env';
import type { TAuthRepository } from './modules/auth/auth.repository';
import type { TAuthService } from './modules/auth/auth.service';
import type { TRateLimiter } from './core/rate-limit';
import type { TAccountService } from './modules/account/account.service';
import type { TMailService } from './modules/mail/mail.service';
import type { TBillingService } from './modules/payments/billing.service';
import type { TPaymentsRepository } from './modules/payments/payments.repository';
import type { TPaymentsService } from './modules/payments/payments.service';
import type { TSportsRepository } from './modules/sports/sports.repository';
import type { TRealtime } from './realtime/realtime';
import type { TFeedsService } from './modules/feeds/feeds.service';
import type { TInsightsService } from './modules/insights/insights.service';
import type { TSlatesService } from './modules/slates/slates.service';
import type { TBettingService } from './modules/betting/betting.service';
import type { TBestBetsService } from './modules/betting/best-bets.service';
import type { TAdminService } from './modules/admin/admin.service';
import type { TAuditService } from './modules/admin/audit.service';
import type { TReportsService } from './modules/admin/reports.service';

/** Everything a module's routes need, built once per server instance. */
export type TAppContext = {
  app: FastifyInstance;
  env: TEnv;
  log: Logger;
  database: Database;
  resolveAuth: TAuthResolver;
  repositories: { auth: TAuthRepository; sports: TSportsRepository; payments: TPaymentsRepository };
  services: {
    auth: TAuthService;
    account: TAccountService;
    mail: TMailService;
    payments: TPaymentsService;
    billing: TBillingService;
    slates: TSlatesService;
    insights: TInsightsService;
    feeds: TFeedsService;
    betting: TBettingService;
    bestBets: TBestBetsService;
    admin: TAdminService;
    reports: TReportsService;
    /** `record({ actorId, action, target, ip })` after every admin write. */
    audit: TAuditService;
  };
  /** Login, sign-up and OTP limits: in-process, or Redis with REDIS_URL. */
  rateLimiter: TRateLimiter;
  realtime: TRealtime;
};

// The composition root: the one place that builds every repository and service of a server
// instance, in dependency order, and hands them to the routes through the app context. Features
// never build each other's services; each receives what it uses here.
import type { Server as HttpServer } from 'node:http';
import Stripe from 'stripe';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { createMemoryStore, createRateLimiter, createRedisStore, type TRateLimiter } from './core/rate-limit';
import type { Database } from './db/client';
import type { TEnv } from './env';
import { createAccountRepository } from './modules/account/account.repository';
import { AccountService, loginNextStep } from './modules/account/account.service';
import { createAdminRepository } from './modules/admin/admin.repository';
import { AdminService } from './modules/admin/admin.service';
import { createAuditRepository } from './modules/admin/audit.repository';
import { AuditService } from './modules/admin/audit.service';
import { createReportsRepository } from './modules/admin/reports.repository';
import { ReportsService } from './modules/admin/reports.service';
import { createAuthRepository, type TAuthRepository } from './modules/auth/auth.repository';
import { AuthService, type TAuthHooks } from './modules/auth/auth.service';
import { SessionsService, type TSessionsService } from './modules/auth/sessions.service';
import { BestBetsService } from './modules/betting/best-bets.service';
import { createBettingRepository } from './modules/betting/betting.repository';
import { BettingService } from './modules/betting/betting.service';
import { createFeedLock } from './modules/feeds/feed-lock';
import { createFeedSources } from './modules/feeds/feed-sources';
import { createFeedStore } from './modules/feeds/feed-store.repository';
import type { TFeedWorker } from './modules/feeds/feed-workers';
import { createFeedsRepository } from './modules/feeds/feeds.repository';
import { FeedsService } from './modules/feeds/feeds.service';
import { createImportsRepository } from './modules/imports/imports.repository';
import { ImportsService } from './modules/imports/imports.service';
import { AnswerCache, forgettingStore } from './modules/insights/insights-cache';
import { announceScores } from './modules/insights/insights.realtime';
import { createInsightsRepository } from './modules/insights/insights.repository';
import { ANSWER_TTL_MS, InsightsService } from './modules/insights/insights.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { MailService, type TMailService } from './modules/mail/mail.service';
import type { BuildGate } from '@dfs/optimizer';
import { buildPoolSize, embeddedExecutor } from './modules/optimizer/build-pool';
import { createBuildQueue } from './modules/optimizer/build-queue';
import { redisExecutor } from './modules/optimizer/build-queue.redis';
import { redisOwnerGate } from './modules/optimizer/build-queue.owners';
import { BuildsService } from './modules/optimizer/builds.service';
import { createOptimizerRepository } from './modules/optimizer/optimizer.repository';
import { SavedBuildsService } from './modules/optimizer/saved-builds.service';
import { RuleTemplatesService } from './modules/optimizer/rule-templates.service';
import { createSlateLookup } from './modules/optimizer/slate-players';
import { createSimulationRepository } from './modules/simulation/simulation.repository';
import { SimulationService, SIM_TIME_LIMIT_MS } from './modules/simulation/simulation.service';
import { MarksCache } from './modules/optimizer/marks-cache';
import { SlateStateService } from './modules/optimizer/slate-state.service';
import { BillingService } from './modules/payments/billing.service';
import { createLocalProvider } from './modules/payments/local.provider';
import { createNoProvider } from './modules/payments/payment.provider';
import { paymentsModeOf } from './modules/payments/payments-mode';
import { createPaymentsRepository, type TPaymentsRepository } from './modules/payments/payments.repository';
import { PaymentsService } from './modules/payments/payments.service';
import { planOfKey, priceKeyOf, pricesFromEnv } from './modules/payments/prices.config';
import { createStripeClient, createStripeProvider } from './modules/payments/stripe.provider';
import { emitSlatesUpdated, registerSlatesRealtime } from './modules/slates/slates.realtime';
import { createSlatesRepository } from './modules/slates/slates.repository';
import { SlatesService } from './modules/slates/slates.service';
import { createSportsRepository } from './modules/sports/sports.repository';
import { createRealtime, userRoom, type TRealtime } from './realtime/realtime';

type TRootDeps = {
  database: Database;
  env: TEnv;
  log: Logger;
  /** The public origin (app.publicOrigin.url): links in mail and checkouts when a call gives none. */
  publicUrl: string;
  /** The HTTP server Socket.IO attaches to. */
  server: HttpServer;
  trustProxy: boolean;
  /** Tests only: holds the embedded pool's builds after their first lineup (BuildGate). */
  buildGate?: BuildGate;
};

/**
 * Builds every service of one server instance. `start` seeds the sports, loads the demo data into
 * an empty database (DEMO_DATA), starts the feed schedules (FEEDS_ENABLED) and warms the prop
 * analysis; `stop` ends the feeds and the build queue (queued jobs answer 503, the executor closes); `release` closes mail and rate-limit stores.
 */
export async function createServices(deps: TRootDeps) {
  const { database, env, log } = deps;
  const db = database.db;
  const authRepository = createAuthRepository(db);
  const sportsRepository = createSportsRepository(db);
  const rateStore = env.REDIS_URL ? createRedisStore(env.REDIS_URL) : createMemoryStore();
  const rateLimiter = createRateLimiter(rateStore, { windowMs: env.RATE_LIMIT_WINDOW_MS });
  // Users' own salary files are counted per hour, in the same store (closed with rateLimiter).
  const hourlyUploads = createRateLimiter(rateStore, { windowMs: 3_600_000 });
  const sessions = new SessionsService(authRepository);
  const realtime = await createRealtime({
    server: deps.server,
    redisUrl: env.REDIS_URL,
    log,
    resolveToken: (token) => sessions.resolveSession(token),
    publicOrigin: deps.publicUrl,
    trustProxy: deps.trustProxy,
  });
  const accounts = createAccountServices({ ...deps, authRepository, rateLimiter, sessions, realtime });
  const sportsData = createSportsDataServices({ ...deps, realtime, hourlyUploads });
  const builds = await createOptimizerServices({ ...deps, realtime, rateLimiter, sportsData });
  const admin = new AdminService(createAdminRepository(db), {
    onSessionsEnded: (id) => {
      sessions.forgetUser(id);
      realtime.io.in(userRoom(id)).disconnectSockets(true);
    },
    endSubscription: (id) => accounts.payments.endSubscriptionOf(id),
  });

  const services = {
    auth: accounts.auth,
    account: accounts.account,
    mail: accounts.mail,
    payments: accounts.payments,
    billing: accounts.billing,
    slates: sportsData.slates,
    insights: sportsData.insights,
    feeds: sportsData.feeds,
    imports: sportsData.imports,
    betting: sportsData.betting,
    bestBets: sportsData.bestBets,
    slateState: builds.slateState,
    builds: builds.builds,
    savedBuilds: builds.saved,
    simulation: builds.simulation,
    ruleTemplates: builds.templates,
    admin,
    reports: new ReportsService(createReportsRepository(db)),
    audit: new AuditService(createAuditRepository(db)),
  };
  return {
    services,
    repositories: { auth: authRepository, sports: sportsRepository, payments: accounts.paymentsRepository },
    rateLimiter,
    realtime,
    async start(): Promise<void> {
      await sportsRepository.seed();
      await sportsData.feeds.init();
      if (env.DEMO_DATA) await sportsData.feeds.loadDemoIfEmpty();
      if (env.FEEDS_ENABLED) sportsData.feeds.start();
      // The prop analysis is computed in the background from the start, so the first request does
      // not wait for it (not in API tests without demo data: they write their data after the start).
      if (env.DEMO_DATA || env.NODE_ENV !== 'test') sportsData.betting.warm();
    },
    async stop(): Promise<void> {
      await sportsData.feeds.stop();
      await builds.queue.close();
    },
    async release(): Promise<void> {
      await accounts.mail.close();
      await rateLimiter.close();
    },
  };
}
export type TServices = Awaited<ReturnType<typeof createServices>>['services'];

/**
 * Account, mail, payment and auth services, from configuration: Stripe when STRIPE_SECRET_KEY is
 * set (else the local test checkout where PAYMENTS_PROVIDER allows it, else none), SMTP when
 * SMTP_URL is set (else the outbox).
 */
function createAccountServices(
  deps: TRootDeps & {
    authRepository: TAuthRepository;
    rateLimiter: TRateLimiter;
    sessions: TSessionsService;
    realtime: TRealtime;
  },
) {
  const { database, env, log, publicUrl, authRepository, rateLimiter, sessions, realtime } = deps;
  const limits = { accountMax: env.RATE_LIMIT_ACCOUNT_MAX, ipMax: env.RATE_LIMIT_IP_MAX };
  // A changed account (sessions, status, plan) drops its cached sessions, its browsers are told to
  // refetch, and sockets whose session just ended (password change, reset, cancellation) close.
  const forgetUser = (id: string) => {
    sessions.forgetUser(id);
    realtime.io.to(userRoom(id)).emit('accountUpdated', { userId: id });
    realtime.recheckUser(id).catch((err: unknown) => log.warn({ err }, 'socket recheck failed'));
  };
  const mail = new MailService(createMailRepository(database.db), {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log,
  });
  const account = new AccountService({
    repo: createAccountRepository(database.db),
    auth: authRepository,
    mail,
    limiter: rateLimiter,
    limits,
    publicUrl: (origin) => origin ?? publicUrl,
    forgetUser,
  });
  const prices = pricesFromEnv(env);
  const paymentsRepository = createPaymentsRepository(database.db);
  const { payments, billing, provider } = createPaymentServices({
    ...deps,
    prices,
    paymentsRepository,
    mail,
    forgetUser,
  });
  const hooks: TAuthHooks = {
    limiter: rateLimiter,
    limits,
    cardProvider: () => (provider.name === 'stripe' ? 'stripe' : 'local'),
    planOfPrice: (priceId) => {
      const key = priceKeyOf(prices, priceId);
      return key ? planOfKey(key) : undefined;
    },
    afterRegister: (row, baseUrl) => account.issueVerification(row, baseUrl),
    nextStep: async (row, baseUrl) => {
      const next = loginNextStep(row);
      return { next, ...(await payments.loginRedirect(row, next, baseUrl ?? publicUrl)) };
    },
  };
  const auth = new AuthService(authRepository, { sessionDays: env.SESSION_DAYS, sessions, hooks });
  return { auth, mail, account, payments, billing, paymentsRepository };
}

/** The card provider chosen by PAYMENTS_PROVIDER and the keys, billing, and the payments service. */
function createPaymentServices(
  deps: TRootDeps & {
    authRepository: TAuthRepository;
    prices: ReturnType<typeof pricesFromEnv>;
    paymentsRepository: TPaymentsRepository;
    mail: TMailService;
    forgetUser: (userId: string) => void;
  },
) {
  const { env, log, publicUrl, prices, paymentsRepository } = deps;
  const mode = paymentsModeOf(env);
  const stripe =
    mode.card === 'stripe' && env.STRIPE_SECRET_KEY
      ? createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
      : undefined;
  const provider = stripe
    ? createStripeProvider(stripe, prices)
    : mode.card === 'local'
      ? createLocalProvider(paymentsRepository)
      : createNoProvider();
  const billing = new BillingService({
    repo: paymentsRepository,
    mail: deps.mail,
    log,
    pricingUrl: `${publicUrl}/pricing`,
    forgetUser: deps.forgetUser,
    cancelAtProvider: async (source, subscriptionId) => {
      if (source === provider.name) await provider.cancelSubscription(subscriptionId);
    },
  });
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  const payments = new PaymentsService({
    env,
    log,
    repo: paymentsRepository,
    auth: deps.authRepository,
    provider,
    mode,
    billing,
    prices,
    stripeWebhook: webhookSecret
      ? (raw, signature) => Stripe.webhooks.constructEvent(raw, signature, webhookSecret)
      : undefined,
  });
  return { payments, billing, provider };
}

/** A worker that calls `afterRun` with its name after every run that finished. */
function tellAfterRun(worker: TFeedWorker, afterRun: (worker: string) => unknown): TFeedWorker {
  return {
    ...worker,
    async run(ctx) {
      const changes = await worker.run(ctx);
      afterRun(worker.name);
      return changes;
    },
  };
}

/**
 * The sports data side: the feed store and workers, slates, insights, imports and the betting
 * tools. The optimizer's marks cache comes first: the slates service merges it into getPlayers.
 */
function createSportsDataServices(deps: TRootDeps & { realtime: TRealtime; hourlyUploads: TRateLimiter }) {
  const { database, env, log, realtime } = deps;
  const db = database.db;
  const optimizerRepository = createOptimizerRepository(db);
  const marks = new MarksCache(optimizerRepository);
  const insightsRepository = createInsightsRepository(db);
  const bettingRepository = createBettingRepository(db, insightsRepository, log);
  const betting = new BettingService(bettingRepository, { log });
  // Computed insight answers live until the feed store writes (or ANSWER_TTL_MS at most).
  const answers = new AnswerCache({ ttlMs: ANSWER_TTL_MS, max: 2000 });
  const store = forgettingStore(createFeedStore(db), answers);
  const slatesRepository = createSlatesRepository(db);
  const slates = new SlatesService(slatesRepository, {
    marksOf: (userId, slateId) => marks.marksOf(userId, slateId),
  });
  const sources = createFeedSources(store, { env, log });
  const feeds = new FeedsService({
    repo: createFeedsRepository(db),
    store,
    lock: createFeedLock(database),
    log,
    // A feed run of this instance that wrote odds, props, games or logs rebuilds the prop analysis.
    workers: sources.workers.map((w) =>
      tellAfterRun(announceScores(w, realtime), (name) => void betting.dataWritten(name)),
    ),
    forceOnline: sources.forceOnline,
    loadDemoData: sources.loadDemoData,
    onSlatesChanged: (changes) => {
      slates.invalidate(changes.map((c) => c.slateId));
      emitSlatesUpdated(realtime, changes);
    },
  });
  registerSlatesRealtime(realtime, slates);
  const imports = new ImportsService({
    slates,
    slatesRepo: slatesRepository,
    repo: createImportsRepository(db),
    onSlatesChanged: (changes) => emitSlatesUpdated(realtime, changes),
    hourlyUploads: deps.hourlyUploads,
  });
  return {
    optimizerRepository,
    insightsRepository,
    marks,
    slatesRepository,
    slates,
    insights: new InsightsService(insightsRepository, slates, answers),
    feeds,
    imports,
    betting,
    bestBets: new BestBetsService(bettingRepository),
  };
}

/**
 * The optimizer's services: slate state, builds, saved builds, and the build queue every build,
 * late swap and preview goes through: its jobs run in this process's pool of BUILD_WORKERS
 * threads, or with REDIS_URL in BullMQ worker processes (`npm run worker`).
 */
async function createOptimizerServices(
  deps: TRootDeps & {
    realtime: TRealtime;
    rateLimiter: TRateLimiter;
    sportsData: ReturnType<typeof createSportsDataServices>;
  },
) {
  const { env, log, sportsData } = deps;
  const repo = sportsData.optimizerRepository;
  const queue = createBuildQueue({
    executor: env.REDIS_URL
      ? await redisExecutor({ url: env.REDIS_URL, queueName: env.BUILD_QUEUE_NAME, log })
      : embeddedExecutor(buildPoolSize(env.BUILD_WORKERS), deps.buildGate),
    perOwner: env.BUILD_QUEUE_PER_USER,
    previewShare: env.BUILD_PREVIEW_SHARE,
    maxWaitMs: env.BUILD_QUEUE_WAIT_MS,
    // With several instances the per-user limits are counted in Redis, not per instance.
    ...(env.REDIS_URL
      ? {
          owners: redisOwnerGate(env.REDIS_URL, env.BUILD_QUEUE_NAME, (err) =>
            log.warn({ err }, 'build queue: the owner limits in Redis failed'),
          ),
        }
      : {}),
  });
  const slateState = new SlateStateService({
    repo,
    marks: sportsData.marks,
    slatePlayers: createSlateLookup(sportsData.slates),
  });
  const builds = new BuildsService({
    repo,
    slates: sportsData.slates,
    slatesRepo: sportsData.slatesRepository,
    slateState,
    queue,
    realtime: deps.realtime,
    limiter: deps.rateLimiter,
    startingLineups: (gameIds) => sportsData.insightsRepository.lineups(gameIds),
    timeLimitMs: env.BUILD_TIME_LIMIT_MS,
  });
  const saved = new SavedBuildsService({
    repo,
    slates: sportsData.slates,
    slatesRepo: sportsData.slatesRepository,
  });
  // The contest simulator's jobs go through the same queue, onto the same build threads.
  const simulation = new SimulationService({
    repo: createSimulationRepository(deps.database.db),
    optimizerRepo: repo,
    slates: sportsData.slates,
    slatesRepo: sportsData.slatesRepository,
    slateState,
    saved,
    queue,
    realtime: deps.realtime,
    maxJobLifeMs: env.BUILD_QUEUE_WAIT_MS + SIM_TIME_LIMIT_MS,
  });
  const templates = new RuleTemplatesService(repo);
  return { slateState, builds, saved, simulation, templates, queue };
}

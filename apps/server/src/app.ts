import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TAppContext } from './app-context';
import { AppError } from './core/app-error';
import { registerErrorHandling, rerouteFrameworkError } from './core/error-handler';
import { SESSION_COOKIE } from './core/session-cookie';
import { openDatabase, type Database } from './db/client';
import { apiDocsOn, type TEnv } from './env';
import { publicOriginOf } from './core/public-origin';
import { createAuthRepository } from './modules/auth/auth.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAccountModules } from './modules/account/account.module';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerMailRoutes } from './modules/mail/mail.routes';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { createAuthService } from './modules/auth/auth.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createSportsRepository } from './modules/sports/sports.repository';
import { registerSportsRoutes } from './modules/sports/sports.routes';
import { registerFeedsRoutes } from './modules/feeds/feeds.routes';
import { createSportsDataModules } from './modules/feeds/sports-data.module';
import { registerInsightsRoutes } from './modules/insights/insights.routes';
import { registerSlatesRoutes } from './modules/slates/slates.routes';
import { registerImportsRoutes } from './modules/imports/imports.routes';
import { createBettingModules, registerBettingRoutes } from './modules/betting/betting.module';
import { createAdminModules } from './modules/admin/admin.module';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createOptimizerMarks, createOptimizerModules } from './modules/optimizer/optimizer.module';
import { registerOptimizerRoutes } from './modules/optimizer/optimizer.routes';
import { createRealtime, userRoom } from './realtime/realtime';
import { registerWebApp } from './web/static';
import { registerAnswerCompression } from './core/compress-answers';
import { registerFramePolicy } from './web/frame-policy';

export type TServer = {
  app: FastifyInstance;
  ctx: TAppContext;
  /** Stops accepting, finishes in-flight requests, closes realtime and (if owned) the database. */
  close: () => Promise<void>;
};

/** Largest JSON body accepted by default; uploads raise it per route. */
const BODY_LIMIT = 256 * 1024;

/**
 * Builds one server instance: database (given or opened from configuration), modules, realtime.
 * Tests pass their own database so several instances can share it.
 */
export async function buildServer(
  env: TEnv,
  opts: {
    database?: Database;
    /** Log lines go here instead of stdout (tests read them). */ logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TServer> {
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const app: FastifyInstance = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    ajv: { customOptions: { strict: false } },
    return503OnClosing: true,
    // Router errors (a malformed URL) answer the envelope through every hook, like any other.
    frameworkErrors: rerouteFrameworkError,
  });
  const log = app.log;
  const publicOrigin = publicOriginOf(env);
  app.decorate('publicOrigin', publicOrigin);
  // Validation happens in defineRoute with the contracts' zod schemas; the JSON schemas given to
  // Fastify only describe the API for OpenAPI.
  app.setValidatorCompiler(() => (data: unknown) => ({ value: data }));
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  registerAnswerCompression(app);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind HTTPS.
    hsts: publicOrigin.secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  registerFramePolicy(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'DFS Optimizer API', version: '0.1.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
  });
  // The API description is for developers; production serves it only when API_DOCS asks.
  if (apiDocsOn(env)) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const authRepository = createAuthRepository(database.db);
  const sportsRepository = createSportsRepository(database.db);
  // The auth service and realtime are built just below; the callback only runs on requests, after
  // that: a changed account drops its cached session and its browsers are told to refetch.
  const accounts = createAccountModules(database.db, env, publicOrigin.url, log, authRepository, (id) => {
    authService.forgetUser(id);
    realtime.io.to(userRoom(id)).emit('accountUpdated', { userId: id });
    // Sockets whose session just ended (password change, reset, cancellation) are closed.
    realtime.recheckUser(id).catch((err: unknown) => log.warn({ err }, 'socket recheck failed'));
  });
  const authService = createAuthService(authRepository, {
    sessionDays: env.SESSION_DAYS,
    hooks: () => accounts.hooks,
  });
  const resolveAuth: TAppContext['resolveAuth'] = (request) =>
    authService.resolveSession(request.cookies[SESSION_COOKIE]);

  const realtime = await createRealtime({
    server: app.server,
    redisUrl: env.REDIS_URL,
    log,
    resolveToken: (token) => authService.resolveSession(token),
    publicOrigin: publicOrigin.url,
    trustProxy: env.TRUST_PROXY,
  });

  const optimizerBase = createOptimizerMarks(database);
  const betting = createBettingModules(database.db, log);
  const sportsData = createSportsDataModules({
    database,
    env,
    log,
    realtime,
    marksOf: optimizerBase.marks.marksOf,
    afterRun: (worker) => void betting.betting.dataWritten(worker),
  });
  const optimizer = createOptimizerModules({
    env,
    realtime,
    limiter: accounts.limiter,
    slates: sportsData.slates,
    slatesRepo: sportsData.slatesRepository,
    base: optimizerBase,
  });
  const admin = createAdminModules(database.db, {
    onSessionsEnded: (id) => {
      authService.forgetUser(id);
      realtime.io.in(userRoom(id)).disconnectSockets(true);
    },
    endSubscription: (id) => accounts.payments.endSubscriptionOf(id),
  });

  const ctx: TAppContext = {
    app,
    env,
    log,
    database,
    resolveAuth,
    repositories: { auth: authRepository, sports: sportsRepository, payments: accounts.paymentsRepository },
    services: {
      auth: authService,
      account: accounts.account,
      mail: accounts.mail,
      payments: accounts.payments,
      billing: accounts.billing,
      slates: sportsData.slates,
      insights: sportsData.insights,
      feeds: sportsData.feeds,
      ...betting,
      ...admin,
    },
    rateLimiter: accounts.limiter,
    realtime,
  };

  registerHealthRoutes(ctx);
  registerAuthRoutes(ctx);
  registerAccountRoutes(ctx);
  registerPaymentsRoutes(ctx);
  registerMailRoutes(ctx);
  registerSportsRoutes(ctx);
  registerSlatesRoutes(ctx);
  registerInsightsRoutes(ctx);
  registerFeedsRoutes(ctx);
  registerImportsRoutes(ctx, sportsData);
  registerBettingRoutes(ctx);
  registerAdminRoutes(ctx);
  registerOptimizerRoutes(ctx, optimizer);

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  await registerWebApp(app, env);

  await sportsRepository.seed();
  await sportsData.start();
  // The prop analysis is computed in the background from the start, so the first request does not
  // wait for it (not in API tests without demo data: they write their data after the start).
  if (env.DEMO_DATA || env.NODE_ENV !== 'test') betting.betting.warm();

  let closed = false;
  return {
    app,
    ctx,
    close: async () => {
      if (closed) return;
      closed = true;
      await sportsData.stop();
      await optimizer.close();
      await realtime.close();
      await app.close();
      await accounts.mail.close();
      await accounts.limiter.close();
      if (!opts.database) await database.close();
    },
  };
}

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
import { apiDocsOn, proxyTrusted, type TEnv } from './env';
import { publicOriginOf } from './core/public-origin';
import type { BuildGate } from '@dfs/optimizer';
import { createServices } from './composition-root';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerMailRoutes } from './modules/mail/mail.routes';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerSportsRoutes } from './modules/sports/sports.routes';
import { registerFeedsRoutes } from './modules/feeds/feeds.routes';
import { registerInsightsRoutes } from './modules/insights/insights.routes';
import { registerSlatesRoutes } from './modules/slates/slates.routes';
import { registerImportsRoutes } from './modules/imports/imports.routes';
import { registerBettingRoutes } from './modules/betting/betting.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerOptimizerRoutes } from './modules/optimizer/optimizer.routes';
import { registerSimulationRoutes } from './modules/simulation/simulation.routes';
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
    /** Tests only: holds the embedded pool's builds after their first lineup (BuildGate). */
    buildGate?: BuildGate;
  } = {},
): Promise<TServer> {
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const trust = env.TRUST_PROXY;
  const app: FastifyInstance = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    // A hop count as proxy-addr reads it: the socket's peer is hop 0, the right-most entry hop 1.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
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

  // Every repository and service is built in one place (composition-root.ts); routes get them from ctx.
  const root = await createServices({
    database,
    env,
    log,
    publicUrl: publicOrigin.url,
    server: app.server,
    trustProxy: proxyTrusted(env),
    ...(opts.buildGate ? { buildGate: opts.buildGate } : {}),
  });
  const ctx: TAppContext = {
    app,
    env,
    log,
    database,
    resolveAuth: (request) => root.services.auth.resolveSession(request.cookies[SESSION_COOKIE]),
    repositories: root.repositories,
    services: root.services,
    rateLimiter: root.rateLimiter,
    realtime: root.realtime,
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
  registerImportsRoutes(ctx);
  registerBettingRoutes(ctx);
  registerAdminRoutes(ctx);
  registerOptimizerRoutes(ctx);
  registerSimulationRoutes(ctx);

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });
  await registerWebApp(app, env);

  await root.start();

  let closed = false;
  return {
    app,
    ctx,
    close: async () => {
      if (closed) return;
      closed = true;
      await root.stop();
      await root.realtime.close();
      await app.close();
      await root.release();
      if (!opts.database) await database.close();
    },
  };
}

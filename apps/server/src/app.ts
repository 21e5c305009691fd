import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allRoutes, limits, type RouteContract, routes } from '@spatium/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { ModuleContext } from './context.ts';
import { registerAdministrationModules } from './modules/administration.register.ts';
import {
  registerAnalyticsModule,
  registerAnalyticsReportsModule,
} from './modules/analytics/analytics.routes.ts';
import { registerAuthModule } from './modules/auth/auth.routes.ts';
import { registerCatalogueModules } from './modules/catalogue.register.ts';
import { registerChatModule } from './modules/chat/chat.routes.ts';
import { registerChatbotModule } from './modules/chatbot/chatbot.routes.ts';
import { enqueueDemoBims } from './modules/demo/demo.bims.ts';
import { enqueueDemoClouds } from './modules/demo/demo.clouds.ts';
import { enqueueDemoPanoramas, registerDemoJobs } from './modules/demo/demo.jobs.ts';
import { registerIssuesModule } from './modules/issues/issues.routes.ts';
import { registerNotificationsModule } from './modules/notifications/notifications.routes.ts';
import { retileLegacyPanoramas } from './modules/panoramas/panoramas.service.ts';
import { registerSettingsModule } from './modules/settings/settings.routes.ts';
import { registerToolModules } from './modules/tools.register.ts';
import { findSessionUser } from './modules/users/users.repository.ts';
import { registerUsersModule } from './modules/users/users.routes.ts';
import { findStanding } from './modules/users/users.standing.ts';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './platform/auth/attempts.ts';
import { SecurityLog } from './platform/auth/security-log.ts';
import { SESSION_USER_CHANNEL, SessionUserCache } from './platform/auth/session-user-cache.ts';
import { onSessionUserChange } from './platform/auth/session-user-changes.ts';
import { type FindSessionUser, SessionService } from './platform/auth/sessions.ts';
import { Throttle } from './platform/auth/throttle.ts';
import { TokenService } from './platform/auth/tokens.ts';
import type { Database } from './platform/database/db.ts';
import { listenForNotifications } from './platform/database/notifications.ts';
import { registerCompression } from './platform/http/compression.ts';
import { installErrorHandler } from './platform/http/errors.ts';
import { RouteMounter } from './platform/http/mount.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { serveWebApp } from './platform/http/web-app.ts';
import { InProcessJobQueue, type JobQueue } from './platform/jobs/jobs.ts';
import { PgBossJobQueue } from './platform/jobs/pg-boss.queue.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { installMetrics } from './platform/observability/metrics.ts';
import { readiness } from './platform/observability/readiness.ts';
import {
  installRequestIds,
  requestIdGenerator,
  requestIdMixin,
} from './platform/observability/request-ids.ts';
import { attachRealtime, type Realtime } from './platform/realtime/gateway.ts';
import { closeRedis, connectRedis } from './platform/redis/redis.ts';
import { createStorage } from './platform/storage/create-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime gateway; null in the analytics-only service. */
    realtime: Realtime | null;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  /** Checks the database answers; /api/health and /api/ready use it. */
  pingDatabase: () => Promise<void>;
  /** The database pool, for the metrics (connections in use and waiting). */
  pool?: pg.Pool;
  /** The database for the job queue (pg-boss); without it jobs run in memory (OpenAPI build). */
  databaseUrl?: string | undefined;
}

export async function buildApp({
  config,
  db,
  pingDatabase,
  pool,
  databaseUrl,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, mixin: requestIdMixin },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    // While an instance shuts down (a rolling restart), a request that still reached it is served,
    // not refused with a 503: the database and Redis stay up until the last request has answered.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestIds(app);

  // CSP and X-Frame-Options depend on the path (the public tour may be embedded): security-headers.ts.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  installSecurityHeaders(app, { analyticsUrl: config.analyticsUrl });
  await registerCompression(app);
  // Only the deployment's own pages may call the API from a browser (PUBLIC_URL and CORS_ORIGINS).
  await app.register(cors, { origin: config.corsOrigins });
  const securityLog = new SecurityLog(app.log);
  securityLog.watch(app);
  app.decorate('securityLog', securityLog);
  // With Redis, every instance counts against the same limits.
  const rateLimitRedis = config.redisUrl
    ? connectRedis(config.redisUrl, { purpose: 'rate limits' }, app.log)
    : undefined;
  const attempts: AttemptStore = rateLimitRedis
    ? new RedisAttemptStore(rateLimitRedis, `${config.redisKeyPrefix}:attempts:`)
    : new MemoryAttemptStore();
  await app.register(rateLimit, {
    global: false,
    onExceeded: (request) =>
      securityLog.record({
        event: 'ratelimit.hit',
        ip: request.ip,
        route: `${request.method} ${request.routeOptions.url ?? ''}`,
      }),
    ...(rateLimitRedis && {
      redis: rateLimitRedis,
      nameSpace: `${config.redisKeyPrefix}:rate-limit:`,
      // A Redis outage must not take sign-in down with it: the limits pause until it is back.
      skipOnError: true,
    }),
  });
  app.addHook('onClose', async () => {
    if (rateLimitRedis) await closeRedis(rateLimitRedis);
  });
  await app.register(multipart, { limits: { fileSize: limits.avatarMaxBytes, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Spatium API', version: '1.0.0', description: 'Every call of the Spatium web app.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const tokens = new TokenService(config.jwtSecret, config.jwtTtl);
  const sessions = new SessionService(tokens, sessionUsers(app, db, databaseUrl), attempts);
  // Request logs at info on every call cost throughput; errors are still logged.
  const mounter = new RouteMounter(
    app,
    sessions,
    config.logLevel === 'debug' || config.logLevel === 'trace' ? config.logLevel : 'warn',
  );
  mounter.mount(routes.health, async () => {
    await pingDatabase();
    return { status: 'ok', database: 'ok' } as const;
  });

  if (config.service === 'analytics') {
    // The analytics service alone (ANALYTICS_URL points the web app at it): its routes and health.
    registerAnalyticsModule({ db, routes: mounter });
    installMetrics(app, config.metricsToken, { ...(pool && { pool }) });
    assertEveryRouteMounted(mounter, (route) => route === routes.health || route.tags.includes('analytics'));
    app.decorate('realtime', null);
    serveWebApp(app, undefined);
    return app;
  }

  const realtime = attachRealtime({
    server: app.server,
    sessions,
    standingOf: (userId) => findStanding(db, userId),
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    log: app.log,
  });
  app.decorate('realtime', realtime);
  // Sockets go before the HTTP server closes: open websockets would keep it from closing at all.
  app.addHook('preClose', () => realtime.close());
  const jobs: JobQueue = databaseUrl
    ? new PgBossJobQueue(databaseUrl, (error) => app.log.error({ err: error }, 'job queue error'), {
        runHandlers: config.jobsInProcess,
        log: app.log,
      })
    : new InProcessJobQueue((error, name) => app.log.error({ err: error, job: name }, 'job failed'));
  const context: ModuleContext = {
    config,
    db,
    tokens,
    sessions,
    realtime,
    log: app.log,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (m) => app.log.info(m),
    }),
    storage: createStorage(config),
    jobs,
    routes: mounter,
    securityLog,
    throttle: new Throttle(attempts, securityLog),
  };
  mounter.mount(routes.ready, readiness({ pingDatabase, redis: rateLimitRedis, storage: context.storage }));
  installMetrics(app, config.metricsToken, {
    sockets: () => realtime.localSocketCount(),
    jobs,
    ...(pool && { pool }),
  });

  registerAuthModule(context);
  registerUsersModule(context);
  registerSettingsModule(context);
  registerAnalyticsModule(context);
  registerAnalyticsReportsModule(context);
  registerCatalogueModules(context);
  registerAdministrationModules(context);
  registerIssuesModule(context);
  registerChatModule(context);
  registerChatbotModule(context);
  registerNotificationsModule(context);
  registerToolModules(context);
  registerDemoJobs(context);
  assertEveryRouteMounted(context.routes);
  await jobs.start();
  if (databaseUrl) {
    await retileLegacyPanoramas(context);
    await enqueueDemoPanoramas(context);
    await enqueueDemoClouds(context);
    await enqueueDemoBims(context);
  }
  // onClose runs after the HTTP server has closed and before startServer closes the pool.
  app.addHook('onClose', () => jobs.stop());

  const webRoot = config.webDist ?? findWebDist();
  if (!webRoot) app.log.warn('The web app is not built (apps/web/dist missing): serving the API only');
  serveWebApp(app, webRoot);
  return app;
}

/**
 * How sessions find their user: through an in-memory cache that database notifications keep exact on
 * every instance (session-user-cache.ts), or straight from the database where nothing can listen.
 */
function sessionUsers(app: FastifyInstance, db: Database, databaseUrl: string | undefined): FindSessionUser {
  const fromDatabase: FindSessionUser = (userId) => findSessionUser(db, userId);
  if (!databaseUrl) return fromDatabase;
  const cache = new SessionUserCache(fromDatabase);
  const listener = listenForNotifications(
    databaseUrl,
    SESSION_USER_CHANNEL,
    {
      notified: (payload) => cache.changed(Number(payload)),
      lost: () => cache.lost(),
      ready: () => cache.listening(),
    },
    app.log,
  );
  const stopLocal = onSessionUserChange((userId) => cache.changed(userId));
  app.addHook('onClose', () => {
    stopLocal();
    return listener.close();
  });
  return cache.findUser;
}

/** A contract route without a handler is a bug: refuse to start rather than answer 404. */
function assertEveryRouteMounted(
  mounter: RouteMounter,
  served: (route: RouteContract) => boolean = () => true,
): void {
  const missing = allRoutes
    .filter(served)
    .map((r) => `${r.method} ${r.path}`)
    .filter((key) => !mounter.mounted.has(key));
  if (missing.length > 0) throw new Error(`Contract routes without a handler: ${missing.join(', ')}`);
}

function findWebDist(): string | undefined {
  let dir = import.meta.dirname;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

import crypto from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_TTL_SECONDS, API_BASE_PATH } from '../src-shared/constants.js';
import { secretKey } from './auth/access-token.js';
import { derivePurposeKeys } from './auth/purpose-keys.js';
import type { AppDatabase } from './db/client.js';
import { DOCS_PREFIX, installAccessControl } from './http/access-control.js';
import { PermissionCache } from './access/permission-cache.js';
import { installContactMasking } from './access/contact-masking.js';
import { documentComponents, documentErrorAnswers } from './http/error-answers.js';
import { installErrorHandling, installJsonParser } from './http/error-handler.js';
import { installInputGuards } from './http/input-guards.js';
import { safeErrorForLog } from './http/log-safety.js';
import { createClient } from 'redis';
import type { TrustProxy } from './config/env.js';
import {
  DEFAULT_PASSWORD_RESET_RATE_LIMIT,
  DEFAULT_SIGN_IN_RATE_LIMIT,
  memoryRateCounter,
  redisRateCounter,
  type RateCounterOptions,
  type SignInRateLimit,
} from './http/rate-limiter.js';
import {
  DEFAULT_SIGN_IN_DELAYS,
  memorySignInThrottle,
  redisSignInThrottle,
} from './http/sign-in-throttle.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createVenueMail, type VenueMail } from './messaging/venue-mail.js';
import { emailProviderRoutes } from './messaging/email-provider-routes.js';
import { adminRoutes } from './routes/admin.js';
import { attachRealtime, type Realtime } from './realtime/socket-server.js';
import type { MediaStore } from './media/media-store.js';
import { DEFAULT_CONSOLE_URL } from './auth/password-reset.js';
import { healthRoutes } from './routes/health.js';
import { passwordResetRoutes } from './routes/password-reset.js';
import { restaurantRoutes } from './routes/restaurants.js';
import { roleRoutes } from './routes/roles.js';
import { accessRoutes } from './routes/access.js';
import { auditRoutes } from './routes/audit.js';
import type { RouteDeps } from './routes/route-deps.js';
import { sessionRoutes } from './routes/session.js';
import { userRoutes } from './routes/users.js';
import { reservationRoutes } from './routes/reservations/index.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { resourceRoutes } from './routes/resources.js';
import { menuAreaRoutes } from './routes/menus/index.js';
import { orderRoutes } from './orders/order-routes.js';
import { notificationRoutes } from './notifications/notification-routes.js';
import { reportRoutes } from './reports/report-routes.js';
import { requestRoutes } from './requests/request-routes.js';
import { posRoutes } from './pos/pos-routes.js';
import { syncPullRoutes } from './routes/sync/pull.js';
import { syncPushRoutes } from './routes/sync/push.js';
import { syncSnapshotRoutes } from './routes/sync/snapshot.js';
import { snapshotCache } from './sync/snapshot.js';
import { messagingRoutes } from './routes/messaging.js';
import { venueSettingsRoutes } from './routes/venue-settings.js';
import { widgetRoutes } from './website/widget-routes.js';
import { guestTemplateRoutes } from './routes/guest-templates.js';
import { tagRoutes } from './routes/tags.js';
import { mediaRoutes } from './routes/media.js';
import { websiteRoutes } from './website/website-routes.js';
import { venuePreferenceRoutes } from './routes/venue-preferences.js';
import { publicWidgetRoutes } from './public-widget/widget-routes.js';
import { paymentRoutes, payPagesPlugin } from './payments/payment-routes.js';
import { OpsMetrics } from './ops/metrics.js';
import { closeRedisClient } from './ops/redis-clients.js';

export interface AppDeps {
  db: AppDatabase;
  jwtSecret: string;
  dataDir: string;
  mailer?: Mailer;
  smtpUrl?: string | undefined;
  /** Mailgun's API origin in place of the region's (a stand-in; MAILGUN_API_BASE). */
  mailgunApiBase?: string | undefined;
  /** Stripe's API origin in place of api.stripe.com (a stand-in; STRIPE_API_BASE). */
  stripeApiBase?: string | undefined;
  /** A venue's guest mail; default one over `mailer` (start.ts shares one with the jobs). */
  venueMail?: VenueMail;
  redisUrl?: string | undefined;
  consoleUrl?: string | undefined;
  logLevel?: string;
  rateLimit?: Partial<SignInRateLimit>;
  /** Access-token lifetime; default ACCESS_TOKEN_TTL_SECONDS (900). */
  accessTokenTtlSeconds?: number;
  /** Forgot/reset password counters (per IP and per email). */
  passwordResetRateLimit?: Partial<SignInRateLimit> | undefined;
  /** Fastify trustProxy: behind a load balancer, request.ip (and every rate limit) is the client's address. */
  trustProxy?: TrustProxy;
  /** The wall clock shift-based roles are judged by (tests move it). */
  now?: () => Date;
  /** Where media bytes live; default from MEDIA_S3_* (an S3-compatible store) or on disk. */
  mediaStore?: MediaStore;
  /** The node's Prometheus metrics (GET /metrics is registered by startApiServer); default a new set. */
  metrics?: OpsMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    opsMetrics: OpsMetrics;
  }
}

/** A hop count becomes the function Fastify's types take: trust the nearest `hops` proxies. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** What an incoming X-Request-ID may be to be kept as the request id. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The tenant API as a Fastify instance (not listening yet); socket.io shares its HTTP server. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without the values their queries were given (log-safety.ts).
    logger: { level: deps.logLevel ?? 'info', serializers: { err: safeErrorForLog } },
    // A load balancer's X-Request-ID is kept so its log and this node's share the id; one that is
    // overlong or holds other characters (it goes into every log line) is replaced by a UUID.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    // The spec writes check-auth as /auth/ and the console may drop the slash; both must work.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: each route's hooks are fixed when it is registered.
  const metrics = deps.metrics ?? new OpsMetrics();
  metrics.install(app);
  app.decorate('opsMetrics', metrics);

  const jwtKey = secretKey(deps.jwtSecret);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.smtpUrl, dataDir: deps.dataDir });
  const snapshots = snapshotCache();
  // Routes are registered before socket.io is attached; pokes find it through this late binding.
  const realtimeRef: { current?: Realtime } = {};
  // Sign-in counters live in Redis when there is one, so N nodes do not allow N times the attempts.
  // Commands fail at once while Redis is away (no offline queue) and the counter falls back to memory.
  const rateRedis = deps.redisUrl ? createClient({ url: deps.redisUrl, disableOfflineQueue: true }) : null;
  if (rateRedis) {
    rateRedis.on('error', (error: unknown) =>
      app.log.warn({ err: error }, 'Redis (sign-in counters) unavailable'),
    );
    await rateRedis.connect();
    app.addHook('onClose', async () => {
      await closeRedisClient(rateRedis);
    });
  }
  const rateCounter = (opts: RateCounterOptions) =>
    rateRedis
      ? redisRateCounter(rateRedis, opts, (error) =>
          app.log.warn({ err: error }, `Sign-in counter ${opts.name} fell back to this node's memory`),
        )
      : memoryRateCounter(opts);
  const rateLimit = { ...DEFAULT_SIGN_IN_RATE_LIMIT, ...deps.rateLimit };
  const throttleOptions = { ...DEFAULT_SIGN_IN_DELAYS, free: rateLimit.perEmail };
  const signInThrottle = rateRedis
    ? redisSignInThrottle(rateRedis, throttleOptions, (error) =>
        app.log.warn({ err: error }, "Sign-in throttle fell back to this node's memory"),
      )
    : memorySignInThrottle(throttleOptions);
  const keys = derivePurposeKeys(jwtKey);
  const routeDeps: RouteDeps = {
    db: deps.db,
    jwtKey,
    keys,
    mailer,
    rateLimit,
    signInThrottle,
    passwordResetRateLimit: { ...DEFAULT_PASSWORD_RESET_RATE_LIMIT, ...deps.passwordResetRateLimit },
    rateCounter,
    consoleUrl: deps.consoleUrl ?? DEFAULT_CONSOLE_URL,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
    changes: (restaurantId, seq) => realtimeRef.current?.pokeTenant(restaurantId, { seq }),
    widgetConfigUpdate: (restaurantId, widgetType, config) =>
      realtimeRef.current?.widgetConfigUpdate(restaurantId, widgetType, config),
    endSockets: {
      ofUser: (userId) => realtimeRef.current?.disconnectUser(userId),
      ofSessions: (sessionIds) => realtimeRef.current?.disconnectSessions(sessionIds),
    },
    permissionCache: new PermissionCache(),
    toUser: (restaurantId, userId, event, payload) =>
      realtimeRef.current?.toUser(restaurantId, userId, event, payload),
    realtimeAdmin: () => {
      if (!realtimeRef.current) throw new Error('The socket server is not attached yet');
      return realtimeRef.current.admin;
    },
    now: deps.now ?? (() => new Date()),
    dataDir: deps.dataDir,
    ...(deps.mediaStore ? { mediaStore: deps.mediaStore } : {}),
    mailgunBase: deps.mailgunApiBase,
    stripeBase: deps.stripeApiBase,
    venueMail:
      deps.venueMail ??
      createVenueMail({
        db: deps.db,
        mailer,
        key: keys.integrationSecrets,
        mailgunBase: deps.mailgunApiBase,
      }),
  };

  // Echo the request id so a person reporting a failure can quote the id found in the logs.
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  installJsonParser(app);
  installErrorHandling(app);
  installInputGuards(app);
  installAccessControl(app, {
    db: deps.db,
    jwtKey,
    permissionCache: routeDeps.permissionCache,
    now: routeDeps.now,
  });
  installContactMasking(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Venue Console tenant API',
        version: '1.0.0',
        description:
          'Multi-tenant API of the Venue Console. Every success is { success: true, data, message? }; every refusal is { success: false, message, errors? } (ErrorEnvelope), documented per operation.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Each route's error answers join its success in the document (error-answers.ts).
    transform: documentErrorAnswers,
    transformObject: documentComponents,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes(routeDeps));
      await api.register(passwordResetRoutes(routeDeps));
      await api.register(userRoutes(routeDeps));
      await api.register(roleRoutes(routeDeps));
      await api.register(accessRoutes(routeDeps));
      await api.register(auditRoutes(routeDeps));
      await api.register(adminRoutes(routeDeps));
      await api.register(restaurantRoutes(routeDeps));
      await api.register(reservationRoutes(routeDeps));
      await api.register(resourceRoutes(routeDeps));
      await api.register(catalogueRoutes(routeDeps));
      await api.register(menuAreaRoutes(routeDeps));
      await api.register(orderRoutes(routeDeps));
      await api.register(reportRoutes(routeDeps));
      await api.register(requestRoutes(routeDeps));
      await api.register(posRoutes(routeDeps));
      await api.register(emailProviderRoutes(routeDeps));
      await api.register(paymentRoutes(routeDeps));
      await api.register(notificationRoutes(routeDeps));
      await api.register(syncPullRoutes(routeDeps));
      await api.register(syncPushRoutes(routeDeps));
      await api.register(syncSnapshotRoutes(routeDeps, snapshots));
      await api.register(messagingRoutes(routeDeps));
      await api.register(venueSettingsRoutes(routeDeps));
      await api.register(widgetRoutes(routeDeps));
      await api.register(guestTemplateRoutes(routeDeps));
      await api.register(venuePreferenceRoutes(routeDeps));
      await api.register(tagRoutes(routeDeps));
      await api.register(mediaRoutes(routeDeps));
      await api.register(websiteRoutes(routeDeps));
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(publicWidgetRoutes(routeDeps));
  await app.register(payPagesPlugin(routeDeps));

  const realtime = await attachRealtime(app.server, { db: deps.db, jwtKey, redisUrl: deps.redisUrl });
  realtimeRef.current = realtime;
  app.decorate('realtime', realtime);
  app.addHook('preClose', async () => {
    await realtime.close();
  });
  // Closing closes the connections idle at that moment; one busy then (a pull being answered) turns
  // idle later and would hold the close for the whole keep-alive timeout. Sweep those as they idle.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
  });
  app.addHook('onClose', async () => {
    mailer.close();
    snapshots.close();
  });
  return app;
}

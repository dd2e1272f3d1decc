import { scheduleAuditRetention } from './audit/audit-retention.js';
import { scheduleEventRetention } from './ops/event-retention.js';
import { queueAllSchedules } from './reports/report-schedule-job.js';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { secretKey } from './auth/access-token.js';
import { purposeKey } from './auth/purpose-keys.js';
import { createVenueMail } from './messaging/venue-mail.js';
import { resolveJwtSecret } from './auth/jwt-secret.js';
import { accessTokenTtlFromEnv } from './config/env.js';
import { syncPermissionCatalogue } from './auth/sync-catalogue.js';
import { openDatabase, type AppDatabase, type DatabaseKind } from './db/client.js';
import { migrateOrRefuse } from './db/migrate.js';
import { keepPlannerStatistics, refreshPlannerStatistics } from './db/planner-statistics.js';
import type { TrustProxy } from './config/env.js';
import type { SignInRateLimit } from './http/rate-limiter.js';
import type { Realtime } from './realtime/socket-server.js';
import { hasRestaurants, seedDemo } from './seed/demo.js';
import { ensureFeedIdentity } from './sync/change-feed.js';
import { backfillRequestFeed } from './requests/request-feed.js';
import { createMailer } from './mail/mailer.js';
import { JOB_DEFINITIONS } from './jobs/job-registry.js';
import { scheduleArrivals } from './notifications/arrivals-job.js';
import type { JobContext } from './jobs/job-definition.js';
import { JobRunner, type JobTuning } from './jobs/job-runner.js';
import { outboxSmsProvider, type SmsProvider } from './messaging/sms-provider.js';
import { DEFAULT_CONSOLE_URL } from './auth/password-reset.js';
import type { MediaStore } from './media/media-store.js';
import { registerOpsRoutes } from './ops/ops-routes.js';
import { Readiness } from './ops/readiness.js';
import { drainDelayFromEnv, gracefulClose } from './ops/shutdown.js';

export interface StartApiServerOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  host?: string;
  dataDir: string;
  /** postgres://…; unset = PGlite under `${dataDir}/server`. */
  databaseUrl?: string;
  /** Load the demo tenants when the database has no restaurant yet. */
  seedDemo?: boolean;
  /** Demo restaurants' time zones by slug, in place of the demo's own (tests). */
  demoTimeZones?: Readonly<Record<string, string>>;
  jwtSecret?: string;
  logLevel?: string;
  rateLimit?: Partial<SignInRateLimit>;
  redisUrl?: string;
  smtpUrl?: string;
  /** Mailgun's API origin in place of the region's (a stand-in in tests; env MAILGUN_API_BASE). */
  mailgunApiBase?: string;
  /** Stripe's API origin in place of api.stripe.com (a stand-in in tests; env STRIPE_API_BASE). */
  stripeApiBase?: string;
  /** Origin of the console, used in password-reset links. */
  consoleUrl?: string;
  /** Origin where guests reach this API (guest links in messages); default the address it listens on. */
  publicUrl?: string;
  /** Access-token lifetime in seconds; default env ACCESS_TOKEN_TTL_SECONDS, else 900. */
  accessTokenTtlSeconds?: number;
  /** Fastify trustProxy (TRUST_PROXY): request.ip is then the client's address behind a load balancer. */
  trustProxy?: TrustProxy;
  /** Forgot/reset password limits (tests lower them). */
  passwordResetRateLimit?: Partial<SignInRateLimit>;
  /** The wall clock shift-based roles are judged by (tests move it). */
  now?: () => Date;
  /**
   * The background jobs (guest messages…): tuning for tests, or false to run none in this process
   * (jobs are still queued in the database and run by a server that has them).
   */
  jobs?: JobTuning | false;
  /** Where guest SMS go; default the outbox folder `$VENUE_DATA_DIR/sms-outbox`. */
  sms?: SmsProvider;
  /** Where media bytes live; default from MEDIA_S3_* (an S3-compatible store) or on disk. */
  mediaStore?: MediaStore;
  /**
   * How long close() answers not ready before it stops taking requests, so the load balancer's
   * health check takes the node out first; default env SHUTDOWN_DRAIN_DELAY_MS, else 0.
   */
  drainDelayMs?: number;
}

export interface RunningApiServer {
  /** http://host:port, without /api/v1. */
  url: string;
  port: number;
  db: AppDatabase;
  dbKind: DatabaseKind;
  jwtSecret: string;
  realtime: Realtime;
  /** The job runner (null with jobs: false); it starts in the background, `jobs.ready()` waits for it. */
  jobs: JobRunner | null;
  close(): Promise<void>;
}

/** Opens the database, migrates (refusing on a mismatch), syncs permissions, seeds if asked, and listens. */
export async function startApiServer(opts: StartApiServerOptions): Promise<RunningApiServer> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const jwtSecret = resolveJwtSecret(opts.dataDir, opts.jwtSecret);
  const handle = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
  try {
    await migrateOrRefuse(handle);
    await syncPermissionCatalogue(handle.db);
    await ensureFeedIdentity(handle.db);
    if (opts.seedDemo && !(await hasRestaurants(handle.db)))
      await seedDemo(handle.db, opts.demoTimeZones ? { timeZones: opts.demoTimeZones } : {});
    // Guest requests made before terminals mirrored them join the feed (a no-op once they have).
    await backfillRequestFeed(handle.db);
    await refreshPlannerStatistics(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }

  const mailer = createMailer({ smtpUrl: opts.smtpUrl, dataDir: opts.dataDir });
  const mailgunApiBase = opts.mailgunApiBase;
  const venueMail = createVenueMail({
    db: handle.db,
    mailer,
    key: purposeKey(secretKey(jwtSecret), 'integration-secrets'),
    mailgunBase: mailgunApiBase,
  });
  const app = await buildApp({
    db: handle.db,
    jwtSecret,
    dataDir: opts.dataDir,
    mailer,
    venueMail,
    mailgunApiBase,
    stripeApiBase: opts.stripeApiBase,
    logLevel: opts.logLevel ?? 'info',
    rateLimit: opts.rateLimit,
    redisUrl: opts.redisUrl,
    smtpUrl: opts.smtpUrl,
    consoleUrl: opts.consoleUrl,
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? accessTokenTtlFromEnv(),
    trustProxy: opts.trustProxy ?? false,
    passwordResetRateLimit: opts.passwordResetRateLimit,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.mediaStore ? { mediaStore: opts.mediaStore } : {}),
  });
  const statistics = keepPlannerStatistics(handle, (error) =>
    app.log.warn({ err: error }, 'Refreshing the database statistics failed'),
  );
  let jobContext: JobContext | undefined;
  const jobs =
    opts.jobs === false
      ? null
      : new JobRunner({
          db: handle.db,
          connection: handle.jobConnection,
          definitions: JOB_DEFINITIONS,
          context: (jobContext = {
            db: handle.db,
            mailer,
            venueMail,
            sms: opts.sms ?? outboxSmsProvider(opts.dataDir),
            dataDir: opts.dataDir,
            consoleUrl: opts.consoleUrl ?? DEFAULT_CONSOLE_URL,
            // Known once the server listens (port 0 picks one): set below, before the jobs start.
            publicUrl: opts.publicUrl ?? '',
            linkKey: purposeKey(secretKey(jwtSecret), 'guest-link'),
            integrationSecretsKey: purposeKey(secretKey(jwtSecret), 'integration-secrets'),
            stripeApiBase: opts.stripeApiBase,
            now: opts.now ?? (() => new Date()),
            toUser: (restaurantId, userId, event, payload) =>
              app.realtime.toUser(restaurantId, userId, event, payload),
            changes: (restaurantId, seq) => app.realtime.pokeTenant(restaurantId, { seq }),
            log: app.log,
          }),
          ...opts.jobs,
        });
  // Before the mailer and the database close: a running job finishes (or is retried later).
  app.addHook('preClose', async () => {
    await jobs?.stop();
  });
  app.addHook('onClose', async () => {
    await statistics.stop();
    await handle.close();
  });
  const readiness = new Readiness({
    db: handle.db,
    redisUrl: opts.redisUrl,
    ...(jobs ? { jobQueue: () => jobs.state() } : {}),
  });
  app.opsMetrics.attach({
    db: handle.db,
    poolStats: handle.poolStats,
    connectedSockets: () => app.realtime.io.engine.clientsCount,
    jobQueue: jobs !== null,
  });
  registerOpsRoutes(app, { readiness, metrics: app.opsMetrics });
  const drainDelayMs = opts.drainDelayMs ?? drainDelayFromEnv();
  const host = opts.host ?? '127.0.0.1';
  try {
    await app.listen({ port: opts.port ?? 4000, host });
  } catch (error) {
    await app.close();
    await readiness.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  if (jobContext && !jobContext.publicUrl) jobContext.publicUrl = url;
  // In the background: the API answers at once, and jobs queued meanwhile wait in the outbox.
  jobs?.start().catch((error: unknown) => app.log.error({ err: error }, 'The job queue failed to start'));
  // The audit trail's daily retention purge (each run queues the next day's).
  if (jobs)
    scheduleAuditRetention(handle.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'The audit retention purge could not be queued'),
    );
  // The integrations' event logs' daily retention purge (each run queues the next day's).
  if (jobs)
    scheduleEventRetention(handle.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'The event retention purge could not be queued'),
    );
  // The VIP and allergy arrivals look-ahead (each run queues the next).
  if (jobs)
    scheduleArrivals(handle.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'The arrivals notifications could not be queued'),
    );
  // Every active report mail schedule's next mail and every venue's reservation summary that is on
  // (an id already queued is left as it is).
  if (jobs)
    queueAllSchedules(handle.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'The scheduled report mails could not be queued'),
    );
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db: handle.db,
    dbKind: handle.kind,
    jwtSecret,
    realtime: app.realtime,
    jobs,
    close: () => (closing ??= gracefulClose({ readiness, drainDelayMs, close: () => app.close() })),
  };
}

// Readiness of one API node (GET /health/ready): can it serve a request now? The database, Redis
// when one is configured, and the job queue are each asked; any one down makes the node not ready
// (503, naming what is down) so a load balancer sends its traffic elsewhere. Liveness
// (/health/live) asks nothing: a node whose database is away is alive, and restarting it would
// not bring the database back.
import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { AppDatabase } from '../db/client.js';
import { closeRedisClient } from './redis-clients.js';

/** Each check gives up after this long: a database behind a dead network never answers at all. */
export const CHECK_TIMEOUT_MS = 2_000;

export interface CheckResult {
  ok: boolean;
  /** Why it is down (absent when ok). */
  error?: string;
}

export interface ReadinessReport {
  ready: boolean;
  /** Set while the node drains before stopping. */
  shuttingDown: boolean;
  checks: Record<string, CheckResult>;
  /** "Not ready: database, redis down" (absent when ready). */
  message?: string;
}

export type JobQueueState = 'starting' | 'running' | 'failed' | 'stopped';

export interface ReadinessSources {
  db: AppDatabase;
  redisUrl?: string | undefined;
  /** The job runner's state; absent when this node runs no jobs. */
  jobQueue?: (() => JobQueueState) | undefined;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    timer.unref();
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function check(work: () => Promise<unknown>, what: string): Promise<CheckResult> {
  try {
    await withTimeout(work(), what);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export class Readiness {
  private shuttingDown = false;
  private readonly redis: ReturnType<typeof createClient> | null;
  private redisConnecting: Promise<unknown> | null = null;

  constructor(private readonly sources: ReadinessSources) {
    // A client of its own, failing at once while Redis is away (no offline queue), reconnecting by itself.
    this.redis = sources.redisUrl ? createClient({ url: sources.redisUrl, disableOfflineQueue: true }) : null;
    this.redis?.on('error', () => undefined);
  }

  /** From now on the node answers not ready, so the load balancer stops sending it new requests. */
  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async report(): Promise<ReadinessReport> {
    const checks: Record<string, CheckResult> = {};
    const pending: Promise<void>[] = [
      check(() => this.sources.db.execute(sql`select 1`), 'The database').then((r) => {
        checks.database = r;
      }),
    ];
    if (this.redis)
      pending.push(
        check(() => this.pingRedis(), 'Redis').then((r) => {
          checks.redis = r;
        }),
      );
    await Promise.all(pending);
    const jobs = this.sources.jobQueue?.();
    if (jobs !== undefined)
      checks.jobQueue = jobs === 'running' ? { ok: true } : { ok: false, error: `The job queue is ${jobs}` };
    const down = Object.entries(checks)
      .filter(([, r]) => !r.ok)
      .map(([name]) => name);
    if (this.shuttingDown) down.push('shutting down');
    return {
      ready: down.length === 0,
      shuttingDown: this.shuttingDown,
      checks,
      ...(down.length > 0 ? { message: `Not ready: ${down.join(', ')}` } : {}),
    };
  }

  private async pingRedis(): Promise<void> {
    const redis = this.redis;
    if (!redis) return;
    if (!redis.isOpen) {
      this.redisConnecting ??= redis.connect().finally(() => {
        this.redisConnecting = null;
      });
      await this.redisConnecting;
    }
    await redis.ping();
  }

  async close(): Promise<void> {
    if (this.redis) await closeRedisClient(this.redis);
  }
}

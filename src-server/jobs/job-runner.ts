// The job runner: pg-boss on the server's own database (PGlite through fromPglite, PostgreSQL
// through its own small pool), one queue and one dead-letter queue per declared job, the workers,
// and the relay that moves job_outbox rows into pg-boss.
//
// Why an outbox and a relay rather than pg-boss's send() on the booking's transaction: send() first
// looks the queue up through pg-boss's own connection, and PGlite has exactly one connection, which
// the booking's open transaction holds, so a send inside it would wait for itself. The outbox row is
// a plain insert in our schema, atomic with the booking on both databases; the relay sends it under
// the row's id, and pg-boss ignores an id it already has, so a relay that repeats (two API nodes, a
// crash between send and delete) still queues the job once.
import { asc, eq } from 'drizzle-orm';
import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { AppDatabase, JobConnection } from '../db/client.js';

export type { JobConnection };
import { jobOutbox } from '../db/schema/index.js';
import { onJobQueued } from './enqueue-job.js';
import {
  deadLetterQueueOf,
  PermanentJobError,
  type AnyJobDefinition,
  type JobContext,
} from './job-definition.js';

export interface JobTuning {
  /** Overrides every job's first retry delay (tests shorten it). */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs; default 1 s (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** How often the relay looks at the outbox besides being woken by enqueueJob; default 1 s. */
  relayIntervalMs?: number;
}

export interface JobRunnerOptions extends JobTuning {
  db: AppDatabase;
  connection: JobConnection;
  definitions: readonly AnyJobDefinition[];
  context: JobContext;
}

/** A dead-lettered job's payload carries why, when the handler said so (PermanentJobError). */
const REASON_KEY = '__deadLetterReason';
const RELAY_BATCH = 100;
/** Dead-letter queues are looked at this many times less often than the queues they guard: a job
 * lands there rarely, and one this runner dead-letters itself wakes its worker at once. */
const DEAD_LETTER_POLL_FACTOR = 10;

function bossFor(connection: JobConnection): PgBoss {
  const common = { schedule: false, registerInstance: false, persistWarnings: false } as const;
  if (connection.kind === 'pglite')
    // PGlite has no autovacuum and one connection: no vacuum monitor and no concurrent reindex.
    return new PgBoss({
      ...common,
      db: fromPglite(connection.client),
      backend: 'pglite',
      monitorVacuum: false,
      reindex: false,
    });
  return new PgBoss({ ...common, connectionString: connection.url, max: 4, application_name: 'venue-jobs' });
}

function reasonOf(job: JobWithMetadata<unknown>): string {
  const data = (job.data ?? {}) as Record<string, unknown>;
  if (typeof data[REASON_KEY] === 'string') return data[REASON_KEY];
  const output = job.sourceOutput as { message?: unknown } | null | undefined;
  if (output && typeof output.message === 'string') return output.message;
  return `Gave up after ${(job.sourceRetryCount ?? 0) + 1} attempts`;
}

export class JobRunner {
  private readonly boss: PgBoss;
  private readonly byName: Map<string, AnyJobDefinition>;
  private starting: Promise<void> | null = null;
  private running = false;
  private stopped = false;
  private failed = false;
  private relayTimer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private relaying: Promise<number> | null = null;
  private relayAgain = false;
  private unsubscribe: (() => void) | null = null;
  /** pg-boss's worker id per queue this runner works, to wake one when a job reaches its queue. */
  private readonly workers = new Map<string, string>();

  constructor(private readonly options: JobRunnerOptions) {
    this.boss = bossFor(options.connection);
    this.byName = new Map(options.definitions.map((d) => [d.name, d]));
    if (this.byName.size !== options.definitions.length) throw new Error('Two jobs share a name');
    this.boss.on('error', (error: unknown) => options.context.log.warn({ err: error }, 'Job queue error'));
  }

  /** Starts pg-boss, its queues and workers, then the relay. Safe to call more than once. */
  start(): Promise<void> {
    this.starting ??= this.boot().catch((error: unknown) => {
      this.failed = true;
      throw error;
    });
    return this.starting;
  }

  /** Where the runner is (the node's readiness check reads it). */
  state(): 'starting' | 'running' | 'failed' | 'stopped' {
    if (this.stopped) return 'stopped';
    if (this.failed) return 'failed';
    return this.running ? 'running' : 'starting';
  }

  /** Resolves once the runner is working (rejects if it could not start). */
  ready(): Promise<void> {
    return this.start();
  }

  private async boot(): Promise<void> {
    await this.boss.start();
    const polling = this.options.pollingIntervalSeconds ?? 1;
    for (const job of this.options.definitions) {
      const dead = deadLetterQueueOf(job.name);
      await this.boss.createQueue(dead);
      const policy = {
        retryLimit: job.retryLimit,
        retryDelay: this.options.retryDelaySeconds ?? job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        retryDelayMax: job.retryDelayMaxSeconds,
        expireInSeconds: job.expireInSeconds,
        deadLetter: dead,
      };
      await this.boss.createQueue(job.name, policy);
      // A queue made by an earlier version keeps its old policy unless told the current one.
      await this.boss.updateQueue(job.name, policy);
      const worker = await this.boss.work(
        job.name,
        { pollingIntervalSeconds: polling, includeMetadata: true },
        async ([one]) => {
          if (one) await this.runOne(job, one);
        },
      );
      this.workers.set(job.name, worker);
      const deadWorker = await this.boss.work(
        dead,
        { pollingIntervalSeconds: polling * DEAD_LETTER_POLL_FACTOR, includeMetadata: true },
        async ([one]) => {
          if (one) await job.deadLettered?.(job.payload.parse(one.data), this.options.context, reasonOf(one));
        },
      );
      this.workers.set(dead, deadWorker);
    }
    if (this.stopped) return;
    this.running = true;
    this.unsubscribe = onJobQueued(() => this.wake());
    this.relayTimer = setInterval(
      () => void this.relayNow().catch(() => undefined),
      this.options.relayIntervalMs ?? 1000,
    );
    await this.relayNow();
  }

  private async runOne(job: AnyJobDefinition, one: JobWithMetadata<unknown>): Promise<void> {
    const payload = job.payload.parse(one.data);
    try {
      await job.run(payload, this.options.context, {
        id: one.id,
        retryCount: one.retryCount,
        retryLimit: one.retryLimit,
      });
    } catch (error) {
      if (!(error instanceof PermanentJobError)) throw error;
      // Retrying cannot help: dead-letter it now, and complete this attempt.
      await this.boss.send(deadLetterQueueOf(job.name), {
        ...(one.data as Record<string, unknown>),
        [REASON_KEY]: error.message,
      });
      this.notify(deadLetterQueueOf(job.name));
    }
  }

  /** Has this runner's worker of `queue` look for jobs now rather than at its next poll. */
  private notify(queue: string): void {
    const worker = this.workers.get(queue);
    if (worker && this.running) this.boss.notifyWorker(worker);
  }

  /** enqueueJob in this process: relay shortly (after the enqueuing transaction has had time to commit). */
  private wake(): void {
    if (!this.running || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      void this.relayNow().catch(() => undefined);
    }, 20);
  }

  /** Moves every committed outbox row into pg-boss; returns how many it moved. */
  relayNow(): Promise<number> {
    if (!this.running) return Promise.resolve(0);
    if (this.relaying) {
      this.relayAgain = true;
      return this.relaying;
    }
    this.relaying = (async () => {
      let moved = 0;
      try {
        do {
          this.relayAgain = false;
          moved += await this.relayBatch();
        } while (this.relayAgain && this.running);
      } catch (error) {
        this.options.context.log.warn({ err: error }, 'Relaying queued jobs failed; will retry');
        throw error;
      } finally {
        this.relaying = null;
      }
      return moved;
    })();
    return this.relaying;
  }

  private async relayBatch(): Promise<number> {
    const { db } = this.options;
    let moved = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(jobOutbox)
        .orderBy(asc(jobOutbox.createdAt), asc(jobOutbox.id))
        .limit(RELAY_BATCH);
      const known = rows.filter((row) => this.byName.has(row.name));
      for (const row of known) {
        await this.boss.send(row.name, row.payload, {
          id: row.id,
          ...(row.startAfter ? { startAfter: row.startAfter } : {}),
        });
        await db.delete(jobOutbox).where(eq(jobOutbox.id, row.id));
        if (!row.startAfter || row.startAfter.getTime() <= Date.now()) this.notify(row.name);
        moved += 1;
      }
      // A job this version does not know waits for one that does (a rolling update), never lost.
      if (rows.length < RELAY_BATCH || known.length === 0 || !this.running) return moved;
    }
  }

  /** Dead-lettered jobs of `name` (tests and operators). */
  async deadLetters(name: string): Promise<JobWithMetadata<object>[]> {
    await this.ready();
    return this.boss.findJobs<object>(deadLetterQueueOf(name));
  }

  /** Jobs of `name` pg-boss holds, with their state. */
  async jobs(name: string): Promise<JobWithMetadata<object>[]> {
    await this.ready();
    return this.boss.findJobs<object>(name);
  }

  /** Stops relaying and working; lets a running handler finish (up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.running = false;
    this.unsubscribe?.();
    if (this.relayTimer) clearInterval(this.relayTimer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    await this.relaying?.catch(() => undefined);
    await this.starting?.catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}

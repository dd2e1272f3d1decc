// enqueueJob: the one way to start background work. It writes a job_outbox row with the caller's
// transaction, so the job exists exactly when the write that causes it commits.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { jobOutbox } from '../db/schema/index.js';
import { isUniqueViolation } from '../http/db-errors.js';
import type { JobDefinition } from './job-definition.js';

export interface EnqueueOptions {
  /** Not before this instant (e.g. a reminder); default at once. */
  startAfter?: Date | null;
  /** The job id (a UUID); default a new UUIDv7. The same id is never queued twice. */
  id?: string;
}

type Wake = () => void;
const wakers = new Set<Wake>();

/** The relays of this process register here, so a queued job is relayed soon after its commit. */
export function onJobQueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Queues `job` with `payload` inside `tx` (a transaction, or the database for a write of its own).
 * The payload is checked against the job's schema now, so a bad one fails the caller, not the worker.
 * Returns the job id (pg-boss keeps it, so it can be looked up later).
 */
export async function enqueueJob<P extends z.ZodType>(
  tx: DbExecutor,
  job: JobDefinition<P>,
  payload: z.input<P>,
  options: EnqueueOptions = {},
): Promise<string> {
  const data = job.payload.parse(payload) as Record<string, unknown>;
  const id = options.id ?? uuidv7();
  await tx
    .insert(jobOutbox)
    .values({ id, name: job.name, payload: data, startAfter: options.startAfter ?? null });
  for (const wake of wakers) wake();
  return id;
}

/** A UUID-shaped job id made from `key`: the same key always gives the same id. */
export function jobIdOf(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Queues one run of a chain of runs (a daily purge, a look-ahead every few minutes), keyed by `key`
 * (the job's name and its day or slot), so a restart or a second API node queues each run once: a
 * run already queued is left alone.
 */
export async function enqueueRunOnce<P extends z.ZodType>(
  db: DbExecutor,
  job: JobDefinition<P>,
  payload: z.input<P>,
  key: string,
  startAfter: Date | null,
): Promise<void> {
  try {
    await enqueueJob(db, job, payload, { id: jobIdOf(key), startAfter });
  } catch (error) {
    // That run still waits in the outbox (queued by the run before it).
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Queues the run of a daily job for `day` (a UTC date; default today, at once): a later day runs at
 * `hourUtc` o'clock. Each run queues the next day's, so the chain survives restarts.
 */
export async function enqueueDailyRun(
  db: DbExecutor,
  job: JobDefinition<z.ZodType<{ day: string }, { day: string }>>,
  hourUtc: number,
  day?: string,
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const target = day ?? today;
  const startAfter = target > today ? new Date(`${target}T${String(hourUtc).padStart(2, '0')}:00:00Z`) : null;
  await enqueueRunOnce(db, job, { day: target }, `${job.name}:${target}`, startAfter);
}

// enqueueJob: the one way to start background work. It writes a job_outbox row with the caller's
// transaction, so the job exists exactly when the write that causes it commits.
import type { z } from 'zod';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { jobOutbox } from '../db/schema/index.js';
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

// What a background job is: a name, a payload schema, its retry policy and its handler. Declared
// once with defineJob and listed in JOB_DEFINITIONS (job-registry.ts); enqueued with enqueueJob in
// the transaction of the write that causes it. See the README's "Background jobs".
import type { z } from 'zod';
import type { AppDatabase } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { VenueMail } from '../messaging/venue-mail.js';
import type { SmsProvider } from '../messaging/sms-provider.js';

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a handler may use: the database and the server's outgoing channels. */
export interface JobContext {
  db: AppDatabase;
  mailer: Mailer;
  /** A venue's guest mail: the suppression list honoured, through the provider the venue chose. */
  venueMail: VenueMail;
  sms: SmsProvider;
  dataDir: string;
  /** Origin of the console, for links to the console in messages. */
  consoleUrl: string;
  /**
   * Origin where guests reach this API (PUBLIC_URL, else the address it listens on): the guest links
   * in booking messages (cancel, modify…) open the widget's pages served here, not the console.
   */
  publicUrl: string;
  /** The guest-link key (derived from the server's secret, purpose-keys.ts) that signs the links in messages. */
  linkKey: Uint8Array;
  /** Opens the integration secrets sealed at rest (auth/sealed-secrets.ts): a venue's provider keys. */
  integrationSecretsKey: Uint8Array;
  /** Where Stripe's API is (a stand-in's address in tests); undefined: Stripe itself. */
  stripeApiBase: string | undefined;
  /** The server's clock (a test may set it). */
  now: () => Date;
  /**
   * Sends an event to every socket of one user in one restaurant (a notification reaching their
   * terminals live); absent where no socket server runs.
   */
  toUser?: (restaurantId: number, userId: number, event: string, payload: Record<string, unknown>) => void;
  /** Pokes a tenant's consoles after a job wrote to its change feed (absent: they pull on their own). */
  changes?: (restaurantId: number, seq: number) => void;
  log: JobLog;
}

/** Where a run stands: retryCount 0 is the first attempt; the job dead-letters after retryLimit retries. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/**
 * Thrown by a handler when retrying cannot help (a refused address, a record that will never be
 * valid): the job goes to its dead-letter queue at once instead of after its retries.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface RetryPolicy {
  /** Retries after the first attempt before the job is dead-lettered. */
  retryLimit: number;
  /** First delay between attempts; doubled (with jitter) per retry when backoff is on. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** The longest delay between two attempts. */
  retryDelayMaxSeconds: number;
  /** An attempt still running after this long counts as failed (a crashed worker) and is retried. */
  expireInSeconds: number;
}

export interface JobDefinition<P extends z.ZodType = z.ZodType> extends RetryPolicy {
  /** The pg-boss queue: letters, digits, `-`, `_`, `.`, `/`. Its dead-letter queue is `${name}.dead`. */
  name: string;
  payload: P;
  /**
   * Does the work. Must be idempotent: the same payload may run again after a crash or a repeated
   * relay (claim the work in the database first, as the guest-message job does).
   */
  run(payload: z.output<P>, ctx: JobContext, attempt: JobAttempt): Promise<void>;
  /** Called once when the job is dead-lettered (retries exhausted or PermanentJobError), with the last error. */
  deadLettered?(payload: z.output<P>, ctx: JobContext, reason: string): Promise<void>;
}

export type AnyJobDefinition = JobDefinition<z.ZodType>;

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 60 * 60,
  expireInSeconds: 5 * 60,
};

export function defineJob<P extends z.ZodType>(
  definition: Omit<JobDefinition<P>, keyof RetryPolicy> & Partial<RetryPolicy>,
): JobDefinition<P> {
  return { ...DEFAULT_RETRY_POLICY, ...definition };
}

export const deadLetterQueueOf = (name: string) => `${name}.dead`;

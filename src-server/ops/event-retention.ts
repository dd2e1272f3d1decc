// Retention of the integrations' event logs (issue 34): the email provider's delivery events
// (mail_events: the settings screen shows the latest; suppression is kept apart and is not purged) for
// MAIL_EVENT_RETENTION_DAYS (default 90), and the ids of the webhook events the card provider and the
// POS delivered (payment_events, pos_events: each event is applied once) for
// WEBHOOK_EVENT_RETENTION_DAYS (default 30) — providers stop redelivering after a few days (Stripe:
// three), and the ledger's idempotency keys and a check's newest-event time still refuse a repeat.
// A daily job deletes what is older; each run queues the next day's.
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, venueDateSchema } from '../../src-shared/time.js';
import { wholeNumberFromEnv } from '../config/env.js';
import type { AppDatabase } from '../db/client.js';
import { mailEvents, paymentEvents, posEvents } from '../db/schema/index.js';
import { enqueueDailyRun } from '../jobs/enqueue-job.js';
import { defineJob } from '../jobs/job-definition.js';

export interface EventRetention {
  mailEventDays: number;
  webhookEventDays: number;
}

export function eventRetentionFromEnv(env: NodeJS.ProcessEnv = process.env): EventRetention {
  return {
    mailEventDays: wholeNumberFromEnv('MAIL_EVENT_RETENTION_DAYS', 90, 1, 36_500, env),
    webhookEventDays: wholeNumberFromEnv('WEBHOOK_EVENT_RETENTION_DAYS', 30, 4, 36_500, env),
  };
}

/** Deletes the events older than their days before `now`; answers how many of each went. */
export async function purgeEventLogs(db: AppDatabase, keep: EventRetention, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const [mail, payment, pos] = await Promise.all([
    db
      .delete(mailEvents)
      .where(lt(mailEvents.occurredAt, before(keep.mailEventDays)))
      .returning({ id: mailEvents.id }),
    db
      .delete(paymentEvents)
      .where(lt(paymentEvents.receivedAt, before(keep.webhookEventDays)))
      .returning({ id: paymentEvents.eventId }),
    db
      .delete(posEvents)
      .where(lt(posEvents.receivedAt, before(keep.webhookEventDays)))
      .returning({ id: posEvents.eventId }),
  ]);
  return { mailEvents: mail.length, paymentEvents: payment.length, posEvents: pos.length };
}

/** Hour (UTC) the daily purge runs at (after the audit trail's). */
const PURGE_HOUR_UTC = 4;

export const eventRetentionJob = defineJob({
  name: 'event-retention.purge',
  payload: z.object({ day: venueDateSchema }),
  retryLimit: 5,
  async run({ day }, ctx) {
    const deleted = await purgeEventLogs(ctx.db, eventRetentionFromEnv());
    ctx.log.info({ day, ...deleted }, 'Integration events past their retention deleted');
    await scheduleEventRetention(ctx.db, addDays(day, 1));
  },
});

/** Queues the purge of `day` (default today, UTC: at once); a day already queued is left alone. */
export async function scheduleEventRetention(db: AppDatabase, day?: string): Promise<void> {
  await enqueueDailyRun(db, eventRetentionJob, PURGE_HOUR_UTC, day);
}

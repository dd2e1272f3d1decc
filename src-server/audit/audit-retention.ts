// Retention of the audit trail: entries older than AUDIT_RETENTION_DAYS (default 365) are deleted by a
// daily pg-boss job. The trail's trigger refuses every DELETE except this purge's, which sets
// venue.audit_purge for its own transaction only (migration audit-append-only).
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '../../src-shared/schemas/audit.js';
import { addDays, venueDateSchema } from '../../src-shared/time.js';
import { wholeNumberFromEnv } from '../config/env.js';
import type { AppDatabase } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { enqueueDailyRun } from '../jobs/enqueue-job.js';
import { defineJob } from '../jobs/job-definition.js';

/** `AUDIT_RETENTION_DAYS`: how many days the trail keeps an entry (a whole number, 1 to 36500). */
export function auditRetentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberFromEnv('AUDIT_RETENTION_DAYS', AUDIT_RETENTION_DAYS_DEFAULT, 1, 36_500, env);
}

/** Deletes the entries made more than `days` days before `now`; answers how many went. */
export async function purgeAuditTrail(db: AppDatabase, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('venue.audit_purge', 'on', true)`);
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.occurredAt, cutoff))
      .returning({ id: auditLog.id });
    return gone.length;
  });
}

/** Hour (UTC) the daily purge runs at. */
const PURGE_HOUR_UTC = 3;

export const auditRetentionJob = defineJob({
  name: 'audit-retention.purge',
  payload: z.object({ day: venueDateSchema }),
  retryLimit: 5,
  async run({ day }, ctx) {
    const deleted = await purgeAuditTrail(ctx.db, auditRetentionDaysFromEnv());
    ctx.log.info({ day, deleted }, 'Audit trail entries past their retention deleted');
    // The next day's purge: queued by this one, so the chain survives restarts (pg-boss keeps it).
    await scheduleAuditRetention(ctx.db, addDays(day, 1));
  },
});

/** Queues the purge of `day` (default today, UTC: at once); a day already queued is left alone. */
export async function scheduleAuditRetention(db: AppDatabase, day?: string): Promise<void> {
  await enqueueDailyRun(db, auditRetentionJob, PURGE_HOUR_UTC, day);
}

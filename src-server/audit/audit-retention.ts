// Retention of the audit trail: entries older than AUDIT_RETENTION_DAYS (default 365) are deleted by a
// daily pg-boss job. The trail's trigger refuses every DELETE except this purge's, which sets
// venue.audit_purge for its own transaction only (migration audit-append-only).
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '../../src-shared/schemas/audit.js';
import { addDays, venueDateSchema } from '../../src-shared/time.js';
import type { AppDatabase } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { defineJob } from '../jobs/job-definition.js';

/** `AUDIT_RETENTION_DAYS`: how many days the trail keeps an entry (a whole number, 1 to 36500). */
export function auditRetentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AUDIT_RETENTION_DAYS?.trim();
  if (!raw) return AUDIT_RETENTION_DAYS_DEFAULT;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 36_500)
    throw new Error(`AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500, got "${raw}".`);
  return days;
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

/** The purge of one UTC day has one job id, so a restart or a second API node queues it once. */
function dayJobId(day: string): string {
  const h = createHash('sha256').update(`audit-retention:${day}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
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
  const today = new Date().toISOString().slice(0, 10);
  const target = day ?? today;
  const startAfter = target > today ? new Date(`${target}T0${PURGE_HOUR_UTC}:00:00Z`) : null;
  try {
    await enqueueJob(db, auditRetentionJob, { day: target }, { id: dayJobId(target), startAfter });
  } catch (error) {
    // The day's purge still waits in the outbox (queued by the previous day's run).
    if (!isUniqueViolation(error)) throw error;
  }
}

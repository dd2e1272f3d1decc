// Scheduled report mails on the job queue (issue 33 §3). Each active schedule has its next due
// instant queued (startAfter) under a job id made from (schedule, due instant), so whoever queues it
// — the schedule's create or edit, every API node's start, the previous run — queues one job. The
// run claims (schedule, due instant) in report_deliveries with INSERT … ON CONFLICT DO NOTHING and
// sends only when it took the claim, so two API nodes, a retry or a repeated relay send it once; then
// it queues the next. A job an edit has made stale (another time, switched off, deleted) does nothing.
// The venue settings' reservation summary (venue-summary.ts) is a built-in kind of the same job: its
// times come from the venue settings, its job id from (restaurant, kind, due instant), its claim is a
// report_summary_deliveries row, and the same catch-up and too-late rules apply.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { entityIdSchema } from '../../src-shared/ids.js';
import { REPORT_KEYS, type ReportKey, type ReportPeriod } from '../../src-shared/reports/report-schemas.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { existsWhere } from '../db/where-queries.js';
import { withGroupDefaults, type InternalTermsEmail } from '../../src-shared/schemas/venue-settings.js';
import { instantToVenueLocal, addDays } from '../../src-shared/time.js';
import { jobOutbox, restaurants, roleTypes, userRoles, users, venueSettings } from '../db/schema/index.js';
import { reportDeliveries, reportSchedules, reportSummaryDeliveries } from '../db/schema/reports.js';
import { loadUserAccess, membershipAllows } from '../auth/user-access.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { defineJob, type JobContext } from '../jobs/job-definition.js';
import { renderReportMail, type MailCard, type RenderedReportMail } from './report-mail.js';
import { REPORTS } from './report-registry.js';
import {
  dailyRules,
  isDueInstant,
  isDueOfAny,
  lastDueAtOrBefore,
  lastDueOfAny,
  nextDueAfter,
  nextDueOfAny,
  periodOfDue,
  type ScheduleRule,
} from './report-schedule-due.js';
import { reportScope, runReport } from './report-scope.js';
import { reservationSummary } from './venue-summary.js';
import { renderSummaryMail } from './venue-summary-mail.js';

/**
 * A mail due at most this long ago when its schedule is queued (made, edited, or the server started
 * after an outage or a deploy) still goes out at once.
 */
export const CATCH_UP_MS = 15 * 60_000;
/** A run this late (the queue was down for hours) sends nothing: the next mail comes as usual. */
export const TOO_LATE_MS = 6 * 3_600_000;

type ScheduleRow = typeof reportSchedules.$inferSelect;

/** The stored schedule's rule ('HH:MM:SS' from the time column read as 'HH:MM'). */
export const ruleOf = (row: Pick<ScheduleRow, 'cadence' | 'weekday' | 'sendAt'>): ScheduleRule => ({
  cadence: row.cadence === 'weekly' ? 'weekly' : 'daily',
  weekday: row.weekday,
  sendAt: row.sendAt.slice(0, 5),
});

const payloadSchema = z.object({
  restaurantId: z.number().int().positive(),
  scheduleId: entityIdSchema,
  /** The due instant, ISO. */
  dueAt: z.iso.datetime({ offset: true }),
});
type SchedulePayload = z.infer<typeof payloadSchema>;

/** The built-in summary mails of the venue settings; only the reservation summary sends (see README). */
export const SUMMARY_KINDS = ['reservations'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

const summaryPayloadSchema = z.object({
  restaurantId: z.number().int().positive(),
  summary: z.enum(SUMMARY_KINDS),
  /** The due instant, ISO. */
  dueAt: z.iso.datetime({ offset: true }),
});
type SummaryPayload = z.infer<typeof summaryPayloadSchema>;

/** A UUID (as pg-boss wants job ids) made from `key`. */
function uuidOf(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One job id per (schedule, due instant), a UUID as pg-boss wants it. */
export function scheduleJobId(scheduleId: string, dueAt: Date): string {
  return uuidOf(`report-schedule:${scheduleId}:${dueAt.toISOString()}`);
}

/** One job id per (restaurant, summary kind, due instant). */
export function summaryJobId(restaurantId: number, kind: SummaryKind, dueAt: Date): string {
  return uuidOf(`venue-summary:${restaurantId}:${kind}:${dueAt.toISOString()}`);
}

/** Queues the mail of `dueAt` unless that job is queued already (in the outbox, or pg-boss ignores the id). */
async function queueDue(
  db: DbExecutor,
  restaurantId: number,
  scheduleId: string,
  dueAt: Date,
): Promise<void> {
  const payload = { restaurantId, scheduleId, dueAt: dueAt.toISOString() };
  await queueJob(db, scheduleJobId(scheduleId, dueAt), payload, dueAt);
}

/** Queues the summary mail of `dueAt` (same rule as queueDue). */
async function queueSummaryDue(db: DbExecutor, restaurantId: number, kind: SummaryKind, dueAt: Date) {
  const payload = { restaurantId, summary: kind, dueAt: dueAt.toISOString() };
  await queueJob(db, summaryJobId(restaurantId, kind, dueAt), payload, dueAt);
}

async function queueJob(
  db: DbExecutor,
  id: string,
  payload: SchedulePayload | SummaryPayload,
  dueAt: Date,
): Promise<void> {
  const [waiting] = await db.select({ id: jobOutbox.id }).from(jobOutbox).where(eq(jobOutbox.id, id));
  if (waiting) return;
  try {
    // A savepoint (or a transaction of its own): another node queueing the same id at once only
    // undoes this insert, never the caller's write.
    await db.transaction((sp) => enqueueJob(sp, reportScheduleJob, payload, { id, startAfter: dueAt }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

export interface QueuedSchedule {
  id: string;
  restaurantId: number;
  active: boolean;
  rule: ScheduleRule;
}

/**
 * Queues a schedule's mails as of `now`: the one due in the last CATCH_UP_MS if it has not been
 * sent, and the next one. Inactive schedules queue nothing (their queued jobs find them off).
 */
export async function queueSchedule(
  db: DbExecutor,
  schedule: QueuedSchedule,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  if (!schedule.active) return;
  const last = lastDueAtOrBefore(schedule.rule, timeZone, now);
  if (now.getTime() - last.getTime() <= CATCH_UP_MS) {
    const [sent] = await db
      .select({ id: reportDeliveries.id })
      .from(reportDeliveries)
      .where(and(eq(reportDeliveries.scheduleId, schedule.id), eq(reportDeliveries.dueAt, last)));
    if (!sent) await queueDue(db, schedule.restaurantId, schedule.id, last);
  }
  await queueDue(db, schedule.restaurantId, schedule.id, nextDueAfter(schedule.rule, timeZone, now));
}

/** The due rules of the venue's reservation summary, none while it is off. */
export const summaryRules = (settings: InternalTermsEmail): ScheduleRule[] =>
  settings.reservation_summary_enabled ? dailyRules(settings.reservation_summary_times) : [];

/**
 * Queues the venue's reservation summary as of `now`, as queueSchedule does a schedule: the one due
 * in the last CATCH_UP_MS if not sent, and the next. Off (or no time) queues nothing, and the jobs
 * queued before find it off or at another time and do nothing.
 */
export async function queueVenueSummary(
  db: DbExecutor,
  restaurantId: number,
  settings: InternalTermsEmail,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  const rules = summaryRules(settings);
  if (rules.length === 0) return;
  const kind: SummaryKind = 'reservations';
  const last = lastDueOfAny(rules, timeZone, now);
  if (now.getTime() - last.getTime() <= CATCH_UP_MS) {
    const sent = await existsWhere(
      db,
      reportSummaryDeliveries,
      eq(reportSummaryDeliveries.restaurantId, restaurantId),
      eq(reportSummaryDeliveries.kind, kind),
      eq(reportSummaryDeliveries.dueAt, last),
    );
    if (!sent) await queueSummaryDue(db, restaurantId, kind, last);
  }
  await queueSummaryDue(db, restaurantId, kind, nextDueOfAny(rules, timeZone, now));
}

/**
 * On server start: every active schedule of every restaurant is queued, and every venue's reservation
 * summary that is on (ids already queued are left). Answers how many schedules and summaries.
 */
export async function queueAllSchedules(db: AppDatabase, now = new Date()): Promise<number> {
  const summaries = await db
    .select({
      restaurantId: venueSettings.restaurantId,
      group: venueSettings.internalTermsEmail,
      timeZone: restaurants.timeZone,
    })
    .from(venueSettings)
    .innerJoin(restaurants, eq(restaurants.id, venueSettings.restaurantId))
    .where(sql`(${venueSettings.internalTermsEmail} ->> 'reservation_summary_enabled') = 'true'`);
  for (const { restaurantId, group, timeZone } of summaries)
    await queueVenueSummary(
      db,
      restaurantId,
      withGroupDefaults('internal_terms_email', group),
      timeZone,
      now,
    );
  const rows = await db
    .select({ schedule: reportSchedules, timeZone: restaurants.timeZone })
    .from(reportSchedules)
    .innerJoin(restaurants, eq(restaurants.id, reportSchedules.restaurantId))
    .where(eq(reportSchedules.active, true));
  for (const { schedule, timeZone } of rows)
    await queueSchedule(
      db,
      { id: schedule.id, restaurantId: schedule.restaurantId, active: true, rule: ruleOf(schedule) },
      timeZone,
      now,
    );
  return rows.length + summaries.length;
}

/** Whether the user's role at the restaurant lets them read reports now: a report mail carries the figures. */
export async function mayReadReports(db: DbExecutor, userId: number, restaurantId: number): Promise<boolean> {
  const membership = (await loadUserAccess(db, userId))?.memberships.find(
    (m) => m.restaurantId === restaurantId,
  );
  return membership !== undefined && membershipAllows(membership, 'reports.read');
}

/**
 * The schedule's recipients who are still active staff of its restaurant and may still read reports,
 * with their console role: one who lost the permission since the schedule was saved gets no figures.
 * 'all staff' (a venue summary): every active user of the restaurant whose role may read reports.
 */
async function recipientsOf(db: DbExecutor, restaurantId: number, userIds: readonly number[] | 'all staff') {
  if (userIds !== 'all staff' && userIds.length === 0) return [];
  const staff = await db
    .select({ userId: users.id, email: users.email, roleName: roleTypes.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roleTypes, eq(roleTypes.id, userRoles.roleTypeId))
    .where(
      and(
        eq(userRoles.restaurantId, restaurantId),
        userIds === 'all staff' ? undefined : inArray(userRoles.userId, [...userIds]),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.id);
  const allowed = await Promise.all(staff.map((r) => mayReadReports(db, r.userId, restaurantId)));
  return staff.filter((_, i) => allowed[i]);
}

/**
 * Each chosen report over the period; one that fails says so on its card (its error goes to the log,
 * not to the mail) instead of stopping the mail.
 */
async function mailCards(
  ctx: Pick<JobContext, 'db' | 'log'>,
  restaurantId: number,
  keys: readonly string[],
  period: ReportPeriod,
) {
  const scope = await reportScope(ctx.db, restaurantId, period);
  const cards: MailCard[] = [];
  for (const key of keys.filter((k): k is ReportKey => (REPORT_KEYS as readonly string[]).includes(k))) {
    try {
      cards.push({ report: key, result: await runReport(REPORTS[key], scope) });
    } catch (error) {
      ctx.log.warn(
        { err: error, report: key, restaurantId },
        'A report of a report mail could not be computed',
      );
      cards.push({ report: key, error: 'This report could not be computed for this mail.' });
    }
  }
  return { cards, previous: scope.previous };
}

export type ScheduledRunOutcome = 'sent' | 'already-sent' | 'stale' | 'too-late';

/** One due mail's run from its queued payload (a schedule's report mail, a venue's summary). */
type DueMailRun<Payload> = (
  ctx: Pick<JobContext, 'db' | 'mailer' | 'consoleUrl' | 'log'>,
  payload: Payload,
  now?: Date,
) => Promise<ScheduledRunOutcome>;

/**
 * The next mail is queued first, so a run that fails for good still leaves it queued; then whether
 * this one is too late to send (more than TOO_LATE_MS past due), the skip logged with `fields`.
 */
async function queueNextThenTooLate(
  ctx: Pick<JobContext, 'log'>,
  due: { at: Date; now: Date; fields: Record<string, unknown>; skipped: string },
  queueNext: (from: Date) => Promise<unknown>,
): Promise<boolean> {
  await queueNext(due.at > due.now ? due.at : due.now);
  if (due.now.getTime() - due.at.getTime() <= TOO_LATE_MS) return false;
  ctx.log.warn(due.fields, due.skipped);
  return true;
}

type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

/** The console's Reports screen for a recipient (their restaurant and role). */
const reportsUrlOf = (consoleUrl: string, slug: string, roleName: string) =>
  `${consoleUrl}/${encodeURIComponent(slug)}/${encodeURIComponent(roleName)}/report`;

/**
 * Mails each recipient their copy under the delivery claim `claimId` of `deliveries`, one Message-ID
 * per (claim, recipient), then marks the claim sent. Not sent: the claim goes so the retry can take
 * it (a recipient already sent to is not mailed twice by the file mailbox, and SMTP carries the same
 * Message-ID), and the error is thrown on.
 */
async function sendClaimed(
  ctx: Pick<JobContext, 'db' | 'mailer'>,
  deliveries: typeof reportDeliveries | typeof reportSummaryDeliveries,
  claimId: string,
  recipients: readonly Recipient[],
  render: (recipient: Recipient) => Promise<RenderedReportMail>,
): Promise<void> {
  try {
    for (const recipient of recipients) {
      const mail = await render(recipient);
      await ctx.mailer.send({ ...mail, to: recipient.email, id: `${claimId}-${recipient.userId}` });
    }
  } catch (error: unknown) {
    await ctx.db.delete(deliveries).where(eq(deliveries.id, claimId));
    throw error;
  }
  await ctx.db
    .update(deliveries)
    .set({ sentAt: sql`now()` })
    .where(eq(deliveries.id, claimId));
}

/** One due mail of one schedule: claimed, then sent to each recipient; the next one is queued first. */
export const runScheduledReport: DueMailRun<SchedulePayload> = async (ctx, payload, now = new Date()) => {
  const { db } = ctx;
  const dueAt = new Date(payload.dueAt);
  const [found] = await db
    .select({ schedule: reportSchedules, restaurant: restaurants })
    .from(reportSchedules)
    .innerJoin(restaurants, eq(restaurants.id, reportSchedules.restaurantId))
    .where(
      and(eq(reportSchedules.id, payload.scheduleId), eq(reportSchedules.restaurantId, payload.restaurantId)),
    );
  if (!found) return 'stale';
  const { schedule, restaurant } = found;
  const rule = ruleOf(schedule);
  // Switched off, or moved to another time since this was queued: that edit queued its own.
  if (!schedule.active || !isDueInstant(rule, restaurant.timeZone, dueAt)) return 'stale';
  const late = await queueNextThenTooLate(
    ctx,
    {
      at: dueAt,
      now,
      fields: { scheduleId: schedule.id, dueAt: payload.dueAt },
      skipped: 'Report mail skipped: too late',
    },
    (from) => queueDue(db, schedule.restaurantId, schedule.id, nextDueAfter(rule, restaurant.timeZone, from)),
  );
  if (late) return 'too-late';

  const period = periodOfDue(rule, restaurant.timeZone, dueAt);
  const { cards, previous } = await mailCards(ctx, restaurant.id, schedule.reports, period);
  const recipients = await recipientsOf(db, restaurant.id, schedule.recipientUserIds);

  const [claim] = await db
    .insert(reportDeliveries)
    .values({ restaurantId: restaurant.id, scheduleId: schedule.id, dueAt, recipients: recipients.length })
    .onConflictDoNothing({ target: [reportDeliveries.scheduleId, reportDeliveries.dueAt] })
    .returning({ id: reportDeliveries.id });
  if (!claim) return 'already-sent';
  await sendClaimed(ctx, reportDeliveries, claim.id, recipients, (recipient) =>
    renderReportMail({
      restaurantName: restaurant.name,
      scheduleName: schedule.name,
      period,
      previous,
      cards,
      reportsUrl: reportsUrlOf(ctx.consoleUrl, restaurant.slug, recipient.roleName),
    }),
  );
  ctx.log.info(
    { scheduleId: schedule.id, dueAt: payload.dueAt, recipients: recipients.length },
    'Report mail sent',
  );
  return 'sent';
};

/** The report cards of a reservation summary: yesterday's covers and no-shows. */
export const SUMMARY_CARDS: readonly ReportKey[] = ['covers', 'leadTimes'];

/**
 * One due reservation summary of one venue: the same steps as runScheduledReport, with the times
 * read from the venue settings at run time (off, or no longer one of its times: stale) and the mail
 * going to every active user of the restaurant whose role may read reports.
 */
export const runVenueSummary: DueMailRun<SummaryPayload> = async (ctx, payload, now = new Date()) => {
  const { db } = ctx;
  const dueAt = new Date(payload.dueAt);
  const kind = payload.summary;
  const [found] = await db
    .select({ restaurant: restaurants, group: venueSettings.internalTermsEmail })
    .from(restaurants)
    .leftJoin(venueSettings, eq(venueSettings.restaurantId, restaurants.id))
    .where(eq(restaurants.id, payload.restaurantId));
  if (!found) return 'stale';
  const { restaurant } = found;
  const rules = summaryRules(withGroupDefaults('internal_terms_email', found.group));
  // Switched off, or its times changed since this was queued: that save queued its own.
  if (rules.length === 0 || !isDueOfAny(rules, restaurant.timeZone, dueAt)) return 'stale';
  const late = await queueNextThenTooLate(
    ctx,
    {
      at: dueAt,
      now,
      fields: { restaurantId: restaurant.id, kind, dueAt: payload.dueAt },
      skipped: 'Summary mail skipped: too late',
    },
    (from) => queueSummaryDue(db, restaurant.id, kind, nextDueOfAny(rules, restaurant.timeZone, from)),
  );
  if (late) return 'too-late';

  const local = instantToVenueLocal(dueAt, restaurant.timeZone);
  const yesterday = addDays(local.date, -1);
  const period = { from: yesterday, to: yesterday };
  const summary = await reservationSummary(db, restaurant.id, local.date, dueAt);
  const { cards, previous } = await mailCards(ctx, restaurant.id, SUMMARY_CARDS, period);
  const recipients = await recipientsOf(db, restaurant.id, 'all staff');

  const [claim] = await db
    .insert(reportSummaryDeliveries)
    .values({ restaurantId: restaurant.id, kind, dueAt, recipients: recipients.length })
    .onConflictDoNothing({
      target: [
        reportSummaryDeliveries.restaurantId,
        reportSummaryDeliveries.kind,
        reportSummaryDeliveries.dueAt,
      ],
    })
    .returning({ id: reportSummaryDeliveries.id });
  if (!claim) return 'already-sent';
  await sendClaimed(ctx, reportSummaryDeliveries, claim.id, recipients, (recipient) =>
    renderSummaryMail({
      restaurantName: restaurant.name,
      timeZone: restaurant.timeZone,
      date: local.date,
      from: local.time,
      summary,
      cards,
      period,
      previous,
      reportsUrl: reportsUrlOf(ctx.consoleUrl, restaurant.slug, recipient.roleName),
    }),
  );
  ctx.log.info(
    { restaurantId: restaurant.id, kind, dueAt: payload.dueAt, recipients: recipients.length },
    'Summary mail sent',
  );
  return 'sent';
};

export const reportScheduleJob = defineJob({
  name: 'report-schedule.send',
  // A report schedule's mail, or a venue's built-in summary mail.
  payload: z.union([payloadSchema, summaryPayloadSchema]),
  retryLimit: 5,
  async run(payload, ctx) {
    if ('summary' in payload) await runVenueSummary(ctx, payload);
    else await runScheduledReport(ctx, payload);
  },
});

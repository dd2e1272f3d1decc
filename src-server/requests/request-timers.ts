// The timers of guest requests (issue 30 §2) on the job queue: the assignee is reminded by mail
// once before the response target, and a reservation request not answered within 72 hours expires
// (closed, a system entry, the guest told politely once by the guest message job). Each job is
// queued in the transaction that opens (or re-times) the request, under an id made from the request
// and its target, so whoever queues it queues one job; a run whose request moved on does nothing.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { entityIdSchema } from '../../src-shared/ids.js';
import { OPEN_STATES, RESERVATION_REQUEST_EXPIRY_HOURS } from '../../src-shared/requests/request-entity.js';
import { formatDisplayInstant } from '../../src-shared/dates.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { guestRequests, restaurants, users } from '../db/schema/index.js';
import { isUniqueViolation } from '../http/db-errors.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { defineJob, type JobContext } from '../jobs/job-definition.js';
import { sendGuestMessageJob } from '../messaging/guest-message-job.js';
import { insertRequestMessage } from '../messaging/request-message.js';
import { notify } from '../notifications/notify.js';
import { addEntry, notificationTypeOf, type RequestRow } from './request-store.js';
import { republishRequests } from './request-feed.js';

const HOUR_MS = 3_600_000;

/** A UUID made from a text, as pg-boss wants job ids. */
function jobIdOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The reminder goes out when two thirds of the window are gone (8 hours before a 24-hour target). */
export const reminderAt = (createdAt: Date, dueAt: Date) =>
  new Date(dueAt.getTime() - (dueAt.getTime() - createdAt.getTime()) / 3);

export const expiresAt = (createdAt: Date) =>
  new Date(createdAt.getTime() + RESERVATION_REQUEST_EXPIRY_HOURS * HOUR_MS);

/** Queues a job unless one of that id is queued (a savepoint, so a twin only undoes its own insert). */
async function queueOnce<P extends z.ZodType>(
  db: DbExecutor,
  job: Parameters<typeof enqueueJob<P>>[1],
  payload: z.input<P>,
  id: string,
  startAfter: Date,
) {
  try {
    await db.transaction((sp) => enqueueJob(sp, job, payload, { id, startAfter }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Queues the timers of a request just opened or re-timed, in the caller's transaction. */
export async function queueRequestTimers(db: DbExecutor, row: RequestRow): Promise<void> {
  const reminder = { restaurantId: row.restaurantId, requestId: row.id, dueAt: row.dueAt.toISOString() };
  await queueOnce(
    db,
    requestReminderJob,
    reminder,
    jobIdOf(`request-reminder:${row.id}:${reminder.dueAt}`),
    reminderAt(row.createdAt, row.dueAt),
  );
  if (row.kind === 'reservation')
    await queueOnce(
      db,
      requestExpiryJob,
      { restaurantId: row.restaurantId, requestId: row.id },
      jobIdOf(`request-expiry:${row.id}`),
      expiresAt(row.createdAt),
    );
}

const reminderPayload = z.object({
  restaurantId: z.number().int().positive(),
  requestId: entityIdSchema,
  dueAt: z.iso.datetime({ offset: true }),
});

type Ctx = Pick<JobContext, 'db' | 'mailer' | 'consoleUrl'>;

/**
 * Mails the assignee of an open request whose target is still the one the job was queued for,
 * once: the mail's id is the request's and target's (the mailbox and SMTP keep one), and
 * `reminded_at` is set after it went. Answers what it did.
 */
export async function runRequestReminder(
  ctx: Ctx,
  p: z.infer<typeof reminderPayload>,
): Promise<'sent' | 'stale' | 'unassigned'> {
  const [found] = await ctx.db
    .select({
      row: guestRequests,
      email: users.email,
      staff: users.firstName,
      venue: restaurants.name,
      zone: restaurants.timeZone,
    })
    .from(guestRequests)
    .innerJoin(restaurants, eq(restaurants.id, guestRequests.restaurantId))
    .leftJoin(users, and(eq(users.id, guestRequests.assignedUserId), eq(users.isActive, true)))
    .where(and(eq(guestRequests.restaurantId, p.restaurantId), eq(guestRequests.id, p.requestId)));
  if (
    !found ||
    !OPEN_STATES.includes(found.row.state as (typeof OPEN_STATES)[number]) ||
    found.row.dueAt.toISOString() !== new Date(p.dueAt).toISOString() ||
    found.row.remindedAt !== null
  )
    return 'stale';
  const r = found.row;
  const guest = `${r.firstName} ${r.lastName}`.trim() || 'a guest';
  // The notification centre: the assignee, or every staff member who may see requests when none is.
  await notify(ctx.db, {
    restaurantId: r.restaurantId,
    kind: 'request_near_target',
    type: notificationTypeOf(r.kind),
    clientname: guest,
    quote: `The ${r.kind} request is due ${formatDisplayInstant(r.dueAt, found.zone)} (venue time)`,
    subject: { type: 'request', id: r.id },
    ...(r.assignedUserId !== null ? { userIds: [r.assignedUserId] } : {}),
    dedupeKey: `near:${r.id}:${p.dueAt}`,
  });
  if (!found.email) return 'unassigned';
  await ctx.mailer.send({
    id: jobIdOf(`request-reminder-mail:${r.id}:${p.dueAt}`),
    to: found.email,
    subject: `Request from ${guest} due ${formatDisplayInstant(r.dueAt, found.zone)}`,
    text: [
      `Hello ${found.staff ?? ''},`.trim(),
      '',
      `The ${r.kind} request from ${guest} at ${found.venue} assigned to you has not been answered yet.`,
      `Its response target is ${formatDisplayInstant(r.dueAt, found.zone)} (venue time).`,
      '',
      `Open it in the console: ${ctx.consoleUrl}/requests`,
    ].join('\n'),
  });
  await ctx.db
    .update(guestRequests)
    .set({ remindedAt: new Date() })
    .where(and(eq(guestRequests.id, r.id), isNull(guestRequests.remindedAt)));
  return 'sent';
}

export const requestReminderJob = defineJob({
  name: 'guest-request.remind',
  payload: reminderPayload,
  async run(payload, ctx) {
    await runRequestReminder(ctx, payload);
  },
});

const expiryPayload = z.object({ restaurantId: z.number().int().positive(), requestId: entityIdSchema });

const EXPIRY_TEXT = {
  en: (venue: string, when: string) =>
    `Thank you for your booking request for ${when}. We are sorry that we could not answer it in time, so it has lapsed and nothing is held for you. You are welcome to book again or to contact ${venue} directly.`,
  fr: (venue: string, when: string) =>
    `Merci pour votre demande de réservation pour le ${when}. Nous sommes désolés de ne pas avoir pu y répondre à temps : elle a expiré et rien n’est retenu pour vous. N’hésitez pas à réserver de nouveau ou à contacter ${venue} directement.`,
};

/**
 * Expires a reservation request still unanswered 72 hours after it came: closed with a system entry,
 * and the guest told once (the state change is the claim, so a second run finds it closed).
 */
export async function runRequestExpiry(
  db: AppDatabase,
  p: z.infer<typeof expiryPayload>,
  now = new Date(),
): Promise<'expired' | 'stale'> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - RESERVATION_REQUEST_EXPIRY_HOURS * HOUR_MS);
    const [row] = await tx
      .update(guestRequests)
      .set({ state: 'closed', closedAt: now, updatedAt: now })
      .where(
        and(
          eq(guestRequests.restaurantId, p.restaurantId),
          eq(guestRequests.id, p.requestId),
          eq(guestRequests.kind, 'reservation'),
          inArray(guestRequests.state, [...OPEN_STATES]),
          lte(guestRequests.createdAt, cutoff),
        ),
      )
      .returning();
    if (!row) return 'stale';
    await addEntry(tx, row, {
      author: 'system',
      body: `Expired: not answered within ${RESERVATION_REQUEST_EXPIRY_HOURS} hours; closed and the guest told`,
      at: now,
    });
    const [venue] = await tx
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, row.restaurantId));
    const lang = row.language === 'fr' ? 'fr' : 'en';
    const when = `${row.date ?? ''} ${row.time ?? ''}`.trim();
    const channel = row.email.trim() !== '' ? 'email' : row.mobileNumber.trim() !== '' ? 'sms' : null;
    const entryId = await addEntry(tx, row, {
      author: 'system',
      body: EXPIRY_TEXT[lang](venue?.name ?? '', when),
      channel,
      at: new Date(now.getTime() + 1),
    });
    if (channel) {
      const messageId = await insertRequestMessage(tx, {
        restaurantId: row.restaurantId,
        reservationId: row.reservationId,
        entryId,
        kind: 'request_expired',
        channel,
        recipient: channel === 'email' ? row.email.trim() : row.mobileNumber.trim(),
      });
      await enqueueJob(tx, sendGuestMessageJob, { messageId });
    }
    return 'expired';
  });
}

export const requestExpiryJob = defineJob({
  name: 'guest-request.expire',
  payload: expiryPayload,
  async run(payload, ctx) {
    // The closed request reaches the terminals' mirrors (it was written in a plain transaction).
    if ((await runRequestExpiry(ctx.db, payload)) === 'expired')
      await republishRequests(ctx.db, payload.restaurantId, [payload.requestId], ctx.changes);
  },
});

/** Re-times the open requests of a venue after its targets changed (their reminders follow). */
export async function retimeOpenRequests(
  db: DbExecutor,
  restaurantId: number,
  hours: Readonly<Record<string, number>>,
): Promise<string[]> {
  const retimed: string[] = [];
  for (const [kind, h] of Object.entries(hours)) {
    const rows = await db
      .update(guestRequests)
      .set({ dueAt: sql`${guestRequests.createdAt} + make_interval(hours => ${h}::int)`, remindedAt: null })
      .where(
        and(
          eq(guestRequests.restaurantId, restaurantId),
          eq(guestRequests.kind, kind),
          inArray(guestRequests.state, [...OPEN_STATES]),
        ),
      )
      .returning();
    for (const row of rows) await queueRequestTimers(db, row);
    retimed.push(...rows.map((row) => row.id));
  }
  return retimed;
}

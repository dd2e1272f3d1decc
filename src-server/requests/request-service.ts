// What staff do to a guest request, each one write in the tenant transaction (route.write): take
// one by phone, move its state, assign it, reply (a thread entry whose message the guest message job
// sends), approve it (a reservation request is booked through the booking path, where the
// exclusion constraint decides a race for the last table), and set the venue's response targets.
import { eq, sql } from 'drizzle-orm';
import {
  canMove,
  REQUEST_KINDS,
  REQUEST_STATES,
  type CreateRequest,
  type RequestKind,
  type RequestState,
} from '../../src-shared/requests/request-entity.js';
import { createReservationSchema } from '../../src-shared/schemas/reservation.js';
import { guestRequests, guestRequestTargets } from '../db/schema/index.js';
import { conflict, HttpError } from '../http/http-error.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { sendGuestMessageJob } from '../messaging/guest-message-job.js';
import { insertRequestMessage } from '../messaging/request-message.js';
import { availableTables } from '../reservations/availability-service.js';
import { createReservation } from '../reservations/reservation-service.js';
import { fieldError } from '../resources/drizzle-crud.js';
import type { DomainWrite, TenantWrite, WriteContext } from '../sync/write-context.js';
import {
  replyRecipient,
  replyRefusal,
  stateMoveRefusal,
  STATE_WORDS,
} from '../../src-shared/requests/request-offline.js';
import { recordRequest, recordRequests } from './request-feed.js';
import {
  addEntry,
  assertStaffMember,
  lockRequest,
  openRequest,
  targetHours,
  type RequestRow,
} from './request-store.js';
import { queueRequestTimers, retimeOpenRequests } from './request-timers.js';

const stateOf = (row: RequestRow): RequestState =>
  (REQUEST_STATES as readonly string[]).includes(row.state) ? (row.state as RequestState) : 'new';

const userIdOf = (ctx: WriteContext) => ctx.audit?.userId ?? null;
const kindOf = (row: RequestRow): RequestKind =>
  (REQUEST_KINDS as readonly string[]).includes(row.kind) ? (row.kind as RequestKind) : 'enquiry';

/**
 * The request locked for a move to `to`, by the states' rule for `kind` (the request's own unless
 * given): a move the rule refuses is a 409 with its reason.
 */
async function lockedForMove(write: TenantWrite, id: string, to: RequestState, kind?: RequestKind) {
  const row = await lockRequest(write.tx, write.restaurantId, id);
  const from = stateOf(row);
  const refusal = stateMoveRefusal({ state: from, kind: kind ?? kindOf(row) }, to);
  if (refusal) throw conflict(refusal.reason);
  return { row, from };
}

/** The request's new view in the feed (every terminal's mirror), then its id: how each write ends. */
async function recordedId(write: TenantWrite, id: string) {
  await recordRequest(write, id);
  return { id };
}

/** Writes the new state with its dates (answered_at on the first answer, closed_at on closing). */
async function moveTo(
  tx: DbTx,
  row: RequestRow,
  to: RequestState,
  now: Date,
  extra: Partial<RequestRow> = {},
) {
  const answered = to === 'answered' || to === 'approved' || to === 'declined';
  await tx
    .update(guestRequests)
    .set({
      state: to,
      updatedAt: now,
      ...(answered && row.answeredAt === null ? { answeredAt: now } : {}),
      ...(to === 'closed' ? { closedAt: now } : {}),
      ...extra,
    })
    .where(eq(guestRequests.id, row.id));
}
type DbTx = Parameters<DomainWrite<unknown, unknown>>[0]['tx'];

/** A request staff take by phone; its timers are queued with it. */
export const takeRequest: DomainWrite<CreateRequest, { id: string }> = async (write, ctx, input) => {
  const takenBy = { userId: userIdOf(ctx) ?? 0, name: ctx.actorName };
  const row = await openRequest(write, ctx, {
    restaurantId: write.restaurantId,
    input,
    source: 'phone',
    now: new Date(),
    ...(takenBy.userId ? { takenBy } : {}),
  });
  await queueRequestTimers(write.tx, row);
  await recordRequest(write, row.id);
  return { id: row.id };
};

export const setRequestState: DomainWrite<{ id: string; state: RequestState }, { id: string }> = async (
  write,
  ctx,
  { id, state },
) => {
  // The rule the terminal applies to a move made offline (request-offline.ts).
  const { row, from } = await lockedForMove(write, id, state);
  const now = new Date();
  await moveTo(write.tx, row, state, now);
  await addEntry(write.tx, row, {
    author: 'system',
    body: `${STATE_WORDS[from]} → ${STATE_WORDS[state]} by ${ctx.actorName}`,
    userId: userIdOf(ctx),
    at: now,
  });
  return recordedId(write, id);
};

export const assignRequest: DomainWrite<{ id: string; userId: number | null }, { id: string }> = async (
  write,
  ctx,
  { id, userId },
) => {
  const row = await lockRequest(write.tx, write.restaurantId, id);
  if (userId !== null) await assertStaffMember(write.tx, write.restaurantId, userId, 'assigned_user_id');
  const now = new Date();
  await write.tx
    .update(guestRequests)
    .set({ assignedUserId: userId, remindedAt: null, updatedAt: now })
    .where(eq(guestRequests.id, row.id));
  await addEntry(write.tx, row, {
    author: 'system',
    body:
      userId === null
        ? `Unassigned by ${ctx.actorName}`
        : `Assigned to staff member ${userId} by ${ctx.actorName}`,
    userId: userIdOf(ctx),
    at: now,
  });
  return recordedId(write, id);
};

export const replyToRequest: DomainWrite<
  { id: string; body: string; channel: 'email' | 'sms' | 'note' },
  { id: string }
> = async (write, ctx, { id, body, channel }) => {
  const row = await lockRequest(write.tx, write.restaurantId, id);
  const from = stateOf(row);
  // The rule the terminal applies to a reply made offline (request-offline.ts).
  const refusal = replyRefusal({ state: from, email: row.email, mobileNumber: row.mobileNumber }, channel);
  if (refusal?.field === 'channel') throw fieldError('channel', refusal.reason);
  if (refusal) throw conflict(refusal.reason);
  const recipient = replyRecipient(row, channel);
  const now = new Date();
  const entryId = await addEntry(write.tx, row, {
    author: 'staff',
    name: ctx.actorName,
    userId: userIdOf(ctx),
    body,
    channel: channel === 'note' ? null : channel,
    at: now,
  });
  if (channel === 'note') return recordedId(write, id);
  const messageId = await insertRequestMessage(write.tx, {
    restaurantId: write.restaurantId,
    reservationId: row.reservationId,
    entryId,
    kind: 'request_reply',
    channel,
    recipient,
  });
  await enqueueJob(write.tx, sendGuestMessageJob, { messageId });
  if (canMove(from, 'answered') && (from === 'new' || from === 'in_progress'))
    await moveTo(write.tx, row, 'answered', now);
  return recordedId(write, id);
};

/**
 * Approves a request. A reservation request is booked through createReservation in this same
 * transaction (the tables given, or the engine's suggestion): a table taken meanwhile is refused by
 * the exclusion constraint (409), and the request stays as it was.
 */
export const approveRequest: DomainWrite<{ id: string; tableIds: string[] }, { id: string }> = async (
  write,
  ctx,
  { id, tableIds },
) => {
  // Approving is its own call: only the states' rule applies here (the kind's is for setState).
  const { row } = await lockedForMove(write, id, 'approved', 'enquiry');
  const now = new Date();
  if (row.kind !== 'reservation') {
    await moveTo(write.tx, row, 'approved', now);
    await addEntry(write.tx, row, {
      author: 'system',
      body: `Approved by ${ctx.actorName}`,
      userId: userIdOf(ctx),
      at: now,
    });
    return recordedId(write, id);
  }
  if (row.date === null || row.time === null || row.party === null)
    throw conflict('This reservation request has no date, time and party to book');
  let chosen = { table_ids: tableIds, table_combination_id: null as string | null };
  if (tableIds.length === 0) {
    const fit = await availableTables(
      { db: write.tx, restaurantId: write.restaurantId },
      { date: row.date, time: row.time, guest_count: row.party },
    );
    if (!fit.suggestion || fit.suggestion.table_ids.length === 0)
      throw conflict(`No table is free for ${row.party} at ${row.time} on ${row.date}`);
    chosen = {
      table_ids: fit.suggestion.table_ids,
      table_combination_id: fit.suggestion.table_combination_id,
    };
  }
  const args = createReservationSchema.safeParse({
    first_name: row.firstName || 'Guest',
    last_name: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    date: row.date,
    time: row.time,
    guest_count: row.party,
    client_id: row.clientId,
    source: row.source === 'widget' || row.source === 'guest_link' ? 'widget' : 'phone',
    ...chosen,
  });
  if (!args.success)
    throw new HttpError(422, args.error.issues[0]?.message ?? 'The request cannot be booked');
  const booking = await createReservation(write, ctx, args.data);
  await moveTo(write.tx, row, 'approved', now, {
    reservationId: booking.id,
    clientId: booking.client_id ?? row.clientId,
  });
  await addEntry(write.tx, row, {
    author: 'system',
    body: `Approved and booked by ${ctx.actorName}: ${row.party} on ${row.date} at ${row.time}${booking.table_number ? `, ${booking.table_number}` : ''}`,
    userId: userIdOf(ctx),
    at: now,
  });
  return recordedId(write, id);
};

/** Sets some kinds' targets; the venue's open requests of those kinds are re-timed. */
export const setRequestTargets: DomainWrite<
  Partial<Record<RequestKind, number | undefined>>,
  Record<RequestKind, number>
> = async (write, _ctx, body) => {
  const set = Object.entries(body).filter((e): e is [RequestKind, number] => e[1] !== undefined);
  for (const [kind, hours] of set)
    await write.tx
      .insert(guestRequestTargets)
      .values({ restaurantId: write.restaurantId, kind, hours })
      .onConflictDoUpdate({
        target: [guestRequestTargets.restaurantId, guestRequestTargets.kind],
        set: { hours: sql`excluded.hours` },
      });
  const retimed = await retimeOpenRequests(write.tx, write.restaurantId, Object.fromEntries(set));
  await recordRequests(write, retimed);
  return targetHours(write.tx, write.restaurantId);
};

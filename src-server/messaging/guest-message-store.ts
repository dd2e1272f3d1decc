// The guest_messages rows through their life: claimed by one send attempt at a time, then sent,
// back to pending (to be retried), failed or skipped. Staff read them per reservation.
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { GuestMessage } from '../../src-shared/messaging/template-types.js';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
} from '../../src-shared/messaging/template-types.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { countWhere, firstWhere } from '../db/where-queries.js';
import { guestMessages } from '../db/schema/index.js';

export type GuestMessageRow = typeof guestMessages.$inferSelect;

/** How long one attempt owns a message; longer than a send can take, shorter than a retry's wait. */
const CLAIM_SECONDS = 90;

/**
 * Takes the message for one send attempt. Null when it is not to be sent (already sent, failed or
 * skipped, or deleted with its booking); throws while another attempt holds it, so this job
 * retries later rather than sending twice.
 */
export async function claimMessage(db: DbExecutor, id: string): Promise<GuestMessageRow | null> {
  const [claimed] = await db
    .update(guestMessages)
    .set({
      status: 'sending',
      attempts: sql`${guestMessages.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(guestMessages.id, id),
        or(
          eq(guestMessages.status, 'pending'),
          and(eq(guestMessages.status, 'sending'), lt(guestMessages.claimedUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [row] = await db
    .select({ status: guestMessages.status })
    .from(guestMessages)
    .where(eq(guestMessages.id, id));
  if (row?.status === 'sending') throw new Error(`Message ${id} is being sent by another attempt`);
  return null;
}

export async function markSent(db: DbExecutor, id: string, subject: string): Promise<void> {
  await db
    .update(guestMessages)
    .set({
      status: 'sent',
      subject,
      sentAt: new Date(),
      lastError: null,
      claimedUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(guestMessages.id, id));
}

/** A failed attempt that will be retried: pending again, with the reason staff see meanwhile. */
export async function markRetrying(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(guestMessages)
    .set({ status: 'pending', lastError: error, claimedUntil: null, updatedAt: new Date() })
    .where(and(eq(guestMessages.id, id), eq(guestMessages.status, 'sending')));
}

/** Given up: retries exhausted or refused for good. A sent message stays sent. */
/** Marks a message failed; answers the request thread entry it answers, if any (its thread shows it). */
export async function markFailed(db: DbExecutor, id: string, error: string): Promise<string | null> {
  const [row] = await db
    .update(guestMessages)
    .set({ status: 'failed', lastError: error, claimedUntil: null, updatedAt: new Date() })
    .where(and(eq(guestMessages.id, id), inArray(guestMessages.status, ['pending', 'sending'])))
    .returning({ entryId: guestMessages.requestEntryId });
  return row?.entryId ?? null;
}

/** Messages sent to `recipient` (any case, any venue) in the last 24 hours. */
export async function sentToRecently(db: DbExecutor, recipient: string): Promise<number> {
  return countWhere(
    db,
    guestMessages,
    sql`lower(${guestMessages.recipient}) = ${recipient.trim().toLowerCase()}`,
    eq(guestMessages.status, 'sent'),
    gt(guestMessages.sentAt, sql`now() - interval '24 hours'`),
  );
}

export async function markSkipped(db: DbExecutor, id: string, reason: string): Promise<void> {
  await db
    .update(guestMessages)
    .set({ status: 'skipped', lastError: reason, claimedUntil: null, updatedAt: new Date() })
    .where(eq(guestMessages.id, id));
}

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The API shape; an attempt in flight reads as pending (it is not sent until the channel accepted it). */
export function guestMessageView(row: GuestMessageRow): GuestMessage {
  return {
    id: row.id,
    reservation_id: row.reservationId ?? '',
    kind: pick(MESSAGE_KINDS, row.kind, 'confirmation'),
    channel: pick(MESSAGE_CHANNELS, row.channel, 'email'),
    recipient: row.recipient,
    status: pick(MESSAGE_STATUSES, row.status === 'sending' ? 'pending' : row.status, 'pending'),
    attempts: row.attempts,
    last_error: row.lastError,
    subject: row.subject,
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function messagesOfReservation(
  db: DbExecutor,
  restaurantId: number,
  reservationId: string,
): Promise<GuestMessage[]> {
  const rows = await db
    .select()
    .from(guestMessages)
    .where(and(eq(guestMessages.restaurantId, restaurantId), eq(guestMessages.reservationId, reservationId)))
    .orderBy(asc(guestMessages.createdAt), asc(guestMessages.id));
  return rows.map(guestMessageView);
}

/**
 * A message sent again: a new row (its own id, so the mailbox and SMTP see a new message) of the
 * same kind and channel to `recipient`, due now. The original keeps its own status and history.
 */
export async function insertResendCopy(
  db: DbExecutor,
  original: GuestMessageRow,
  recipient: string,
  bookingSlot: string,
): Promise<GuestMessageRow> {
  const id = uuidv7();
  const [row] = await db
    .insert(guestMessages)
    .values({
      id,
      restaurantId: original.restaurantId,
      reservationId: original.reservationId,
      kind: original.kind,
      channel: original.channel,
      recipient,
      dedupeKey: `resend:${original.id}:${id}`,
      bookingSlot,
      scheduledFor: null,
    })
    .returning();
  if (!row) throw new Error(`Message ${original.id} could not be copied to be sent again`);
  return row;
}

export async function findMessage(
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<GuestMessageRow | null> {
  return (
    (await firstWhere(
      db,
      guestMessages,
      eq(guestMessages.id, id),
      eq(guestMessages.restaurantId, restaurantId),
    )) ?? null
  );
}

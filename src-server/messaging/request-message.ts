// A message to a guest about their request (a staff reply, or the note that an unanswered
// reservation request expired): a guest_messages row carrying the thread entry it delivers, sent by
// the guest message job like every guest message (claim, per-recipient limit, retries, dead letter),
// so the entry's delivery is the row's status and is never "sent" before the channel took it.
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { guestMessages, guestRequestEntries, guestRequests, restaurants } from '../db/schema/index.js';
import type { JobContext } from '../jobs/job-definition.js';
import type { GuestMessageRow } from './guest-message-store.js';
import { NotSent } from './send-failure.js';

/** The kinds of guest_messages rows that carry a request's thread entry. */
export const REQUEST_MESSAGE_KINDS = ['request_reply', 'request_expired'] as const;
export type RequestMessageKind = (typeof REQUEST_MESSAGE_KINDS)[number];

/** Inserts the message of a thread entry (in the caller's transaction); the caller queues its job. */
export async function insertRequestMessage(
  db: DbExecutor,
  m: {
    restaurantId: number;
    reservationId: string | null;
    entryId: string;
    kind: RequestMessageKind;
    channel: 'email' | 'sms';
    recipient: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(guestMessages)
    .values({
      id: uuidv7(),
      restaurantId: m.restaurantId,
      reservationId: m.reservationId,
      requestEntryId: m.entryId,
      kind: m.kind,
      channel: m.channel,
      recipient: m.recipient,
      dedupeKey: `request:${m.entryId}`,
    })
    .returning({ id: guestMessages.id });
  if (!row) throw new Error(`The message of thread entry ${m.entryId} was not stored`);
  return row.id;
}

const SUBJECTS = {
  en: { request_reply: 'Your request to {venue}', request_expired: 'Your booking request to {venue}' },
  fr: {
    request_reply: 'Votre demande à {venue}',
    request_expired: 'Votre demande de réservation à {venue}',
  },
} as const;

/**
 * Sends a request message; answers the subject sent (SMS: ''), or null when its entry or request
 * is gone (the job then marks it skipped).
 */
export async function deliverRequestMessage(
  ctx: JobContext,
  message: GuestMessageRow,
): Promise<string | null> {
  if (!message.requestEntryId) return null;
  const [found] = await ctx.db
    .select({
      body: guestRequestEntries.body,
      language: guestRequests.language,
      firstName: guestRequests.firstName,
      venue: restaurants.name,
    })
    .from(guestRequestEntries)
    .innerJoin(guestRequests, eq(guestRequests.id, guestRequestEntries.requestId))
    .innerJoin(restaurants, eq(restaurants.id, guestRequests.restaurantId))
    .where(
      and(
        eq(guestRequestEntries.id, message.requestEntryId),
        eq(guestRequestEntries.restaurantId, message.restaurantId),
      ),
    );
  if (!found) return null;
  // Staff wrote it (or the system did): sent as written, addresses and links included.
  const text = found.body;
  if (message.channel === 'sms') {
    await ctx.sms.send({ id: message.id, to: message.recipient, text: `${found.venue}: ${text}` });
    return '';
  }
  const lang = found.language === 'fr' ? 'fr' : 'en';
  const kind = message.kind === 'request_expired' ? 'request_expired' : 'request_reply';
  const subject = SUBJECTS[lang][kind].replace('{venue}', found.venue);
  const greeting = found.firstName.trim()
    ? `${lang === 'fr' ? 'Bonjour' : 'Dear'} ${found.firstName.trim()},\n\n`
    : '';
  const sent = await ctx.venueMail.send(message.restaurantId, {
    id: message.id,
    to: message.recipient,
    subject,
    text: `${greeting}${text}\n\n${found.venue}`,
  });
  if (!sent.sent) throw new NotSent(sent.reason);
  return subject;
}

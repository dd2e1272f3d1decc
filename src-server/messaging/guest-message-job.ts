// The job that sends one guest message. Idempotent: it claims the message row first, so a retried
// job or a second relay of it never sends a message that was sent; the mailbox and SMS outbox name
// the file by the message id, and SMTP carries it as the Message-ID.
import { z } from 'zod';
import { TEMPLATE_OF_KIND, type MessageKind } from '../../src-shared/messaging/template-types.js';
import { defineJob, PermanentJobError, type JobContext } from '../jobs/job-definition.js';
import { loadSettingsGroup } from '../venue/venue-settings-store.js';
import { renderEmail, renderSms } from './email-renderer.js';
import {
  claimMessage,
  markFailed,
  markRetrying,
  markSent,
  markSkipped,
  sentToRecently,
  type GuestMessageRow,
} from './guest-message-store.js';
import { loadMessageSubject, messageValues, type MessageSubject } from './message-values.js';
import { republishRequestOfEntry } from '../requests/request-feed.js';
import { deliverRequestMessage } from './request-message.js';
import { describeSendFailure, isPermanentSendFailure, NotSent } from './send-failure.js';
import { emailTemplateFor, smsTemplateFor } from './template-source.js';
import { isCancelled, isFinished } from './status-kinds.js';
import { loadStatuses } from '../reservations/reservation-view.js';
import { formatDisplayDate } from '../../src-shared/dates.js';

/** Messages one address (email or phone) may get from this server in 24 hours, every venue together. */
export const GUEST_MESSAGES_PER_RECIPIENT_PER_DAY = 10;
export const RECIPIENT_LIMIT_REASON = `Not sent: this address already received ${GUEST_MESSAGES_PER_RECIPIENT_PER_DAY} messages in the last 24 hours`;

export const guestMessagePayloadSchema = z.object({ messageId: z.string().uuid() });

/** Why a reminder is no longer worth sending, or null when it still is. */
async function staleReason(ctx: JobContext, message: GuestMessageRow, subject: MessageSubject) {
  const booking = subject.reservation;
  const statuses = await loadStatuses(ctx.db, message.restaurantId);
  const status = statuses.get(booking.statusId);
  if (status && (isCancelled(status) || isFinished(status) || status.isFinal))
    return `Not sent: the booking is ${status.name}`;
  if (message.kind === 'reminder' && message.bookingSlot !== `${booking.date}T${booking.time}`)
    return `Not sent: the booking moved to ${formatDisplayDate(booking.date)} ${booking.time}`;
  return null;
}

async function deliver(
  ctx: JobContext,
  message: GuestMessageRow,
  subject: MessageSubject,
): Promise<string | null> {
  const kind = message.kind as MessageKind;
  const type = TEMPLATE_OF_KIND[kind];
  const communication = await loadSettingsGroup(ctx.db, message.restaurantId, 'guest_communication');
  const values = messageValues(subject, ctx.publicUrl, ctx.linkKey, {
    kind,
    reminderHours: communication.reservation_reminder_timing,
  });
  if (message.channel === 'sms') {
    const template = await smsTemplateFor(ctx.db, message.restaurantId, type);
    if (!template.isActive) return null;
    await ctx.sms.send({ id: message.id, to: message.recipient, text: renderSms(template.body, values) });
    return '';
  }
  const template = await emailTemplateFor(ctx.db, message.restaurantId, type);
  if (!template.isActive) return null;
  const email = await renderEmail(template, values, template.shell, communication);
  const sent = await ctx.venueMail.send(message.restaurantId, {
    id: message.id,
    to: message.recipient,
    ...email,
  });
  if (!sent.sent) throw new NotSent(sent.reason);
  return email.subject;
}

/**
 * Sends a claimed message within the per-recipient limit: `send` answers the subject sent, or null
 * when there is nothing to send (marked skipped with `nothingReason`); a failure is recorded as
 * retrying, or as failed for good.
 */
async function sendClaimed(
  ctx: JobContext,
  message: GuestMessageRow,
  send: () => Promise<string | null>,
  nothingReason: string,
): Promise<void> {
  // No address gets more than its share a day, whatever was booked in its name.
  if ((await sentToRecently(ctx.db, message.recipient)) >= GUEST_MESSAGES_PER_RECIPIENT_PER_DAY)
    return markSkipped(ctx.db, message.id, RECIPIENT_LIMIT_REASON);
  let sentSubject: string | null;
  try {
    sentSubject = await send();
  } catch (error) {
    // Not for sending at all (the address is suppressed): said on the message, never retried.
    if (error instanceof NotSent) return markSkipped(ctx.db, message.id, error.message);
    const reason = describeSendFailure(error);
    if (isPermanentSendFailure(error)) {
      await markFailed(ctx.db, message.id, reason);
      throw new PermanentJobError(reason);
    }
    await markRetrying(ctx.db, message.id, reason);
    throw error;
  }
  if (sentSubject === null) return markSkipped(ctx.db, message.id, nothingReason);
  await markSent(ctx.db, message.id, sentSubject);
}

export const sendGuestMessageJob = defineJob({
  name: 'guest-message.send',
  payload: guestMessagePayloadSchema,
  async run({ messageId }, ctx) {
    const message = await claimMessage(ctx.db, messageId);
    if (!message) return;
    if (message.requestEntryId !== null) {
      await sendClaimed(
        ctx,
        message,
        () => deliverRequestMessage(ctx, message),
        'Not sent: the request no longer exists',
      );
      // The thread shows the delivery: the request's new view reaches the terminals' mirrors.
      return republishRequestOfEntry(ctx.db, message.requestEntryId, ctx.changes);
    }
    if (message.reservationId === null)
      return markSkipped(ctx.db, message.id, 'Not sent: the booking no longer exists');
    const subject = await loadMessageSubject(ctx.db, message.restaurantId, message.reservationId);
    if (!subject) return markSkipped(ctx.db, message.id, 'Not sent: the booking no longer exists');
    const stale = message.kind === 'reminder' ? await staleReason(ctx, message, subject) : null;
    if (stale) return markSkipped(ctx.db, message.id, stale);
    await sendClaimed(
      ctx,
      message,
      () => deliver(ctx, message, subject),
      'Not sent: the template is switched off',
    );
  },
  // Retries exhausted (or refused for good): staff see it as failed, with the last error.
  async deadLettered({ messageId }, ctx, reason) {
    const entryId = await markFailed(ctx.db, messageId, reason);
    if (entryId) await republishRequestOfEntry(ctx.db, entryId, ctx.changes);
  },
});

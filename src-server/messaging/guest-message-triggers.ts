// What a booking write sends the guest, decided inside the write's own transaction: a message row per
// channel plus its send job (enqueueJob), so both exist exactly when the booking change commits, and
// a booking refused or rolled back queues nothing. REST routes and POST /sync/push reach this through
// the same reservation-service functions, so a booking pushed from an offline terminal is confirmed
// like one made online.
import type { MessageChannel, MessageKind } from '../../src-shared/messaging/template-types.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { venueBookingRange } from '../../src-shared/time.js';
import type { GuestCommunication } from '../../src-shared/schemas/venue-settings.js';
import { guestMessages } from '../db/schema/index.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import type { ReservationRow, StatusInfo } from '../reservations/reservation-view.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { WriteContext } from '../sync/write-context.js';
import { loadSettingsGroup } from '../venue/venue-settings-store.js';
import { sendGuestMessageJob } from './guest-message-job.js';
import { isArrival, isCancelled, isFinished } from './status-kinds.js';

interface Planned {
  kind: MessageKind;
  channels: MessageChannel[];
  /** Makes the same event queue its message once. */
  key: string;
  startAfter: Date | null;
}

function channelsFor(method: GuestCommunication['default_notification_method']): MessageChannel[] {
  if (method === 'BOTH') return ['email', 'sms'];
  return method === 'SMS' ? ['sms'] : ['email'];
}

const slotOf = (row: Pick<ReservationRow, 'date' | 'time'>) => `${row.date}T${row.time}`;

function reminder(gc: GuestCommunication, row: ReservationRow, timeZone: string, now: Date): Planned | null {
  if (!gc.reservation_reminder_enabled || gc.reservation_reminder_timing === null) return null;
  const start = venueBookingRange(row.date, row.time, row.durationMinutes, timeZone).start;
  const at = new Date(start.getTime() - gc.reservation_reminder_timing * 3_600_000);
  // Booked inside the reminder window: the confirmation already says it all.
  if (at.getTime() <= now.getTime()) return null;
  return {
    kind: 'reminder',
    channels: channelsFor(gc.default_notification_method),
    key: `reminder:${row.id}:${slotOf(row)}`,
    startAfter: at,
  };
}

/** The messages a change of `before` into `after` sends (before = null: a new booking). */
export function planMessages(
  gc: GuestCommunication,
  change: { before: ReservationRow | null; after: ReservationRow; statuses: ReadonlyMap<string, StatusInfo> },
  timeZone: string,
  now: Date,
): Planned[] {
  const { before, after, statuses } = change;
  const statusAfter = statuses.get(after.statusId);
  const statusBefore = before ? statuses.get(before.statusId) : undefined;
  const bookingEvent = (kind: 'confirmation' | 'modification' | 'cancellation') =>
    gc.booking_notification_enabled && gc.booking_notification_options.includes(kind);
  const method = channelsFor(gc.default_notification_method);
  const planned: Planned[] = [];
  /** A message sent at once, once per event (`key`); on the venue's channels unless told. */
  const atOnce = (kind: MessageKind, key: string, channels: MessageChannel[] = method): Planned => ({
    kind,
    channels,
    key,
    startAfter: null,
  });
  const live = statusAfter !== undefined && !statusAfter.isFinal;

  if (before === null) {
    // A booking entered after the fact (already Completed, say) tells the guest nothing.
    if (!live) return [];
    if (bookingEvent('confirmation')) planned.push(atOnce('confirmation', `confirmation:${after.id}`));
    const r = reminder(gc, after, timeZone, now);
    if (r) planned.push(r);
    return planned;
  }

  const statusChanged = before.statusId !== after.statusId && statusAfter !== undefined;
  if (statusChanged && isCancelled(statusAfter) && !(statusBefore && isCancelled(statusBefore))) {
    if (bookingEvent('cancellation')) planned.push(atOnce('cancellation', `cancellation:${after.id}`));
    return planned;
  }
  if (statusChanged && isArrival(statusAfter) && gc.arrival_sms_enabled)
    planned.push(atOnce('arrival', `arrival:${after.id}`, ['sms']));
  if (statusChanged && isFinished(statusAfter) && gc.feedback_emails_enabled)
    planned.push(atOnce('feedback', `feedback:${after.id}`, ['email']));

  const moved = slotOf(before) !== slotOf(after);
  const resized = before.guestCount !== after.guestCount;
  if (live && (moved || resized) && bookingEvent('modification'))
    planned.push(atOnce('modification', `modification:${after.id}:${after.updatedAt.getTime()}`));
  if (live && moved) {
    const r = reminder(gc, after, timeZone, now);
    if (r) planned.push(r);
  }
  return planned;
}

const recipientOf = (row: ReservationRow, channel: MessageChannel) =>
  (channel === 'email' ? row.email : row.mobileNumber).trim();

/**
 * Queues the guest messages of a booking change in the write's transaction. Called by the reservation
 * service after it wrote `after`; reads the venue's guest communication settings.
 */
export async function queueGuestMessages(
  write: TenantWrite,
  ctx: WriteContext,
  change: { before: ReservationRow | null; after: ReservationRow; statuses: ReadonlyMap<string, StatusInfo> },
): Promise<void> {
  const gc = await loadSettingsGroup(write.tx, write.restaurantId, 'guest_communication');
  const planned = planMessages(gc, change, ctx.timeZone, new Date());
  for (const plan of planned) {
    for (const channel of plan.channels) {
      const recipient = recipientOf(change.after, channel);
      if (recipient === '') continue;
      const [row] = await write.tx
        .insert(guestMessages)
        .values({
          id: uuidv7(),
          restaurantId: write.restaurantId,
          reservationId: change.after.id,
          kind: plan.kind,
          channel,
          recipient,
          dedupeKey: `${plan.key}:${channel}`,
          bookingSlot: slotOf(change.after),
          scheduledFor: plan.startAfter,
        })
        .onConflictDoNothing()
        .returning({ id: guestMessages.id });
      if (row)
        await enqueueJob(
          write.tx,
          sendGuestMessageJob,
          { messageId: row.id },
          { startAfter: plan.startAfter },
        );
    }
  }
}

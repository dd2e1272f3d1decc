// notify(): the one way anything tells staff something through the notification centre (issue 30 §5).
//
// Call it inside the transaction of the write that causes it (or with the database for a write of
// its own). It picks the recipients, honours each one's settings for the kind (in console, email),
// writes one row per recipient and queues the delivery job in that same transaction: the
// notification exists exactly when the write commits, and the job then pushes it to every socket of
// that user in that restaurant (`notificationCreated`) and mails it to those who asked for email.
//
//   await notify(write.tx, {
//     restaurantId: write.restaurantId,
//     kind: 'new_request',            // or 'request_near_target'
//     type: 'Request - Refund',        // spec §3 type; 'Daily Notes' when not given
//     clientname: 'Ada Lovelace',
//     quote: 'Refund requested for the booking of 12 March',
//     time: receivedAt,                // when it happened (default now)
//     subject: { type: 'request', id: requestId },
//     userIds: [assigneeId],           // optional: default every staff member whose role may see the kind
//     dedupeKey: `near:${requestId}`,  // optional: a user gets one notification per key
//   });
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { formatDisplayDate } from '../../src-shared/dates.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  DEFAULT_LARGE_PARTY_SIZE,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  type ChannelSetting,
  type NotificationKind,
  type NotificationType,
} from '../../src-shared/notifications/notification-schemas.js';
import type { Permission } from '../../src-shared/permissions.js';
import { loadUserAccess, membershipAllows } from '../auth/user-access.js';
import type { DbExecutor } from '../db/client.js';
import { rowsWhereIn, valueWhere } from '../db/where-queries.js';
import {
  notifications,
  notificationSettings,
  venueNotificationSettings,
} from '../db/schema/notifications.js';
import { userRoles, users } from '../db/schema/index.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { deliverNotificationsJob } from './notification-delivery.js';

/** Who may hear of each kind when the producer names no recipients: the permission that shows what it is about. */
export const KIND_PERMISSION: Record<NotificationKind, Permission> = {
  new_request: 'requests.read',
  request_near_target: 'requests.read',
  refused_offline_change: 'sync.push',
  large_party: 'reservations.read',
  vip_arrival: 'reservations.read',
  low_feedback: 'clients.read',
  payment_problem: 'payments.charge',
};

/** A kind the user changed nothing about: shown in the console, not mailed. */
export const DEFAULT_CHANNELS: ChannelSetting = { console: true, email: false };

export const notifyInputSchema = z.object({
  restaurantId: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  clientname: z.string().max(200).optional(),
  quote: z.string().min(1).max(1000),
  time: z.date().optional(),
  subject: z.object({ type: z.string().min(1), id: z.string().min(1) }).optional(),
  userIds: z.array(z.number().int().positive()).optional(),
  dedupeKey: z.string().min(1).max(200).optional(),
});
export type NotifyInput = z.input<typeof notifyInputSchema>;

/** The restaurant's active staff (ids), limited to `only` when given. */
async function staffOf(db: DbExecutor, restaurantId: number, only?: readonly number[]): Promise<number[]> {
  if (only && only.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.restaurantId, restaurantId),
        eq(users.isActive, true),
        ...(only ? [inArray(users.id, [...only])] : []),
      ),
    );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function mayHear(db: DbExecutor, userId: number, restaurantId: number, permission: Permission) {
  const membership = (await loadUserAccess(db, userId))?.memberships.find(
    (m) => m.restaurantId === restaurantId,
  );
  return membership !== undefined && membershipAllows(membership, permission);
}

/** Each user's channels for one kind (the defaults where they chose nothing). */
export async function channelsFor(
  db: DbExecutor,
  restaurantId: number,
  kind: NotificationKind,
  userIds: readonly number[],
): Promise<Map<number, ChannelSetting>> {
  const rows = await rowsWhereIn(
    db,
    notificationSettings,
    notificationSettings.userId,
    userIds,
    eq(notificationSettings.restaurantId, restaurantId),
    eq(notificationSettings.kind, kind),
  );
  const chosen = new Map(rows.map((r) => [r.userId, { console: r.inConsole, email: r.email }]));
  return new Map(userIds.map((id) => [id, chosen.get(id) ?? DEFAULT_CHANNELS]));
}

/**
 * Writes the notification for each recipient whose settings want it and queues its delivery; answers
 * the ids written (none when nobody wants it, or every recipient already has its dedupe key).
 */
export async function notify(db: DbExecutor, input: NotifyInput): Promise<string[]> {
  const n = notifyInputSchema.parse(input);
  const staff = await staffOf(db, n.restaurantId, n.userIds);
  const recipients: number[] = [];
  for (const userId of staff)
    if (n.userIds || (await mayHear(db, userId, n.restaurantId, KIND_PERMISSION[n.kind])))
      recipients.push(userId);
  const channels = await channelsFor(db, n.restaurantId, n.kind, recipients);
  const rows = recipients.flatMap((userId) => {
    const wants = channels.get(userId) ?? DEFAULT_CHANNELS;
    if (!wants.console && !wants.email) return [];
    return [
      {
        id: uuidv7(),
        restaurantId: n.restaurantId,
        userId,
        kind: n.kind,
        type: n.type ?? ('Daily Notes' satisfies NotificationType),
        clientname: n.clientname ?? '',
        quote: n.quote,
        time: n.time ?? new Date(),
        subjectType: n.subject?.type ?? null,
        subjectId: n.subject?.id ?? null,
        inConsole: wants.console,
        emailState: wants.email ? 'pending' : 'none',
        dedupeKey: n.dedupeKey ?? null,
      },
    ];
  });
  if (rows.length === 0) return [];
  const written = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  const ids = written.map((r) => r.id);
  if (ids.length > 0) await enqueueJob(db, deliverNotificationsJob, { ids });
  return ids;
}

/** The party size from which a booking is a "large party" at this venue. */
export async function largePartySize(db: DbExecutor, restaurantId: number): Promise<number> {
  const size = await valueWhere(
    db,
    venueNotificationSettings.largePartySize,
    eq(venueNotificationSettings.restaurantId, restaurantId),
  );
  return size ?? DEFAULT_LARGE_PARTY_SIZE;
}

/**
 * Producer: a booking made with a party at least the venue's large-party size (called by the booking
 * write itself, so the REST routes, the widget and an offline terminal's push all reach it).
 */
export async function notifyLargeParty(
  db: DbExecutor,
  restaurantId: number,
  booking: {
    id: string;
    firstName: string;
    lastName: string;
    guestCount: number;
    date: string;
    time: string;
    start: Date;
  },
  /** The venue's size when the caller read it already (the booking's one read): no statement more. */
  knownSize?: number | null,
): Promise<void> {
  const size =
    knownSize === undefined
      ? await largePartySize(db, restaurantId)
      : (knownSize ?? DEFAULT_LARGE_PARTY_SIZE);
  if (booking.guestCount < size) return;
  await notify(db, {
    restaurantId,
    kind: 'large_party',
    clientname: `${booking.firstName} ${booking.lastName}`.trim(),
    // The spec's display date (§9), as staff read dates everywhere else.
    quote: `Party of ${booking.guestCount} booked for ${formatDisplayDate(booking.date)} at ${booking.time}`,
    time: booking.start,
    subject: { type: 'reservation', id: booking.id },
    dedupeKey: `large_party:${booking.id}`,
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The guest a pushed mutation's arguments name, when they name one. */
function guestOf(args: unknown): string {
  if (typeof args !== 'object' || args === null) return '';
  const a = args as Record<string, unknown>;
  const patch = typeof a.patch === 'object' && a.patch !== null ? (a.patch as Record<string, unknown>) : {};
  const first = text(a.firstName) || text(a.first_name) || text(patch.firstName) || text(patch.first_name);
  const last = text(a.lastName) || text(a.last_name) || text(patch.lastName) || text(patch.last_name);
  return `${first} ${last}`.trim();
}

/**
 * Producer: a change made offline that the server refused when the terminal pushed it. Its maker
 * hears of it on every terminal (the pushing one also shows its own notice), once per mutation.
 */
export async function notifyRefusedChange(
  db: DbExecutor,
  actor: { restaurantId: number; userId: number },
  mutation: { id: string; name: string; args: unknown; madeAt?: string | undefined },
  reason: string,
): Promise<void> {
  const madeAt = mutation.madeAt ? new Date(mutation.madeAt) : new Date();
  await notify(db, {
    restaurantId: actor.restaurantId,
    kind: 'refused_offline_change',
    clientname: guestOf(mutation.args),
    quote: `A change you made offline (${mutation.name}) was refused: ${reason}`.slice(0, 1000),
    time: Number.isNaN(madeAt.getTime()) ? new Date() : madeAt,
    subject: { type: 'mutation', id: mutation.id },
    userIds: [actor.userId],
    dedupeKey: `refused:${mutation.id}`,
  });
}

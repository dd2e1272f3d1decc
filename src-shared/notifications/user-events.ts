// What the server says to one user alone (room `user:<id>:tenant:<restaurantId>`), as the console
// hears it. Main forwards every event of USER_EVENT_PAYLOADS to the renderer through ONE IPC event,
// 'realtime.user' `{ event, payload }`, checked against its payload schema here: another event of a
// user's own is one more line in the table, not another channel, handler and listener.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { NOTIFICATION_EVENTS, notificationSchema, staffMessageSchema } from './notification-schemas.js';

const unreadCount = z.number().int().nonnegative();

/** Each user event's payload, by the name the server sends it under (README "Notifications and staff messages"). */
export const USER_EVENT_PAYLOADS = {
  /** A notification for the user was created (pushed once the write that caused it committed). */
  [NOTIFICATION_EVENTS.created]: z.object({ notification: notificationSchema, unread_count: unreadCount }),
  /** Notifications were read (one, or all of them), on this terminal or another of the user's. */
  [NOTIFICATION_EVENTS.read]: z.object({ ids: z.array(entityIdSchema), unread_count: unreadCount }),
  /** A notification was deleted. */
  [NOTIFICATION_EVENTS.deleted]: z.object({ id: entityIdSchema, unread_count: unreadCount }),
  /** A staff message arrived (`message`), or one of the user's was opened or replied to. */
  [NOTIFICATION_EVENTS.message]: z.object({
    message: staffMessageSchema.optional(),
    opened: entityIdSchema.optional(),
    replied: entityIdSchema.optional(),
    unread_count: unreadCount,
  }),
} as const;

export type UserEventName = keyof typeof USER_EVENT_PAYLOADS;
export const USER_EVENT_NAMES = Object.keys(USER_EVENT_PAYLOADS) as UserEventName[];

type UserEventOf<E extends UserEventName> = { event: E; payload: z.output<(typeof USER_EVENT_PAYLOADS)[E]> };
/** One event of the user's, with its payload typed by its name. */
export type UserEvent = { [E in UserEventName]: UserEventOf<E> }[UserEventName];

/** The IPC event's schema: `{ event, payload }`, the payload checked by the event's name. */
export const userEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal(NOTIFICATION_EVENTS.created),
    payload: USER_EVENT_PAYLOADS[NOTIFICATION_EVENTS.created],
  }),
  z.object({
    event: z.literal(NOTIFICATION_EVENTS.read),
    payload: USER_EVENT_PAYLOADS[NOTIFICATION_EVENTS.read],
  }),
  z.object({
    event: z.literal(NOTIFICATION_EVENTS.deleted),
    payload: USER_EVENT_PAYLOADS[NOTIFICATION_EVENTS.deleted],
  }),
  z.object({
    event: z.literal(NOTIFICATION_EVENTS.message),
    payload: USER_EVENT_PAYLOADS[NOTIFICATION_EVENTS.message],
  }),
]);

/** A socket event of the table as a typed user event, or the reason it is not one. */
export function userEventOf(
  event: UserEventName,
  payload: unknown,
): { ok: true; value: UserEvent } | { ok: false; error: z.ZodError } {
  const parsed = userEventSchema.safeParse({ event, payload });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: parsed.error };
}

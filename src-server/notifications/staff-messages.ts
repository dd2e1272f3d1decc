// Staff messages' writes (spec §4, issue 30 §4 and §7), shared by the REST routes
// (notification-routes.ts) and the sync push (a message opened or answered on a terminal offline).
// Each acts on the acting user's own inbox in one restaurant: another user's message is the same 404
// as one that does not exist. Each answers what the user's terminals must hear once it committed.
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  answered,
  messageReplyRefusal,
  opened,
  replySubject,
} from '../../src-shared/notifications/message-offline.js';
import {
  NOTIFICATION_EVENTS,
  type StaffMessage,
} from '../../src-shared/notifications/notification-schemas.js';
import type { AppTransaction, DbExecutor } from '../db/client.js';
import { countWhere, firstWhere } from '../db/where-queries.js';
import { staffMessages } from '../db/schema/notifications.js';
import { userRoles, users } from '../db/schema/index.js';
import { orNotFound } from '../http/http-error.js';
import { fieldError } from '../resources/drizzle-crud.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { UserEventOut, WriteContext } from '../sync/write-context.js';

const MESSAGE_NOT_FOUND = 'Message not found';

type MessageRow = typeof staffMessages.$inferSelect;

export function messageView(row: MessageRow): StaffMessage {
  return {
    id: row.id,
    status: row.status as StaffMessage['status'],
    from_user_id: row.fromUserId,
    from_name: row.fromName,
    to_user_id: row.toUserId,
    subject: row.subject,
    body: row.body,
    reply_to: row.replyTo,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The messages sent to the user in that restaurant (their inbox). */
export const inboxOf = (restaurantId: number, userId: number) =>
  and(eq(staffMessages.restaurantId, restaurantId), eq(staffMessages.toUserId, userId));

export async function unreadMessages(db: DbExecutor, restaurantId: number, userId: number) {
  return countWhere(db, staffMessages, inboxOf(restaurantId, userId), eq(staffMessages.status, 'Unread'));
}

const ownMessage = async (db: DbExecutor, restaurantId: number, userId: number, id: string) =>
  orNotFound(
    await firstWhere(db, staffMessages, eq(staffMessages.id, id), inboxOf(restaurantId, userId)),
    MESSAGE_NOT_FOUND,
  );

export async function displayName(db: DbExecutor, userId: number): Promise<string> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}`.trim() || user.email : `User ${userId}`;
}

/** An active staff member of the restaurant, or a 422 on `field`. */
export async function requireColleague(
  db: DbExecutor,
  restaurantId: number,
  userId: number,
  field = 'to_user_id',
  reason = `User ${userId} is not a user of this restaurant`,
): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.restaurantId, restaurantId), eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw fieldError(field, reason);
}

export interface MessageWrite<T> {
  data: T;
  /** For the users' terminals, once the write committed. */
  events: UserEventOut[];
}

/** Opens one of the user's messages: an Unread one becomes Read (spec §4); the others as they are. */
export async function openStaffMessage(
  db: DbExecutor,
  restaurantId: number,
  userId: number,
  id: string,
): Promise<MessageWrite<StaffMessage>> {
  const row = await ownMessage(db, restaurantId, userId, id);
  const view = messageView(row);
  if (row.status !== 'Unread') return { data: view, events: [] };
  const next = opened(view, new Date().toISOString());
  const [changed] = await db
    .update(staffMessages)
    .set({ status: next.status, readAt: new Date(next.read_at ?? Date.now()) })
    .where(and(eq(staffMessages.id, row.id), eq(staffMessages.status, 'Unread')))
    .returning();
  const unread = await unreadMessages(db, restaurantId, userId);
  return {
    data: changed ? messageView(changed) : view,
    events: [
      { userId, event: NOTIFICATION_EVENTS.message, payload: { opened: row.id, unread_count: unread } },
    ],
  };
}

/** Sends a message to a colleague of the restaurant. */
export async function sendStaffMessage(
  db: DbExecutor,
  restaurantId: number,
  from: number,
  body: { to_user_id: number; subject: string; body: string },
): Promise<MessageWrite<StaffMessage>> {
  await requireColleague(db, restaurantId, body.to_user_id);
  const [row] = await db
    .insert(staffMessages)
    .values({
      id: uuidv7(),
      restaurantId,
      toUserId: body.to_user_id,
      fromUserId: from,
      fromName: await displayName(db, from),
      subject: body.subject,
      body: body.body,
    })
    .returning();
  if (!row) throw new Error('The message was not stored');
  const unread = await unreadMessages(db, restaurantId, body.to_user_id);
  return {
    data: messageView(row),
    events: [
      {
        userId: body.to_user_id,
        event: NOTIFICATION_EVENTS.message,
        payload: { message: messageView(row), unread_count: unread },
      },
    ],
  };
}

/**
 * Spec §4: Unread and Read can turn into Reply; the answer goes to the sender as a new message.
 * Runs in the caller's transaction (both rows or neither).
 */
export async function replyToStaffMessage(
  tx: AppTransaction,
  restaurantId: number,
  userId: number,
  id: string,
  body: string,
): Promise<MessageWrite<{ original: StaffMessage; reply: StaffMessage }>> {
  const original = await ownMessage(tx, restaurantId, userId, id);
  const refusal = messageReplyRefusal(messageView(original));
  if (refusal || original.fromUserId === null)
    throw fieldError(`params.${refusal?.field ?? 'id'}`, refusal?.reason ?? 'No sender');
  const fromUserId = original.fromUserId;
  await requireColleague(
    tx,
    restaurantId,
    fromUserId,
    'params.id',
    'The sender of this message is no longer a user of this restaurant',
  );
  const next = answered(messageView(original), new Date().toISOString());
  const [changed] = await tx
    .update(staffMessages)
    .set({ status: next.status, readAt: original.readAt ?? new Date() })
    .where(eq(staffMessages.id, original.id))
    .returning();
  const [answer] = await tx
    .insert(staffMessages)
    .values({
      id: uuidv7(),
      restaurantId,
      toUserId: fromUserId,
      fromUserId: userId,
      fromName: await displayName(tx, userId),
      subject: replySubject(original.subject),
      body,
      replyTo: original.id,
    })
    .returning();
  if (!changed || !answer) throw new Error('The reply was not stored');
  return {
    data: { original: messageView(changed), reply: messageView(answer) },
    events: [
      {
        userId,
        event: NOTIFICATION_EVENTS.message,
        payload: { replied: original.id, unread_count: await unreadMessages(tx, restaurantId, userId) },
      },
      {
        userId: fromUserId,
        event: NOTIFICATION_EVENTS.message,
        payload: {
          message: messageView(answer),
          unread_count: await unreadMessages(tx, restaurantId, fromUserId),
        },
      },
    ],
  };
}

/** The acting user of a pushed message mutation: the pusher (a system write has none). */
function actingUser(ctx: WriteContext): number {
  if (ctx.userId === undefined) throw new Error('A staff message write needs the acting user');
  return ctx.userId;
}

/** `staffMessage.open` pushed from a terminal: the same write as GET /messages/{id}. */
export async function pushOpenMessage(write: TenantWrite, ctx: WriteContext, args: { id: string }) {
  const result = await openStaffMessage(write.tx, write.restaurantId, actingUser(ctx), args.id);
  ctx.userEvents?.push(...result.events);
  return result.data;
}

/** `staffMessage.reply` pushed from a terminal: the same write as POST /messages/{id}/reply. */
export async function pushReplyMessage(
  write: TenantWrite,
  ctx: WriteContext,
  args: { id: string; body: string },
) {
  const result = await replyToStaffMessage(write.tx, write.restaurantId, actingUser(ctx), args.id, args.body);
  ctx.userEvents?.push(...result.events);
  return result.data;
}

// The notification centre's and staff messages' routes (src-shared/notifications/notification-entity.ts).
// Every route answers the caller's own rows in the restaurant of the request: a row of another user
// or restaurant is the same 404 as a row that does not exist. A read, read-all or delete is pushed
// to the caller's other terminals after it commits.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  NOTIFICATION_CALLS as N,
  STAFF_MESSAGE_CALLS as M,
} from '../../src-shared/notifications/notification-entity.js';
import {
  DEFAULT_LARGE_PARTY_SIZE,
  NOTIFICATION_EVENTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type StaffMessage,
} from '../../src-shared/notifications/notification-schemas.js';
import type { DbExecutor } from '../db/client.js';
import {
  notifications,
  notificationSettings,
  staffMessages,
  venueNotificationSettings,
} from '../db/schema/notifications.js';
import { userRoles, users } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { requireTenant } from '../http/access-control.js';
import { fieldError } from '../resources/drizzle-crud.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { DEFAULT_CHANNELS } from './notify.js';
import { notificationView, unreadNotifications } from './notification-delivery.js';

const NOT_FOUND = 'Notification not found';
const MESSAGE_NOT_FOUND = 'Message not found';

const callerOf = (request: FastifyRequest) => requireTenant(request).auth.access.userId;

/** The caller's notification shown in the console, or a 404 (another user's, another restaurant's, gone). */
async function ownNotification(db: DbExecutor, restaurantId: number, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.restaurantId, restaurantId),
        eq(notifications.userId, userId),
        eq(notifications.inConsole, true),
      ),
    );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function settingsOf(
  db: DbExecutor,
  restaurantId: number,
  userId: number,
): Promise<NotificationSettings> {
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.restaurantId, restaurantId), eq(notificationSettings.userId, userId)));
  const chosen = new Map(rows.map((r) => [r.kind, { console: r.inConsole, email: r.email }]));
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      ...(chosen.get(kind) ?? DEFAULT_CHANNELS),
    })),
  };
}

type MessageRow = typeof staffMessages.$inferSelect;

function messageView(row: MessageRow): StaffMessage {
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

async function unreadMessages(db: DbExecutor, restaurantId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(staffMessages)
    .where(
      and(
        eq(staffMessages.restaurantId, restaurantId),
        eq(staffMessages.toUserId, userId),
        eq(staffMessages.status, 'Unread'),
      ),
    );
  return row?.n ?? 0;
}

async function ownMessage(db: DbExecutor, restaurantId: number, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(staffMessages)
    .where(
      and(
        eq(staffMessages.id, id),
        eq(staffMessages.restaurantId, restaurantId),
        eq(staffMessages.toUserId, userId),
      ),
    );
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

async function displayName(db: DbExecutor, userId: number): Promise<string> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ? `${user.first} ${user.last}`.trim() || user.email : `User ${userId}`;
}

/** An active staff member of the restaurant, or a 422 on `to_user_id`. */
async function requireColleague(db: DbExecutor, restaurantId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.restaurantId, restaurantId), eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw fieldError('to_user_id', `User ${userId} is not a user of this restaurant`);
}

export function notificationRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['notifications'], deps);
    const push = (restaurantId: number, userId: number, event: string, payload: Record<string, unknown>) =>
      deps.toUser(restaurantId, userId, event, payload);

    route(N.list, async ({ restaurantId, request, query }) => {
      const userId = callerOf(request);
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.restaurantId, restaurantId),
            eq(notifications.userId, userId),
            eq(notifications.inConsole, true),
            ...(query.unread === 'true' ? [isNull(notifications.readAt)] : []),
            ...(query.unread === 'false' ? [sql`${notifications.readAt} IS NOT NULL`] : []),
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit);
      return {
        data: {
          notifications: rows.map(notificationView),
          unread_count: await unreadNotifications(db, restaurantId, userId),
        },
      };
    });

    route(N.get, async ({ restaurantId, request, params }) => ({
      data: notificationView(await ownNotification(db, restaurantId, callerOf(request), params.id)),
    }));

    route(N.read, async ({ restaurantId, request, params }) => {
      const userId = callerOf(request);
      const row = await ownNotification(db, restaurantId, userId, params.id);
      const [updated] = row.readAt
        ? [row]
        : await db
            .update(notifications)
            .set({ readAt: new Date() })
            .where(and(eq(notifications.id, row.id), isNull(notifications.readAt)))
            .returning();
      const view = notificationView(updated ?? row);
      const unread = await unreadNotifications(db, restaurantId, userId);
      push(restaurantId, userId, NOTIFICATION_EVENTS.read, { ids: [view.id], unread_count: unread });
      return { data: view, message: 'Notification marked read' };
    });

    route(N.readAll, async ({ restaurantId, request }) => {
      const userId = callerOf(request);
      const read = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.restaurantId, restaurantId),
            eq(notifications.userId, userId),
            eq(notifications.inConsole, true),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      push(restaurantId, userId, NOTIFICATION_EVENTS.read, { ids: read.map((r) => r.id), unread_count: 0 });
      return {
        data: { read: read.length, unread_count: 0 as const },
        message: 'All notifications marked read',
      };
    });

    route(N.delete, async ({ restaurantId, request, params }) => {
      const userId = callerOf(request);
      const row = await ownNotification(db, restaurantId, userId, params.id);
      await db.delete(notifications).where(eq(notifications.id, row.id));
      const unread = await unreadNotifications(db, restaurantId, userId);
      push(restaurantId, userId, NOTIFICATION_EVENTS.deleted, { id: row.id, unread_count: unread });
      return { data: { id: row.id, unread_count: unread }, message: 'Notification deleted' };
    });

    route(N.settings, async ({ restaurantId, request }) => ({
      data: await settingsOf(db, restaurantId, callerOf(request)),
    }));

    route(N.settingsUpdate, async ({ restaurantId, request, body }) => {
      const userId = callerOf(request);
      await db
        .insert(notificationSettings)
        .values(
          body.kinds.map((k) => ({
            restaurantId,
            userId,
            kind: k.kind,
            inConsole: k.console,
            email: k.email,
          })),
        )
        .onConflictDoUpdate({
          target: [notificationSettings.restaurantId, notificationSettings.userId, notificationSettings.kind],
          set: {
            inConsole: sql`excluded.in_console`,
            email: sql`excluded.email`,
            updatedAt: sql`now()`,
          },
        });
      return { data: await settingsOf(db, restaurantId, userId), message: 'Notification settings saved' };
    });

    route(N.venueSettings, async ({ restaurantId }) => {
      const [row] = await db
        .select()
        .from(venueNotificationSettings)
        .where(eq(venueNotificationSettings.restaurantId, restaurantId));
      return { data: { large_party_size: row?.largePartySize ?? DEFAULT_LARGE_PARTY_SIZE } };
    });

    route(N.venueSettingsUpdate, async ({ restaurantId, body }) => {
      const [row] = await db
        .insert(venueNotificationSettings)
        .values({ restaurantId, largePartySize: body.large_party_size })
        .onConflictDoUpdate({
          target: venueNotificationSettings.restaurantId,
          set: { largePartySize: body.large_party_size, updatedAt: sql`now()` },
        })
        .returning();
      return {
        data: { large_party_size: row?.largePartySize ?? body.large_party_size },
        message: 'Notification settings saved',
      };
    });

    // ——— Staff messages ———

    route(M.list, async ({ restaurantId, request }) => {
      const userId = callerOf(request);
      const rows = await db
        .select()
        .from(staffMessages)
        .where(and(eq(staffMessages.restaurantId, restaurantId), eq(staffMessages.toUserId, userId)))
        .orderBy(desc(staffMessages.createdAt), desc(staffMessages.id))
        .limit(500);
      return {
        data: {
          messages: rows.map(messageView),
          unread_count: await unreadMessages(db, restaurantId, userId),
        },
      };
    });

    route(M.unreadCount, async ({ restaurantId, request }) => ({
      data: { unread_count: await unreadMessages(db, restaurantId, callerOf(request)) },
    }));

    // Spec §4: an Unread message becomes Read when opened; Read and Reply stay as they are.
    route(M.open, async ({ restaurantId, request, params }) => {
      const userId = callerOf(request);
      const row = await ownMessage(db, restaurantId, userId, params.id);
      if (row.status !== 'Unread') return { data: messageView(row) };
      const [opened] = await db
        .update(staffMessages)
        .set({ status: 'Read', readAt: new Date() })
        .where(and(eq(staffMessages.id, row.id), eq(staffMessages.status, 'Unread')))
        .returning();
      const unread = await unreadMessages(db, restaurantId, userId);
      push(restaurantId, userId, NOTIFICATION_EVENTS.message, { opened: row.id, unread_count: unread });
      return { data: messageView(opened ?? row) };
    });

    route(M.send, async ({ restaurantId, request, body }) => {
      const from = callerOf(request);
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
      push(restaurantId, body.to_user_id, NOTIFICATION_EVENTS.message, {
        message: messageView(row),
        unread_count: unread,
      });
      return { data: messageView(row), message: 'Message sent' };
    });

    // Spec §4: Unread and Read can turn into Reply; the answer goes to the sender as a new message.
    route(M.reply, async ({ restaurantId, request, params, body }) => {
      const userId = callerOf(request);
      const original = await ownMessage(db, restaurantId, userId, params.id);
      if (original.fromUserId === null)
        throw fieldError('params.id', 'This message has no sender to reply to');
      const fromUserId = original.fromUserId;
      await requireColleague(db, restaurantId, fromUserId).catch(() => {
        throw fieldError('params.id', 'The sender of this message is no longer a user of this restaurant');
      });
      const subject = original.subject.startsWith('Re: ') ? original.subject : `Re: ${original.subject}`;
      const { updated, reply } = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(staffMessages)
          .set({ status: 'Reply', readAt: original.readAt ?? new Date() })
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
            subject: subject.slice(0, 200),
            body: body.body,
            replyTo: original.id,
          })
          .returning();
        if (!changed || !answer) throw new Error('The reply was not stored');
        return { updated: changed, reply: answer };
      });
      push(restaurantId, userId, NOTIFICATION_EVENTS.message, {
        replied: original.id,
        unread_count: await unreadMessages(db, restaurantId, userId),
      });
      push(restaurantId, fromUserId, NOTIFICATION_EVENTS.message, {
        message: messageView(reply),
        unread_count: await unreadMessages(db, restaurantId, fromUserId),
      });
      return { data: { original: messageView(updated), reply: messageView(reply) }, message: 'Reply sent' };
    });
  };
}

// The notification centre's and staff messages' routes (src-shared/notifications/notification-entity.ts).
// Every route answers the caller's own rows in the restaurant of the request: a row of another user
// or restaurant is the same 404 as a row that does not exist. A read, read-all or delete is pushed
// to the caller's other terminals after it commits. Staff messages' writes are staff-messages.ts's,
// shared with the sync push (a message opened or answered offline).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  NOTIFICATION_CALLS as N,
  STAFF_MESSAGE_CALLS as M,
} from '../../src-shared/notifications/notification-entity.js';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
} from '../../src-shared/notifications/notification-schemas.js';
import type { DbExecutor } from '../db/client.js';
import {
  notifications,
  notificationSettings,
  staffMessages,
  venueNotificationSettings,
} from '../db/schema/notifications.js';
import { orNotFound } from '../http/http-error.js';
import { firstWhere } from '../db/where-queries.js';
import { requireTenant } from '../http/access-control.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { DEFAULT_CHANNELS, largePartySize } from './notify.js';
import { consoleNotificationsOf, notificationView, unreadNotifications } from './notification-delivery.js';
import {
  inboxOf,
  messageView,
  openStaffMessage,
  replyToStaffMessage,
  sendStaffMessage,
  unreadMessages,
} from './staff-messages.js';
import type { UserEventOut } from '../sync/write-context.js';

const NOT_FOUND = 'Notification not found';

const callerOf = (request: FastifyRequest) => requireTenant(request).auth.access.userId;

/** The caller's notification shown in the console, or a 404 (another user's, another restaurant's, gone). */
const ownNotification = async (db: DbExecutor, restaurantId: number, userId: number, id: string) =>
  orNotFound(
    await firstWhere(
      db,
      notifications,
      eq(notifications.id, id),
      consoleNotificationsOf(restaurantId, userId),
    ),
    NOT_FOUND,
  );

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
            consoleNotificationsOf(restaurantId, userId),
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
        .where(and(consoleNotificationsOf(restaurantId, userId), isNull(notifications.readAt)))
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

    route(N.venueSettings, async ({ restaurantId }) => ({
      data: { large_party_size: await largePartySize(db, restaurantId) },
    }));

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
        .where(inboxOf(restaurantId, userId))
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

    /** Sends a write's events to their users' terminals (it has committed). */
    const tell = (restaurantId: number, events: readonly UserEventOut[]) => {
      for (const out of events) push(restaurantId, out.userId, out.event, out.payload);
    };

    // Spec §4: an Unread message becomes Read when opened; Read and Reply stay as they are.
    route(M.open, async ({ restaurantId, request, params }) => {
      const opened = await openStaffMessage(db, restaurantId, callerOf(request), params.id);
      tell(restaurantId, opened.events);
      return { data: opened.data };
    });

    route(M.send, async ({ restaurantId, request, body }) => {
      const sent = await sendStaffMessage(db, restaurantId, callerOf(request), body);
      tell(restaurantId, sent.events);
      return { data: sent.data, message: 'Message sent' };
    });

    // Spec §4: Unread and Read can turn into Reply; the answer goes to the sender as a new message.
    route(M.reply, async ({ restaurantId, request, params, body }) => {
      const replied = await db.transaction((tx) =>
        replyToStaffMessage(tx, restaurantId, callerOf(request), params.id, body.body),
      );
      tell(restaurantId, replied.events);
      return { data: replied.data, message: 'Reply sent' };
    });
  };
}

// Delivering notifications once they are committed: the job notify() queues pushes each one to every
// socket of its user in its restaurant and mails the ones whose user asked for email.
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { entityIdSchema } from '../../src-shared/ids.js';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KIND_LABELS,
  type Notification,
  type NotificationKind,
} from '../../src-shared/notifications/notification-schemas.js';
import type { DbExecutor } from '../db/client.js';
import { countWhere } from '../db/where-queries.js';
import { notifications } from '../db/schema/notifications.js';
import { restaurants, users } from '../db/schema/index.js';
import { defineJob } from '../jobs/job-definition.js';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    type: row.type as Notification['type'],
    clientname: row.clientname,
    quote: row.quote,
    time: row.time.toISOString(),
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's notifications shown in the console of that restaurant (the bell's list). */
export const consoleNotificationsOf = (restaurantId: number, userId: number): SQL | undefined =>
  and(
    eq(notifications.restaurantId, restaurantId),
    eq(notifications.userId, userId),
    eq(notifications.inConsole, true),
  );

/** The user's unread notifications shown in the console of that restaurant (the bell's count). */
export async function unreadNotifications(db: DbExecutor, restaurantId: number, userId: number) {
  return countWhere(
    db,
    notifications,
    consoleNotificationsOf(restaurantId, userId),
    isNull(notifications.readAt),
  );
}

function mailText(row: NotificationRow, restaurant: string, consoleUrl: string): string {
  return [
    row.quote,
    ...(row.clientname ? [`Guest: ${row.clientname}`] : []),
    `When: ${row.time.toISOString()}`,
    '',
    `${restaurant} — open the console: ${consoleUrl}`,
    'You get this mail because your notification settings ask for it by email; change them in the console.',
  ].join('\n');
}

export const deliverNotificationsJob = defineJob({
  name: 'notification.deliver',
  payload: z.object({ ids: z.array(entityIdSchema).min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  async run({ ids }, ctx) {
    const rows = await ctx.db.select().from(notifications).where(inArray(notifications.id, ids));
    // Live: every terminal of that user in that restaurant (a row deleted meanwhile is simply gone).
    for (const row of rows.filter((r) => r.inConsole)) {
      const unread = await unreadNotifications(ctx.db, row.restaurantId, row.userId);
      ctx.toUser?.(row.restaurantId, row.userId, NOTIFICATION_EVENTS.created, {
        notification: notificationView(row),
        unread_count: unread,
      });
    }
    // By email: a pending row is mailed under its own id (the mailbox and SMTP's Message-ID keep a
    // repeat to one mail), then marked sent, so a retried job does not mail it again.
    for (const row of rows.filter((r) => r.emailState === 'pending')) {
      const [to] = await ctx.db
        .select({ email: users.email, active: users.isActive, restaurant: restaurants.name })
        .from(users)
        .innerJoin(restaurants, eq(restaurants.id, row.restaurantId))
        .where(eq(users.id, row.userId));
      if (!to?.active) {
        await ctx.db.update(notifications).set({ emailState: 'skipped' }).where(eq(notifications.id, row.id));
        continue;
      }
      await ctx.mailer.send({
        id: row.id,
        to: to.email,
        subject: `${to.restaurant}: ${NOTIFICATION_KIND_LABELS[row.kind as NotificationKind] ?? row.kind}`,
        text: mailText(row, to.restaurant, ctx.consoleUrl),
      });
      await ctx.db
        .update(notifications)
        .set({ emailState: 'sent' })
        .where(and(eq(notifications.id, row.id), eq(notifications.emailState, 'pending')));
    }
  },
});

// Scheduled report mails (src-shared/reports/report-schedule-resource.ts) on the server: the generic
// five from resourceCrud, with the recipients' emails checked against the restaurant's staff and
// stored as their user ids, the weekday stored as 0 (Sunday) … 6, and each create or edit queueing
// the schedule's next mail in the same transaction (report-schedule-job.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  recipientEmails,
  reportScheduleResource,
  scheduleProblems,
  SCHEDULE_WEEKDAYS,
  type CreateReportSchedule,
  type ReportSchedule,
  type UpdateReportSchedule,
} from '../../src-shared/reports/report-schedule-resource.js';
import { reportKeySchema } from '../../src-shared/reports/report-schemas.js';
import type { DbExecutor } from '../db/client.js';
import { userRoles, users } from '../db/schema/index.js';
import { reportSchedules } from '../db/schema/reports.js';
import { fieldError, resourceCrud } from '../resources/drizzle-crud.js';
import { registerResource, type ResourceOperations } from '../resources/register-resource.js';
import type { RouteDeps } from '../routes/route-deps.js';
import type { DomainWrite } from '../sync/write-context.js';
import { mayReadReports, queueSchedule } from './report-schedule-job.js';

type Row = typeof reportSchedules.$inferSelect;

const weekdayName = (index: number | null) => (index === null ? null : (SCHEDULE_WEEKDAYS[index] ?? null));
const weekdayIndex = (name: string | null | undefined) =>
  name === undefined ? undefined : name === null ? null : SCHEDULE_WEEKDAYS.indexOf(name as never);

/** The row as the API shows it; `emails` names the recipients (user id → email). */
function viewOf(row: Row, emails: ReadonlyMap<number, string>): ReportSchedule {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    cadence: row.cadence === 'weekly' ? 'weekly' : 'daily',
    weekday: weekdayName(row.weekday),
    send_at: row.sendAt.slice(0, 5),
    recipients: row.recipientUserIds.flatMap((id) => emails.get(id) ?? []).join(', '),
    recipient_user_ids: row.recipientUserIds,
    reports: row.reports.flatMap((key) => {
      const parsed = reportKeySchema.safeParse(key);
      return parsed.success ? [parsed.data] : [];
    }),
    active: row.active,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The emails of these users (any restaurant's: a recipient who left still shows who was listed). */
async function emailsOf(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The restaurant's active staff with these emails, as user ids in the order given; a 422 on `recipients` naming one who is not. */
async function recipientIds(db: DbExecutor, restaurantId: number, text: string): Promise<number[]> {
  const emails = recipientEmails(text);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.restaurantId, restaurantId)))
    .where(and(inArray(users.email, emails), eq(users.isActive, true)));
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
  const stranger = emails.find((email) => !byEmail.has(email));
  if (stranger) throw fieldError('recipients', `${stranger} is not a user of this restaurant`);
  for (const [email, id] of byEmail)
    if (!(await mayReadReports(db, id, restaurantId)))
      throw fieldError('recipients', `${email} may not read reports: their role lacks 'reports.read'`);
  return emails.map((email) => byEmail.get(email) ?? 0);
}

/** Recipient ids a write resolved, handed from the hook to `derive` (one write at a time per args object). */
const resolvedRecipients = new WeakMap<object, number[]>();

const resolveRecipients = async (db: DbExecutor, restaurantId: number, args: { recipients?: string }) => {
  if (args.recipients !== undefined)
    resolvedRecipients.set(args, await recipientIds(db, restaurantId, args.recipients));
};

const baseCrud = resourceCrud(reportScheduleResource, {
  table: reportSchedules,
  view: (row) => viewOf(row, new Map()),
  orderBy: [asc(reportSchedules.name), asc(reportSchedules.id)],
  derive: (args: CreateReportSchedule | UpdateReportSchedule, ctx, op) => ({
    // A daily schedule keeps no weekday.
    weekday: args.cadence === 'daily' ? null : weekdayIndex(args.weekday),
    recipientUserIds: resolvedRecipients.get(args),
    ...(op === 'insert' ? { createdBy: ctx.actorName } : {}),
  }),
  beforeCreate: async (write, ctx, args) => resolveRecipients(write.tx, ctx.restaurantId, args),
  beforeUpdate: async (write, ctx, stored, patch) => {
    const problems = scheduleProblems({
      cadence: patch.cadence ?? (stored.cadence === 'weekly' ? 'weekly' : 'daily'),
      weekday: patch.weekday === undefined ? weekdayName(stored.weekday) : patch.weekday,
    });
    const [field, message] = Object.entries(problems)[0] ?? [];
    if (field && message) throw fieldError(field, message);
    await resolveRecipients(write.tx, ctx.restaurantId, patch);
  },
});

/** The view with the recipients' emails filled in. */
async function withEmails(db: DbExecutor, rows: ReportSchedule[]): Promise<ReportSchedule[]> {
  const emails = await emailsOf(
    db,
    rows.flatMap((r) => r.recipient_user_ids),
  );
  return rows.map((r) => ({
    ...r,
    recipients: r.recipient_user_ids.flatMap((id) => emails.get(id) ?? []).join(', '),
  }));
}

const one = async (db: DbExecutor, row: ReportSchedule) => (await withEmails(db, [row]))[0] ?? row;

/** A create or edit queues the schedule's next mail (and one due in the last minutes) with the write. */
const andQueued =
  <A>(write: DomainWrite<A, ReportSchedule>): DomainWrite<A, ReportSchedule> =>
  async (tenantWrite, ctx, args) => {
    const row = await write(tenantWrite, ctx, args);
    await queueSchedule(
      tenantWrite.tx,
      {
        id: row.id,
        restaurantId: row.restaurant_id,
        active: row.active,
        rule: {
          cadence: row.cadence,
          weekday: weekdayIndex(row.weekday) ?? null,
          sendAt: row.send_at,
        },
      },
      ctx.timeZone,
    );
    return one(tenantWrite.tx, row);
  };

export const reportScheduleCrud: ResourceOperations<typeof reportScheduleResource> = {
  list: async (db, restaurantId) => withEmails(db, await baseCrud.list(db, restaurantId)),
  get: async (db, restaurantId, id) => one(db, await baseCrud.get(db, restaurantId, id)),
  create: andQueued(baseCrud.create),
  update: andQueued(baseCrud.update),
  remove: baseCrud.remove,
};

/** The reports area's declared entities, keyed like the registry (spread into resourcePlugins). */
export const reportResourcePlugins = (deps: RouteDeps) => ({
  reportSchedule: registerResource(deps, reportScheduleResource, reportScheduleCrud),
});

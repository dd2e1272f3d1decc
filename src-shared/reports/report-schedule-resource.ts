// Scheduled report mails (issue 33 §3): a daily or weekly summary mail, at a venue-local time, to
// chosen staff of the restaurant, with the cards of the chosen reports inline (the venue settings'
// internal summary emails are this). An online entity declared once: the server's routes, main's
// channels and the Settings screen (General › Report mails) come from this declaration; the server
// queues each schedule's next mail on the job queue and sends it once (src-server/reports/report-schedule*.ts).
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../errors.js';
import { defineResource } from '../resources/define-resource.js';
import { labelledChoices, searchByName, statusFilter } from '../resources/form-hints.js';
import { newRowSchema, someOf, tenantRowSchema } from '../schemas/row-parts.js';
import { REPORT_LABELS } from './report-labels.js';
import { reportKeySchema, type ReportKey } from './report-schemas.js';

export const REPORT_CADENCES = ['daily', 'weekly'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** The weekdays as the form and the API say them; stored as 0 (Sunday) … 6 (Saturday). */
export const SCHEDULE_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type ScheduleWeekday = (typeof SCHEDULE_WEEKDAYS)[number];

/** At most this many staff get one schedule's mail. */
export const MAX_SCHEDULE_RECIPIENTS = 20;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The staff emails of a recipients text, split on commas, semicolons or line breaks, lower-cased, each once. */
export function recipientEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const recipients = z.string({ error: 'Recipients are required' }).superRefine((text, ctx) => {
  const emails = recipientEmails(text);
  if (emails.length === 0) ctx.addIssue({ code: 'custom', message: 'Recipients are required' });
  else if (emails.length > MAX_SCHEDULE_RECIPIENTS)
    ctx.addIssue({ code: 'custom', message: `At most ${MAX_SCHEDULE_RECIPIENTS} recipients` });
  const bad = emails.find((e) => !EMAIL.test(e));
  if (bad) ctx.addIssue({ code: 'custom', message: `${bad} is not an email address` });
});

const fields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name cannot exceed 80 characters'),
  cadence: z.enum(REPORT_CADENCES, { error: "Cadence must be 'daily' or 'weekly'" }),
  weekday: z
    .enum(SCHEDULE_WEEKDAYS, { error: `Weekday must be one of ${SCHEDULE_WEEKDAYS.join(', ')}` })
    .nullable(),
  /** Venue-local, 24-hour; refused with the spec §5 text naming the value. */
  send_at: z.string({ error: 'Send time is required' }).superRefine((value, ctx) => {
    if (!HH_MM.test(value)) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidTime(value) });
  }),
  /** Emails of staff of the restaurant (checked against its users by the server). */
  recipients,
  reports: z
    .array(reportKeySchema, { error: 'Reports must be a list' })
    .min(1, 'Choose at least one report')
    .refine((keys) => new Set(keys).size === keys.length, 'A report is listed twice'),
  active: z.boolean({ error: 'Active must be true or false' }),
};

type CadenceRule = Partial<{ cadence: ReportCadence; weekday: ScheduleWeekday | null }>;

/** What is wrong with a schedule's cadence and weekday taken together, by field (empty when nothing). */
export function scheduleProblems(rule: CadenceRule): Record<string, string> {
  return rule.cadence === 'weekly' && !rule.weekday
    ? { weekday: 'Weekday is required for a weekly schedule' }
    : {};
}

const cadenceAgrees = (rule: CadenceRule, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(scheduleProblems(rule)))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const reportScheduleSchema = tenantRowSchema({
  name: z.string(),
  cadence: z.enum(REPORT_CADENCES),
  weekday: z.enum(SCHEDULE_WEEKDAYS).nullable(),
  send_at: z.string(),
  /** The recipients' emails, comma separated, as the form edits them. */
  recipients: z.string(),
  recipient_user_ids: z.array(z.number().int()),
  reports: z.array(reportKeySchema),
  active: z.boolean(),
  created_by: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const createReportScheduleSchema = newRowSchema({
  name: fields.name,
  cadence: fields.cadence.default('daily'),
  weekday: fields.weekday.default(null),
  send_at: fields.send_at.default('08:00'),
  recipients: fields.recipients,
  reports: fields.reports.default(['covers']),
  active: fields.active.default(true),
}).superRefine(cadenceAgrees);
export type CreateReportSchedule = z.infer<typeof createReportScheduleSchema>;

/** A patch is checked on its own here, and against the stored schedule on the server (scheduleProblems). */
export const updateReportScheduleSchema = someOf(z.object(fields)).superRefine(cadenceAgrees);
export type UpdateReportSchedule = z.infer<typeof updateReportScheduleSchema>;

export const reportScheduleResource = defineResource({
  key: 'reportSchedule',
  noun: 'report mail',
  plural: 'report mails',
  path: '/report-schedules',
  row: reportScheduleSchema,
  create: createReportScheduleSchema,
  update: updateReportScheduleSchema,
  permission: { read: 'reports.read', manage: 'reports.schedule' },
  mirror: null,
  title: (row) => row.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'cadence',
        label: 'Sent',
        kind: 'select',
        options: labelledChoices<ReportCadence>({ daily: 'Every day', weekly: 'Every week' }),
      },
      {
        name: 'weekday',
        label: 'Day of the week (weekly mails)',
        kind: 'select',
        options: labelledChoices<ScheduleWeekday>(
          Object.fromEntries(SCHEDULE_WEEKDAYS.map((d) => [d, d])) as Record<ScheduleWeekday, string>,
        ),
        emptyAsNull: true,
      },
      {
        name: 'send_at',
        label: 'Send time (venue time)',
        kind: 'time',
        description: 'A daily mail covers the day before; a weekly one the 7 days before',
      },
      {
        name: 'recipients',
        label: 'Recipients',
        kind: 'textarea',
        description: 'Emails of staff of this restaurant, separated by commas',
      },
      {
        name: 'reports',
        label: 'Reports',
        kind: 'multiselect',
        options: labelledChoices<ReportKey>(REPORT_LABELS),
      },
      { name: 'active', label: 'Active', kind: 'switch' },
    ],
    columns: [
      { key: 'name', label: 'Name', sortable: true },
      { key: 'cadence', label: 'Sent' },
      { key: 'weekday', label: 'Day' },
      { key: 'send_at', label: 'Time' },
      { key: 'reports', label: 'Reports', kind: 'list' },
      { key: 'active', label: 'Active', kind: 'boolean' },
    ],
    filters: [searchByName('name'), statusFilter('active', 'Active')],
  },
  screen: { path: 'general/reportMails', title: 'Report mails', tab: 'General' },
});

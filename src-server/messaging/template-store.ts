// The restaurant's own email and SMS templates and email shell. Bodies are sanitized when saved
// (and again when rendered); the five static types are created on the first read, the other five
// only when staff create them.
import { and, asc, eq } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_TEMPLATES,
  DEFAULT_SMS_TEMPLATES,
} from '../../src-shared/messaging/default-templates.js';
import type {
  EmailShellValues,
  EmailTemplate,
  SmsTemplate,
} from '../../src-shared/messaging/template-calls.js';
import { STATIC_TEMPLATE_TYPES, type TemplateType } from '../../src-shared/messaging/template-types.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { emailShells, emailTemplates, smsTemplates } from '../db/schema/index.js';
import { conflict, notFound } from '../http/http-error.js';
import { DEFAULT_EMAIL_SHELL, type EmailShell } from './email-renderer.js';
import { sanitizeTemplateHtml } from './sanitize-template.js';

type EmailRow = typeof emailTemplates.$inferSelect;
type SmsRow = typeof smsTemplates.$inferSelect;

export const smsTemplateView = (row: SmsRow): SmsTemplate => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  template_type: row.templateType as TemplateType,
  body: row.body,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

/** An email template reads as an SMS one with a subject. */
export const emailTemplateView = (row: EmailRow): EmailTemplate => ({
  ...smsTemplateView(row),
  subject: row.subject,
});

const typeLabel = (type: TemplateType) => type.toLowerCase().replace(/_/g, ' ');

/** Creates the static templates a restaurant does not have yet (a no-op once they exist). */
async function ensureStaticTemplates(db: DbExecutor, restaurantId: number): Promise<void> {
  const rows = () =>
    STATIC_TEMPLATE_TYPES.map((type) => ({ id: uuidv7(), restaurantId, templateType: type, type }));
  await db
    .insert(emailTemplates)
    .values(
      rows().map(({ type, ...row }) => ({
        ...row,
        subject: DEFAULT_EMAIL_TEMPLATES[type].subject,
        body: sanitizeTemplateHtml(DEFAULT_EMAIL_TEMPLATES[type].body),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(smsTemplates)
    .values(rows().map(({ type, ...row }) => ({ ...row, body: DEFAULT_SMS_TEMPLATES[type] })))
    .onConflictDoNothing();
}

// One store for both kinds: the email and SMS functions below differ only by these entries.
type TemplateTable = typeof emailTemplates | typeof smsTemplates;
interface TemplateKind<Row, View, Input> {
  table: TemplateTable;
  view: (row: Row) => View;
  noun: string;
  /** The stored columns of a create or update body (an email body is sanitized). */
  columns: (input: Input) => Partial<Row>;
}

type EmailInput = { subject: string; body: string; is_active: boolean };
type SmsInput = { body: string; is_active: boolean };

const EMAIL: TemplateKind<EmailRow, EmailTemplate, EmailInput> = {
  table: emailTemplates,
  view: emailTemplateView,
  noun: 'email template',
  columns: (input) => ({
    subject: input.subject,
    body: sanitizeTemplateHtml(input.body),
    isActive: input.is_active,
  }),
};

const SMS: TemplateKind<SmsRow, SmsTemplate, SmsInput> = {
  table: smsTemplates,
  view: smsTemplateView,
  noun: 'SMS template',
  columns: (input) => ({ body: input.body, isActive: input.is_active }),
};

const capital = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** The drizzle builders typed for one table (both kinds share every column they write here). */
const sharedTable = (kind: { table: TemplateTable }) => kind.table as typeof emailTemplates;

async function listTemplates<R, V, I>(kind: TemplateKind<R, V, I>, db: DbExecutor, restaurantId: number) {
  await ensureStaticTemplates(db, restaurantId);
  const table = sharedTable(kind);
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.restaurantId, restaurantId))
    .orderBy(asc(table.createdAt), asc(table.id));
  return (rows as R[]).map(kind.view);
}

async function createTemplate<R, V, I>(
  kind: TemplateKind<R, V, I>,
  db: DbExecutor,
  restaurantId: number,
  input: I & { template_type: TemplateType },
): Promise<V> {
  await ensureStaticTemplates(db, restaurantId);
  const [row] = await db
    .insert(sharedTable(kind))
    .values({
      id: uuidv7(),
      restaurantId,
      templateType: input.template_type,
      ...kind.columns(input),
    } as never)
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`The ${typeLabel(input.template_type)} ${kind.noun} already exists`);
  return kind.view(row as R);
}

async function updateTemplate<R, V, I>(
  kind: TemplateKind<R, V, I>,
  db: DbExecutor,
  restaurantId: number,
  id: string,
  input: I,
): Promise<V> {
  const table = sharedTable(kind);
  const [row] = await db
    .update(table)
    .set({ ...kind.columns(input), updatedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.restaurantId, restaurantId)))
    .returning();
  if (!row) throw notFound(`${capital(kind.noun)} ${id} was not found`);
  return kind.view(row as R);
}

/** The stored template of `where` (an id, or a type), or null. */
async function storedTemplate<R>(
  kind: { table: TemplateTable },
  db: DbExecutor,
  restaurantId: number,
  where: { id: string } | { type: TemplateType },
): Promise<R | null> {
  const table = sharedTable(kind);
  const match = 'id' in where ? eq(table.id, where.id) : eq(table.templateType, where.type);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.restaurantId, restaurantId), match));
  return (row as R | undefined) ?? null;
}

export const listEmailTemplates = (db: DbExecutor, restaurantId: number) =>
  listTemplates(EMAIL, db, restaurantId);
export const listSmsTemplates = (db: DbExecutor, restaurantId: number) =>
  listTemplates(SMS, db, restaurantId);
export const createEmailTemplate = (
  db: DbExecutor,
  restaurantId: number,
  input: EmailInput & { template_type: TemplateType },
) => createTemplate(EMAIL, db, restaurantId, input);
export const createSmsTemplate = (
  db: DbExecutor,
  restaurantId: number,
  input: SmsInput & { template_type: TemplateType },
) => createTemplate(SMS, db, restaurantId, input);
export const updateEmailTemplate = (db: DbExecutor, restaurantId: number, id: string, input: EmailInput) =>
  updateTemplate(EMAIL, db, restaurantId, id, input);
export const updateSmsTemplate = (db: DbExecutor, restaurantId: number, id: string, input: SmsInput) =>
  updateTemplate(SMS, db, restaurantId, id, input);

async function findTemplate<R, V, I>(
  kind: TemplateKind<R, V, I>,
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<V> {
  const row = await storedTemplate<R>(kind, db, restaurantId, { id });
  if (!row) throw notFound(`${capital(kind.noun)} ${id} was not found`);
  return kind.view(row);
}

export const findEmailTemplate = (db: DbExecutor, restaurantId: number, id: string) =>
  findTemplate(EMAIL, db, restaurantId, id);
export const findSmsTemplate = (db: DbExecutor, restaurantId: number, id: string) =>
  findTemplate(SMS, db, restaurantId, id);

export async function loadEmailShell(db: DbExecutor, restaurantId: number): Promise<EmailShell> {
  const [row] = await db.select().from(emailShells).where(eq(emailShells.restaurantId, restaurantId));
  if (!row) return DEFAULT_EMAIL_SHELL;
  return {
    headerBgColor: row.headerBgColor,
    buttonColor: row.buttonColor,
    logoUrl: row.logoUrl,
    headerHeight: row.headerHeight,
    customCss: row.customCss,
  };
}

export async function saveEmailShell(
  db: DbExecutor,
  restaurantId: number,
  shell: EmailShellValues,
): Promise<EmailShell> {
  const values = { ...shell, updatedAt: new Date() };
  await db
    .insert(emailShells)
    .values({ restaurantId, ...values })
    .onConflictDoUpdate({ target: emailShells.restaurantId, set: values });
  return loadEmailShell(db, restaurantId);
}

/** The stored template of a type, or null when the restaurant has none (it then sends the default). */
export const storedEmailTemplate = (db: DbExecutor, restaurantId: number, type: TemplateType) =>
  storedTemplate<EmailRow>(EMAIL, db, restaurantId, { type });

export const storedSmsTemplate = (db: DbExecutor, restaurantId: number, type: TemplateType) =>
  storedTemplate<SmsRow>(SMS, db, restaurantId, { type });

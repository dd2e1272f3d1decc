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

export const emailTemplateView = (row: EmailRow): EmailTemplate => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  template_type: row.templateType as TemplateType,
  subject: row.subject,
  body: row.body,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

export const smsTemplateView = (row: SmsRow): SmsTemplate => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  template_type: row.templateType as TemplateType,
  body: row.body,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

const typeLabel = (type: TemplateType) => type.toLowerCase().replace(/_/g, ' ');

/** Creates the static templates a restaurant does not have yet (a no-op once they exist). */
async function ensureStaticTemplates(db: DbExecutor, restaurantId: number): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(
      STATIC_TEMPLATE_TYPES.map((type) => ({
        id: uuidv7(),
        restaurantId,
        templateType: type,
        subject: DEFAULT_EMAIL_TEMPLATES[type].subject,
        body: sanitizeTemplateHtml(DEFAULT_EMAIL_TEMPLATES[type].body),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(smsTemplates)
    .values(
      STATIC_TEMPLATE_TYPES.map((type) => ({
        id: uuidv7(),
        restaurantId,
        templateType: type,
        body: DEFAULT_SMS_TEMPLATES[type],
      })),
    )
    .onConflictDoNothing();
}

export async function listEmailTemplates(db: DbExecutor, restaurantId: number): Promise<EmailTemplate[]> {
  await ensureStaticTemplates(db, restaurantId);
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.restaurantId, restaurantId))
    .orderBy(asc(emailTemplates.createdAt), asc(emailTemplates.id));
  return rows.map(emailTemplateView);
}

export async function listSmsTemplates(db: DbExecutor, restaurantId: number): Promise<SmsTemplate[]> {
  await ensureStaticTemplates(db, restaurantId);
  const rows = await db
    .select()
    .from(smsTemplates)
    .where(eq(smsTemplates.restaurantId, restaurantId))
    .orderBy(asc(smsTemplates.createdAt), asc(smsTemplates.id));
  return rows.map(smsTemplateView);
}

export async function createEmailTemplate(
  db: DbExecutor,
  restaurantId: number,
  input: { template_type: TemplateType; subject: string; body: string; is_active: boolean },
): Promise<EmailTemplate> {
  await ensureStaticTemplates(db, restaurantId);
  const [row] = await db
    .insert(emailTemplates)
    .values({
      id: uuidv7(),
      restaurantId,
      templateType: input.template_type,
      subject: input.subject,
      body: sanitizeTemplateHtml(input.body),
      isActive: input.is_active,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`The ${typeLabel(input.template_type)} email template already exists`);
  return emailTemplateView(row);
}

export async function createSmsTemplate(
  db: DbExecutor,
  restaurantId: number,
  input: { template_type: TemplateType; body: string; is_active: boolean },
): Promise<SmsTemplate> {
  await ensureStaticTemplates(db, restaurantId);
  const [row] = await db
    .insert(smsTemplates)
    .values({
      id: uuidv7(),
      restaurantId,
      templateType: input.template_type,
      body: input.body,
      isActive: input.is_active,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`The ${typeLabel(input.template_type)} SMS template already exists`);
  return smsTemplateView(row);
}

export async function findEmailTemplate(
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<EmailTemplate> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.restaurantId, restaurantId)));
  if (!row) throw notFound(`Email template ${id} was not found`);
  return emailTemplateView(row);
}

export async function updateEmailTemplate(
  db: DbExecutor,
  restaurantId: number,
  id: string,
  input: { subject: string; body: string; is_active: boolean },
): Promise<EmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({
      subject: input.subject,
      body: sanitizeTemplateHtml(input.body),
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.restaurantId, restaurantId)))
    .returning();
  if (!row) throw notFound(`Email template ${id} was not found`);
  return emailTemplateView(row);
}

export async function updateSmsTemplate(
  db: DbExecutor,
  restaurantId: number,
  id: string,
  input: { body: string; is_active: boolean },
): Promise<SmsTemplate> {
  const [row] = await db
    .update(smsTemplates)
    .set({ body: input.body, isActive: input.is_active, updatedAt: new Date() })
    .where(and(eq(smsTemplates.id, id), eq(smsTemplates.restaurantId, restaurantId)))
    .returning();
  if (!row) throw notFound(`SMS template ${id} was not found`);
  return smsTemplateView(row);
}

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
export async function storedEmailTemplate(db: DbExecutor, restaurantId: number, type: TemplateType) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.restaurantId, restaurantId), eq(emailTemplates.templateType, type)));
  return row ?? null;
}

export async function storedSmsTemplate(db: DbExecutor, restaurantId: number, type: TemplateType) {
  const [row] = await db
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.restaurantId, restaurantId), eq(smsTemplates.templateType, type)));
  return row ?? null;
}

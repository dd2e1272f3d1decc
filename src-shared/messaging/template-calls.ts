// The guest template calls (spec §7 Venue settings: email-templates, sms-templates) and ours beside
// them: the email shell, a preview rendered by the server's sending renderer, and a test mail. Each
// is a RouteContract: the server registers it, the console calls it by name with the same schemas.
import { z } from 'zod';
import { EMAIL_LAYOUT } from '../constants.js';
import { entityIdSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { templateTypeSchema } from './template-types.js';

const read = 'restaurant.read';
const manage = 'restaurant.manage';

/** A template body may be long HTML, but not unbounded. */
export const MAX_TEMPLATE_BODY = 100_000;
export const MAX_SMS_BODY = 1_600;
export const MAX_CUSTOM_CSS = 20_000;

const subject = z
  .string({ error: 'subject must be text' })
  .trim()
  .min(1, 'subject is required')
  .max(200, 'subject cannot be longer than 200 characters');
const emailBody = z
  .string({ error: 'body must be text' })
  .min(1, 'body is required')
  .max(MAX_TEMPLATE_BODY, `body cannot be longer than ${MAX_TEMPLATE_BODY} characters`);
const smsBody = z
  .string({ error: 'body must be text' })
  .trim()
  .min(1, 'body is required')
  .max(MAX_SMS_BODY, `body cannot be longer than ${MAX_SMS_BODY} characters`);
const isActive = z.boolean({ error: 'is_active must be true or false' });

/** A stored template of either channel: its type and content, whether it is in use, when it changed. */
const storedTemplate = <S extends z.ZodRawShape>(content: S) =>
  z.object({
    id: entityIdSchema,
    restaurant_id: z.number().int(),
    template_type: templateTypeSchema,
    ...content,
    is_active: z.boolean(),
    updated_at: z.string(),
  });

/** A new template of either channel: its type and content, in use unless said otherwise. */
const newTemplate = <S extends z.ZodRawShape>(content: S) =>
  z.object({ template_type: templateTypeSchema, ...content, is_active: isActive.default(true) });

export const emailTemplateSchema = storedTemplate({ subject: z.string(), body: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const createEmailTemplateSchema = newTemplate({ subject, body: emailBody });
export const updateEmailTemplateSchema = z.object({ subject, body: emailBody, is_active: isActive });
export type UpdateEmailTemplate = z.infer<typeof updateEmailTemplateSchema>;

const hexColour = (field: string) =>
  z
    .string({ error: `${field} must be a colour` })
    .regex(/^#[0-9a-fA-F]{6}$/, `${field} must be a colour like #554295`);

/** The server also parses customCss as CSS (src-server/messaging/custom-css.ts). */
export const CUSTOM_CSS_NO_LT = 'customCss must not contain "<": it is CSS only, inside the style block';

/** Spec §3 email shell. Defaults: header and button #554295, header 120 px, no logo, no CSS. */
export const emailShellSchema = z.object({
  headerBgColor: hexColour('headerBgColor'),
  buttonColor: hexColour('buttonColor'),
  logoUrl: z
    .string({ error: 'logoUrl must be text' })
    .trim()
    .max(2000, 'logoUrl cannot be longer than 2000 characters')
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'logoUrl must be an http(s) address or empty'),
  headerHeight: z
    .number({ error: 'headerHeight must be a number of pixels' })
    .int('headerHeight must be whole pixels')
    .min(40, 'headerHeight must be at least 40 pixels')
    .max(400, 'headerHeight cannot exceed 400 pixels'),
  customCss: z
    .string({ error: 'customCss must be text' })
    .max(MAX_CUSTOM_CSS, `customCss cannot be longer than ${MAX_CUSTOM_CSS} characters`)
    .refine((v) => !v.includes('<'), CUSTOM_CSS_NO_LT),
});
export type EmailShellValues = z.infer<typeof emailShellSchema>;
export const EMAIL_SHELL_CONTAINER_PX = EMAIL_LAYOUT.containerMaxWidthPx;

export const emailPreviewBodySchema = z.object({
  template_type: templateTypeSchema,
  subject,
  body: emailBody,
  /** The shell being edited; the stored one when absent. */
  shell: emailShellSchema.optional(),
});
export const emailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The body as it is stored after the server's sanitizing (what the guest's mail is made from). */
  sanitized_body: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const testMailBodySchema = z.object({
  to: z.email({ error: 'to must be an email address' }),
  subject,
  body: emailBody,
  shell: emailShellSchema.optional(),
});
export const testMailSentSchema = z.object({ to: z.string(), subject: z.string() });

export const smsTemplateSchema = storedTemplate({ body: z.string() });
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;
export const createSmsTemplateSchema = newTemplate({ body: smsBody });
export const updateSmsTemplateSchema = z.object({ body: smsBody, is_active: isActive });
export const smsPreviewBodySchema = z.object({ template_type: templateTypeSchema, body: smsBody });
export const smsPreviewSchema = z.object({
  text: z.string(),
  characters: z.number().int(),
  /** GSM-7 text goes 160 characters to one SMS (153 when split); anything else 70 (67). */
  segments: z.number().int(),
});

const idParams = z.object({ id: entityIdSchema });

export const TEMPLATE_CALLS = {
  'emailTemplates.list': {
    method: 'GET',
    path: '/venue-settings/email-templates/{restaurantId}',
    summary:
      "The restaurant's email templates (the five static ones are created on first read; the other five on demand)",
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(emailTemplateSchema),
    status: 200,
  },
  'emailTemplates.create': {
    method: 'POST',
    path: '/venue-settings/email-templates/{restaurantId}',
    summary: 'Create the email template of a type the restaurant does not have yet (body HTML is sanitized)',
    permission: manage,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: createEmailTemplateSchema,
    response: emailTemplateSchema,
    status: 201,
  },
  'emailTemplates.update': {
    method: 'PUT',
    path: '/venue-settings/email-templates/{id}',
    summary: 'Save an email template: subject, body (HTML, sanitized on the server) and whether it is sent',
    permission: manage,
    params: idParams,
    body: updateEmailTemplateSchema,
    response: emailTemplateSchema,
    status: 200,
  },
  'emailTemplates.preview': {
    method: 'POST',
    path: '/venue-settings/email-templates/preview/{restaurantId}',
    summary:
      'Render a template as the guest would get it, with sample booking values, by the sending renderer',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: emailPreviewBodySchema,
    response: emailPreviewSchema,
    status: 200,
  },
  'emailTemplates.sendTest': {
    method: 'POST',
    path: '/venue-settings/email-templates/test/{id}',
    summary:
      'Send the template as edited (sample values) to an address through the mailer; fails if it fails',
    permission: manage,
    params: idParams,
    body: testMailBodySchema,
    response: testMailSentSchema,
    status: 200,
    // A few test mails per user; the relay's refusal is passed on.
    errors: { 429: true, 502: true },
  },
  'emailShell.get': {
    method: 'GET',
    path: '/venue-settings/email-shell/{restaurantId}',
    summary: 'The email shell: header colour, button colour, logo, header height and custom CSS',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: emailShellSchema,
    status: 200,
  },
  'emailShell.update': {
    method: 'PUT',
    path: '/venue-settings/email-shell/{restaurantId}',
    summary: 'Save the email shell',
    permission: manage,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: emailShellSchema,
    response: emailShellSchema,
    status: 200,
  },
  'smsTemplates.list': {
    method: 'GET',
    path: '/venue-settings/sms-templates/{restaurantId}',
    summary: "The restaurant's SMS templates (the five static ones are created on first read)",
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(smsTemplateSchema),
    status: 200,
  },
  'smsTemplates.create': {
    method: 'POST',
    path: '/venue-settings/sms-templates/{restaurantId}',
    summary: 'Create the SMS template of a type the restaurant does not have yet',
    permission: manage,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: createSmsTemplateSchema,
    response: smsTemplateSchema,
    status: 201,
  },
  'smsTemplates.update': {
    method: 'PUT',
    path: '/venue-settings/sms-templates/{id}',
    summary: 'Save an SMS template: its text and whether it is sent',
    permission: manage,
    params: idParams,
    body: updateSmsTemplateSchema,
    response: smsTemplateSchema,
    status: 200,
  },
  'smsTemplates.preview': {
    method: 'POST',
    path: '/venue-settings/sms-templates/preview/{restaurantId}',
    summary: 'Render an SMS template with sample booking values, by the sending renderer',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: smsPreviewBodySchema,
    response: smsPreviewSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

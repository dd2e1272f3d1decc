// Which template and shell a message is rendered with: the restaurant's own when it has one (edited
// in Settings › Email templates / SMS templates), otherwise the defaults of
// src-shared/messaging/default-templates.ts in the §9 default shell.
import {
  DEFAULT_EMAIL_TEMPLATES,
  DEFAULT_SMS_TEMPLATES,
  type EmailTemplateText,
} from '../../src-shared/messaging/default-templates.js';
import type { TemplateType } from '../../src-shared/messaging/template-types.js';
import type { DbExecutor } from '../db/client.js';
import type { EmailShell } from './email-renderer.js';
import { loadEmailShell, storedEmailTemplate, storedSmsTemplate } from './template-store.js';

export interface EmailTemplateChoice extends EmailTemplateText {
  shell: EmailShell;
  /** An inactive template sends nothing (the message is skipped with that reason). */
  isActive: boolean;
}

export async function emailTemplateFor(
  db: DbExecutor,
  restaurantId: number,
  type: TemplateType,
): Promise<EmailTemplateChoice> {
  const stored = await storedEmailTemplate(db, restaurantId, type);
  const shell = await loadEmailShell(db, restaurantId);
  if (!stored) return { ...DEFAULT_EMAIL_TEMPLATES[type], shell, isActive: true };
  return { subject: stored.subject, body: stored.body, shell, isActive: stored.isActive };
}

export async function smsTemplateFor(
  db: DbExecutor,
  restaurantId: number,
  type: TemplateType,
): Promise<{ body: string; isActive: boolean }> {
  const stored = await storedSmsTemplate(db, restaurantId, type);
  if (!stored) return { body: DEFAULT_SMS_TEMPLATES[type], isActive: true };
  return { body: stored.body, isActive: stored.isActive };
}

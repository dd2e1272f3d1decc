// Which template and shell a message is rendered with: the restaurant's own when it has one (issue
// 14 slice 3 stores them), otherwise the defaults of src-shared/messaging/default-templates.ts.
import {
  DEFAULT_EMAIL_TEMPLATES,
  DEFAULT_SMS_TEMPLATES,
  type EmailTemplateText,
} from '../../src-shared/messaging/default-templates.js';
import type { TemplateType } from '../../src-shared/messaging/template-types.js';
import type { DbExecutor } from '../db/client.js';
import { DEFAULT_EMAIL_SHELL, type EmailShell } from './email-renderer.js';

export interface EmailTemplateChoice extends EmailTemplateText {
  shell: EmailShell;
  /** An inactive template sends nothing (the message is skipped with that reason). */
  isActive: boolean;
}

export function emailTemplateFor(
  _db: DbExecutor,
  _restaurantId: number,
  type: TemplateType,
): Promise<EmailTemplateChoice> {
  return Promise.resolve({ ...DEFAULT_EMAIL_TEMPLATES[type], shell: DEFAULT_EMAIL_SHELL, isActive: true });
}

export function smsTemplateFor(
  _db: DbExecutor,
  _restaurantId: number,
  type: TemplateType,
): Promise<{ body: string; isActive: boolean }> {
  return Promise.resolve({ body: DEFAULT_SMS_TEMPLATES[type], isActive: true });
}

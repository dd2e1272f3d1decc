// Guest message templates (e-mail and SMS, with the e-mail shell around them) and the messages
// sent to guests, declared as entities. Their contracts are in template-calls.ts and
// message-routes.ts, keyed by their whole call names.
import { defineEntity, pickCalls } from '../entities/define-entity.js';
import { MESSAGE_CALLS } from './message-routes.js';
import { TEMPLATE_CALLS } from './template-calls.js';

export const emailTemplateEntity = defineEntity({
  key: 'emailTemplate',
  noun: 'e-mail template',
  plural: 'e-mail templates',
  mirror: null,
  callPrefix: '',
  calls: pickCalls(TEMPLATE_CALLS, [
    'emailTemplates.list',
    'emailTemplates.create',
    'emailTemplates.update',
    'emailTemplates.preview',
    'emailTemplates.sendTest',
    'emailShell.get',
    'emailShell.update',
  ]),
});

export const smsTemplateEntity = defineEntity({
  key: 'smsTemplate',
  noun: 'SMS template',
  plural: 'SMS templates',
  mirror: null,
  callPrefix: '',
  calls: pickCalls(TEMPLATE_CALLS, [
    'smsTemplates.list',
    'smsTemplates.create',
    'smsTemplates.update',
    'smsTemplates.preview',
  ]),
});

export const guestMessageEntity = defineEntity({
  key: 'guestMessage',
  noun: 'guest message',
  plural: 'guest messages',
  mirror: null,
  callPrefix: '',
  calls: MESSAGE_CALLS,
});

export const MESSAGING_ENTITIES = [emailTemplateEntity, smsTemplateEntity, guestMessageEntity] as const;

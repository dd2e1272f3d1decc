// Email and SMS templates, the email shell, previews and test mails (spec §7 Venue settings
// email-templates / sms-templates, and ours beside them). Previews and test mails go through the
// same renderer as the guests' mails, so what staff see is what guests get.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEMPLATE_CALLS as C } from '../../src-shared/messaging/template-calls.js';
import { HttpError } from '../http/http-error.js';
import { renderEmail, renderSms } from '../messaging/email-renderer.js';
import { sampleValues } from '../messaging/sample-values.js';
import { sanitizeTemplateHtml } from '../messaging/sanitize-template.js';
import { describeSendFailure } from '../messaging/send-failure.js';
import { smsSegments } from '../../src-shared/messaging/sms-segments.js';
import {
  createEmailTemplate,
  createSmsTemplate,
  findEmailTemplate,
  listEmailTemplates,
  listSmsTemplates,
  loadEmailShell,
  saveEmailShell,
  updateEmailTemplate,
  updateSmsTemplate,
} from '../messaging/template-store.js';
import { routeTable } from '../resources/route-helper.js';
import { loadSettingsGroup } from '../venue/venue-settings-store.js';
import type { RouteDeps } from './route-deps.js';

export function guestTemplateRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['guest templates']);
    const db = deps.db;

    route(C['emailTemplates.list'], async ({ restaurantId }) => ({
      data: await listEmailTemplates(db, restaurantId),
    }));
    route(C['emailTemplates.create'], async ({ restaurantId, body }) => ({
      data: await createEmailTemplate(db, restaurantId, body),
      message: 'Email template created',
    }));
    route(C['emailTemplates.update'], async ({ restaurantId, params, body }) => ({
      data: await updateEmailTemplate(db, restaurantId, params.id, body),
      message: 'Email template saved',
    }));

    const render = async (
      restaurantId: number,
      input: { template_type: Parameters<typeof sampleValues>[3]; subject: string; body: string },
      shellInput: Awaited<ReturnType<typeof loadEmailShell>> | undefined,
    ) => {
      const values = await sampleValues(db, restaurantId, deps.consoleUrl, input.template_type, deps.now());
      const shell = shellInput ?? (await loadEmailShell(db, restaurantId));
      const venue = await loadSettingsGroup(db, restaurantId, 'guest_communication');
      return renderEmail({ subject: input.subject, body: input.body }, values, shell, venue);
    };

    route(C['emailTemplates.preview'], async ({ restaurantId, body }) => {
      const email = await render(restaurantId, body, body.shell);
      return { data: { ...email, sanitized_body: sanitizeTemplateHtml(body.body) } };
    });

    route(C['emailTemplates.sendTest'], async ({ restaurantId, params, body }) => {
      const template = await findEmailTemplate(db, restaurantId, params.id);
      const email = await render(
        restaurantId,
        { template_type: template.template_type, subject: body.subject, body: body.body },
        body.shell,
      );
      const subject = `Test: ${email.subject}`;
      try {
        await deps.mailer.send({ to: body.to, subject, html: email.html, text: email.text });
      } catch (error) {
        throw new HttpError(502, `The test mail was not sent: ${describeSendFailure(error)}`);
      }
      return { data: { to: body.to, subject }, message: `Test mail sent to ${body.to}` };
    });

    route(C['emailShell.get'], async ({ restaurantId }) => ({
      data: await loadEmailShell(db, restaurantId),
    }));
    route(C['emailShell.update'], async ({ restaurantId, body }) => ({
      data: await saveEmailShell(db, restaurantId, body),
      message: 'Email shell saved',
    }));

    route(C['smsTemplates.list'], async ({ restaurantId }) => ({
      data: await listSmsTemplates(db, restaurantId),
    }));
    route(C['smsTemplates.create'], async ({ restaurantId, body }) => ({
      data: await createSmsTemplate(db, restaurantId, body),
      message: 'SMS template created',
    }));
    route(C['smsTemplates.update'], async ({ restaurantId, params, body }) => ({
      data: await updateSmsTemplate(db, restaurantId, params.id, body),
      message: 'SMS template saved',
    }));
    route(C['smsTemplates.preview'], async ({ restaurantId, body }) => {
      const values = await sampleValues(db, restaurantId, deps.consoleUrl, body.template_type, deps.now());
      const text = renderSms(body.body, values);
      return { data: { text, characters: [...text].length, segments: smsSegments(text) } };
    });
  };
}

// Email and SMS templates, the email shell, previews and test mails (spec §7 Venue settings
// email-templates / sms-templates, and ours beside them). Previews and test mails go through the
// same renderer as the guests' mails, so what staff see is what guests get.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEMPLATE_CALLS as C } from '../../src-shared/messaging/template-calls.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { requireTenant } from '../http/access-control.js';
import { HttpError } from '../http/http-error.js';
import { getRestaurant } from '../restaurants/restaurant-store.js';
import { customCssProblem } from '../messaging/custom-css.js';
import { renderEmail, renderSms } from '../messaging/email-renderer.js';
import { sampleValues } from '../messaging/sample-values.js';
import { sanitizeTemplateHtml } from '../messaging/sanitize-template.js';
import { describeSendFailure } from '../messaging/send-failure.js';
import { smsSegments } from '../../src-shared/messaging/sms-segments.js';
import {
  createEmailTemplate,
  createSmsTemplate,
  findEmailTemplate,
  findSmsTemplate,
  listEmailTemplates,
  listSmsTemplates,
  loadEmailShell,
  saveEmailShell,
  updateEmailTemplate,
  updateSmsTemplate,
} from '../messaging/template-store.js';
import { idAndPatch, routeTable } from '../resources/route-helper.js';
import { audited } from '../audit/audit-change.js';
import type { DbExecutor } from '../db/client.js';
import type { DomainWrite } from '../sync/write-context.js';
import { loadSettingsGroup } from '../venue/venue-settings-store.js';
import type { RouteDeps } from './route-deps.js';

/** The write input of a template edit: its id and the body. */
type Edit<F extends (...args: never[]) => unknown> = { id: string; patch: Parameters<F>[3] };

const operationOf = (contract: { method: string; path: string }) => `${contract.method} ${contract.path}`;

/**
 * A template store call as an audited write: the template before (none for a create) and after go
 * to the audit trail in the write's transaction.
 */
function auditedStore<A, R extends { id: string }>(
  entity: string,
  contract: { method: string; path: string },
  save: (tx: DbExecutor, restaurantId: number, args: A) => Promise<R>,
  before: (tx: DbExecutor, restaurantId: number, args: A) => Promise<unknown> = async () => null,
): DomainWrite<A, R> {
  return audited<A, R>(
    (w, ctx, args) => save(w.tx, ctx.restaurantId, args),
    {
      entity,
      id: (_args, result) => result.id,
      before: (w, ctx, args) => before(w.tx, ctx.restaurantId, args),
    },
    operationOf(contract),
  );
}

/** Test mails per signed-in user per window (each one is a real mail through the venue's sender). */
export const TEST_MAIL_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

export const testMailRecipientMessage = (own: string, venue: string) =>
  `to must be your own address (${own}) or the venue's (${venue}): a test mail goes to no one else`;

/** Custom CSS that is not plain CSS is the caller's 422 naming customCss (custom-css.ts). */
function requireCustomCss(shell: { customCss: string } | undefined): void {
  const problem = shell ? customCssProblem(shell.customCss) : null;
  if (problem) throw new HttpError(422, problem, { customCss: [problem] });
}

export function guestTemplateRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['guest templates'], deps);
    const db = deps.db;

    route(C['emailTemplates.list'], async ({ restaurantId }) => ({
      data: await listEmailTemplates(db, restaurantId),
    }));
    route.write(
      C['emailTemplates.create'],
      auditedStore('email_template', C['emailTemplates.create'], createEmailTemplate),
      ({ body }) => body,
      'Email template created',
    );
    route.write(
      C['emailTemplates.update'],
      auditedStore(
        'email_template',
        C['emailTemplates.update'],
        (tx, restaurantId, { id, patch }: Edit<typeof updateEmailTemplate>) =>
          updateEmailTemplate(tx, restaurantId, id, patch),
        (tx, restaurantId, { id }) => findEmailTemplate(tx, restaurantId, id),
      ),
      idAndPatch,
      'Email template saved',
    );

    const render = async (
      restaurantId: number,
      input: { template_type: Parameters<typeof sampleValues>[4]; subject: string; body: string },
      shellInput: Awaited<ReturnType<typeof loadEmailShell>> | undefined,
    ) => {
      const values = await sampleValues(
        db,
        restaurantId,
        deps.consoleUrl,
        deps.keys.guestLink,
        input.template_type,
        deps.now(),
      );
      const shell = shellInput ?? (await loadEmailShell(db, restaurantId));
      const venue = await loadSettingsGroup(db, restaurantId, 'guest_communication');
      return renderEmail({ subject: input.subject, body: input.body }, values, shell, venue);
    };

    route(C['emailTemplates.preview'], async ({ restaurantId, body }) => {
      requireCustomCss(body.shell);
      const email = await render(restaurantId, body, body.shell);
      return { data: { ...email, sanitized_body: sanitizeTemplateHtml(body.body) } };
    });

    // A test mail goes only to the sender or the venue (never an open relay), a few per user.
    const testMails = deps.rateCounter({ name: 'template-test-mail', ...TEST_MAIL_LIMIT });
    route(C['emailTemplates.sendTest'], async ({ restaurantId, params, body, request, reply }) => {
      requireCustomCss(body.shell);
      const { auth } = requireTenant(request);
      const venue = await getRestaurant(db, restaurantId);
      const allowed = [auth.access.email, venue.contact.email].map((a) => a.trim().toLowerCase());
      if (!allowed.includes(body.to.trim().toLowerCase())) {
        const message = testMailRecipientMessage(auth.access.email, venue.contact.email);
        throw new HttpError(422, message, { to: [message] });
      }
      const wait = await testMails.hit(String(auth.access.userId));
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, API_MESSAGES.tooManyRequests);
      }
      const template = await findEmailTemplate(db, restaurantId, params.id);
      const email = await render(
        restaurantId,
        { template_type: template.template_type, subject: body.subject, body: body.body },
        body.shell,
      );
      const subject = `Test: ${email.subject}`;
      let sent;
      try {
        // Through the venue's own provider: a test mail shows what guests will get, from whom.
        sent = await deps.venueMail.send(restaurantId, {
          to: body.to,
          subject,
          html: email.html,
          text: email.text,
        });
      } catch (error) {
        throw new HttpError(502, `The test mail was not sent: ${describeSendFailure(error)}`);
      }
      if (!sent.sent) throw new HttpError(422, sent.reason, { to: [sent.reason] });
      return { data: { to: body.to, subject }, message: `Test mail sent to ${body.to}` };
    });

    route(C['emailShell.get'], async ({ restaurantId }) => ({
      data: await loadEmailShell(db, restaurantId),
    }));
    route.write(
      C['emailShell.update'],
      audited(
        (w, ctx, shell: Parameters<typeof saveEmailShell>[2]) =>
          saveEmailShell(w.tx, ctx.restaurantId, shell),
        {
          entity: 'email_shell',
          id: (_args, _result, ctx) => String(ctx.restaurantId),
          before: (w, ctx) => loadEmailShell(w.tx, ctx.restaurantId),
        },
        operationOf(C['emailShell.update']),
      ),
      ({ body }) => {
        requireCustomCss(body);
        return body;
      },
      'Email shell saved',
    );

    route(C['smsTemplates.list'], async ({ restaurantId }) => ({
      data: await listSmsTemplates(db, restaurantId),
    }));
    route.write(
      C['smsTemplates.create'],
      auditedStore('sms_template', C['smsTemplates.create'], createSmsTemplate),
      ({ body }) => body,
      'SMS template created',
    );
    route.write(
      C['smsTemplates.update'],
      auditedStore(
        'sms_template',
        C['smsTemplates.update'],
        (tx, restaurantId, { id, patch }: Edit<typeof updateSmsTemplate>) =>
          updateSmsTemplate(tx, restaurantId, id, patch),
        (tx, restaurantId, { id }) => findSmsTemplate(tx, restaurantId, id),
      ),
      idAndPatch,
      'SMS template saved',
    );
    route(C['smsTemplates.preview'], async ({ restaurantId, body }) => {
      const values = await sampleValues(
        db,
        restaurantId,
        deps.consoleUrl,
        deps.keys.guestLink,
        body.template_type,
        deps.now(),
      );
      const text = renderSms(body.body, values);
      return { data: { text, characters: [...text].length, segments: smsSegments(text) } };
    });
  };
}

// "Write to us" (issue 30 §1): a guest sends the venue a request — a booking the widget may not
// confirm by itself (a larger party, a closed time), or a question — from the widget, and a change,
// cancellation, refund or question about their booking from its signed guest link. Same submit
// limit, form token (purposes `request`, `guest-request`) and honeypot as the booking page; the
// request lands in the console's inbox with its response target (src-server/requests/).
//   GET/POST /book/{slug}/request
//   GET/POST /book/{slug}/reservation/{id}/request?sig=…
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestSchema,
  REQUEST_KINDS,
  type RequestKind,
} from '../../src-shared/requests/request-entity.js';
import type { WidgetTextKey } from '../../src-shared/website/widget-texts.js';
import { receiveGuestRequest } from '../requests/request-store.js';
import { queueRequestTimers } from '../requests/request-timers.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { loadWidgetConfig } from '../website/ui-config-store.js';
import { honeypotFilled, issueFormToken } from './form-token.js';
import { loadGuestBooking } from './guest-booking.js';
import { verifyGuestLink } from './guest-link.js';
import { findVenue, guestContext } from './widget-booking.js';
import { formValues, hasErrors, readGuest } from './widget-form.js';
import {
  errorSummary,
  esc,
  guardFields,
  guestFields,
  inputField,
  textareaField,
  type FieldErrors,
  type FormValues,
  type Tx,
} from './widget-html.js';
import {
  languageOf,
  param,
  PUBLIC,
  SCHEMA,
  send,
  slugOf,
  venuePage,
  type PageKit,
} from './widget-page-kit.js';
import { header, messagePage, type PageContext } from './widget-pages.js';

const KIND_TEXT: Record<RequestKind, WidgetTextKey> = {
  reservation: 'requestKindReservation',
  change: 'requestKindChange',
  cancellation: 'requestKindCancellation',
  refund: 'requestKindRefund',
  enquiry: 'requestKindEnquiry',
};
/** From the widget: a booking it cannot confirm, or a question. From a booking's link: the rest. */
const WIDGET_KINDS: readonly RequestKind[] = ['reservation', 'enquiry'];
const LINK_KINDS: readonly RequestKind[] = ['change', 'cancellation', 'refund', 'enquiry'];

function kindSelect(tx: Tx, kinds: readonly RequestKind[], values: FormValues, errors: FieldErrors) {
  const chosen = values.kind ?? kinds[0];
  const error = errors.kind;
  return `<div class="field">
<label for="f-kind">${esc(tx.t('requestKind'))}</label>
${error ? `<p class="error" id="f-kind-error">${esc(error)}</p>` : ''}
<select id="f-kind" name="kind"${error ? ' aria-invalid="true" aria-describedby="f-kind-error"' : ''}>
${kinds.map((k) => `<option value="${k}"${k === chosen ? ' selected' : ''}>${esc(tx.t(KIND_TEXT[k]))}</option>`).join('\n')}
</select>
</div>`;
}

interface FormPage {
  ctx: PageContext;
  action: string;
  token: string;
  kinds: readonly RequestKind[];
  /** The widget's form asks who the guest is and when; a guest link knows the booking. */
  withGuest: boolean;
  intro: string;
}

function requestForm(p: FormPage, values: FormValues, errors: FieldErrors, general: string | null) {
  const { tx } = p.ctx;
  const booking = p.withGuest
    ? [
        inputField({
          name: 'date',
          label: tx.t('date'),
          type: 'date',
          values,
          errors,
          optionalText: tx.t('optional'),
        }),
        inputField({
          name: 'time',
          label: tx.t('preferredTime'),
          type: 'time',
          values,
          errors,
          optionalText: tx.t('optional'),
        }),
        inputField({
          name: 'party',
          label: tx.t('party'),
          type: 'text',
          values,
          errors,
          optionalText: tx.t('optional'),
          attrs: 'inputmode="numeric"',
        }),
        guestFields(tx, values, errors, false),
      ].join('\n')
    : '';
  return `${header(p.ctx, tx.t('requestTitle'), p.intro)}
${errorSummary(tx, errors, general)}
<form method="post" action="${esc(p.action)}" novalidate data-once>
${guardFields(tx, p.token)}
${kindSelect(tx, p.kinds, values, errors)}
${booking}
${textareaField({ name: 'message', label: tx.t('requestMessage'), values, errors, maxLength: 4000 })}
<button type="submit">${esc(tx.t('requestButton'))}</button>
</form>`;
}

/** The guest's words, kind and (from the widget) details; errors in the guest's language. */
function readRequest(tx: Tx, values: FormValues, kinds: readonly RequestKind[], withGuest: boolean) {
  const errors: FieldErrors = {};
  const kind =
    (REQUEST_KINDS as readonly string[]).includes(values.kind ?? '') &&
    kinds.includes(values.kind as RequestKind)
      ? (values.kind as RequestKind)
      : null;
  if (!kind) errors.kind = tx.t('errKind');
  const message = (values.message ?? '').trim();
  if (message === '' || message.length > 4000) errors.message = tx.t('errMessage');
  const guest = withGuest ? readGuest(tx, values, errors) : null;
  const date = (values.date ?? '').trim() || null;
  const time = (values.time ?? '').trim() || null;
  const party = (values.party ?? '').trim() === '' ? null : Number(values.party);
  if (kind === 'reservation' && (date === null || time === null || party === null))
    errors.date = tx.t('errRequestBooking');
  return { errors, kind, message, guest, date, time, party };
}

export function requestRoutes(app: FastifyInstance, deps: RouteDeps, kit: PageKit) {
  const { overLimit, notFoundPage, pageCounter, submitCounter, spendToken } = kit;

  /** The widget's venue, or the link's venue and booking when its signature holds. */
  async function target(request: FastifyRequest, values: FormValues, viaLink: boolean) {
    const venue = await findVenue(deps.db, slugOf(request));
    if (!venue) return null;
    const { config } = await loadWidgetConfig(deps.db, venue.id, 'reservation');
    const ctx = venuePage(venue, config, values);
    if (!viaLink)
      return { venue, ctx, booking: null, action: `/book/${venue.slug}/request`, scope: venue.slug };
    const id = param(request, 'id');
    const sig = formValues(request.query).sig ?? values.sig ?? '';
    if (!verifyGuestLink(deps.keys.guestLink, venue.slug, id, sig)) return null;
    const booking = await loadGuestBooking(deps.db, venue, id);
    if (!booking) return null;
    const action = `/book/${venue.slug}/reservation/${booking.row.id}/request?sig=${encodeURIComponent(sig)}`;
    return { venue, ctx, booking, action, scope: `${venue.slug}|${booking.row.id}` };
  }

  function pages(viaLink: boolean) {
    const path = viaLink ? '/book/:slug/reservation/:id/request' : '/book/:slug/request';
    const purpose = viaLink ? 'guest-request' : 'request';
    const kinds = viaLink ? LINK_KINDS : WIDGET_KINDS;
    const formOf = (t: NonNullable<Awaited<ReturnType<typeof target>>>): FormPage => ({
      ctx: t.ctx,
      action: t.action,
      token: issueFormToken(deps.keys.formToken, purpose, t.scope),
      kinds,
      withGuest: !viaLink,
      intro: t.ctx.tx.t(viaLink ? 'requestLinkIntro' : 'requestIntro'),
    });
    const answer = (
      reply: FastifyReply,
      t: NonNullable<Awaited<ReturnType<typeof target>>>,
      status: number,
      values: FormValues,
      errors: FieldErrors,
      general: string | null = null,
    ) =>
      send(reply, {
        status,
        ctx: t.ctx,
        title: t.ctx.tx.t('requestTitle'),
        body: requestForm(formOf(t), values, errors, general),
      });

    app.get(path, { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const values = formValues(request.query);
      if (await overLimit(pageCounter, request, reply, languageOf(values, 'en'))) return reply;
      const t = await target(request, values, viaLink);
      if (!t) return notFoundPage(reply, languageOf(values, 'en'), slugOf(request));
      return answer(reply, t, 200, { kind: values.kind ?? '' }, {});
    });

    app.post(path, { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const values = formValues(request.body);
      if (await overLimit(submitCounter, request, reply, languageOf(values, 'en'))) return reply;
      const t = await target(request, values, viaLink);
      if (!t) return notFoundPage(reply, languageOf(values, 'en'), slugOf(request));
      const { tx } = t.ctx;
      if (honeypotFilled(values))
        return send(reply, {
          status: 400,
          ctx: t.ctx,
          title: tx.t('requestTitle'),
          body: messagePage(t.ctx, tx.t('requestTitle'), tx.t('rejected')),
        });
      const spent = await spendToken(request, values, purpose, t.scope, t.venue.id);
      if (spent) return answer(reply, t, 400, values, {}, tx.t(spent));
      const read = readRequest(tx, values, kinds, !viaLink);
      if (hasErrors(read.errors) || !read.kind) return answer(reply, t, 422, values, read.errors);
      const parsed = createRequestSchema.safeParse({
        kind: read.kind,
        message: read.message,
        language: tx.lang,
        date: read.date,
        time: read.time,
        party: read.party,
        reservation_id: t.booking?.row.id ?? null,
        ...(read.guest
          ? {
              first_name: read.guest.first_name,
              last_name: read.guest.last_name,
              email: read.guest.email,
              mobileNumber: read.guest.mobileNumber,
            }
          : {}),
      });
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'message');
          errors[field === 'mobileNumber' ? 'phone' : field] ??= issue.message;
        }
        return answer(reply, t, 422, values, errors);
      }
      await receiveGuestRequest(
        deps.db,
        guestContext(t.venue, request.ip),
        {
          restaurantId: t.venue.id,
          input: parsed.data,
          source: viaLink ? 'guest_link' : 'widget',
          now: deps.now(),
        },
        queueRequestTimers,
        deps.changes,
      );
      return send(reply, {
        status: 201,
        ctx: t.ctx,
        title: tx.t('requestSentTitle'),
        body: messagePage(t.ctx, tx.t('requestSentTitle'), tx.t('requestSentBody')),
      });
    });
  }

  pages(false);
  pages(true);
}

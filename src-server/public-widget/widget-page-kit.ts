// What every public widget page shares: the strict page answer (CSP, no caching), the guest's
// language, the per-IP limits, the not-found page, the error page and the refusal texts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { defaultWidgetConfig, type WidgetTheme } from '../../src-shared/website/widget-config.js';
import {
  isWidgetLanguage,
  partyText,
  widgetLongDate,
  type WidgetLanguage,
  type WidgetTextKey,
} from '../../src-shared/website/widget-texts.js';
import { HttpError } from '../http/http-error.js';
import { NUL_CODE } from '../http/input-guards.js';
import type { RateCounter } from '../http/rate-limiter.js';
import { acceptFormBodies } from '../resources/form-body.js';
import type { RouteDeps } from '../routes/route-deps.js';
import type { Venue, WidgetPromoRefusal, WidgetRefusal } from './widget-booking.js';
import type { PromoRedemption } from '../../src-shared/marketing/promo-code-resource.js';
import { formatMoney } from '../../src-shared/domain/money.js';
import type { PromoRefusalReason } from '../marketing/promo-redemption.js';
import { verifyFormToken } from './form-token.js';
import { useFormToken } from './form-uses.js';
import { formValues } from './widget-form.js';
import { renderPage, txOf, type FormValues, type Tx } from './widget-html.js';
import type { WidgetLimits } from './widget-limits.js';
import { messagePage, type PageContext } from './widget-pages.js';

/**
 * The pages' Content-Security-Policy: nothing loads but the page's own nonce'd style and script, and
 * forms post only back here. `frame-ancestors *` is deliberate: the widget exists to be embedded in
 * venues' own websites, on any origin (the iframe only ever reports its height to its parent).
 */
const csp = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; ` +
  `form-action 'self'; base-uri 'none'; frame-ancestors *`;

export const PUBLIC = { access: { kind: 'public' as const } };
export const SCHEMA = { hide: true };

export interface Answer {
  status: number;
  ctx: PageContext;
  title: string;
  body: string;
}

export function send(reply: FastifyReply, a: Answer) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .code(a.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp(nonce))
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .send(renderPage({ lang: a.ctx.tx.lang, theme: a.ctx.theme, nonce, title: a.title, body: a.body }));
}

export const param = (request: FastifyRequest, name: string) => {
  const value = (request.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};
export const slugOf = (request: FastifyRequest) => param(request, 'slug');

export function languageOf(values: FormValues, fallback: WidgetLanguage): WidgetLanguage {
  return isWidgetLanguage(values.lang) ? values.lang : fallback;
}

/** A venue's page in the guest's language (the `lang` sent, else the widget's), styled by its widget. */
export function venuePage(
  venue: Venue,
  config: { language: WidgetLanguage; theme: WidgetTheme },
  values: FormValues,
): PageContext {
  return {
    tx: txOf(languageOf(values, config.language)),
    slug: venue.slug,
    venueName: venue.name,
    theme: config.theme,
  };
}

/** The texts of a refused booking: the time taken, the waitlist or event full, or why. */
export function refusalText(tx: Tx, refusal: WidgetRefusal, date: string): string {
  if (refusal.kind === 'taken') return tx.t('taken');
  if (refusal.kind === 'waitlistFull') return tx.t('waitlistFull', { date: widgetLongDate(tx.lang, date) });
  if (refusal.kind === 'eventFull') return tx.t('eventFull', { n: refusal.remaining });
  if (refusal.kind === 'limit') return tx.t('limitReached');
  return tx.t('failed', { reason: refusal.message });
}

const PROMO_REFUSAL_TEXT: Record<PromoRefusalReason, WidgetTextKey> = {
  unknown: 'promoUnknown',
  inactive: 'promoInactive',
  combine: 'promoCombine',
  usedUp: 'promoUsedUp',
  guestUsedUp: 'promoGuestUsedUp',
  needsGuest: 'errContact',
};

/** Why the guest's promo code was refused, in their language (shown on the code's field). */
export function promoRefusalText(tx: Tx, refusal: WidgetPromoRefusal): string {
  return tx.t(PROMO_REFUSAL_TEXT[refusal.reason], { code: refusal.code });
}

/** "Promo code AUTUMN15: 15% off." / "… £5.00 off.", the amount in the venue currency. */
export function promoAppliedText(tx: Tx, promo: PromoRedemption, currency: string): string {
  const locale = tx.lang === 'fr' ? 'fr-FR' : 'en-GB';
  const discount =
    promo.discount_type === 'amount'
      ? formatMoney(promo.discount_value, currency, locale)
      : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
          promo.discount_value / 100,
        );
  return tx.t('promoApplied', { code: promo.code, discount });
}

/** "Ada Lovelace, party of 2 guests, on Saturday 6 March 2027 at 19:30. Reference K7MQ2X." */
export function bookedSummary(tx: Tx, booked: Reservation): string {
  return tx.t('confirmedSummary', {
    name: `${booked.first_name} ${booked.last_name}`.trim(),
    party: partyText(tx.lang, booked.guest_count),
    date: widgetLongDate(tx.lang, booked.date),
    time: booked.time,
    reference: bookingReference(booked.id),
  });
}

export type PageKit = ReturnType<typeof pageKit>;

/** Form bodies, the error page and the limits for the widget's routes on `app`. */
export function pageKit(app: FastifyInstance, deps: RouteDeps, limits: WidgetLimits) {
  acceptFormBodies(app);
  // A failure of ours is a page in the guest's language saying nothing was booked, never JSON.
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'public widget request failed');
    const values = formValues(request.body ?? request.query);
    const ctx = bare(languageOf(values, 'en'), slugOf(request));
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
      (error as { statusCode: number }).statusCode < 500
        ? (error as { statusCode: number }).statusCode
        : 500;
    const nulField =
      error instanceof HttpError && error.code === NUL_CODE ? Object.keys(error.errors ?? {})[0] : undefined;
    const text =
      status === 500
        ? ctx.tx.t('serverError')
        : nulField
          ? ctx.tx.t('errNul', { field: nulField })
          : ctx.tx.t('rejected');
    return send(reply, { status, ctx, title: text, body: messagePage(ctx, ctx.tx.t('title'), text) });
  });
  const counter = (name: string, max: number) => deps.rateCounter({ name, max, windowMs: limits.windowMs });
  const pageCounter = counter('widget-pages', limits.pagesPerWindow);
  const submitCounter = counter('widget-submits', limits.submitsPerWindow);
  const tokenRules = { minFillMs: limits.minFillMs, maxAgeMs: limits.tokenMaxAgeMs };
  const defaultTheme = defaultWidgetConfig('reservation').theme;

  const bare = (lang: WidgetLanguage, slug: string, theme: WidgetTheme = defaultTheme): PageContext => ({
    tx: txOf(lang),
    slug,
    venueName: slug,
    theme,
  });

  /** Counts the hit; answers 429 with Retry-After when the caller is over the limit. */
  async function overLimit(
    rate: RateCounter,
    request: FastifyRequest,
    reply: FastifyReply,
    lang: WidgetLanguage,
  ) {
    const wait = await rate.hit(request.ip);
    if (wait === 0) return false;
    const ctx = bare(lang, slugOf(request));
    void reply.header('retry-after', String(wait));
    await send(reply, {
      status: 429,
      ctx,
      title: ctx.tx.t('rateLimited'),
      body: messagePage(ctx, ctx.tx.t('rateLimited'), ctx.tx.t('rateLimited')),
    });
    return true;
  }

  function notFoundPage(reply: FastifyReply, lang: WidgetLanguage, slug: string) {
    const ctx = bare(lang, slug);
    return send(reply, {
      status: 404,
      ctx,
      title: ctx.tx.t('notFound'),
      body: messagePage(ctx, ctx.tx.t('title'), ctx.tx.t('notFound')),
    });
  }

  /**
   * Verifies a submitted form's token and records it as used (form-uses.ts): the text key of why it is
   * refused, or null when it is good and had not been used. Every refusal page carries a fresh token.
   */
  async function spendToken(
    request: FastifyRequest,
    values: FormValues,
    purpose: string,
    scope: string,
    venueId: number,
  ): Promise<'tooFast' | 'expired' | 'rejected' | 'alreadySent' | null> {
    const verdict = verifyFormToken(deps.keys.formToken, values.token, purpose, scope, tokenRules);
    if (verdict !== 'ok')
      return verdict === 'tooFast' ? 'tooFast' : verdict === 'expired' ? 'expired' : 'rejected';
    const sender = { ip: request.ip, email: values.email ?? '', phone: values.phone ?? '' };
    const fresh = await useFormToken(deps.db, venueId, purpose, values.token ?? '', sender);
    return fresh ? null : 'alreadySent';
  }

  return { bare, overLimit, notFoundPage, pageCounter, submitCounter, tokenRules, spendToken };
}

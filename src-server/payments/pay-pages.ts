// The guest's pay page (issue 34 §2): `/pay/{slug}/{paymentId}?sig=…`, signed (pay-link.ts), in the
// guest's language. It says what the venue asks — a card to guarantee the booking (nothing taken
// now) or a deposit — and its button sends the guest to the card provider's hosted page, so no card
// number ever reaches this server. The provider sends the guest back to `…/done`, where what the
// session left is asked of the provider and applied (once: the webhook may get there first). A
// wrong signature, an unknown venue or payment all answer the same not-found page.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMoney } from '../../src-shared/domain/money.js';
import { PAY_PAGE_PATH } from '../../src-shared/payments/payment-entity.js';
import { defaultWidgetConfig } from '../../src-shared/website/widget-config.js';
import { widgetLongDate } from '../../src-shared/website/widget-texts.js';
import { findVenue } from '../public-widget/widget-booking.js';
import { esc, renderPage } from '../public-widget/widget-html.js';
import type { RateCounter } from '../http/rate-limiter.js';
import { acceptFormBodies } from '../resources/form-body.js';
import { verifyPayLink } from './pay-link.js';
import { finishGuestSession, paymentForPage, startGuestSession } from './payment-sessions.js';
import type { PaymentDeps } from './payment-settings.js';

type Lang = 'en' | 'fr';

const TEXTS = {
  en: {
    notFound: 'This payment link is not valid.',
    notFoundTitle: 'Link not found',
    guaranteeTitle: 'Guarantee your booking',
    depositTitle: 'Pay your deposit',
    guarantee:
      '{venue} asks for a card to hold your table for {guests} on {date} at {time}. Nothing is taken now: a fee of up to {amount} may be charged only if you do not come.',
    deposit: '{venue} asks for a deposit of {amount} to confirm your table for {guests} on {date} at {time}.',
    addCard: 'Add a card',
    pay: 'Pay {amount}',
    secure: 'You enter your card on the card provider’s secure page; this site never sees its number.',
    saved: 'Your card ending {last4} is saved. Thank you: your booking is guaranteed.',
    paid: 'Your deposit of {amount} is paid. Thank you: your booking is confirmed.',
    doneTitle: 'Thank you',
    incomplete: 'The payment page was not completed. You can try again.',
    declined: 'The payment did not go through. You can try again with another card.',
    closed: 'This request is closed: nothing more is needed from you.',
    again: 'Back to the payment page',
    busyTitle: 'Too many requests',
    busy: 'Too many requests. Please try again later.',
  },
  fr: {
    notFound: 'Ce lien de paiement n’est pas valide.',
    notFoundTitle: 'Lien introuvable',
    guaranteeTitle: 'Garantir votre réservation',
    depositTitle: 'Régler votre acompte',
    guarantee:
      '{venue} demande une carte pour garder votre table pour {guests} le {date} à {time}. Rien n’est débité maintenant : des frais d’au plus {amount} ne peuvent être débités que si vous ne venez pas.',
    deposit:
      '{venue} demande un acompte de {amount} pour confirmer votre table pour {guests} le {date} à {time}.',
    addCard: 'Ajouter une carte',
    pay: 'Payer {amount}',
    secure:
      'Vous saisissez votre carte sur la page sécurisée du prestataire de paiement ; ce site n’en voit jamais le numéro.',
    saved: 'Votre carte se terminant par {last4} est enregistrée. Merci : votre réservation est garantie.',
    paid: 'Votre acompte de {amount} est réglé. Merci : votre réservation est confirmée.',
    doneTitle: 'Merci',
    incomplete: 'La page de paiement n’a pas été terminée. Vous pouvez réessayer.',
    declined: 'Le paiement n’est pas passé. Vous pouvez réessayer avec une autre carte.',
    closed: 'Cette demande est close : rien de plus ne vous est demandé.',
    again: 'Retour à la page de paiement',
    busyTitle: 'Trop de demandes',
    busy: 'Trop de demandes. Veuillez réessayer plus tard.',
  },
} as const;
type Key = keyof (typeof TEXTS)['en'];

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

export interface PayPageDeps extends PaymentDeps {
  /** Origins the pay form may send the guest on to (the provider's hosted pages). */
  checkoutOrigins: readonly string[];
  /** Per-IP counters, as the booking widget's: every pay page, and the pay button (each press
   * opens a session at the card provider, so it is held to the widget's submissions limit). */
  pageRate: RateCounter;
  submitRate: RateCounter;
}

export function payPageRoutes(app: FastifyInstance, deps: PayPageDeps) {
  // The pay button is a plain form: the page works without JavaScript.
  acceptFormBodies(app);
  const csp = (nonce: string) =>
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; ` +
    `form-action 'self' ${deps.checkoutOrigins.join(' ')}; base-uri 'none'; frame-ancestors 'none'`;

  function page(reply: FastifyReply, status: number, lang: Lang, title: string, body: string) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp(nonce))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(renderPage({ lang, theme: defaultWidgetConfig('reservation').theme, nonce, title, body }));
  }

  const langOf = (request: FastifyRequest): Lang => {
    const q = request.query as Record<string, unknown>;
    return q.lang === 'fr' ? 'fr' : 'en';
  };

  /** The venue and payment of a genuine link, or null (the caller answers not found). */
  async function open(request: FastifyRequest) {
    const { slug, paymentId } = request.params as { slug: string; paymentId: string };
    const sig = (request.query as Record<string, unknown>).sig;
    const venue = await findVenue(deps.db, slug);
    if (
      !venue ||
      !/^[0-9a-f-]{36}$/.test(paymentId) ||
      !verifyPayLink(deps.payLinkKey, venue.slug, paymentId, sig)
    )
      return null;
    const found = await paymentForPage(deps.db, venue.id, paymentId);
    return found ? { venue, ...found, sig: String(sig) } : null;
  }

  /** A page that only says something: its title as heading, then the text. */
  const messagePage = (
    reply: FastifyReply,
    status: number,
    lang: Lang,
    title: Key,
    text: Key,
    role: 'status' | 'alert',
  ) => {
    const t = TEXTS[lang];
    return page(
      reply,
      status,
      lang,
      t[title],
      `<h1>${esc(t[title])}</h1><p role="${role}">${esc(t[text])}</p>`,
    );
  };
  const notFound = (reply: FastifyReply, lang: Lang) =>
    messagePage(reply, 404, lang, 'notFoundTitle', 'notFound', 'status');

  const base = (slug: string, id: string) => PAY_PAGE_PATH.replace('{slug}', slug).replace('{paymentId}', id);
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  type Found = NonNullable<Awaited<ReturnType<typeof open>>>;

  function requestPage(reply: FastifyReply, lang: Lang, found: Found, note?: Key) {
    const t = TEXTS[lang];
    const p = found.payment;
    const amount = formatMoney(p.amountMinor / 100, p.currency, lang);
    const values = {
      venue: found.venue.name,
      guests: found.guests ?? '',
      date: found.date ? widgetLongDate(lang, found.date) : '',
      time: found.time ?? '',
      amount,
    };
    const title = p.kind === 'guarantee' ? t.guaranteeTitle : t.depositTitle;
    if (p.state !== 'requested')
      return page(reply, 200, lang, title, `<h1>${esc(title)}</h1><p role="status">${esc(t.closed)}</p>`);
    const action = `${base(found.venue.slug, p.id)}?sig=${encodeURIComponent(found.sig)}&lang=${lang}`;
    return page(
      reply,
      200,
      lang,
      title,
      `<h1>${esc(title)}</h1>
${note ? `<p role="alert">${esc(t[note])}</p>` : ''}
<p>${esc(fill(p.kind === 'guarantee' ? t.guarantee : t.deposit, values))}</p>
<form method="post" action="${esc(action)}">
<button type="submit">${esc(p.kind === 'guarantee' ? t.addCard : fill(t.pay, values))}</button>
</form>
<p class="muted">${esc(t.secure)}</p>`,
    );
  }

  /** A pay page route: its link checked first (the not-found page otherwise), in the guest's language. */
  const payRoute = (
    method: 'GET' | 'POST',
    url: string,
    handle: (request: FastifyRequest, reply: FastifyReply, lang: Lang, found: Found) => unknown,
  ) =>
    app.route({
      method,
      url,
      config: { access: { kind: 'public' } },
      schema: { hide: true },
      handler: async (request, reply) => {
        const lang = langOf(request);
        const wait = await (method === 'POST' ? deps.submitRate : deps.pageRate).hit(request.ip);
        if (wait > 0) {
          void reply.header('retry-after', String(wait));
          return messagePage(reply, 429, lang, 'busyTitle', 'busy', 'alert');
        }
        const found = await open(request);
        if (!found) return notFound(reply, lang);
        return handle(request, reply, lang, found);
      },
    });

  payRoute('GET', `/pay/:slug/:paymentId`, (_request, reply, lang, found) => requestPage(reply, lang, found));

  payRoute('POST', `/pay/:slug/:paymentId`, async (request, reply, lang, found) => {
    if (found.payment.state !== 'requested') return requestPage(reply, lang, found);
    const self = `${origin(request)}${base(found.venue.slug, found.payment.id)}?sig=${encodeURIComponent(found.sig)}&lang=${lang}`;
    const url = await startGuestSession(
      deps,
      found.payment,
      {
        success: `${origin(request)}${base(found.venue.slug, found.payment.id)}/done?sig=${encodeURIComponent(found.sig)}&lang=${lang}&session_id={CHECKOUT_SESSION_ID}`,
        cancel: self,
      },
      found.venue.name,
    );
    return reply.code(303).header('location', url).header('cache-control', 'no-store').send();
  });

  payRoute('GET', `/pay/:slug/:paymentId/done`, async (request, reply, lang, found) => {
    const t = TEXTS[lang];
    const given = (request.query as Record<string, unknown>).session_id;
    const sessionId = typeof given === 'string' ? given : '';
    const outcome =
      found.payment.state === 'requested'
        ? await finishGuestSession(deps, found.payment, sessionId)
        : 'already';
    const now = await paymentForPage(deps.db, found.venue.id, found.payment.id);
    const p = now?.payment ?? found.payment;
    if (p.state === 'card_saved' || p.state === 'paid') {
      const text =
        p.state === 'card_saved'
          ? fill(t.saved, { last4: p.cardLast4 ?? '' })
          : fill(t.paid, { amount: formatMoney(p.takenMinor / 100, p.currency, lang) });
      return page(
        reply,
        200,
        lang,
        t.doneTitle,
        `<h1>${esc(t.doneTitle)}</h1><p role="status">${esc(text)}</p>`,
      );
    }
    return requestPage(
      reply,
      lang,
      { ...found, payment: p },
      outcome === 'declined' ? 'declined' : 'incomplete',
    );
  });
}

// The pages behind the guest links of a booking's messages (message-values.ts guestLinks), each
// signed (guest-link.ts): a missing or wrong signature, an unknown venue or booking, or a booking of
// another venue all answer the widget's not-found page, never a hint whether the booking exists.
//   GET/POST /book/{slug}/reservation/{id}/cancel    cancels, as the console's status change does
//   GET/POST /book/{slug}/reservation/{id}/arrived   the guest confirms they are coming (Confirmed)
//   GET/POST /book/{slug}/reservation/{id}/modify    a new date and party, the times the engine
//                                                    offers, then the console's update moves it
//   GET      /book/{slug}/reservation/{id}/qr        a PNG QR code of the booking reference
//   GET      /book/{slug}/reservation/{id}/feedback  says the link is not available yet
// Same limits, form token (purposes guest-cancel, guest-arrived, guest-modify) and honeypot as the booking page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import { addDays } from '../../src-shared/time.js';
import type { ReservationWidgetConfig } from '../../src-shared/website/widget-config.js';
import { partyText, widgetLongDate, type WidgetLanguage } from '../../src-shared/website/widget-texts.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { loadWidgetConfig } from '../website/ui-config-store.js';
import { honeypotFilled, issueFormToken } from './form-token.js';
import {
  cancelGuestBooking,
  confirmGuestBooking,
  confirmedStatus,
  guestBlock,
  GuestRefusal,
  loadGuestBooking,
  moveGuestBooking,
  type GuestBlock,
  type GuestBooking,
} from './guest-booking.js';
import { verifyGuestLink } from './guest-link.js';
import { guestPage, modifySteps, type GuestPageContent } from './guest-pages.js';
import { findVenue, offeredShiftTimes, venueToday, WidgetRefusal, type Venue } from './widget-booking.js';
import { formValues, hasErrors, readSearch, readTime } from './widget-form.js';
import type { FieldErrors, FormValues, Tx } from './widget-html.js';
import {
  venuePage,
  languageOf,
  param,
  PUBLIC,
  refusalText,
  SCHEMA,
  send,
  slugOf,
  type PageKit,
} from './widget-page-kit.js';
import { outcomePage, type PageContext } from './widget-pages.js';

/** A guest link that checked out: the venue, the booking and the page context in the guest's language. */
interface Guest {
  venue: Venue;
  booking: GuestBooking;
  config: ReservationWidgetConfig;
  ctx: PageContext;
  /** `/book/{slug}/reservation/{id}` */
  base: string;
  sig: string;
}

const blockKey = { cancelled: 'guestCancelled', over: 'guestOver', past: 'guestPast' } as const;

export function guestRoutes(app: FastifyInstance, deps: RouteDeps, kit: PageKit) {
  const { overLimit, notFoundPage, pageCounter, submitCounter, spendToken } = kit;

  /** The link's venue and booking when its signature holds; null otherwise (the not-found page). */
  async function guestOf(request: FastifyRequest, values: FormValues): Promise<Guest | null> {
    const venue = await findVenue(deps.db, slugOf(request));
    if (!venue) return null;
    const id = param(request, 'id');
    const sig = formValues(request.query).sig ?? values.sig ?? '';
    if (!verifyGuestLink(deps.keys.guestLink, venue.slug, id, sig)) return null;
    const booking = await loadGuestBooking(deps.db, venue, id);
    if (!booking) return null;
    const { config } = await loadWidgetConfig(deps.db, venue.id, 'reservation');
    const ctx = venuePage(venue, config, values);
    return { venue, booking, config, ctx, base: `/book/${venue.slug}/reservation/${booking.row.id}`, sig };
  }

  const link = (g: Guest, action: string) =>
    `${g.base}/${action}?sig=${encodeURIComponent(g.sig)}&lang=${g.ctx.tx.lang}`;
  const bookLink = (g: Guest) => `/book/${g.venue.slug}?lang=${g.ctx.tx.lang}`;

  /** "Ada Lovelace, party of 2 guests, on Saturday 6 March 2027 at 19:30, at Harbour Bistro. Reference K7MQ2X." */
  const summaryOf = (tx: Tx, g: Guest) =>
    tx.t('guestSummary', {
      name: `${g.booking.row.firstName} ${g.booking.row.lastName}`.trim(),
      party: partyText(tx.lang, g.booking.row.guestCount),
      date: widgetLongDate(tx.lang, g.booking.row.date),
      time: g.booking.row.time,
      venue: g.venue.name,
      reference: bookingReference(g.booking.row.id),
    });
  const contactOf = (g: Guest) =>
    g.booking.venuePhone.trim()
      ? g.ctx.tx.t('guestContact', { venue: g.venue.name, phone: g.booking.venuePhone.trim() })
      : '';
  const blockOf = (g: Guest): GuestBlock | null =>
    guestBlock(g.booking.row, g.booking.status, g.venue.timeZone, deps.now());

  const page = (reply: FastifyReply, g: Guest, status: number, content: Omit<GuestPageContent, 'summary'>) =>
    send(reply, {
      status,
      ctx: g.ctx,
      title: g.ctx.tx.t('guestHtmlTitle', { venue: g.venue.name }),
      body: guestPage(g.ctx, { contact: contactOf(g), ...content, summary: summaryOf(g.ctx.tx, g) }),
    });

  /** Reads the link of a GET (page limit) or POST (submit limit); answers 429 or 404 itself. */
  async function open(request: FastifyRequest, reply: FastifyReply, post: boolean): Promise<Guest | null> {
    const values = formValues(post ? request.body : request.query);
    const lang: WidgetLanguage = languageOf(values, 'en');
    if (await overLimit(post ? submitCounter : pageCounter, request, reply, lang)) return null;
    const g = await guestOf(request, values);
    if (!g) {
      await notFoundPage(reply, lang, slugOf(request));
      return null;
    }
    return g;
  }

  /**
   * Reads a form's POST: its link (as `open`), then its values; a filled honeypot is answered 400
   * under the form's `title`. Null when the answer is sent already.
   */
  async function openPost(
    request: FastifyRequest,
    reply: FastifyReply,
    title: 'cancelTitle' | 'arrivedTitle' | 'modifyTitle',
  ) {
    const g = await open(request, reply, true);
    if (!g) return null;
    const values = formValues(request.body);
    if (!honeypotFilled(values)) return { g, values, tx: g.ctx.tx };
    await page(reply, g, 400, { title: g.ctx.tx.t(title), text: g.ctx.tx.t('rejected') });
    return null;
  }

  /** A link that does one thing by a form: cancel, or confirm the guest is coming. */
  interface GuestAction {
    name: 'cancel' | 'arrived';
    title: 'cancelTitle' | 'arrivedTitle';
    intro: 'cancelIntro' | 'arrivedIntro';
    button: 'cancelButton' | 'arrivedButton';
    done: { title: 'cancelDoneTitle' | 'arrivedDoneTitle'; text: 'cancelDoneBody' | 'arrivedDoneBody' };
    /** Why there is no form for this booking (the text, and the status a POST answers), or null. */
    closed: (g: Guest) => { text: string; status: number } | null;
    run: (g: Guest, ip: string) => Promise<unknown>;
  }

  const purposeOf = (action: GuestAction) => `guest-${action.name}`;
  /** Tokens are bound to the booking, not only to the venue. */
  const scopeOf = (g: Guest) => `${g.venue.slug}|${g.booking.row.id}`;
  const blocked = (g: Guest) => {
    const block = blockOf(g);
    return block ? { text: g.ctx.tx.t(blockKey[block]), status: 409 } : null;
  };

  function formPage(reply: FastifyReply, g: Guest, action: GuestAction, status: number, general?: string) {
    const { tx } = g.ctx;
    const closed = action.closed(g);
    if (closed)
      return page(reply, g, status === 200 ? 200 : closed.status, {
        title: tx.t(action.title),
        text: closed.text,
        links: [{ href: bookLink(g), text: tx.t('bookAgain') }],
      });
    return page(reply, g, status, {
      title: tx.t(action.title),
      text: tx.t(action.intro),
      general: general ?? null,
      form: {
        action: link(g, action.name),
        token: issueFormToken(deps.keys.formToken, purposeOf(action), scopeOf(g)),
        button: tx.t(action.button),
      },
    });
  }

  function actionRoutes(action: GuestAction) {
    const path = `/book/:slug/reservation/:id/${action.name}`;
    app.get(path, { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const g = await open(request, reply, false);
      if (!g) return reply;
      return formPage(reply, g, action, 200);
    });

    app.post(path, { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const posted = await openPost(request, reply, action.title);
      if (!posted) return reply;
      const { g, values, tx } = posted;
      // Refused as it stands before the token: a second cancel says it is cancelled, not "expired".
      if (action.closed(g)) return formPage(reply, g, action, 409);
      const spent = await spendToken(request, values, purposeOf(action), scopeOf(g), g.venue.id);
      if (spent) return formPage(reply, g, action, 400, tx.t(spent));
      try {
        await action.run(g, request.ip);
      } catch (error) {
        if (!(error instanceof GuestRefusal)) throw error;
        // Changed meanwhile (staff seated or cancelled it): say so from the booking as it is now.
        const now = await guestOf(request, values);
        if (!now) return notFoundPage(reply, tx.lang, g.venue.slug);
        return formPage(reply, now, action, 409);
      }
      return send(reply, {
        status: 200,
        ctx: g.ctx,
        title: tx.t('guestHtmlTitle', { venue: g.venue.name }),
        body: outcomePage(g.ctx, tx.t(action.title), {
          title: tx.t(action.done.title),
          summary: summaryOf(tx, g),
          text: tx.t(action.done.text),
          again: bookLink(g),
        }),
      });
    });
  }

  actionRoutes({
    name: 'cancel',
    title: 'cancelTitle',
    intro: 'cancelIntro',
    button: 'cancelButton',
    done: { title: 'cancelDoneTitle', text: 'cancelDoneBody' },
    closed: blocked,
    run: (g, ip) => cancelGuestBooking(deps, g.venue, ip, g.booking.row.id),
  });

  actionRoutes({
    name: 'arrived',
    title: 'arrivedTitle',
    intro: 'arrivedIntro',
    button: 'arrivedButton',
    done: { title: 'arrivedDoneTitle', text: 'arrivedDoneBody' },
    closed: (g) => {
      const confirmed = confirmedStatus(g.booking.statuses);
      const { tx } = g.ctx;
      // A venue without a Confirmed status has nothing to record: the link is not available there.
      if (!confirmed) return { text: tx.t('linkUnavailable', { venue: g.venue.name }), status: 404 };
      const block = blocked(g);
      if (block) return block;
      if (g.booking.row.statusId === confirmed.id) return { text: tx.t('arrivedAlready'), status: 409 };
      return null;
    },
    run: (g, ip) => confirmGuestBooking(deps, g.venue, ip, g.booking.row.id),
  });

  // Moving the booking: a new date and party, the times the engine offers, then the console's update.
  const modifyPath = '/book/:slug/reservation/:id/modify';
  const bounds = (g: Guest) => {
    const today = venueToday(g.venue).date;
    return {
      today,
      lastDay: addDays(today, g.config.advanceDays),
      min: g.config.partySize.min,
      max: g.config.partySize.max,
    };
  };
  const modifyScope = (g: Guest) => `${scopeOf(g)}|modify`;

  async function modifyPage(
    reply: FastifyReply,
    g: Guest,
    status: number,
    state: { values: FormValues; errors: FieldErrors; general?: string | null },
    search: { date: string; party: number } | null,
  ) {
    const { tx } = g.ctx;
    const block = blockOf(g);
    if (block)
      return page(reply, g, status === 200 ? 200 : 409, {
        title: tx.t('modifyTitle'),
        text: tx.t(blockKey[block]),
        links: [{ href: bookLink(g), text: tx.t('bookAgain') }],
      });
    const times = search
      ? {
          ...search,
          times: await offeredShiftTimes(deps.db, g.venue, search.date, search.party),
          token: issueFormToken(deps.keys.formToken, 'guest-modify', modifyScope(g)),
        }
      : null;
    return page(reply, g, status, {
      title: tx.t('modifyTitle'),
      text: tx.t('modifyIntro'),
      general: state.general ?? null,
      errors: state.errors,
      extra: modifySteps(g.ctx, {
        path: `${g.base}/modify`,
        link: link(g, 'modify'),
        sig: g.sig,
        values: state.values,
        errors: state.errors,
        bounds: bounds(g),
        times,
      }),
      links: [
        { href: link(g, 'cancel'), text: tx.t('cancelButton') },
        { href: bookLink(g), text: tx.t('bookAgain') },
      ],
    });
  }

  app.get(modifyPath, { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
    const g = await open(request, reply, false);
    if (!g) return reply;
    const values = formValues(request.query);
    if (values.date === undefined && values.party === undefined) {
      const current = { date: g.booking.row.date, party: String(g.booking.row.guestCount) };
      return modifyPage(reply, g, 200, { values: { ...values, ...current }, errors: {} }, null);
    }
    const errors: FieldErrors = {};
    const search = readSearch(g.ctx.tx, values, bounds(g), errors);
    return modifyPage(reply, g, search ? 200 : 422, { values, errors }, search);
  });

  app.post(modifyPath, { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
    const posted = await openPost(request, reply, 'modifyTitle');
    if (!posted) return reply;
    const { g, values, tx } = posted;
    if (blockOf(g)) return modifyPage(reply, g, 409, { values, errors: {} }, null);
    const errors: FieldErrors = {};
    const search = readSearch(tx, values, bounds(g), errors);
    if (!search) return modifyPage(reply, g, 422, { values, errors }, null);
    const spent = await spendToken(request, values, 'guest-modify', modifyScope(g), g.venue.id);
    if (spent) return modifyPage(reply, g, 400, { values, errors: {}, general: tx.t(spent) }, search);
    const time = readTime(tx, values, errors);
    if (hasErrors(errors)) return modifyPage(reply, g, 422, { values, errors }, search);
    try {
      await moveGuestBooking(deps, g.venue, request.ip, g.booking.row.id, { ...search, time });
    } catch (error) {
      const now = await guestOf(request, values);
      if (!now) return notFoundPage(reply, tx.lang, g.venue.slug);
      if (error instanceof GuestRefusal) return modifyPage(reply, now, 409, { values, errors: {} }, null);
      if (!(error instanceof WidgetRefusal)) throw error;
      // The time was just taken: the times free now, to choose again.
      const general = refusalText(tx, error, search.date);
      return modifyPage(reply, now, 409, { values: { ...values, time: '' }, errors: {}, general }, search);
    }
    const moved = (await guestOf(request, values)) ?? g;
    return send(reply, {
      status: 200,
      ctx: g.ctx,
      title: tx.t('guestHtmlTitle', { venue: g.venue.name }),
      body: outcomePage(g.ctx, tx.t('modifyTitle'), {
        title: tx.t('modifyDoneTitle'),
        summary: summaryOf(tx, moved),
        text: tx.t('modifyDoneBody'),
        again: bookLink(g),
      }),
    });
  });

  // The guest's QR code: a PNG of the six-character booking reference (the message's reservation_id)
  // to show on arrival; staff find the booking by it in global search. Only the signed link draws it, like every guest page.
  app.get('/book/:slug/reservation/:id/qr', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
    const g = await open(request, reply, false);
    if (!g) return reply;
    const png = await QRCode.toBuffer(bookingReference(g.booking.row.id), {
      type: 'png',
      width: 320,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    return reply
      .header('content-type', 'image/png')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(png);
  });

  // Links the messages carry whose pages are not built yet: said plainly, in the guest's language.
  app.get('/book/:slug/reservation/:id/:link', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
    const which = param(request, 'link');
    const g = await open(request, reply, false);
    if (!g) return reply;
    if (which !== 'feedback') return notFoundPage(reply, g.ctx.tx.lang, g.venue.slug);
    const { tx } = g.ctx;
    return page(reply, g, 200, {
      title: tx.t('guestTitle'),
      text: tx.t('linkUnavailable', { venue: g.venue.name }),
    });
  });
}

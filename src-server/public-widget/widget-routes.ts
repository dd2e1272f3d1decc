// The public booking widget (issue 17 item 5), served by the API with no sign-in, per venue by slug:
//   GET  /widget/{slug}.js      the embed script: an iframe of the booking page, resized by postMessage
//   GET  /book/{slug}           date and party, then the times offered and the guest's details
//   POST /book/{slug}           books a table        POST /book/{slug}/waitlist  joins the waitlist
//   GET  /book/{slug}/event     the event widget     POST /book/{slug}/event     books the event
//   /book/{slug}/reservation/{id}/…  the signed guest links of a booking's messages (widget-guest-routes.ts)
// and, for staff, GET /api/v1/restaurant/{restaurantId}/waitlist. Pages are server-rendered forms
// with a strict CSP; limits and the abuse guard are in widget-limits.ts and form-token.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { formatMoney } from '../../src-shared/domain/money.js';
import { addDays } from '../../src-shared/time.js';
import { WAITLIST_CALLS } from '../../src-shared/website/waitlist.js';
import { partyText, widgetLongDate } from '../../src-shared/website/widget-texts.js';
import { originOf, requestRulePayment, type RulePaymentAsked } from '../payments/payment-requests.js';
import { routeTable } from '../resources/route-helper.js';
import { getRestaurant } from '../restaurants/restaurant-store.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { loadWidgetConfig } from '../website/ui-config-store.js';
import { honeypotFilled, issueFormToken } from './form-token.js';
import { formTokenId } from './form-uses.js';
import { joinWaitlist, listWaitlist } from './waitlist-service.js';
import {
  bookTable,
  findVenue,
  WidgetPromoRefusal,
  offeredShiftTimes,
  venueToday,
  WidgetRefusal,
  type Venue,
} from './widget-booking.js';
import {
  formValues,
  hasErrors,
  readGuest,
  readBookingChoice,
  readPreferredTime,
  readSearch,
  type GuestInput,
} from './widget-form.js';
import { txOf, type FieldErrors, type FormValues, type Tx } from './widget-html.js';
import {
  bookingTitle,
  messagePage,
  outcomePage,
  searchPage,
  timesPage,
  type BookingPage,
  type PageContext,
  type StepState,
} from './widget-pages.js';
import { widgetScript } from './widget-script.js';
import { widgetLimitsFromEnv, type WidgetLimits } from './widget-limits.js';
import { eventRoutes } from './widget-event-routes.js';
import { guestRoutes } from './widget-guest-routes.js';
import { requestRoutes } from './widget-request-routes.js';
import { bookedSummary, promoAppliedText, promoRefusalText, refusalText } from './widget-page-kit.js';
import { languageOf, pageKit, param, PUBLIC, SCHEMA, send, slugOf, type Answer } from './widget-page-kit.js';

/** The public pages and script at the server's root, and the staff's waitlist read under the API. */
/** The confirmation page's next step when the booking rules asked for a card: add one, or pay the deposit. */
function cardStep(tx: Tx, card: RulePaymentAsked, currency: string) {
  const amount = formatMoney(card.amountMinor / 100, currency, tx.lang === 'fr' ? 'fr-FR' : 'en-GB');
  if (card.kind === 'guarantee')
    return { text: tx.t('guaranteeNeeded', { amount }), href: card.payUrl, label: tx.t('guaranteeAction') };
  const cancel =
    card.cancelAfterMinutes !== null
      ? ` ${tx.t('depositCancelAfter', { minutes: String(card.cancelAfterMinutes) })}`
      : '';
  return {
    text: `${tx.t('depositNeeded', { amount })}${cancel}`,
    href: card.payUrl,
    label: tx.t('depositAction'),
  };
}

export function publicWidgetRoutes(deps: RouteDeps, limits: WidgetLimits = widgetLimitsFromEnv()) {
  return async (app: FastifyInstance) => {
    await app.register(widgetPages(deps, limits));
    // Staff read the waitlist the widget fills (the host stand's read permission).
    await app.register(
      async (api) => {
        const route = routeTable(api, ['waitlist']);
        route(WAITLIST_CALLS['waitlist.list'], async ({ restaurantId, query }) => {
          const venue = await findVenueById(deps, restaurantId);
          return {
            data: await listWaitlist(deps.db, restaurantId, {
              date: query.date,
              from: venueToday(venue).date,
            }),
          };
        });
      },
      { prefix: API_BASE_PATH },
    );
  };
}

function widgetPages(deps: RouteDeps, limits: WidgetLimits) {
  return async (app: FastifyInstance) => {
    const kit = pageKit(app, deps, limits);
    const { overLimit, notFoundPage, pageCounter, submitCounter, spendToken } = kit;

    /** The venue and its reservation widget as a page context; null when the slug is unknown. */
    async function bookingPage(
      slug: string,
      values: FormValues,
    ): Promise<{ venue: Venue; page: BookingPage } | null> {
      const venue = await findVenue(deps.db, slug);
      if (!venue) return null;
      const { config } = await loadWidgetConfig(deps.db, venue.id, 'reservation');
      const today = venueToday(venue).date;
      return {
        venue,
        page: {
          tx: txOf(languageOf(values, config.language)),
          slug: venue.slug,
          venueName: venue.name,
          theme: config.theme,
          config,
          today,
          lastDay: addDays(today, config.advanceDays),
        },
      };
    }

    const title = (page: BookingPage) => page.tx.t('htmlTitle', { venue: page.venueName });
    const disabled = (reply: FastifyReply, page: PageContext, status: number) =>
      send(reply, {
        status,
        ctx: page,
        title: page.tx.t('htmlTitle', { venue: page.venueName }),
        body: messagePage(page, page.tx.t('title'), page.tx.t('disabled', { venue: page.venueName })),
      });

    const bounds = (page: BookingPage) => ({
      today: page.today,
      lastDay: page.lastDay,
      min: page.config.partySize.min,
      max: page.config.partySize.max,
    });

    /** Steps 2–3 for a search, with fresh times and fresh tokens; values and errors kept. */
    async function timesAnswer(
      venue: Venue,
      page: BookingPage,
      search: { date: string; party: number },
      state: StepState,
      status: number,
    ): Promise<Answer> {
      const times = await offeredShiftTimes(deps.db, venue, search.date, search.party);
      const step = {
        ...search,
        times,
        token: issueFormToken(deps.keys.formToken, 'book', venue.slug),
        waitlistToken: issueFormToken(deps.keys.formToken, 'waitlist', venue.slug),
      };
      return { status, ctx: page, title: title(page), body: timesPage(page, step, state) };
    }

    app.get('/widget/:file', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const file = param(request, 'file');
      const slug = file.endsWith('.js') ? file.slice(0, -3) : '';
      const found = await bookingPage(slug, formValues(request.query));
      if (await overLimit(pageCounter, request, reply, 'en')) return reply;
      if (!found)
        return reply
          .code(404)
          .header('content-type', 'text/javascript; charset=utf-8')
          .send('/* No booking widget for this venue. */\n');
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .send(
          widgetScript(found.venue.slug, found.page.tx.t('embedFrameTitle', { venue: found.venue.name })),
        );
    });

    app.get('/book/:slug', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const values = formValues(request.query);
      const lang = languageOf(values, 'en');
      if (await overLimit(pageCounter, request, reply, lang)) return reply;
      const found = await bookingPage(slugOf(request), values);
      if (!found) return notFoundPage(reply, lang, slugOf(request));
      const { venue, page } = found;
      if (!page.config.enabled) return disabled(reply, page, 200);
      if (values.date === undefined && values.party === undefined)
        return send(reply, {
          status: 200,
          ctx: page,
          title: title(page),
          // Today is the first date offered: a guest booking for tonight only picks the party size.
          body: searchPage(page, { values: { date: page.today, ...values }, errors: {} }),
        });
      const errors: FieldErrors = {};
      const search = readSearch(page.tx, values, bounds(page), errors);
      if (!search)
        return send(reply, {
          status: 422,
          ctx: page,
          title: title(page),
          body: searchPage(page, { values, errors }),
        });
      return send(reply, await timesAnswer(venue, page, search, { values, errors: {} }, 200));
    });

    interface Submission<E> {
      venue: Venue;
      page: BookingPage;
      search: { date: string; party: number };
      values: FormValues;
      guest: GuestInput;
      extra: E;
      /** The form's token, now used: its booking is capped per sender (form-uses.ts). */
      tokenId: string;
    }

    /**
     * What a booking or waitlist form sent, checked in order: limit, venue, widget on, honeypot, date
     * and party, token, then the fields. Answers the refusal itself and resolves to null when one fails.
     */
    async function readSubmission<E>(
      request: FastifyRequest,
      reply: FastifyReply,
      purpose: 'book' | 'waitlist',
      readExtra: (tx: Tx, values: FormValues, errors: FieldErrors) => E,
    ): Promise<Submission<E> | null> {
      const values = formValues(request.body);
      if (await overLimit(submitCounter, request, reply, languageOf(values, 'en'))) return null;
      const found = await bookingPage(slugOf(request), values);
      if (!found) {
        await notFoundPage(reply, languageOf(values, 'en'), slugOf(request));
        return null;
      }
      const { venue, page } = found;
      const { tx } = page;
      const refuse = async (status: number, text: string) => {
        const heading = purpose === 'book' ? bookingTitle(page) : tx.t('waitlistTitle');
        const again = { href: `/book/${venue.slug}?lang=${tx.lang}`, text: tx.t('bookAnother') };
        await send(reply, {
          status,
          ctx: page,
          title: title(page),
          body: messagePage(page, heading, text, again),
        });
        return null;
      };
      if (!page.config.enabled) return refuse(403, tx.t('disabled', { venue: venue.name }));
      if (purpose === 'waitlist' && !page.config.offerWaitlist) return refuse(403, tx.t('waitlistClosed'));
      if (honeypotFilled(values)) return refuse(400, tx.t('rejected'));
      const errors: FieldErrors = {};
      const search = readSearch(tx, values, bounds(page), errors);
      if (!search) {
        await send(reply, {
          status: 422,
          ctx: page,
          title: title(page),
          body: searchPage(page, { values, errors }),
        });
        return null;
      }
      const spent = await spendToken(request, values, purpose, page.slug, venue.id);
      const problem = spent ? tx.t(spent) : null;
      const extra = readExtra(tx, values, errors);
      const guest = readGuest(tx, values, errors);
      if (problem || hasErrors(errors)) {
        const state = problem ? { values, errors: {}, general: problem } : { values, errors };
        await send(reply, await timesAnswer(venue, page, search, state, problem ? 400 : 422));
        return null;
      }
      return { venue, page, search, values, guest, extra, tokenId: formTokenId(purpose, values.token ?? '') };
    }

    /** Never a success text for a refused write: the refusal, and the times free now. */
    const refused = async (
      reply: FastifyReply,
      s: Submission<unknown>,
      error: unknown,
      values: FormValues,
    ) => {
      if (!(error instanceof WidgetRefusal)) throw error;
      const general = refusalText(s.page.tx, error, s.search.date);
      const status = error.kind === 'limit' ? 429 : 409;
      return send(
        reply,
        await timesAnswer(s.venue, s.page, s.search, { values, errors: {}, general }, status),
      );
    };

    app.post('/book/:slug', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const s = await readSubmission(request, reply, 'book', readBookingChoice);
      if (!s) return reply;
      const { tx } = s.page;
      try {
        const { booking, promo, guarantee } = await bookTable(deps, s.venue, request.ip, {
          ...s.search,
          time: s.extra.time,
          guest: s.guest,
          tokenId: s.tokenId,
          ...(s.extra.promoCode ? { promoCode: s.extra.promoCode } : {}),
        });
        const promoText = promo ? ` ${promoAppliedText(tx, promo, s.venue.currency)}` : '';
        // The rules that took the booking ask for a card: the guest is sent to add one or to pay the
        // deposit (and mailed the link).
        const card = guarantee
          ? await requestRulePayment(
              deps,
              s.venue.id,
              booking.id,
              guarantee,
              originOf(request),
              request.log,
            ).catch((error: unknown) => {
              // requestRulePayment tells staff itself; this is only its own failure to do so.
              request.log.error({ err: error, reservationId: booking.id }, 'The rules’ card request failed');
              return null;
            })
          : null;
        return send(reply, {
          status: 201,
          ctx: s.page,
          title: title(s.page),
          body: outcomePage(s.page, bookingTitle(s.page), {
            title: tx.t('confirmedTitle'),
            summary: `${bookedSummary(tx, booking)}${promoText}`,
            text: s.page.config.texts.confirmation || tx.t('confirmedDefault'),
            again: `/book/${s.venue.slug}?lang=${tx.lang}`,
            next: card && cardStep(tx, card, s.venue.currency),
          }),
        });
      } catch (error) {
        // A refused promo code: nothing was booked; the form comes back as filled in, the code's field saying why.
        if (error instanceof WidgetPromoRefusal) {
          const errors = { promo_code: promoRefusalText(tx, error) };
          const status = error.reason === 'unknown' || error.reason === 'inactive' ? 422 : 409;
          return send(
            reply,
            await timesAnswer(s.venue, s.page, s.search, { values: s.values, errors }, status),
          );
        }
        // The time the guest chose is gone: they choose again among the times free now.
        return refused(reply, s, error, { ...s.values, time: '' });
      }
    });

    app.post('/book/:slug/waitlist', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const s = await readSubmission(request, reply, 'waitlist', readPreferredTime);
      if (!s) return reply;
      const { tx } = s.page;
      const { config: waitlist } = await loadWidgetConfig(deps.db, s.venue.id, 'waitlist');
      try {
        const entry = await joinWaitlist(deps, s.venue, {
          ...s.search,
          preferredTime: s.extra,
          guest: s.guest,
          maxPerDay: waitlist.maxPerDay,
        });
        return send(reply, {
          status: 201,
          ctx: s.page,
          title: title(s.page),
          body: outcomePage(s.page, tx.t('waitlistTitle'), {
            title: tx.t('waitlistJoinedTitle'),
            summary: tx.t('waitlistJoinedBody', {
              name: `${entry.first_name} ${entry.last_name}`.trim(),
              party: partyText(tx.lang, entry.party_size),
              date: widgetLongDate(tx.lang, entry.date),
            }),
            text: '',
            again: `/book/${s.venue.slug}?lang=${tx.lang}`,
          }),
        });
      } catch (error) {
        return refused(reply, s, error, s.values);
      }
    });

    eventRoutes(app, deps, kit);
    guestRoutes(app, deps, kit);
    requestRoutes(app, deps, kit);
  };
}

async function findVenueById(deps: RouteDeps, restaurantId: number): Promise<Venue> {
  const r = await getRestaurant(deps.db, restaurantId);
  return { id: r.id, slug: r.slug, name: r.name, timeZone: r.timeZone, currency: r.currency };
}

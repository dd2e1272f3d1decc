// The public booking widget (issue 17 item 5), served by the API with no sign-in, per venue by slug:
//   GET  /widget/{slug}.js      the embed script: an iframe of the booking page, resized by postMessage
//   GET  /book/{slug}           date and party, then the times offered and the guest's details
//   POST /book/{slug}           books a table        POST /book/{slug}/waitlist  joins the waitlist
//   GET  /book/{slug}/event     the event widget     POST /book/{slug}/event     books the event
// and, for staff, GET /api/v1/restaurant/{restaurantId}/waitlist. Pages are server-rendered forms
// with a strict CSP; limits and the abuse guard are in widget-limits.ts and form-token.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { addDays } from '../../src-shared/time.js';
import { defaultWidgetConfig, type WidgetTheme } from '../../src-shared/website/widget-config.js';
import { WAITLIST_CALLS } from '../../src-shared/website/waitlist.js';
import {
  isWidgetLanguage,
  partyText,
  widgetLongDate,
  type WidgetLanguage,
} from '../../src-shared/website/widget-texts.js';
import type { RateCounter } from '../http/rate-limiter.js';
import { acceptFormBodies } from '../resources/form-body.js';
import { routeTable } from '../resources/route-helper.js';
import { getRestaurant } from '../restaurants/restaurant-store.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { loadWidgetConfig } from '../website/ui-config-store.js';
import { honeypotFilled, issueFormToken, verifyFormToken } from './form-token.js';
import {
  bookEvent,
  bookTable,
  eventPlacesLeft,
  findVenue,
  joinWaitlist,
  listWaitlist,
  offeredTimes,
  venueToday,
  WidgetRefusal,
  type Venue,
} from './widget-booking.js';
import {
  formValues,
  hasErrors,
  readGuest,
  readPreferredTime,
  readSearch,
  readTime,
  type GuestInput,
} from './widget-form.js';
import { renderPage, txOf, type FieldErrors, type FormValues, type Tx } from './widget-html.js';
import {
  bookingTitle,
  eventPage,
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

/**
 * The pages' Content-Security-Policy: nothing loads but the page's own nonce'd style and script, and
 * forms post only back here. `frame-ancestors *` is deliberate: the widget exists to be embedded in
 * venues' own websites, on any origin (the iframe only ever reports its height to its parent).
 */
const csp = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; ` +
  `form-action 'self'; base-uri 'none'; frame-ancestors *`;

const PUBLIC = { access: { kind: 'public' as const } };
const SCHEMA = { hide: true };

interface Answer {
  status: number;
  ctx: PageContext;
  title: string;
  body: string;
}

function send(reply: FastifyReply, a: Answer) {
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

const param = (request: FastifyRequest, name: string) => {
  const value = (request.params as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
};
const slugOf = (request: FastifyRequest) => param(request, 'slug');

function languageOf(values: FormValues, fallback: WidgetLanguage): WidgetLanguage {
  return isWidgetLanguage(values.lang) ? values.lang : fallback;
}

/** The public pages and script at the server's root, and the staff's waitlist read under the API. */
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
      const text = status === 500 ? ctx.tx.t('serverError') : ctx.tx.t('rejected');
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
      const times = await offeredTimes(deps.db, venue, search.date, search.party);
      const step = {
        ...search,
        times,
        token: issueFormToken(deps.jwtKey, 'book', venue.slug),
        waitlistToken: issueFormToken(deps.jwtKey, 'waitlist', venue.slug),
      };
      return { status, ctx: page, title: title(page), body: timesPage(page, step, state) };
    }

    const tokenProblem = (page: BookingPage, values: FormValues, purpose: string): string | null => {
      const verdict = verifyFormToken(deps.jwtKey, values.token, purpose, page.slug, tokenRules);
      if (verdict === 'ok') return null;
      return page.tx.t(verdict === 'tooFast' ? 'tooFast' : verdict === 'expired' ? 'expired' : 'rejected');
    };

    const refusalText = (tx: Tx, refusal: WidgetRefusal, date: string) => {
      if (refusal.kind === 'taken') return tx.t('taken');
      if (refusal.kind === 'waitlistFull')
        return tx.t('waitlistFull', { date: widgetLongDate(tx.lang, date) });
      if (refusal.kind === 'eventFull') return tx.t('eventFull', { n: refusal.remaining });
      return tx.t('failed', { reason: refusal.message });
    };

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
      const problem = tokenProblem(page, values, purpose);
      const extra = readExtra(tx, values, errors);
      const guest = readGuest(tx, values, errors);
      if (problem || hasErrors(errors)) {
        const state = problem ? { values, errors: {}, general: problem } : { values, errors };
        await send(reply, await timesAnswer(venue, page, search, state, problem ? 400 : 422));
        return null;
      }
      return { venue, page, search, values, guest, extra };
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
      return send(reply, await timesAnswer(s.venue, s.page, s.search, { values, errors: {}, general }, 409));
    };

    app.post('/book/:slug', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const s = await readSubmission(request, reply, 'book', readTime);
      if (!s) return reply;
      const { tx } = s.page;
      try {
        const booked = await bookTable(deps, s.venue, request.ip, {
          ...s.search,
          time: s.extra,
          guest: s.guest,
        });
        return send(reply, {
          status: 201,
          ctx: s.page,
          title: title(s.page),
          body: outcomePage(s.page, bookingTitle(s.page), {
            title: tx.t('confirmedTitle'),
            summary: bookedSummary(tx, booked),
            text: s.page.config.texts.confirmation || tx.t('confirmedDefault'),
            again: `/book/${s.venue.slug}?lang=${tx.lang}`,
          }),
        });
      } catch (error) {
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
        const entry = await joinWaitlist(deps.db, s.venue, {
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

    /** The event widget's page context, or why it cannot be booked. */
    async function eventContext(slug: string, values: FormValues) {
      const venue = await findVenue(deps.db, slug);
      if (!venue) return null;
      const { config } = await loadWidgetConfig(deps.db, venue.id, 'event');
      const ctx: PageContext = {
        tx: txOf(languageOf(values, config.language)),
        slug: venue.slug,
        venueName: venue.name,
        theme: config.theme,
      };
      const { event } = config;
      const closed = !config.enabled
        ? ctx.tx.t('disabled', { venue: venue.name })
        : event.name === '' || event.date === ''
          ? ctx.tx.t('eventNone')
          : event.date < venueToday(venue).date
            ? ctx.tx.t('eventPast')
            : null;
      return { venue, config, ctx, closed };
    }

    const eventAnswer = async (
      found: NonNullable<Awaited<ReturnType<typeof eventContext>>>,
      state: StepState,
      status: number,
      focusHeading: boolean,
    ): Promise<Answer> => {
      const left = await eventPlacesLeft(deps.db, found.venue, found.config.event);
      const token = issueFormToken(deps.jwtKey, 'event', found.venue.slug);
      const body = eventPage({ ...found.ctx, config: found.config, left, token }, state, focusHeading);
      return {
        status,
        ctx: found.ctx,
        title: found.ctx.tx.t('htmlTitle', { venue: found.venue.name }),
        body,
      };
    };

    app.get('/book/:slug/event', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const values = formValues(request.query);
      if (await overLimit(pageCounter, request, reply, languageOf(values, 'en'))) return reply;
      const found = await eventContext(slugOf(request), values);
      if (!found) return notFoundPage(reply, languageOf(values, 'en'), slugOf(request));
      if (found.closed)
        return send(reply, {
          status: 200,
          ctx: found.ctx,
          title: found.ctx.tx.t('eventTitle'),
          body: messagePage(found.ctx, found.ctx.tx.t('eventTitle'), found.closed),
        });
      return send(reply, await eventAnswer(found, { values: {}, errors: {} }, 200, false));
    });

    app.post('/book/:slug/event', { config: PUBLIC, schema: SCHEMA }, async (request, reply) => {
      const values = formValues(request.body);
      if (await overLimit(submitCounter, request, reply, languageOf(values, 'en'))) return reply;
      const found = await eventContext(slugOf(request), values);
      if (!found) return notFoundPage(reply, languageOf(values, 'en'), slugOf(request));
      const { ctx, config, venue } = found;
      const { tx } = ctx;
      if (found.closed)
        return send(reply, {
          status: 403,
          ctx,
          title: tx.t('eventTitle'),
          body: messagePage(ctx, tx.t('eventTitle'), found.closed),
        });
      if (honeypotFilled(values))
        return send(reply, {
          status: 400,
          ctx,
          title: tx.t('eventTitle'),
          body: messagePage(ctx, tx.t('eventTitle'), tx.t('rejected')),
        });
      const verdict = verifyFormToken(deps.jwtKey, values.token, 'event', venue.slug, tokenRules);
      if (verdict !== 'ok')
        return send(
          reply,
          await eventAnswer(
            found,
            {
              values,
              errors: {},
              general: tx.t(
                verdict === 'tooFast' ? 'tooFast' : verdict === 'expired' ? 'expired' : 'rejected',
              ),
            },
            400,
            true,
          ),
        );
      const errors: FieldErrors = {};
      const party = Number(values.party);
      if (!Number.isInteger(party) || party < config.partySize.min || party > config.partySize.max)
        errors.party = tx.t('errParty', { min: config.partySize.min, max: config.partySize.max });
      const guest = readGuest(tx, values, errors);
      if (hasErrors(errors)) return send(reply, await eventAnswer(found, { values, errors }, 422, true));
      try {
        const booked = await bookEvent(deps, venue, request.ip, config.event, party, guest);
        return send(reply, {
          status: 201,
          ctx,
          title: tx.t('htmlTitle', { venue: venue.name }),
          body: outcomePage(ctx, config.texts.title || config.event.name, {
            title: tx.t('eventConfirmedTitle'),
            summary: bookedSummary(tx, booked),
            text: config.texts.confirmation || tx.t('confirmedDefault'),
            again: `/book/${venue.slug}/event?lang=${tx.lang}`,
          }),
        });
      } catch (error) {
        if (!(error instanceof WidgetRefusal)) throw error;
        return send(
          reply,
          await eventAnswer(
            found,
            { values, errors: {}, general: refusalText(tx, error, config.event.date) },
            409,
            true,
          ),
        );
      }
    });
  };
}

/** "Ada Lovelace, party of 2 guests, on Saturday 6 March 2027 at 19:30." */
function bookedSummary(tx: Tx, booked: Reservation): string {
  return tx.t('confirmedSummary', {
    name: `${booked.first_name} ${booked.last_name}`.trim(),
    party: partyText(tx.lang, booked.guest_count),
    date: widgetLongDate(tx.lang, booked.date),
    time: booked.time,
  });
}

async function findVenueById(deps: RouteDeps, restaurantId: number): Promise<Venue> {
  const r = await getRestaurant(deps.db, restaurantId);
  return { id: r.id, slug: r.slug, name: r.name, timeZone: r.timeZone };
}

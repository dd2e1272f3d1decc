// The event widget (GET and POST /book/{slug}/event): the venue's one event from the event widget's
// config, booked against its capacity in covers; the same limits, token and honeypot as the booking page.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../routes/route-deps.js';
import { loadWidgetConfig } from '../website/ui-config-store.js';
import { honeypotFilled, issueFormToken } from './form-token.js';
import { formTokenId } from './form-uses.js';
import { bookEvent, eventPlacesLeft, findVenue, venueToday, WidgetRefusal } from './widget-booking.js';
import { formValues, hasErrors, readGuest } from './widget-form.js';
import type { FieldErrors, FormValues } from './widget-html.js';
import {
  bookedSummary,
  venuePage,
  languageOf,
  PUBLIC,
  refusalText,
  SCHEMA,
  send,
  slugOf,
  type Answer,
  type PageKit,
} from './widget-page-kit.js';
import { eventPage, messagePage, outcomePage, type StepState } from './widget-pages.js';

export function eventRoutes(app: FastifyInstance, deps: RouteDeps, kit: PageKit) {
  const { overLimit, notFoundPage, pageCounter, submitCounter } = kit;

  /** The event widget's page context, or why it cannot be booked. */
  async function eventContext(slug: string, values: FormValues) {
    const venue = await findVenue(deps.db, slug);
    if (!venue) return null;
    const { config } = await loadWidgetConfig(deps.db, venue.id, 'event');
    const ctx = venuePage(venue, config, values);
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
    const token = issueFormToken(deps.keys.formToken, 'event', found.venue.slug);
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
    const spent = await kit.spendToken(request, values, 'event', venue.slug, venue.id);
    if (spent)
      return send(reply, await eventAnswer(found, { values, errors: {}, general: tx.t(spent) }, 400, true));
    const errors: FieldErrors = {};
    const party = Number(values.party);
    if (!Number.isInteger(party) || party < config.partySize.min || party > config.partySize.max)
      errors.party = tx.t('errParty', { min: config.partySize.min, max: config.partySize.max });
    const guest = readGuest(tx, values, errors);
    if (hasErrors(errors)) return send(reply, await eventAnswer(found, { values, errors }, 422, true));
    try {
      const tokenId = formTokenId('event', values.token ?? '');
      const booked = await bookEvent(deps, venue, request.ip, config.event, party, guest, tokenId);
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
          error.kind === 'limit' ? 429 : 409,
          true,
        ),
      );
    }
  });
}

// The widget's pages assembled from the HTML pieces: the booking steps, the waitlist offer, the
// event page and the outcomes. Each step after the first puts `data-focus` on its heading (or on the
// error summary), so a screen reader user lands where the new content starts.
import type { ShiftTimes } from '../../src-shared/website/shift-times.js';
import type {
  EventWidgetConfig,
  ReservationWidgetConfig,
  WidgetTheme,
} from '../../src-shared/website/widget-config.js';
import { partyText, widgetLongDate } from '../../src-shared/website/widget-texts.js';
import {
  errorSummary,
  esc,
  guardFields,
  guestFields,
  inputField,
  partySelect,
  searchForm,
  timeChoice,
  type FieldErrors,
  type FormValues,
  type Tx,
} from './widget-html.js';

export interface PageContext {
  tx: Tx;
  slug: string;
  venueName: string;
  theme: WidgetTheme;
}

export interface BookingPage extends PageContext {
  config: ReservationWidgetConfig;
  today: string;
  lastDay: string;
}

/** The page's heading and the venue's introduction. */
export function header(ctx: PageContext, title: string, intro = ''): string {
  return `<h1 id="widget-title">${esc(title)}</h1>
<p class="muted">${esc(ctx.tx.t('poweredBy', { venue: ctx.venueName }))}</p>
${intro ? `<p>${esc(intro)}</p>` : ''}`;
}

export const bookingTitle = (page: BookingPage) => page.config.texts.title || page.tx.t('title');

/** A page that only says something (not found, disabled, rate limited), with a focused heading. */
export function messagePage(
  ctx: PageContext,
  title: string,
  message: string,
  link?: { href: string; text: string },
) {
  return `${header(ctx, title)}
<div class="notice" role="status"><p>${esc(message)}</p></div>
${link ? `<p><a href="${esc(link.href)}">${esc(link.text)}</a></p>` : ''}`;
}

export interface StepState {
  values: FormValues;
  errors: FieldErrors;
  /** A problem with the whole submission (time taken, token expired…), first in the summary. */
  general?: string | null;
}

/**
 * The way to the venue's "Write to us" page (issue 30 §1): a booking the widget may not make (a
 * party above its maximum, a time it does not offer) or any question becomes a request to staff.
 */
function requestLinkLine(page: BookingPage): string {
  return `<p class="muted"><a href="/book/${esc(page.slug)}/request">${esc(page.tx.t('requestLink'))}</a></p>`;
}

export function searchPage(page: BookingPage, state: StepState): string {
  return `${header(page, bookingTitle(page), page.config.texts.intro)}
${errorSummary(page.tx, state.errors, state.general ?? null)}
${searchForm({ ...page, values: state.values, errors: state.errors })}
${requestLinkLine(page)}`;
}

export interface TimesStep {
  date: string;
  party: number;
  /** The times offered, under their shifts' names. */
  times: readonly ShiftTimes[];
  /** Tokens for the booking and the waitlist form. */
  token: string;
  waitlistToken: string;
}

function hiddenSearch(date: string, party: number): string {
  return `<input type="hidden" name="date" value="${esc(date)}"><input type="hidden" name="party" value="${party}">`;
}

/** The waitlist offer shown when no time is free for the party. */
function waitlistForm(page: BookingPage, step: TimesStep, state: StepState): string {
  const { tx } = page;
  return `<form method="post" action="/book/${esc(page.slug)}/waitlist" novalidate data-once>
<h2 id="step-waitlist">${esc(tx.t('waitlistOffer'))}</h2>
<p>${esc(tx.t('waitlistIntro', { date: widgetLongDate(tx.lang, step.date) }))}</p>
${hiddenSearch(step.date, step.party)}
${inputField({ name: 'preferred_time', label: tx.t('preferredTime'), type: 'time', values: state.values, errors: state.errors, optionalText: tx.t('optional') })}
${guestFields(tx, state.values, state.errors, page.config.showSpecialRequests)}
${guardFields(tx, step.waitlistToken)}
<button type="submit">${esc(tx.t('waitlistJoin'))}</button>
</form>`;
}

/** Steps 2 and 3: the times offered, then the guest's details and the confirm button. */
export function timesPage(page: BookingPage, step: TimesStep, state: StepState): string {
  const { tx } = page;
  const summary = errorSummary(tx, state.errors, state.general ?? null);
  const when = tx.t('timesFor', {
    party: partyText(tx.lang, step.party),
    date: widgetLongDate(tx.lang, step.date),
  });
  // Focus goes to the error summary when there is one, else to the times' heading.
  const focus = summary ? '' : ' data-focus';
  let section: string;
  if (step.times.length === 0) {
    section = `<div class="notice" role="status"><p>${esc(tx.t('noTimes', { party: partyText(tx.lang, step.party), date: widgetLongDate(tx.lang, step.date) }))}</p></div>
${page.config.offerWaitlist ? waitlistForm(page, step, state) : ''}`;
  } else {
    section = `<form method="post" action="/book/${esc(page.slug)}" novalidate data-once>
${hiddenSearch(step.date, step.party)}
${timeChoice(tx, step.times, state.values, state.errors)}
<h2 id="step-details">${esc(tx.t('stepDetails'))}</h2>
${guestFields(tx, state.values, state.errors, page.config.showSpecialRequests)}
${inputField({ name: 'promo_code', label: tx.t('promoCode'), type: 'text', values: state.values, errors: state.errors, optionalText: tx.t('optional'), autocomplete: 'off', attrs: 'maxlength="32" autocapitalize="characters" spellcheck="false"' })}
${guardFields(tx, step.token)}
<button type="submit">${esc(page.config.texts.buttonLabel || tx.t('confirm'))}</button>
</form>`;
  }
  return `${header(page, bookingTitle(page), page.config.texts.intro)}
${summary}
${searchForm({ ...page, values: { ...state.values, date: step.date, party: String(step.party) }, errors: {} })}
<section aria-labelledby="step-times">
<h2 id="step-times" tabindex="-1"${focus}>${esc(tx.t('stepTimes'))}</h2>
<p>${esc(when)}</p>
${section}
</section>
${requestLinkLine(page)}`;
}

export interface Outcome {
  title: string;
  summary: string;
  text: string;
  again: string;
  /** What the guest is asked to do next (add a card…): a sentence and a link. */
  next?: { text: string; href: string; label: string } | null;
}

/** A booking, event booking or waitlist entry that went through. */
export function outcomePage(ctx: PageContext, pageTitle: string, outcome: Outcome): string {
  return `${header(ctx, pageTitle)}
<section class="notice" aria-labelledby="outcome">
<h2 id="outcome" tabindex="-1" data-focus>${esc(outcome.title)}</h2>
<p>${esc(outcome.summary)}</p>
${outcome.text ? `<p>${esc(outcome.text)}</p>` : ''}
${outcome.next ? `<p>${esc(outcome.next.text)}</p>\n<p><a href="${esc(outcome.next.href)}"><strong>${esc(outcome.next.label)}</strong></a></p>` : ''}
</section>
<p><a href="${esc(outcome.again)}">${esc(ctx.tx.t('bookAnother'))}</a></p>`;
}

export interface EventPage extends PageContext {
  config: EventWidgetConfig;
  left: number;
  token: string;
}

/** The event's page: what, when, places left and the booking form (or why it cannot be booked). */
export function eventPage(page: EventPage, state: StepState, focusHeading: boolean): string {
  const { tx, config } = page;
  const { event } = config;
  const title = config.texts.title || event.name;
  const summary = errorSummary(tx, state.errors, state.general ?? null);
  const max = Math.min(config.partySize.max, page.left);
  const when = tx.t('eventWhen', { date: widgetLongDate(tx.lang, event.date), time: event.time });
  const form =
    max < config.partySize.min
      ? `<div class="notice" role="status"><p>${esc(tx.t('eventFull', { n: page.left }))}</p></div>`
      : `<form method="post" action="/book/${esc(page.slug)}/event" novalidate data-once>
${partySelect(tx, config.partySize.min, max, state.values, state.errors)}
${guestFields(tx, state.values, state.errors, false)}
${guardFields(tx, page.token)}
<button type="submit">${esc(config.texts.buttonLabel || tx.t('eventBook'))}</button>
</form>`;
  return `${header(page, title, config.texts.intro)}
${summary}
<section aria-labelledby="event-when">
<h2 id="event-when" tabindex="-1"${focusHeading && !summary ? ' data-focus' : ''}>${esc(event.name)}: ${esc(when)}</h2>
<p>${esc(tx.t('eventPlacesLeft', { n: page.left }))}</p>
${form}
</section>`;
}

// The pages behind a booking's guest links: the booking as the guest knows it, then the one thing
// the link does (a form with the widget's token and honeypot), why it cannot be done online, or the
// links and phone number to use instead. Built from the widget's HTML pieces, like widget-pages.ts.
import type { ShiftTimes } from '../../src-shared/website/shift-times.js';
import { partyText, widgetLongDate } from '../../src-shared/website/widget-texts.js';
import {
  errorSummary,
  esc,
  guardFields,
  inputField,
  partySelect,
  timeChoice,
  type FieldErrors,
  type FormValues,
} from './widget-html.js';
import { header, type PageContext } from './widget-pages.js';

export interface GuestPageContent {
  title: string;
  /** The booking: name, party, long date, time, venue. */
  summary: string;
  /** What the page is for, or why it cannot be done online. */
  text: string;
  /** A problem with what was sent (token expired…), first in the error summary. */
  general?: string | null;
  /** Field errors, linked from the error summary. */
  errors?: FieldErrors;
  form?: { action: string; token: string; button: string } | null;
  links?: readonly { href: string; text: string }[];
  /** More of the page after the text (the modify page's search and times), already HTML. */
  extra?: string;
  /** "To reach {venue}, call {phone}." when the venue has a phone. */
  contact?: string;
}

export function guestPage(ctx: PageContext, content: GuestPageContent): string {
  const { tx } = ctx;
  const summary = errorSummary(tx, content.errors ?? {}, content.general ?? null);
  const form = content.form
    ? `<form method="post" action="${esc(content.form.action)}" novalidate data-once>
${guardFields(tx, content.form.token)}
<button type="submit">${esc(content.form.button)}</button>
</form>`
    : '';
  const links = (content.links ?? [])
    .map((l) => `<p><a href="${esc(l.href)}">${esc(l.text)}</a></p>`)
    .join('\n');
  return `${header(ctx, content.title)}
${summary}
<section class="notice" aria-labelledby="guest-booking">
<h2 id="guest-booking" tabindex="-1"${summary ? '' : ' data-focus'}>${esc(tx.t('guestTitle'))}</h2>
<p>${esc(content.summary)}</p>
</section>
<p>${esc(content.text)}</p>
${content.extra ?? ''}
${form}
${links}
${content.contact ? `<p>${esc(content.contact)}</p>` : ''}`;
}

export interface ModifySteps {
  /** The modify page's path (no query) and its signed link (the query: sig and lang). */
  path: string;
  link: string;
  sig: string;
  values: FormValues;
  errors: FieldErrors;
  bounds: { today: string; lastDay: string; min: number; max: number };
  /** The times for a valid search, with the form's token; null before a search. */
  times: { date: string; party: number; times: readonly ShiftTimes[]; token: string } | null;
}

/** The modify page's two steps: a new date and party (GET), then the times free and the move (POST). */
export function modifySteps(ctx: PageContext, s: ModifySteps): string {
  const { tx } = ctx;
  const search = `<form method="get" action="${esc(s.path)}" novalidate>
<h2 id="step-search">${esc(tx.t('stepSearch'))}</h2>
<input type="hidden" name="sig" value="${esc(s.sig)}">
<input type="hidden" name="lang" value="${tx.lang}">
${inputField({ name: 'date', label: tx.t('date'), type: 'date', values: s.values, errors: s.errors, required: true, hint: tx.t('dateHint', { from: widgetLongDate(tx.lang, s.bounds.today), to: widgetLongDate(tx.lang, s.bounds.lastDay) }), attrs: `min="${s.bounds.today}" max="${s.bounds.lastDay}"` })}
${partySelect(tx, s.bounds.min, s.bounds.max, s.values, s.errors)}
<button type="submit">${esc(tx.t('showTimes'))}</button>
</form>`;
  if (!s.times) return search;
  const { date, party, times, token } = s.times;
  const when = { party: partyText(tx.lang, party), date: widgetLongDate(tx.lang, date) };
  const choice =
    times.length === 0
      ? `<div class="notice" role="status"><p>${esc(tx.t('noTimes', when))}</p></div>`
      : `<form method="post" action="${esc(s.link)}" novalidate data-once>
<input type="hidden" name="date" value="${esc(date)}"><input type="hidden" name="party" value="${party}">
${timeChoice(tx, times, s.values, s.errors)}
${guardFields(tx, token)}
<button type="submit">${esc(tx.t('modifyButton'))}</button>
</form>`;
  return `${search}
<section aria-labelledby="step-times">
<h2 id="step-times">${esc(tx.t('stepTimes'))}</h2>
<p>${esc(tx.t('timesFor', when))}</p>
${choice}
</section>`;
}

// The pages behind a booking's guest links: the booking as the guest knows it, then the one thing
// the link does (a form with the widget's token and honeypot), why it cannot be done online, or the
// links and phone number to use instead. Built from the widget's HTML pieces, like widget-pages.ts.
import { errorSummary, esc, guardFields } from './widget-html.js';
import { header, type PageContext } from './widget-pages.js';

export interface GuestPageContent {
  title: string;
  /** The booking: name, party, long date, time, venue. */
  summary: string;
  /** What the page is for, or why it cannot be done online. */
  text: string;
  /** A problem with what was sent (token expired…), first in the error summary. */
  general?: string | null;
  form?: { action: string; token: string; button: string } | null;
  links?: readonly { href: string; text: string }[];
  /** "To reach {venue}, call {phone}." when the venue has a phone. */
  contact?: string;
}

export function guestPage(ctx: PageContext, content: GuestPageContent): string {
  const { tx } = ctx;
  const summary = errorSummary(tx, {}, content.general ?? null);
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
${form}
${links}
${content.contact ? `<p>${esc(content.contact)}</p>` : ''}`;
}

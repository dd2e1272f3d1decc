// The reservation summary mail (venue-summary.ts): what is still to come on the venue date from the
// send time — count and covers, per shift, the large parties, the list — then yesterday's covers and
// no-show cards as the report mails show them (report-mail.ts). English, like the report mails; MJML
// with a plain-text part.
import { COLOURS } from '../../src-shared/constants.js';
import { formatLongDate } from '../../src-shared/dates.js';
import { escapeHtml } from '../../src-shared/messaging/placeholders.js';
import type { ReportPeriod } from '../../src-shared/reports/report-schemas.js';
import {
  cardLines,
  cardSection,
  cardText,
  periodText,
  renderMailFrame,
  type MailCard,
  type RenderedReportMail,
} from './report-mail.js';
import { LARGE_PARTY_MIN, type ReservationSummary, type SummaryBooking } from './venue-summary.js';

export interface SummaryMailInput {
  restaurantName: string;
  timeZone: string;
  /** The venue date the bookings are on. */
  date: string;
  /** The venue time (HH:MM) the mail lists bookings from. */
  from: string;
  summary: ReservationSummary;
  /** Yesterday's cards and the period they cover, with the one before for their comparison. */
  cards: readonly MailCard[];
  period: ReportPeriod;
  previous: ReportPeriod;
  reportsUrl: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "12 bookings, 38 covers". */
export const countText = (bookings: number, covers: number) =>
  `${plural(bookings, 'booking')}, ${plural(covers, 'cover')}`;

/** One booking on one line: "19:30 · Ana Silva · 4 guests · table T4 · Booked · notes · tags". */
export function bookingLine(b: SummaryBooking): string {
  return [
    b.time,
    b.name,
    plural(b.guests, 'guest'),
    b.table ? `table ${b.table}` : 'no table',
    b.status,
    ...b.notes,
    ...(b.tags.length > 0 ? [b.tags.join(', ')] : []),
  ].join(' · ');
}

const shiftName = (shift: string) => (shift === '' ? 'No shift' : shift);

export async function renderSummaryMail(input: SummaryMailInput): Promise<RenderedReportMail> {
  const e = escapeHtml;
  const { summary } = input;
  const day = formatLongDate(input.date, 'en', { weekday: true });
  const subject = `${input.restaurantName}: Reservation summary, ${day} from ${input.from}`;
  const headline =
    summary.bookings === 0
      ? `No bookings still to come today from ${input.from}.`
      : `Still to come from ${input.from}: ${countText(summary.bookings, summary.covers)}.`;
  const shifts = summary.byShift.map((s) => `${shiftName(s.shift)}: ${countText(s.bookings, s.covers)}`);
  const large = summary.large.map(bookingLine);
  const list = summary.list.map(bookingLine);
  const cards = input.cards.map((card) => cardText(card, input));
  const yesterday = `Yesterday, ${periodText(input.period)}`;
  const footer = `Times are the venue's (${input.timeZone}); cancelled bookings and no-shows are not listed. You get this mail because the reservation summary is on in the venue settings and your role may read reports.`;
  const lines = (items: readonly string[]) =>
    items
      .map((item) => `<mj-text font-size="13px" color="#18181b" padding="2px 0">${e(item)}</mj-text>`)
      .join('');
  const block = (title: string, items: readonly string[]) =>
    items.length === 0
      ? ''
      : `
    <mj-section background-color="${COLOURS.background}" padding="8px 16px" border-bottom="1px solid #e4e4e7">
      <mj-column>
        <mj-text font-size="14px" font-weight="600" color="#18181b" padding="4px 0">${e(title)}</mj-text>
        ${lines(items)}
      </mj-column>
    </mj-section>`;
  const largeTitle = `Large parties (${LARGE_PARTY_MIN} guests or more)`;
  const html = await renderMailFrame({
    subject,
    restaurantName: input.restaurantName,
    subtitle: `Reservation summary · ${day} from ${input.from}`,
    sections: `
    <mj-section background-color="${COLOURS.background}" padding="8px 16px" border-bottom="1px solid #e4e4e7">
      <mj-column>
        <mj-text font-size="18px" font-weight="600" color="#18181b" padding="4px 0">${e(headline)}</mj-text>
      </mj-column>
    </mj-section>
    ${block('By shift', shifts)}
    ${block(largeTitle, large)}
    ${block('Bookings', list)}
    <mj-section background-color="${COLOURS.background}" padding="8px 16px">
      <mj-column>
        <mj-text font-size="14px" font-weight="600" color="#18181b" padding="4px 0">${e(yesterday)}</mj-text>
      </mj-column>
    </mj-section>
    ${cards.map(cardSection).join('')}`,
    footer,
  });
  const section = (title: string, items: readonly string[]) =>
    items.length === 0 ? [] : [title, ...items, ''];
  const text = [
    `${input.restaurantName}: Reservation summary`,
    `${day} from ${input.from}`,
    '',
    headline,
    '',
    ...section('By shift', shifts),
    ...section(largeTitle, large),
    ...section('Bookings', list),
    yesterday,
    '',
    ...cards.flatMap(cardLines),
    footer,
  ].join('\n');
  return { subject, html, text };
}

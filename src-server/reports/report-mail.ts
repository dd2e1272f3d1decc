// The scheduled report mail (issue 33 §3): the cards of the chosen reports over the period, each with
// its figure in the venue's currency or unit, the change against the previous equal period and a
// link to the report in the console; laid out with MJML like the guest emails (one column, 600 px),
// with a plain-text part. It renders whatever the report definitions answer: a report that could
// not be computed says so on its card, and the other cards still go out.
import mjml2html from 'mjml';
import { COLOURS, EMAIL_LAYOUT } from '../../src-shared/constants.js';
import { formatLongDate } from '../../src-shared/dates.js';
import { escapeHtml } from '../../src-shared/messaging/placeholders.js';
import {
  formatReportChange,
  formatReportFigure,
  REPORT_LABELS,
  reportKeyLabel,
} from '../../src-shared/reports/report-labels.js';
import type { ReportKey, ReportPeriod, ReportResult } from '../../src-shared/reports/report-schemas.js';

/** One report of the mail: its result, or why it could not be computed. */
export type MailCard = { report: ReportKey; result: ReportResult } | { report: ReportKey; error: string };

export interface ReportMailInput {
  restaurantName: string;
  scheduleName: string;
  period: ReportPeriod;
  previous: ReportPeriod;
  cards: readonly MailCard[];
  /** The console's Reports screen for this recipient (their restaurant and role), without a query. */
  reportsUrl: string;
}

export interface RenderedReportMail {
  subject: string;
  html: string;
  text: string;
}

/** '9th June 2026', or '3rd June 2026 to 9th June 2026'. */
export function periodText(period: ReportPeriod): string {
  const from = formatLongDate(period.from);
  return period.from === period.to ? from : `${from} to ${formatLongDate(period.to)}`;
}

/** The link to one report over the mail's period. */
export function reportLink(reportsUrl: string, report: ReportKey, period: ReportPeriod): string {
  const query = new URLSearchParams({ report, from: period.from, to: period.to });
  return `${reportsUrl}?${query.toString()}`;
}

export interface CardText {
  title: string;
  metric: string;
  figure: string;
  comparison: string;
  link: string;
}

/** The words of one card; `input` gives the period the cards cover, the one before, and the link's base. */
export function cardText(
  card: MailCard,
  input: Pick<ReportMailInput, 'reportsUrl' | 'period' | 'previous'>,
): CardText {
  const title = REPORT_LABELS[card.report];
  const link = reportLink(input.reportsUrl, card.report, input.period);
  if ('error' in card) return { title, metric: '', figure: 'Not available', comparison: card.error, link };
  const { metric, unit, value, previous } = card.result.card;
  const currency = card.result.currency;
  const change = formatReportChange(value, previous, unit);
  const before = formatReportFigure(previous, unit, currency);
  return {
    title,
    metric: reportKeyLabel(metric),
    figure: formatReportFigure(value, unit, currency),
    comparison: change
      ? `${change} against ${periodText(input.previous)} (${before})`
      : `${periodText(input.previous)}: ${before}`,
    link,
  };
}

/** One card as an MJML section. */
export function cardSection(card: CardText): string {
  const e = escapeHtml;
  return `
    <mj-section background-color="${COLOURS.background}" padding="8px 16px" border-bottom="1px solid #e4e4e7">
      <mj-column>
        <mj-text font-size="13px" color="#52525b" padding="4px 0">${e(card.title)}${card.metric ? ` · ${e(card.metric)}` : ''}</mj-text>
        <mj-text font-size="26px" font-weight="600" color="#18181b" padding="2px 0">${e(card.figure)}</mj-text>
        <mj-text font-size="13px" color="#3f3f46" padding="2px 0">${e(card.comparison)}</mj-text>
        <mj-text font-size="13px" padding="4px 0 8px"><a href="${e(card.link)}" style="color: ${COLOURS.emailButton};">Open ${e(card.title)} in Reports</a></mj-text>
      </mj-column>
    </mj-section>`;
}

/** One card in the plain-text part (a blank line after it). */
export const cardLines = (c: CardText): string[] => [
  `${c.title}${c.metric ? ` · ${c.metric}` : ''}: ${c.figure}`,
  c.comparison,
  `Open in Reports: ${c.link}`,
  '',
];

export interface MailFrame {
  subject: string;
  restaurantName: string;
  /** The line under the restaurant's name in the header band. */
  subtitle: string;
  /** The mail's own MJML sections, between the header band and the footer. */
  sections: string;
  footer: string;
}

/**
 * The layout every staff mail of the reports shares (one column, 600 px): the title, a header band
 * with the restaurant and the subtitle, the mail's sections, then the footer; rendered to HTML.
 */
export async function renderMailFrame(frame: MailFrame): Promise<string> {
  const e = escapeHtml;
  const source = `<mjml>
  <mj-head>
    <mj-title>${e(frame.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Inter, Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body width="${EMAIL_LAYOUT.containerMaxWidthPx}px" background-color="#f4f4f5">
    <mj-section background-color="${COLOURS.emailButton}" padding="16px">
      <mj-column>
        <mj-text font-size="20px" font-weight="600" color="#ffffff">${e(frame.restaurantName)}</mj-text>
        <mj-text font-size="14px" color="#ffffff">${e(frame.subtitle)}</mj-text>
      </mj-column>
    </mj-section>
    ${frame.sections}
    <mj-section background-color="${COLOURS.background}" padding="12px 16px">
      <mj-column>
        <mj-text font-size="12px" color="#52525b">${e(frame.footer)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // mjml 4 answers at once; its types (and mjml 5) say a promise: awaiting covers both.
  const { html } = await Promise.resolve(mjml2html(source, { validationLevel: 'soft', keepComments: false }));
  return html;
}

export async function renderReportMail(input: ReportMailInput): Promise<RenderedReportMail> {
  const when = periodText(input.period);
  const subject = `${input.restaurantName}: ${input.scheduleName}, ${when}`;
  const cards = input.cards.map((card) => cardText(card, input));
  const html = await renderMailFrame({
    subject,
    restaurantName: input.restaurantName,
    subtitle: `${input.scheduleName} · ${when}`,
    sections: cards.map(cardSection).join(''),
    footer: `Figures are in the venue's time zone and currency. You get this mail because you are listed on the report mail "${input.scheduleName}" in Settings.`,
  });
  const text = [
    `${input.restaurantName}: ${input.scheduleName}`,
    when,
    '',
    ...cards.flatMap(cardLines),
    `Figures are in the venue's time zone and currency. You get this mail because you are listed on the report mail "${input.scheduleName}" in Settings.`,
  ].join('\n');
  return { subject, html, text };
}

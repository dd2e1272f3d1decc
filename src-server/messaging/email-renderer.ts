// One renderer for every email a guest gets and for the console's preview of it: the template's
// subject and body with placeholders filled, inside the venue's shell (header colour and logo,
// button colour, custom CSS, 600 px container), laid out with MJML so it holds up in mail clients.
import mjml2html from 'mjml';
import { COLOURS, EMAIL_LAYOUT } from '../../src-shared/constants.js';
import { inkOn } from '../../src-shared/colour/contrast.js';
import { escapeHtml, renderPlaceholders } from '../../src-shared/messaging/placeholders.js';
import type { EmailTemplateText } from '../../src-shared/messaging/default-templates.js';
import type { PlaceholderValues } from '../../src-shared/messaging/template-types.js';
import type { GuestCommunication } from '../../src-shared/schemas/venue-settings.js';
import { customCssProblem } from './custom-css.js';
import { sanitizeTemplateHtml } from './sanitize-template.js';

/** Spec §3: the email shell. */
export interface EmailShell {
  headerBgColor: string;
  buttonColor: string;
  logoUrl: string;
  /** Pixels. */
  headerHeight: number;
  customCss: string;
}

export const DEFAULT_EMAIL_SHELL: EmailShell = {
  headerBgColor: COLOURS.emailButton,
  buttonColor: COLOURS.emailButton,
  logoUrl: '',
  headerHeight: EMAIL_LAYOUT.headerHeightPx,
  customCss: '',
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/** The venue's choice (spec §3 guest_communication): a white header, and buttons in the header colour. */
export function shellColours(
  shell: EmailShell,
  venue: Pick<GuestCommunication, 'email_header_bg_color' | 'button_link_color'>,
) {
  const header =
    venue.email_header_bg_color === 'white'
      ? COLOURS.background
      : colour(shell.headerBgColor, COLOURS.emailButton);
  const custom = colour(shell.buttonColor, COLOURS.emailButton);
  // A white header would make same-as-header buttons vanish on the white body.
  const button = venue.button_link_color === 'same_as_bg' && header !== COLOURS.background ? header : custom;
  return { header, button };
}

/** CSS goes inside the <mj-style> element: custom CSS that is not plain CSS is left out. */
const safeCss = (css: string) => (customCssProblem(css) === null ? css : '');

/** The plain-text part: the body's text with links written out. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      href ? `${label} (${href})` : label,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#96;/g, '`')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export async function renderEmail(
  template: EmailTemplateText,
  values: PlaceholderValues,
  shell: EmailShell,
  venue: Pick<GuestCommunication, 'email_header_bg_color' | 'button_link_color'>,
): Promise<RenderedEmail> {
  const subject = renderPlaceholders(template.subject, values, 'text');
  const filled = { ...values, email_subject: subject };
  const body = renderPlaceholders(sanitizeTemplateHtml(template.body), filled, 'html');
  const { header, button } = shellColours(shell, venue);
  const ink = inkOn(header);
  const height = Math.max(40, Math.min(400, Math.round(shell.headerHeight || EMAIL_LAYOUT.headerHeightPx)));
  const logo = /^https?:\/\//i.test(shell.logoUrl)
    ? `<mj-image src="${escapeHtml(shell.logoUrl)}" alt="${escapeHtml(values.restaurant_name ?? '')}" height="${height - 40}px" width="auto" align="center" padding="20px" />`
    : `<mj-text height="${height - 40}px" align="center" font-size="24px" font-weight="600" color="${ink}" padding="20px">${escapeHtml(values.restaurant_name ?? '')}</mj-text>`;
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes><mj-all font-family="Inter, Helvetica, Arial, sans-serif" /></mj-attributes>
    <mj-style>
      .venue-body a { color: ${button}; }
      .venue-body p { margin: 0 0 12px; }
      ${safeCss(shell.customCss)}
    </mj-style>
  </mj-head>
  <mj-body width="${EMAIL_LAYOUT.containerMaxWidthPx}px" background-color="#f4f4f5">
    <mj-section background-color="${header}" padding="0">
      <mj-column>${logo}</mj-column>
    </mj-section>
    <mj-section background-color="${COLOURS.background}" padding="24px 16px">
      <mj-column>
        <mj-text css-class="venue-body" font-size="15px" line-height="1.5" color="#1f2937">${body}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // mjml 4 answers at once; its types (and mjml 5) say a promise: awaiting covers both.
  const { html } = await Promise.resolve(mjml2html(source, { validationLevel: 'soft', keepComments: false }));
  return { subject, html, text: htmlToText(body) };
}

/** An SMS: the template's text with placeholders filled in as text. */
export function renderSms(template: string, values: PlaceholderValues): string {
  return renderPlaceholders(template, values, 'text').trim();
}

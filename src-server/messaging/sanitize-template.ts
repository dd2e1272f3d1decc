// Template HTML is staff-authored but ends up in guests' inboxes and in the console's preview, so it
// is cleaned on the server: no script or style elements, no event-handler attributes, and links
// only to http(s), mailto, tel or a {{placeholder}} (relative to sanitize-html, filled in
// later, when renderPlaceholders lets only http(s) values through). Used when a template is saved and again when
// one is rendered (a row stored before the rule tightened is cleaned too).
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
  'img',
  'span',
  'font',
  'center',
];

export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['style', 'class', 'align', 'title'],
      a: ['href', 'target', 'rel', 'name'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
      th: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
      table: ['width', 'cellpadding', 'cellspacing', 'border', 'bgcolor', 'role'],
      font: ['color', 'size', 'face'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
  });
}

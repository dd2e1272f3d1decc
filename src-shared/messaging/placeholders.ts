// Placeholder rendering: `{{guest_name}}` in a subject or body becomes its value. Guest input
// (names, special requests) is text, never markup: in HTML every value is escaped, and a link
// placeholder only keeps http(s) URLs, so a booking cannot inject markup or script into a mail.
import {
  LINK_PLACEHOLDERS,
  PLACEHOLDERS,
  type Placeholder,
  type PlaceholderValues,
} from './template-types.js';

const PLACEHOLDER_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c] ?? c);
}

const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);
const isLink = (name: Placeholder) => (LINK_PLACEHOLDERS as readonly string[]).includes(name);

/** A URL value is kept only when it is http(s); anything else (javascript:, data:) renders empty. */
export function safeUrl(value: string): string {
  return /^https?:\/\//i.test(value.trim()) ? value.trim() : '';
}

export type RenderMode = 'html' | 'text';

/**
 * Replaces every known `{{placeholder}}`. In `html` mode values are HTML-escaped (links checked
 * first); in `text` mode (subjects, SMS, the plain-text part) they go in as they are. Unknown
 * names are left untouched so an editor sees the typo; a known one without a value renders empty.
 */
export function renderPlaceholders(template: string, values: PlaceholderValues, mode: RenderMode): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const raw = values[name] ?? '';
    const value = isLink(name) ? safeUrl(raw) : raw;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/** The placeholders a template uses, in order of first use (the editor lists them). */
export function placeholdersIn(template: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (isPlaceholder(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

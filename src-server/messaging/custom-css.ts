// A venue's custom email CSS goes inside the mail's <mj-style> block, so it must be CSS and nothing
// else: it is parsed as CSS (postcss, the parser sanitize-html already uses) and may not hold a `<`
// at all, since `</mj-style><mj-raw>…` would otherwise step out of the style block past the HTML
// cleaner. Checked when the shell is saved, previewed or test-mailed, and again when a mail is
// rendered (a shell stored before this rule renders without its custom CSS).
import postcss, { CssSyntaxError } from 'postcss';
import { CUSTOM_CSS_NO_LT } from '../../src-shared/messaging/template-calls.js';

/** Why `css` cannot be a venue's custom email CSS, naming the field; null when it can. */
export function customCssProblem(css: string): string | null {
  if (css.includes('<')) return CUSTOM_CSS_NO_LT;
  try {
    postcss.parse(css);
  } catch (error) {
    const where =
      error instanceof CssSyntaxError && error.line !== undefined
        ? ` at line ${error.line}, column ${error.column ?? 1}`
        : '';
    const reason = error instanceof CssSyntaxError ? error.reason : 'it cannot be read';
    return `customCss is not valid CSS: ${reason}${where}`;
  }
  return null;
}

// The public booking widget's pages, rendered on the server as plain HTML forms: they work with the
// keyboard and screen readers without a client bundle (labels, fieldsets with legends, an error
// summary linking to its fields, the native date input). One tiny inline script moves focus to the
// step's heading or the error summary after a step and tells an embedding page the height to give
// its iframe; the page works without it.
import type { ShiftTimes } from '../../src-shared/website/shift-times.js';
import type { ReservationWidgetConfig, WidgetTheme } from '../../src-shared/website/widget-config.js';
import {
  partyText,
  widgetLongDate,
  widgetText,
  type WidgetLanguage,
  type WidgetTextKey,
} from '../../src-shared/website/widget-texts.js';
import { HONEYPOT_FIELD } from './form-token.js';
import { widgetPalette } from './widget-colours.js';

export type FieldErrors = Partial<Record<string, string>>;
export type FormValues = Partial<Record<string, string>>;

/** Escapes text for HTML content and attribute values. */
export function esc(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT_STACKS: Record<string, string> = {
  Inter: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  Georgia: "Georgia, 'Times New Roman', serif",
  Arial: 'Arial, Helvetica, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times New Roman': "'Times New Roman', Times, serif",
  Verdana: 'Verdana, Geneva, sans-serif',
  'system-ui': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

function styles(theme: WidgetTheme): string {
  const p = widgetPalette(theme);
  const font = (name: string) => FONT_STACKS[name] ?? FONT_STACKS.Inter;
  return `:root{--bg:${p.background};--text:${p.text};--muted:${p.muted};--primary:${p.primary};--on-primary:${p.onPrimary};--accent:${p.accent};--error:${p.error};--radius:${theme.radius}px;--font-body:${font(theme.typography.bodyFont)};--font-heading:${font(theme.typography.headingFont)}}
*{box-sizing:border-box}
html{background:var(--bg);color:var(--text)}
body{margin:0;padding:16px;font:16px/1.5 var(--font-body);background:var(--bg);color:var(--text);max-width:640px}
h1,h2,h3{font-family:var(--font-heading);line-height:1.25;margin:0 0 12px}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:24px}h3{font-size:1rem;margin:12px 0 6px}
h1:focus,h2:focus{outline:3px solid var(--accent);outline-offset:4px}
p{margin:0 0 12px}
.muted,.hint{color:var(--muted)}
.hint{font-size:.95rem;margin:2px 0 6px}
.field{margin:0 0 16px}
label,legend{display:block;font-weight:600;margin:0 0 4px}
fieldset{border:0;padding:0;margin:0 0 16px;min-width:0}
input[type=text],input[type=email],input[type=tel],input[type=date],input[type=time],select,textarea{display:block;width:100%;min-height:44px;padding:8px 12px;font:inherit;color:var(--text);background:var(--bg);border:2px solid var(--accent);border-radius:var(--radius)}
textarea{min-height:88px}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible,a:focus-visible,.time input:focus-visible+span{outline:3px solid var(--accent);outline-offset:2px}
[aria-invalid=true]{border-color:var(--error);border-width:3px}
.error{color:var(--error);font-weight:600;margin:0 0 4px}
button{min-height:44px;min-width:44px;padding:10px 20px;font:inherit;font-weight:600;color:var(--on-primary);background:var(--primary);border:2px solid var(--primary);border-radius:var(--radius);cursor:pointer}
.times{display:flex;flex-wrap:wrap;gap:8px}
.time{position:relative;display:block;font-weight:600;margin:0}
.time input{position:absolute;opacity:0;width:100%;height:100%;left:0;top:0;margin:0;cursor:pointer}
.time span{display:flex;align-items:center;justify-content:center;min-width:76px;min-height:44px;padding:8px 12px;border:2px solid var(--accent);border-radius:var(--radius);color:var(--text);background:var(--bg)}
.time input:checked+span{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
.time input:focus-visible+span{outline:3px solid var(--accent);outline-offset:2px}
.summary{border:3px solid var(--error);border-radius:var(--radius);padding:12px 16px;margin:0 0 20px}
.summary h2{margin-top:0;color:var(--error)}
.summary ul{margin:0;padding-left:20px}
a{color:var(--text);text-decoration:underline;display:inline-block;min-height:44px;padding:10px 0}
.summary a{min-height:auto;padding:4px 0}
.notice{border:2px solid var(--accent);border-radius:var(--radius);padding:12px 16px;margin:0 0 16px}
.hp{position:absolute!important;left:-10000px!important;top:auto;width:1px;height:1px;overflow:hidden}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}`;
}

/** The inline script: focus to the step's heading or the error summary; height to the embedding page. */
const SCRIPT = `(function(){var t=document.querySelector('[data-focus]');if(t){t.focus();}
function h(){if(window.parent!==window){window.parent.postMessage({type:'venue-widget:height',height:Math.ceil(document.body.offsetHeight)},'*');}}
window.addEventListener('load',h);window.addEventListener('resize',h);h();
if(window.ResizeObserver){new ResizeObserver(h).observe(document.body);}
document.querySelectorAll('.summary a[href^="#"]').forEach(function(a){a.addEventListener('click',function(e){var f=document.getElementById(a.getAttribute('href').slice(1));if(f){e.preventDefault();f.focus();}});});
document.querySelectorAll('form[data-once]').forEach(function(f){f.addEventListener('submit',function(){var b=f.querySelector('button[type=submit]');if(b){setTimeout(function(){b.disabled=true;},0);}});});})();`;

export interface PageFrame {
  lang: WidgetLanguage;
  theme: WidgetTheme;
  nonce: string;
  /** The document's title (the venue's name in it). */
  title: string;
  body: string;
}

export function renderPage(frame: PageFrame): string {
  return `<!doctype html>
<html lang="${frame.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(frame.title)}</title>
<style nonce="${frame.nonce}">${styles(frame.theme)}</style>
</head>
<body>
<main>
${frame.body}
</main>
<script nonce="${frame.nonce}">${SCRIPT}</script>
</body>
</html>`;
}

export interface Tx {
  lang: WidgetLanguage;
  t: (key: WidgetTextKey, values?: Readonly<Record<string, string | number>>) => string;
}

export const txOf = (lang: WidgetLanguage): Tx => ({
  lang,
  t: (key, values) => widgetText(lang, key, values),
});

/** The error summary: a focused heading and a link to each field with a problem. */
export function errorSummary(tx: Tx, errors: FieldErrors, general: string | null = null): string {
  const items = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (items.length === 0 && !general) return '';
  const list = items.map(([field, message]) => `<li><a href="#f-${esc(field)}">${esc(message)}</a></li>`);
  if (general) list.unshift(`<li>${esc(general)}</li>`);
  return `<div class="summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title" tabindex="-1" data-focus>${esc(tx.t('errorSummary'))}</h2>
<ul>${list.join('')}</ul>
</div>`;
}

interface InputField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'time';
  values: FormValues;
  errors: FieldErrors;
  required?: boolean;
  hint?: string;
  autocomplete?: string;
  attrs?: string;
  optionalText?: string;
}

/** A labelled input with its hint and error tied to it (aria-describedby), keeping what was typed. */
export function inputField(f: InputField): string {
  const id = `f-${f.name}`;
  const error = f.errors[f.name];
  const described = [f.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${esc(f.label)}${f.optionalText ? ` <span class="muted">${esc(f.optionalText)}</span>` : ''}</label>
${f.hint ? `<p class="hint" id="${id}-hint">${esc(f.hint)}</p>` : ''}
${error ? `<p class="error" id="${id}-error">${esc(error)}</p>` : ''}
<input type="${f.type}" id="${id}" name="${f.name}" value="${esc(f.values[f.name] ?? '')}"${f.required ? ' required aria-required="true"' : ''}${f.autocomplete ? ` autocomplete="${f.autocomplete}"` : ''}${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}${f.attrs ? ` ${f.attrs}` : ''}>
</div>`;
}

export function textareaField(f: Omit<InputField, 'type'> & { maxLength?: number }): string {
  const id = `f-${f.name}`;
  const error = f.errors[f.name];
  return `<div class="field">
<label for="${id}">${esc(f.label)}${f.optionalText ? ` <span class="muted">${esc(f.optionalText)}</span>` : ''}</label>
${error ? `<p class="error" id="${id}-error">${esc(error)}</p>` : ''}
<textarea id="${id}" name="${f.name}" rows="3" maxlength="${f.maxLength ?? 1000}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${esc(f.values[f.name] ?? '')}</textarea>
</div>`;
}

export function partySelect(
  tx: Tx,
  min: number,
  max: number,
  values: FormValues,
  errors: FieldErrors,
): string {
  const id = 'f-party';
  const error = errors.party;
  const chosen = values.party ?? String(Math.min(Math.max(2, min), max));
  const options = [];
  for (let n = min; n <= max; n += 1)
    options.push(
      `<option value="${n}"${String(n) === chosen ? ' selected' : ''}>${esc(partyText(tx.lang, n))}</option>`,
    );
  return `<div class="field">
<label for="${id}">${esc(tx.t('party'))}</label>
${error ? `<p class="error" id="${id}-error">${esc(error)}</p>` : ''}
<select id="${id}" name="party"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${options.join('')}</select>
</div>`;
}

/** The honeypot and the signed token: every form ends its hidden part with these. */
export function guardFields(tx: Tx, token: string): string {
  return `<input type="hidden" name="token" value="${esc(token)}">
<input type="hidden" name="lang" value="${tx.lang}">
<div class="hp" aria-hidden="true"><label for="f-${HONEYPOT_FIELD}">${esc(tx.t('honeypot'))}</label><input type="text" id="f-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></div>`;
}

/** Name, contact and (when the venue shows it) special requests: the guest's details. */
export function guestFields(
  tx: Tx,
  values: FormValues,
  errors: FieldErrors,
  specialRequests: boolean,
): string {
  const optional = tx.t('optional');
  return [
    inputField({
      name: 'first_name',
      label: tx.t('firstName'),
      type: 'text',
      values,
      errors,
      required: true,
      autocomplete: 'given-name',
      attrs: 'maxlength="100"',
    }),
    inputField({
      name: 'last_name',
      label: tx.t('lastName'),
      type: 'text',
      values,
      errors,
      autocomplete: 'family-name',
      optionalText: optional,
      attrs: 'maxlength="100"',
    }),
    `<p class="hint" id="contact-hint">${esc(tx.t('contactHint'))}</p>`,
    inputField({
      name: 'email',
      label: tx.t('email'),
      type: 'email',
      values,
      errors,
      autocomplete: 'email',
      attrs: 'maxlength="320"',
    }),
    inputField({
      name: 'phone',
      label: tx.t('phone'),
      type: 'tel',
      values,
      errors,
      autocomplete: 'tel',
      attrs: 'maxlength="20"',
    }),
    specialRequests
      ? textareaField({
          name: 'special_request',
          label: tx.t('specialRequests'),
          values,
          errors,
          optionalText: optional,
        })
      : '',
  ].join('\n');
}

export interface SearchStep {
  tx: Tx;
  slug: string;
  config: ReservationWidgetConfig;
  today: string;
  lastDay: string;
  values: FormValues;
  errors: FieldErrors;
}

/** Step 1: date and party size, sent with GET so the times page is a plain link. */
export function searchForm(s: SearchStep): string {
  return `<form method="get" action="/book/${esc(s.slug)}" novalidate>
<h2 id="step-search">${esc(s.tx.t('stepSearch'))}</h2>
<input type="hidden" name="lang" value="${s.tx.lang}">
${inputField({ name: 'date', label: s.tx.t('date'), type: 'date', values: s.values, errors: s.errors, required: true, hint: s.tx.t('dateHint', { from: widgetLongDate(s.tx.lang, s.today), to: widgetLongDate(s.tx.lang, s.lastDay) }), attrs: `min="${s.today}" max="${s.lastDay}"` })}
${partySelect(s.tx, s.config.partySize.min, s.config.partySize.max, s.values, s.errors)}
<button type="submit">${esc(s.tx.t('showTimes'))}</button>
</form>`;
}

/** The offered times as radio buttons in a fieldset (keyboard: arrows move between them). */
export function timeChoice(
  tx: Tx,
  groups: readonly ShiftTimes[],
  values: FormValues,
  errors: FieldErrors,
): string {
  const error = errors.time;
  let first = true;
  const radio = (time: string) => {
    const attrs = first ? ' id="f-time" required' : '';
    first = false;
    return `<label class="time"><input type="radio"${attrs} name="time" value="${time}"${values.time === time ? ' checked' : ''}><span>${time}</span></label>`;
  };
  // Each shift's times under its name (a heading, and the group's name for a screen reader).
  const shifts = groups
    .map(
      (g, i) => `<div class="shift" role="group" aria-labelledby="f-shift-${i}">
<h3 id="f-shift-${i}">${esc(g.shift)}</h3>
<div class="times">${g.times.map(radio).join('')}</div>
</div>`,
    )
    .join('\n');
  return `<fieldset${error ? ' aria-describedby="f-time-error"' : ''}>
<legend>${esc(tx.t('timeLegend'))}</legend>
${error ? `<p class="error" id="f-time-error">${esc(error)}</p>` : ''}
${shifts}
</fieldset>`;
}

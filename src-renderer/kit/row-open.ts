// A table row that opens its record on a click (issue 29 §5): only a click on the row itself opens
// it. A click on a control inside the row (its menu button, a link, a checkbox) does that control's
// job; a click inside something the row rendered in a portal (a menu's items: React bubbles their
// clicks through the row) is not on the row; the end of a text selection only selects text; and the
// second click of a double click has already been answered by the first.

/** What the rule reads of a click on a row (React's MouseEvent fits it). */
export interface RowClick {
  target: EventTarget | null;
  currentTarget: Pick<Element, 'contains'>;
  /** The browser's click count: 2 for the second click of a double click, 0 for a keyboard click. */
  detail: number;
}

/** Everything inside a row that acts on its own when clicked. */
export const ROW_CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[contenteditable="true"]',
  ...[
    'button',
    'link',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'checkbox',
    'switch',
    'radio',
    'tab',
    'option',
    'combobox',
    'slider',
    'textbox',
  ].map((role) => `[role="${role}"]`),
].join(', ');

// Read by shape, not `instanceof Element`: SVG icons are elements too, and unit tests have no DOM.
const isElement = (value: EventTarget | null): value is Element =>
  value !== null && typeof (value as Partial<Element>).closest === 'function';

/** Whether this click on a row should open the row's record. `selectedText`: the page's selection. */
export function opensRow(click: RowClick, selectedText = ''): boolean {
  if (click.detail > 1 || selectedText.trim() !== '') return false;
  const { target, currentTarget: row } = click;
  if (!isElement(target) || !row.contains(target)) return false;
  const control = target.closest(ROW_CONTROLS);
  return control === null || !row.contains(control);
}

// The venue's colours made safe to read (WCAG 2.2 AA): text on the background needs 4.5:1, the
// button's label on the primary colour 4.5:1, focus rings and borders 3:1. A venue colour that fails
// is replaced by an accessible one; the venue's choice still shows wherever it passes.
import type { WidgetTheme } from '../../src-shared/website/widget-config.js';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.039_28 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const DARK = '#111827';
const LIGHT = '#ffffff';
/** The one of dark and light that reads best on `background`. */
const readableOn = (background: string) =>
  contrast(DARK, background) >= contrast(LIGHT, background) ? DARK : LIGHT;

export interface WidgetPalette {
  background: string;
  text: string;
  /** Secondary text (hints): the venue's secondary colour when it passes 4.5:1, else the text colour. */
  muted: string;
  primary: string;
  onPrimary: string;
  /** Focus ring and field borders: the primary colour when it shows 3:1 on the background. */
  accent: string;
  error: string;
  /** Whether a venue colour had to be replaced (logged for the venue's staff, not shown to guests). */
  adjusted: string[];
}

export function widgetPalette(theme: WidgetTheme): WidgetPalette {
  const { background, text, primary, secondary } = theme.colors;
  const adjusted: string[] = [];
  const safeText = contrast(text, background) >= 4.5 ? text : (adjusted.push('text'), readableOn(background));
  const muted = contrast(secondary, background) >= 4.5 ? secondary : (adjusted.push('secondary'), safeText);
  const accent = contrast(primary, background) >= 3 ? primary : (adjusted.push('primary'), safeText);
  const error = readableOn(background) === DARK ? '#b91c1c' : '#fca5a5';
  return {
    background,
    text: safeText,
    muted,
    primary,
    onPrimary: readableOn(primary),
    accent,
    error,
    adjusted,
  };
}

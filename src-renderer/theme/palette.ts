// The console's colours in both schemes, derived so that every text colour reads (WCAG 2.2 AA,
// 4.5:1) on every surface it can sit on. Status colours are the venue's own (reservation_Status
// .color_code, any hex): they keep their hue and only move in lightness where they would not read.
import { mix, readableSwatch, TEXT_CONTRAST, withContrast } from '../../src-shared/colour/contrast.js';

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** Mantine's body colour per scheme (white; dark-7). */
export const PAGE: Record<Scheme, string> = { light: '#ffffff', dark: '#242424' };

/**
 * Every opaque surface text sits on: the page, raised cards and inputs, muted panels (sidebar, grid
 * header) and sunken rows (area rows, hovered rows).
 */
export const SURFACES: Record<Scheme, readonly string[]> = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef'],
  dark: ['#242424', '#2e2e2e', '#1f1f1f', '#3b3b3b'],
};

/**
 * Red text that flags something for the host ("Needs a table", the header's refused changes): 4.5:1
 * or more on every surface of both schemes and on the selected row's blue tint (red 9 on light,
 * red 3 on dark — red 9 on the dark page read at 2.8:1).
 */
export const FLAG_TEXT = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';

/** Body text per scheme. */
export const TEXT: Record<Scheme, string> = { light: '#212529', dark: '#c9c9c9' };

/** Secondary text ("dimmed"): Mantine's grey, darkened (light) or lightened (dark) until it reads. */
export const DIMMED: Record<Scheme, string> = {
  light: withContrast('#868e96', SURFACES.light),
  dark: withContrast('#828282', SURFACES.dark),
};

/** How strongly a status colour tints its light badge's background, per scheme. */
const TINT: Record<Scheme, number> = { light: 0.12, dark: 0.22 };
const TINT_HOVER: Record<Scheme, number> = { light: 0.16, dark: 0.28 };

export interface StatusColours {
  /** A solid block or swatch of the status (grid block, filled badge). */
  fill: string;
  /** Text on `fill`. */
  ink: string;
  /** The light badge's background: the status colour washed over the page. */
  tint: string;
  tintHover: string;
  /** Text on `tint` (and on any surface: subtle buttons show it without the tint). */
  onTint: string;
  /** The status colour as text (or a thin mark) straight on any surface of the scheme. */
  text: string;
}

const cache = new Map<string, StatusColours>();

/** The status colour `hex` as the console shows it in `scheme` (derived once per colour). */
export function statusColours(hex: string, scheme: Scheme): StatusColours {
  const key = `${hex}/${scheme}`;
  const known = cache.get(key);
  if (known) return known;
  const derived = deriveStatusColours(hex, scheme);
  cache.set(key, derived);
  return derived;
}

/** A solid block of the status colour with its text colour (the same in both schemes). */
export function statusSwatch(hex: string): Pick<StatusColours, 'fill' | 'ink'> {
  return statusColours(hex, 'light');
}

function deriveStatusColours(hex: string, scheme: Scheme): StatusColours {
  const { fill, ink } = readableSwatch(hex);
  const tint = mix(hex, PAGE[scheme], TINT[scheme]);
  const tintHover = mix(hex, PAGE[scheme], TINT_HOVER[scheme]);
  return {
    fill,
    ink,
    tint,
    tintHover,
    onTint: withContrast(hex, [tint, tintHover, ...SURFACES[scheme]]),
    text: withContrast(hex, SURFACES[scheme]),
  };
}

/** `light-dark()` of one status role, for styles that must follow the scheme without a re-render. */
export function statusCss(hex: string, role: keyof StatusColours): string {
  return `light-dark(${statusColours(hex, 'light')[role]}, ${statusColours(hex, 'dark')[role]})`;
}

/** Mantine's per-colour variables for one theme colour (ten shades), per scheme. */
export function themeColourVariables(
  name: string,
  shades: readonly string[],
  primaryShade: Record<Scheme, number>,
): Record<Scheme, Record<string, string>> {
  const shade = (i: number) => shades[Math.min(9, Math.max(0, i))] ?? '#808080';
  const per = (scheme: Scheme): Record<string, string> => {
    const p = primaryShade[scheme];
    // Dark scheme text uses a light shade of the colour, as Mantine does, moved until it reads.
    const base = scheme === 'light' ? shade(p) : shade(p - 4);
    const status = statusColours(base, scheme);
    const white = '#ffffff';
    const text = withContrast(base, SURFACES[scheme]);
    return {
      [`--mantine-color-${name}-filled`]: withContrast(shade(p), [white]),
      [`--mantine-color-${name}-filled-hover`]: withContrast(shade(p + 1), [white]),
      [`--mantine-color-${name}-light`]: status.tint,
      [`--mantine-color-${name}-light-hover`]: status.tintHover,
      [`--mantine-color-${name}-light-color`]: status.onTint,
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-outline`]: text,
    };
  };
  return { light: per('light'), dark: per('dark') };
}

export { TEXT_CONTRAST };

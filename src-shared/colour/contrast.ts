// WCAG 2.2 contrast arithmetic on #rrggbb colours, and the one adjustment the console makes to a
// colour that does not read: move its lightness (HSL) until it does, keeping hue and saturation, so
// a venue's status colours stay recognisably theirs. Pure, so the server, the console and tests
// share it.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–1 */
  s: number;
  /** 0–1 */
  l: number;
}

/** WCAG 2.2 minimum for body text (1.4.3, AA). */
export const TEXT_CONTRAST = 4.5;

const HEX = /^#([0-9a-fA-F]{6})$/;

export function hexToRgb(hex: string): Rgb {
  const m = HEX.exec(hex);
  if (!m?.[1]) throw new Error(`Colour must be a hex value like #1a2b3c, not "${hex}"`);
  const n = Number.parseInt(m[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rr) h = ((gg - bb) / d) % 6;
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return { r: (r + m) * 255, g: (g + m) * 255, b: (b + m) * 255 };
}

export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(hexToRgb(hex));
}

/** `top` laid over `bottom` at `amount` opacity (0–1), as an opaque colour. */
export function mix(top: string, bottom: string, amount: number): string {
  const a = hexToRgb(top);
  const b = hexToRgb(bottom);
  return rgbToHex({
    r: a.r * amount + b.r * (1 - amount),
    g: a.g * amount + b.g * (1 - amount),
    b: a.b * amount + b.b * (1 - amount),
  });
}

const minContrast = (hex: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((bg) => contrastRatio(hex, bg)));

/**
 * `hex` itself when it reaches `min` against every background; otherwise the nearest colour of the
 * same hue and saturation (lighter on dark backgrounds, darker on light ones) that does. Falls back
 * to black or white only when no lightness of the hue can (never for `min` ≤ 4.5 against one
 * background).
 */
export function withContrast(
  hex: string,
  backgrounds: readonly string[],
  min: number = TEXT_CONTRAST,
): string {
  if (minContrast(hex, backgrounds) >= min) return hex;
  const hsl = hexToHsl(hex);
  const meanLuminance = backgrounds.reduce((s, bg) => s + relativeLuminance(bg), 0) / backgrounds.length;
  // Dark backgrounds call for lighter text: search toward white, else toward black.
  const lighten = meanLuminance < 0.18;
  const at = (l: number) => rgbToHex(hslToRgb({ ...hsl, l }));
  const end = lighten ? 1 : 0;
  if (minContrast(at(end), backgrounds) < min) return lighten ? '#ffffff' : '#000000';
  // Bisect between the colour's own lightness (too little contrast) and the end (enough).
  let weak = hsl.l;
  let strong = end;
  for (let i = 0; i < 24; i += 1) {
    const midL = (weak + strong) / 2;
    if (minContrast(at(midL), backgrounds) >= min) strong = midL;
    else weak = midL;
  }
  // Rounding to 8-bit channels can lose a hair of contrast: step on until the hex itself passes.
  let l = strong;
  let out = at(l);
  while (minContrast(out, backgrounds) < min && l !== end) {
    l = lighten ? Math.min(1, l + 0.002) : Math.max(0, l - 0.002);
    out = at(l);
  }
  return out;
}

/** White or the darkest ink, whichever reads better on `background`. */
export function inkOn(background: string, dark = '#111827', light = '#ffffff'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
}

/**
 * A solid swatch of `hex` with text on it: the colour itself with white or dark ink when either
 * reads; otherwise the colour moved (same hue) until the better ink does.
 */
export function readableSwatch(
  hex: string,
  min: number = TEXT_CONTRAST,
  dark = '#111827',
  light = '#ffffff',
): { fill: string; ink: string } {
  const ink = inkOn(hex, dark, light);
  if (contrastRatio(ink, hex) >= min) return { fill: hex, ink };
  return { fill: withContrast(hex, [ink], min), ink };
}

// The venue QR code: the options staff choose (size, colours, error correction, quiet zone), checked
// before anything is drawn, and the PNG and SVG the `qrcode` library renders from them. Pure enough
// to run in Node (the unit test) as in the console.
import QRCode from 'qrcode';
import { z } from 'zod';

/** Error-correction levels, with the share of the code that may be damaged or covered. */
export const QR_LEVELS = { L: '7%', M: '15%', Q: '25%', H: '30%' } as const;
export type QrLevel = keyof typeof QR_LEVELS;

export const QR_MIN_SIZE = 128;
export const QR_MAX_SIZE = 2048;
/** Below this contrast between the dark and light colours phone cameras misread codes. */
export const QR_MIN_CONTRAST = 3;

const hex = (field: string) =>
  z.string().regex(/^#[0-9a-fA-F]{6}$/, `${field} must be a hex colour like #1a2b3c`);

export const qrOptionsSchema = z
  .object({
    size: z
      .number({ error: 'Size must be a number of pixels' })
      .int('Size must be a whole number of pixels')
      .min(QR_MIN_SIZE, `Size must be at least ${QR_MIN_SIZE} px`)
      .max(QR_MAX_SIZE, `Size cannot exceed ${QR_MAX_SIZE} px`),
    dark: hex('Code colour'),
    light: hex('Background colour'),
    level: z.enum(Object.keys(QR_LEVELS) as [QrLevel, ...QrLevel[]]),
    margin: z
      .number()
      .int()
      .min(0, 'Quiet zone cannot be negative')
      .max(10, 'Quiet zone cannot exceed 10 modules'),
  })
  .superRefine((v, ctx) => {
    if (contrastRatio(v.dark, v.light) < QR_MIN_CONTRAST)
      ctx.addIssue({
        code: 'custom',
        path: ['dark'],
        message: `The code colour is too close to the background (contrast under ${QR_MIN_CONTRAST}:1): phones may not read it`,
      });
    else if (luminance(v.dark) > luminance(v.light))
      ctx.addIssue({
        code: 'custom',
        path: ['dark'],
        message: 'The code colour must be darker than the background: many phones do not read inverted codes',
      });
  });
export type QrOptions = z.infer<typeof qrOptionsSchema>;

export const DEFAULT_QR_OPTIONS: QrOptions = {
  size: 512,
  dark: '#000000',
  light: '#ffffff',
  level: 'M',
  margin: 4,
};

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(colour: string): number {
  const channel = (i: number) => {
    const c = parseInt(colour.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first problem of each option, for the form; empty when the options draw a readable code. */
export function qrOptionProblems(options: QrOptions): Partial<Record<keyof QrOptions, string>> {
  const parsed = qrOptionsSchema.safeParse(options);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof QrOptions, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof QrOptions;
    problems[key] ??= issue.message;
  }
  return problems;
}

const rendering = (o: QrOptions) => ({
  errorCorrectionLevel: o.level,
  margin: o.margin,
  width: o.size,
  color: { dark: `${o.dark}ff`, light: `${o.light}ff` },
});

/** The code as an SVG document (scales without blur: for print). */
export async function qrSvg(link: string, options: QrOptions): Promise<string> {
  return QRCode.toString(link, { ...rendering(qrOptionsSchema.parse(options)), type: 'svg' });
}

/** The code as a PNG data URL of `size` × `size` pixels. */
export async function qrPngDataUrl(link: string, options: QrOptions): Promise<string> {
  return QRCode.toDataURL(link, { ...rendering(qrOptionsSchema.parse(options)), type: 'image/png' });
}

/** The QR symbol's version and module count for a link at a level (a longer link needs a denser code). */
export function qrShape(link: string, level: QrLevel): { version: number; modules: number } {
  const code = QRCode.create(link, { errorCorrectionLevel: level });
  return { version: code.version, modules: code.modules.size };
}

/** "harbour-bistro-booking-qr.svg" */
export function qrFileName(slug: string, extension: 'png' | 'svg'): string {
  const safe = slug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'venue';
  return `${safe}-booking-qr.${extension}`;
}

import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QR_OPTIONS,
  contrastRatio,
  qrFileName,
  qrOptionProblems,
  qrPngDataUrl,
  qrShape,
  qrSvg,
} from './qr-code.js';
import { bookingLink } from '../../../src-shared/qr/booking-link.js';

const LINK = bookingLink('http://127.0.0.1:4173/', 'harbour-bistro');

describe('venue QR code', () => {
  it('builds the booking link from the console origin and the slug', () => {
    expect(LINK).toBe('http://127.0.0.1:4173/book/harbour-bistro');
    expect(bookingLink('https://venue.example', 'café & co')).toBe(
      'https://venue.example/book/caf%C3%A9%20%26%20co',
    );
  });

  it('draws a PNG of the chosen size in the chosen colours', async () => {
    const url = await qrPngDataUrl(LINK, { ...DEFAULT_QR_OPTIONS, size: 300, dark: '#1a2b3c' });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.split(',')[1] ?? '', 'base64');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 300]);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += info.channels)
      colours.add(
        [data[i], data[i + 1], data[i + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join(''),
      );
    expect(colours).toEqual(new Set(['1a2b3c', 'ffffff']));
  });

  it('draws an SVG in the chosen colours and size, and the level changes the code', async () => {
    const svg = await qrSvg(LINK, { ...DEFAULT_QR_OPTIONS, size: 400, dark: '#554295', level: 'H' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('width="400"');
    expect(svg).toContain('stroke="#554295"');
    const low = qrShape(LINK, 'L');
    const high = qrShape(LINK, 'H');
    expect(high.version).toBeGreaterThan(low.version);
    // What is drawn is the library's code for this link at this level, module for module.
    expect(QRCode.create(LINK, { errorCorrectionLevel: 'H' }).modules.size).toBe(high.modules);
  });

  it('refuses options that would not scan or cannot be drawn, naming the option', async () => {
    expect(qrOptionProblems(DEFAULT_QR_OPTIONS)).toEqual({});
    expect(qrOptionProblems({ ...DEFAULT_QR_OPTIONS, dark: '#eeeeee' }).dark).toMatch(
      /too close to the background/,
    );
    expect(qrOptionProblems({ ...DEFAULT_QR_OPTIONS, dark: '#ffffff', light: '#000000' }).dark).toMatch(
      /darker than the background/,
    );
    expect(qrOptionProblems({ ...DEFAULT_QR_OPTIONS, size: 64 }).size).toBe('Size must be at least 128 px');
    expect(qrOptionProblems({ ...DEFAULT_QR_OPTIONS, light: 'white' }).light).toBe(
      'Background colour must be a hex colour like #1a2b3c',
    );
    await expect(qrSvg(LINK, { ...DEFAULT_QR_OPTIONS, size: 5000 })).rejects.toThrow(/cannot exceed 2048/);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('names the downloads after the venue', () => {
    expect(qrFileName('harbour-bistro', 'png')).toBe('harbour-bistro-booking-qr.png');
    expect(qrFileName('../etc', 'svg')).toBe('etc-booking-qr.svg');
  });
});

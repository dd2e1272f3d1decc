// Every status colour, in both schemes, reads against whatever it sits on (WCAG 2.2 AA text, 4.5:1)
// and keeps its hue; so do the theme colours and the dimmed text.
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, TEXT_CONTRAST } from '../../src-shared/colour/contrast.js';
import { DEMO_RESERVATION_STATUSES } from '../../src-shared/schemas/reservation-status.js';
import { DIMMED, PAGE, SCHEMES, statusColours, SURFACES, TEXT, themeColourVariables } from './palette.js';

const worst = (fg: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));

/** The pairs of one status colour as the console draws it: [what, text, backgrounds]. */
function statusPairs(hex: string, scheme: (typeof SCHEMES)[number]): [string, string, string[]][] {
  const c = statusColours(hex, scheme);
  return [
    ['text on its block', c.ink, [c.fill]],
    ['text on its badge', c.onTint, [c.tint, c.tintHover]],
    ['badge text without its tint', c.onTint, [...SURFACES[scheme]]],
    ['as text on the page', c.text, [...SURFACES[scheme]]],
  ];
}

describe('status palette', () => {
  for (const scheme of SCHEMES) {
    for (const status of DEMO_RESERVATION_STATUSES) {
      it(`${status.reservation_Status_Name} (${status.color_code}) reads in the ${scheme} scheme`, () => {
        for (const [what, text, backgrounds] of statusPairs(status.color_code, scheme))
          expect(worst(text, backgrounds), `${what}: ${text}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      });

      it(`${status.reservation_Status_Name} keeps its hue in the ${scheme} scheme`, () => {
        const hue = hexToHsl(status.color_code).h;
        const c = statusColours(status.color_code, scheme);
        for (const shown of [c.fill, c.onTint, c.text]) {
          const h = hexToHsl(shown);
          // Near-greys have no hue to keep; every demo colour is saturated.
          const off = Math.abs(((h.h - hue + 540) % 360) - 180);
          expect(off, `${shown} drifted from ${status.color_code}`).toBeLessThan(3);
        }
      });
    }
  }

  it("would fail main's colours: the raw status colour as white-on-fill block and as badge text", () => {
    // main drew grid blocks in the raw colour with white or #1f2937 text, and light badges in the raw
    // colour on a 10% tint: these are the pairs axe reported.
    const failing = DEMO_RESERVATION_STATUSES.filter(
      (s) =>
        contrastRatio('#ffffff', s.color_code) < TEXT_CONTRAST ||
        contrastRatio(s.color_code, PAGE.light) < TEXT_CONTRAST,
    ).map((s) => s.reservation_Status_Name);
    expect(failing).toEqual(
      expect.arrayContaining(['Booked', 'Confirmed', 'Late', 'Arrived', 'Seated', 'Cancelled']),
    );
  });
});

describe('theme text colours', () => {
  it('body and dimmed text read on every surface of both schemes', () => {
    for (const scheme of SCHEMES) {
      expect(worst(TEXT[scheme], SURFACES[scheme])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(worst(DIMMED[scheme], SURFACES[scheme])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('every Mantine colour reads as filled, light, outline and plain text in both schemes', () => {
    const colours = { ...DEFAULT_THEME.colors };
    for (const [name, shades] of Object.entries(colours)) {
      const vars = themeColourVariables(name, shades, { light: 5, dark: 8 });
      for (const scheme of SCHEMES) {
        const v = (k: string) => vars[scheme][`--mantine-color-${name}-${k}`] ?? '';
        expect(contrastRatio('#ffffff', v('filled')), `${name} filled (${scheme})`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrastRatio('#ffffff', v('filled-hover')),
          `${name} hover (${scheme})`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          worst(v('light-color'), [v('light'), v('light-hover')]),
          `${name} light (${scheme})`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(worst(v('text'), SURFACES[scheme]), `${name} text (${scheme})`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

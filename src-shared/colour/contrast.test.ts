import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random.js';
import { contrastRatio, hexToHsl, mix, readableSwatch, relativeLuminance, withContrast } from './contrast.js';

describe('contrast arithmetic', () => {
  it('matches the WCAG reference figures', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Mantine's dimmed grey on white, which axe reported on main at 3.32:1.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#3b82f6', '#ffffff')).toBeCloseTo(3.68, 2);
  });

  it('mixes colours like an opaque overlay', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#3b82f6', '#ffffff', 0)).toBe('#ffffff');
  });

  it('leaves a colour that already reads alone and moves one that does not, keeping its hue', () => {
    expect(withContrast('#991b1b', ['#ffffff'])).toBe('#991b1b');
    const amber = withContrast('#f59e0b', ['#ffffff']);
    expect(contrastRatio(amber, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(hexToHsl(amber).h).toBeCloseTo(hexToHsl('#f59e0b').h, 0);
    const onDark = withContrast('#991b1b', ['#242424', '#2e2e2e']);
    expect(
      Math.min(contrastRatio(onDark, '#242424'), contrastRatio(onDark, '#2e2e2e')),
    ).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#991b1b'));
  });

  it('finds a readable swatch for any colour (random hex, seed printed)', () => {
    const seed = Number(process.env.CONTRAST_SEED ?? 20240611);
    const random = seededRandom(seed);
    for (let i = 0; i < 2000; i += 1) {
      const hex = `#${Math.floor(random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`;
      const { fill, ink } = readableSwatch(hex);
      expect(contrastRatio(fill, ink), `seed ${seed}: ${hex} → ${fill} on ${ink}`).toBeGreaterThanOrEqual(
        4.5,
      );
      for (const bg of ['#ffffff', '#e9ecef', '#242424', '#3b3b3b']) {
        const text = withContrast(hex, [bg]);
        expect(contrastRatio(text, bg), `seed ${seed}: ${hex} as text on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

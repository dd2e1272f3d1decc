import { describe, expect, it } from 'vitest';
import { defaultWidgetConfig } from '../../src-shared/website/widget-config.js';
import { honeypotFilled, issueFormToken, verifyFormToken } from './form-token.js';
import { contrast, widgetPalette } from './widget-colours.js';
import { DEFAULT_WIDGET_LIMITS, widgetLimitsFromEnv } from './widget-limits.js';

const key = new TextEncoder().encode('a-test-secret-of-enough-length-0123456789');
const rules = { minFillMs: 3000, maxAgeMs: 60_000 };

describe('widget form token', () => {
  it('accepts its own token once the fill time has passed', () => {
    const t = issueFormToken(key, 'book', 'harbour-bistro', 1_000_000);
    expect(verifyFormToken(key, t, 'book', 'harbour-bistro', rules, 1_004_000)).toBe('ok');
  });
  it('refuses a token sent back too fast, an old one, and one for another venue or purpose', () => {
    const t = issueFormToken(key, 'book', 'harbour-bistro', 1_000_000);
    expect(verifyFormToken(key, t, 'book', 'harbour-bistro', rules, 1_001_000)).toBe('tooFast');
    expect(verifyFormToken(key, t, 'book', 'harbour-bistro', rules, 1_070_000)).toBe('expired');
    expect(verifyFormToken(key, t, 'book', 'quay-cafe', rules, 1_004_000)).toBe('invalid');
    expect(verifyFormToken(key, t, 'waitlist', 'harbour-bistro', rules, 1_004_000)).toBe('invalid');
  });
  it('refuses a forged, tampered or missing token', () => {
    const t = issueFormToken(key, 'book', 'harbour-bistro', 1_000_000);
    const other = new TextEncoder().encode('another-secret-of-enough-length-987654321');
    expect(verifyFormToken(other, t, 'book', 'harbour-bistro', rules, 1_004_000)).toBe('invalid');
    // Backdating the issue time breaks the signature.
    const [, nonce, mac] = t.split('.');
    const backdated = `${(990_000).toString(36)}.${nonce}.${mac}`;
    expect(verifyFormToken(key, backdated, 'book', 'harbour-bistro', rules, 1_004_000)).toBe('invalid');
    expect(verifyFormToken(key, undefined, 'book', 'harbour-bistro', rules)).toBe('invalid');
    expect(verifyFormToken(key, 'a.b', 'book', 'harbour-bistro', rules)).toBe('invalid');
  });
  it('sees a filled honeypot', () => {
    expect(honeypotFilled({ website: '' })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled({ website: 'http://spam.example' })).toBe(true);
  });
});

describe('widget limits', () => {
  it('has documented defaults and reads the environment, refusing nonsense', () => {
    expect(widgetLimitsFromEnv({})).toEqual(DEFAULT_WIDGET_LIMITS);
    expect(widgetLimitsFromEnv({ WIDGET_SUBMIT_LIMIT: '500', WIDGET_MIN_FILL_MS: '0' })).toMatchObject({
      submitsPerWindow: 500,
      minFillMs: 0,
    });
    expect(() => widgetLimitsFromEnv({ WIDGET_PAGE_LIMIT: 'lots' })).toThrow(/WIDGET_PAGE_LIMIT/);
  });
});

describe('widget colours', () => {
  it('keeps the default theme as it is', () => {
    const p = widgetPalette(defaultWidgetConfig('reservation').theme);
    expect(p.adjusted).toEqual([]);
    expect(contrast(p.onPrimary, p.primary)).toBeGreaterThanOrEqual(4.5);
  });
  it('replaces venue colours that fail contrast with accessible ones', () => {
    const theme = defaultWidgetConfig('reservation').theme;
    const p = widgetPalette({
      ...theme,
      colors: { primary: '#fafafa', secondary: '#eeeeee', background: '#ffffff', text: '#dddddd' },
    });
    expect(p.adjusted.sort()).toEqual(['primary', 'secondary', 'text']);
    expect(contrast(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.muted, p.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.accent, p.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(p.onPrimary, p.primary)).toBeGreaterThanOrEqual(4.5);
    const dark = widgetPalette({
      ...theme,
      colors: { primary: '#222222', secondary: '#333333', background: '#000000', text: '#111111' },
    });
    expect(contrast(dark.text, dark.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.error, dark.background)).toBeGreaterThanOrEqual(4.5);
  });
});

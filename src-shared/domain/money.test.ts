import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, toBasisPoints, toMinor, withTaxMinor } from './money.js';

describe('money', () => {
  it('keeps minor units exact where floats drift', () => {
    expect(toMinor(0.1) + toMinor(0.2)).toBe(30);
    expect(fromMinor(toMinor(19.99) * 3)).toBe(59.97);
  });

  it('adds tax in basis points and rounds like a till', () => {
    expect(withTaxMinor(1000, toBasisPoints(20))).toBe(1200);
    expect(withTaxMinor(999, toBasisPoints(12.5))).toBe(1124);
    expect(withTaxMinor(1, toBasisPoints(50))).toBe(2);
  });

  it('formats in the venue currency', () => {
    expect(formatMoney(12.5, 'GBP', 'en-GB')).toBe('£12.50');
    expect(formatMoney(12.5, 'AUD', 'en-AU')).toBe('$12.50');
    expect(formatMoney(3, 'XXX1', 'en-GB')).toBe('3.00');
  });
});

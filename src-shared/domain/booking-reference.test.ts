import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import { asBookingReference, bookingReference } from './booking-reference.js';

describe('booking reference', () => {
  it('is six readable characters, the same for the same id in any case', () => {
    const id = '0190a000-0000-7000-8000-0000000000ab';
    const ref = bookingReference(id);
    expect(ref).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(bookingReference(id.toUpperCase())).toBe(ref);
    expect(bookingReference(id)).toBe(ref);
  });

  it('spreads ids that differ in one character, and rarely repeats over a busy year', () => {
    expect(bookingReference('0190a000-0000-7000-8000-000000000001')).not.toBe(
      bookingReference('0190a000-0000-7000-8000-000000000002'),
    );
    const seen = new Set<string>();
    const n = 20_000;
    for (let i = 0; i < n; i += 1) seen.add(bookingReference(uuidv7()));
    // 20,000 bookings in 887 million references: a shared one is possible but rare (expected ~0.2).
    expect(n - seen.size).toBeLessThanOrEqual(3);
  });

  it('reads what a guest types as a reference only when it can be one', () => {
    expect(asBookingReference(' k7mq2x ')).toBe('K7MQ2X');
    expect(asBookingReference('K7MQ2')).toBeNull();
    expect(asBookingReference('K7MQ2O')).toBeNull(); // no letter O
    expect(asBookingReference('Lovelace')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

describe('fixed-window rate limiter', () => {
  it('allows max hits per key per window, then answers the seconds to wait', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('a', 1_000)).toBe(0);
    expect(limiter.hit('a', 2_000)).toBe(58);
    expect(limiter.hit('b', 2_000)).toBe(0);
    expect(limiter.hit('a', 60_000)).toBe(0);
  });
});

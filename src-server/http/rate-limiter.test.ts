import { describe, expect, it } from 'vitest';
import { createRateLimiter, redisRateCounter, type RateRedis } from './rate-limiter.js';

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

/** A Redis stand-in keeping INCR / PEXPIRE NX / PTTL semantics on a manual clock, or failing every call. */
function fakeRedis(clock: { now: number }, failing: { on: boolean }) {
  const keys = new Map<string, { value: number; expiresAt: number | null }>();
  const live = (key: string) => {
    const entry = keys.get(key);
    if (entry?.expiresAt != null && entry.expiresAt <= clock.now) keys.delete(key);
    return keys.get(key);
  };
  const redis: RateRedis & { keys: typeof keys } = {
    keys,
    multi: () => {
      const replies: (() => unknown)[] = [];
      const chain = {
        pExpire(key: string, ms: number, mode: 'NX') {
          replies.push(() => {
            const entry = live(key);
            if (!entry || (mode === 'NX' && entry.expiresAt !== null)) return 0;
            entry.expiresAt = clock.now + ms;
            return 1;
          });
          return chain;
        },
        pTTL(key: string) {
          replies.push(() => {
            const entry = live(key);
            return entry ? (entry.expiresAt === null ? -1 : entry.expiresAt - clock.now) : -2;
          });
          return chain;
        },
        exec: () =>
          failing.on
            ? Promise.reject(new Error('ECONNREFUSED'))
            : Promise.resolve(replies.map((reply) => reply())),
      };
      return {
        incr(key: string) {
          replies.push(() => {
            const entry = live(key) ?? { value: 0, expiresAt: null };
            entry.value += 1;
            keys.set(key, entry);
            return entry.value;
          });
          return chain;
        },
      };
    },
  };
  return redis;
}

describe('Redis-shared sign-in counter', () => {
  it('counts in one window per key under the counter name and answers the seconds left of it', async () => {
    const clock = { now: 0 };
    const redis = fakeRedis(clock, { on: false });
    const counter = redisRateCounter(
      redis,
      { name: 'signin-email', max: 2, windowMs: 60_000 },
      () => undefined,
    );
    expect(await counter.hit('ada@example.test')).toBe(0);
    clock.now = 1_000;
    expect(await counter.hit('ada@example.test')).toBe(0);
    clock.now = 2_500;
    expect(await counter.hit('ada@example.test')).toBe(58);
    expect(await counter.hit('bob@example.test')).toBe(0);
    expect([...redis.keys.keys()].sort()).toEqual([
      'venue:rate:signin-email:ada@example.test',
      'venue:rate:signin-email:bob@example.test',
    ]);
    clock.now = 60_000;
    expect(await counter.hit('ada@example.test')).toBe(0);
  });

  it('falls back to counting in memory while Redis cannot answer, and says so', async () => {
    const failing = { on: true };
    const errors: unknown[] = [];
    const counter = redisRateCounter(
      fakeRedis({ now: 0 }, failing),
      { name: 'signin-ip', max: 1, windowMs: 60_000 },
      (error) => errors.push(error),
    );
    expect(await counter.hit('10.0.0.1')).toBe(0);
    expect(await counter.hit('10.0.0.1')).toBeGreaterThan(0);
    expect(errors).toHaveLength(2);
  });
});

// Fixed-window sign-in counters: in this process, or in Redis so every API node behind a load
// balancer counts the same attempts (with REDIS_URL, as the socket.io adapter already uses).

/** Fixed-window counter per key, in process memory. */
export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, now?: number): number;
}

export function createRateLimiter(opts: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, now = Date.now()) {
      if (windows.size > 50_000) {
        // Bound memory under a spray of distinct keys: drop expired windows.
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + opts.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > opts.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
    },
  };
}

/** A counter the routes await: in memory, or shared through Redis. */
export interface RateCounter {
  /** Counts one hit; resolves to the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): Promise<number>;
}

export interface RateCounterOptions {
  /** Names the counter in Redis keys (`venue:rate:<name>:<key>`). */
  name: string;
  max: number;
  windowMs: number;
}

/** The few Redis commands the shared counter needs (node-redis's client satisfies it). */
export interface RateRedis {
  multi(): {
    incr(key: string): RateRedisMulti;
  };
}
interface RateRedisMulti {
  pExpire(key: string, ms: number, mode: 'NX'): RateRedisMulti;
  pTTL(key: string): RateRedisMulti;
  exec(): Promise<unknown[]>;
}

export function memoryRateCounter(opts: RateCounterOptions): RateCounter {
  const limiter = createRateLimiter(opts);
  return { hit: (key) => Promise.resolve(limiter.hit(key)) };
}

/**
 * One window per key in Redis: INCR, set the window's expiry only when the key is new (PEXPIRE NX),
 * read what is left of it (PTTL), in one MULTI. When Redis cannot answer, this node counts in its
 * own memory meanwhile (`onError` is told): sign-in keeps a limit instead of failing or going unlimited.
 */
export function redisRateCounter(
  redis: RateRedis,
  opts: RateCounterOptions,
  onError: (error: unknown) => void,
): RateCounter {
  const fallback = createRateLimiter(opts);
  return {
    async hit(key) {
      const redisKey = `venue:rate:${opts.name}:${key}`;
      try {
        const [count, , ttl] = await redis
          .multi()
          .incr(redisKey)
          .pExpire(redisKey, opts.windowMs, 'NX')
          .pTTL(redisKey)
          .exec();
        if (Number(count) <= opts.max) return 0;
        const leftMs = Number(ttl) > 0 ? Number(ttl) : opts.windowMs;
        return Math.max(1, Math.ceil(leftMs / 1000));
      } catch (error) {
        onError(error);
        return fallback.hit(key);
      }
    },
  };
}

export interface SignInRateLimit {
  /** Attempts per client address per window, whatever the account. */
  perIp: number;
  /**
   * Sign-in: attempts in a row per account AND address before the progressive delay starts
   * (sign-in-throttle.ts). Password reset: mails or tries per email per window.
   */
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = { perIp: 30, perEmail: 10, windowMs: 60_000 };

/** Forgot/reset password: each mails or tries a token, so fewer per window than sign-in. */
export const DEFAULT_PASSWORD_RESET_RATE_LIMIT: SignInRateLimit = {
  perIp: 20,
  perEmail: 5,
  windowMs: 15 * 60_000,
};

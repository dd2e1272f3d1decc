/** Fixed-window counter per key, in process memory (enough for one API node; see report for scale-out). */
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

export interface SignInRateLimit {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = { perIp: 30, perEmail: 10, windowMs: 60_000 };

// Password guesses (sign-in, and the current password of /user/profile/password) are counted per
// account AND source address, with a progressive delay: after `free` attempts in a row without a
// success, each further attempt from that address waits twice as long as the one before. A
// counter keyed on the account alone let anyone lock a named user out from anywhere; keyed on the
// pair, the right password from the venue's address still works while an attacker elsewhere is
// slowed. The per-address limit (rate-limiter.ts) still bounds what one address tries in total.
// With REDIS_URL every API node counts the same attempts; while Redis is away a node counts alone.

export interface SignInThrottle {
  /**
   * Before checking a password: resolves to the seconds the pair must still wait (refused, not
   * counted), or 0 (go ahead: the attempt is counted until a success forgets it).
   */
  attempt(account: string, source: string): Promise<number>;
  /** The right password: the pair's attempts and delay are forgotten. */
  succeed(account: string, source: string): Promise<void>;
}

export interface SignInThrottleOptions {
  /** Attempts in a row without a success before the delays start (SIGN_IN perEmail). */
  free: number;
  /** The first delay; each further attempt doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long a pair's attempts are remembered after its last one. */
  memoryMs: number;
}

export const DEFAULT_SIGN_IN_DELAYS = {
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  memoryMs: 60 * 60_000,
} as const;

const pairKey = (account: string, source: string) => `${account.trim().toLowerCase()}|${source}`;

/** The wait after the `n`th attempt in a row (0 while still free). */
export function delayAfter(n: number, opts: SignInThrottleOptions): number {
  if (n < opts.free) return 0;
  return Math.min(opts.maxDelayMs, opts.firstDelayMs * 2 ** Math.min(n - opts.free, 30));
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function memorySignInThrottle(
  opts: SignInThrottleOptions,
  now: () => number = Date.now,
): SignInThrottle {
  const pairs = new Map<string, { n: number; lastAt: number; blockedUntil: number }>();
  return {
    attempt(account, source) {
      const t = now();
      if (pairs.size > 50_000) {
        for (const [k, p] of pairs) if (t - p.lastAt > opts.memoryMs) pairs.delete(k);
      }
      const key = pairKey(account, source);
      let pair = pairs.get(key);
      if (pair && t - pair.lastAt > opts.memoryMs) pair = undefined;
      if (pair && pair.blockedUntil > t) return Promise.resolve(seconds(pair.blockedUntil - t));
      pair ??= { n: 0, lastAt: t, blockedUntil: 0 };
      pair.n += 1;
      pair.lastAt = t;
      const delay = delayAfter(pair.n, opts);
      pair.blockedUntil = delay > 0 ? t + delay : 0;
      pairs.set(key, pair);
      return Promise.resolve(0);
    },
    succeed(account, source) {
      pairs.delete(pairKey(account, source));
      return Promise.resolve();
    },
  };
}

/** The few Redis commands the shared throttle needs (node-redis's client satisfies it). */
export interface ThrottleRedis {
  pTTL(key: string): Promise<number>;
  incr(key: string): Promise<number>;
  pExpire(key: string, ms: number): Promise<unknown>;
  pSetEx(key: string, ms: number, value: string): Promise<unknown>;
  del(keys: string[]): Promise<unknown>;
}

/**
 * Per pair two keys: `…:n` (attempts in a row, kept memoryMs after the last) and `…:wait` (present
 * while the pair must wait; its PTTL is the wait). When Redis cannot answer, this node counts in
 * its own memory meanwhile (`onError` is told).
 */
export function redisSignInThrottle(
  redis: ThrottleRedis,
  opts: SignInThrottleOptions,
  onError: (error: unknown) => void,
): SignInThrottle {
  const fallback = memorySignInThrottle(opts);
  const keys = (account: string, source: string) => {
    const base = `venue:throttle:signin:${pairKey(account, source)}`;
    return { n: `${base}:n`, wait: `${base}:wait` };
  };
  return {
    async attempt(account, source) {
      const k = keys(account, source);
      try {
        const left = await redis.pTTL(k.wait);
        if (left > 0) return seconds(left);
        const n = await redis.incr(k.n);
        await redis.pExpire(k.n, opts.memoryMs);
        const delay = delayAfter(n, opts);
        if (delay > 0) await redis.pSetEx(k.wait, delay, '1');
        return 0;
      } catch (error) {
        onError(error);
        return fallback.attempt(account, source);
      }
    },
    async succeed(account, source) {
      const k = keys(account, source);
      await fallback.succeed(account, source);
      try {
        await redis.del([k.n, k.wait]);
      } catch (error) {
        onError(error);
      }
    },
  };
}

// Spec §8/§9 client rate limit: one URL may be called at most CLIENT_RATE_LIMIT.maxRequests times
// in CLIENT_RATE_LIMIT.windowMs. Sync calls are exempt (the caller simply does not ask the guard).
import { CLIENT_RATE_LIMIT } from '../../src-shared/constants.js';

export class RateGuard {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxRequests: number = CLIENT_RATE_LIMIT.maxRequests,
    private readonly windowMs: number = CLIENT_RATE_LIMIT.windowMs,
  ) {}

  /** Records a call to `key`; false (and nothing recorded) when the window is already full. */
  tryAcquire(key: string): boolean {
    const now = this.now();
    const recent = (this.calls.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.maxRequests) {
      this.calls.set(key, recent);
      return false;
    }
    recent.push(now);
    this.calls.set(key, recent);
    return true;
  }
}

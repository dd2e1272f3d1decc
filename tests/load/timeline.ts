// Every answer of the load test, by the second it came in: latency, and whether it failed (a
// socket error, a timeout or a 5xx). The figures (rates, percentiles, the failover window) are
// computed from it after the run.

export interface Sample {
  /** Milliseconds since the run started. */
  at: number;
  ms: number;
  failed: boolean;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const sortedNumbers = (values: number[]) => [...values].sort((a, b) => a - b);

export class Timeline {
  readonly samples: Sample[] = [];
  readonly started = Date.now();
  /** How many answers of each HTTP status came back. */
  readonly statuses = new Map<number, number>();

  now(): number {
    return Date.now() - this.started;
  }

  answer(ms: number, status: number): void {
    this.samples.push({ at: this.now(), ms, failed: status >= 500 });
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  failure(): void {
    this.samples.push({ at: this.now(), ms: Number.NaN, failed: true });
  }

  /** Answers that came in within [fromS, toS) seconds of the start. */
  window(fromS: number, toS: number): Sample[] {
    return this.samples.filter((s) => s.at >= fromS * 1000 && s.at < toS * 1000);
  }

  /** Requests per second, p50/p99 latency of the successful ones, and the share that failed. */
  summary(fromS: number, toS: number) {
    const inWindow = this.window(fromS, toS);
    const latencies = sortedNumbers(inWindow.filter((s) => !s.failed).map((s) => s.ms));
    const failed = inWindow.filter((s) => s.failed).length;
    return {
      requests: inWindow.length,
      perSecond: inWindow.length / Math.max(1e-9, toS - fromS),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failed,
      errorRate: inWindow.length === 0 ? 0 : failed / inWindow.length,
    };
  }

  /**
   * Seconds from `killS` until the p99 of each one-second slice stays at or under `limitMs` for
   * `steadyFor` slices in a row (with no failure in them); null when it never does before `endS`.
   */
  secondsUntilBack(killS: number, endS: number, limitMs: number, steadyFor = 3): number | null {
    let run = 0;
    for (let s = Math.floor(killS); s < Math.floor(endS); s += 1) {
      const slice = this.summary(s, s + 1);
      const good = slice.requests > 0 && slice.failed === 0 && slice.p99 <= limitMs;
      run = good ? run + 1 : 0;
      if (run === steadyFor) return Math.max(0, s + 1 - steadyFor - killS);
    }
    return null;
  }
}

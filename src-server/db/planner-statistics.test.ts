// The PGlite statistics timer (the plans themselves are checked in tests/integration/planner-statistics.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client.js';
import { keepPlannerStatistics } from './planner-statistics.js';

/** A database whose execute() is counted and, while `fail` is set, rejects; each call settles when `settle()` runs. */
function fakeHandle(kind: DatabaseHandle['kind']) {
  const pending: (() => void)[] = [];
  const state = { calls: 0, fail: false, settle: () => pending.splice(0).forEach((done) => done()) };
  const db = {
    execute: () => {
      state.calls += 1;
      const failing = state.fail;
      return new Promise<void>((resolve, reject) =>
        pending.push(() => (failing ? reject(new Error('analyze failed')) : resolve())),
      );
    },
  };
  return { handle: { kind, db } as unknown as Pick<DatabaseHandle, 'db' | 'kind'>, state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('keepPlannerStatistics', () => {
  it('analyzes PGlite once per interval, never two at once, reports a failure and tries again next time', async () => {
    const { handle, state } = fakeHandle('pglite');
    const errors: unknown[] = [];
    const keeper = keepPlannerStatistics(handle, (error) => errors.push(error), 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(state.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(1);
    // Still running at the next tick: no second ANALYZE on top of it.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.calls).toBe(1);
    state.settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.calls).toBe(2);
    state.fail = true;
    state.settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.calls).toBe(3);
    state.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors.map((e) => (e as Error).message)).toEqual(['analyze failed']);
    state.fail = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.calls).toBe(4);

    // stop() waits for the refresh in flight, then no more run.
    let stopped = false;
    const stopping = keeper.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    state.settle();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.calls).toBe(4);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const { handle, state } = fakeHandle('postgres');
    const keeper = keepPlannerStatistics(handle, () => undefined, 1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(state.calls).toBe(0);
    await keeper.stop();
  });
});

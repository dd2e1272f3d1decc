import { describe, expect, it } from 'vitest';
import { pendingFollower } from './pending-rows.js';

function harness(answers: (readonly string[] | null)[]) {
  const sets: string[][] = [];
  const counts: number[] = [];
  const pending: ((ids: readonly string[] | null) => void)[] = [];
  let asked = 0;
  const follower = pendingFollower({
    fetchIds: () => {
      asked += 1;
      const next = answers.shift();
      return next === undefined ? new Promise((resolve) => pending.push(resolve)) : Promise.resolve(next);
    },
    setIds: (ids) => sets.push([...ids]),
    setCount: (n) => counts.push(n),
  });
  return { follower, sets, counts, pending, asked: () => asked };
}

describe('pending row ids come from main', () => {
  it('takes the ids main reports, so a reloaded window still marks them', async () => {
    const h = harness([['r1', 'r2']]);
    await h.follower.apply({ pending: 3, lastSyncAt: 10 });
    expect(h.sets).toEqual([['r1', 'r2']]);
    expect(h.counts).toEqual([3]);
  });

  it('asks again only when the count or the last sync moved, and clears at zero without asking', async () => {
    const h = harness([['r1'], ['r1', 'r2']]);
    await h.follower.apply({ pending: 1, lastSyncAt: 10 });
    await h.follower.apply({ pending: 1, lastSyncAt: 10 });
    expect(h.asked()).toBe(1);
    await h.follower.apply({ pending: 2, lastSyncAt: 10 });
    expect(h.asked()).toBe(2);
    await h.follower.apply({ pending: 0, lastSyncAt: 20 });
    expect(h.asked()).toBe(2);
    expect(h.sets).toEqual([['r1'], ['r1', 'r2'], []]);
  });

  it('keeps only the answer to the latest question', async () => {
    const h = harness([]);
    const first = h.follower.apply({ pending: 2, lastSyncAt: null });
    const second = h.follower.apply({ pending: 1, lastSyncAt: 30 });
    h.pending[1]?.(['newer']);
    await second;
    h.pending[0]?.(['older', 'newer']);
    await first;
    expect(h.sets).toEqual([['newer']]);
  });

  it('keeps the current marks when main could not answer', async () => {
    const h = harness([null]);
    await h.follower.apply({ pending: 1, lastSyncAt: null });
    expect(h.sets).toEqual([]);
  });
});

// Queued writes' outcome: refused at once when the terminal refused a write, pending while any is
// queued, refused when the server refused one (its dead letter), done only when every write was
// acknowledged and none refused. Never done for a failed write.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeVenue, mountHook, type HookHarness } from '../data/hook-harness.js';
import { queuedOutcome, settleQueued, useQueuedOutcome, type QueuedOutcome } from './queued-outcome.js';

const texts = { success: 'Ava added', pending: 'Ava added on this terminal — pending sync' };
const ok = (rowId: string, mutationId: string) => ({
  ok: true as const,
  row: { id: rowId },
  mutationId,
});

describe('settleQueued', () => {
  const writes = [
    { label: 'Ava', mutationId: 'm1', rowId: 'r1' },
    { label: 'Leo', mutationId: 'm2', rowId: 'r2' },
  ];

  it('waits while any row is still pending', () => {
    expect(settleQueued(writes, new Set(['r2']), [], texts)).toBeNull();
  });

  it('is done once no row is pending and none was refused', () => {
    expect(settleQueued(writes, new Set(), [], texts)).toEqual({ kind: 'success', text: 'Ava added' });
  });

  it('is refused, naming whom, as soon as the server refused one write', () => {
    const refused = [{ id: 'm2', reason: 'No guest-list entry', outcome: 'guest not added — gone' }];
    expect(settleQueued(writes, new Set(['r1']), refused, texts)).toEqual({
      kind: 'refused',
      text: 'Leo: guest not added — gone',
    });
  });
});

describe('queuedOutcome', () => {
  it('is pending when the terminal queued every write, refused when it refused one', () => {
    expect(queuedOutcome([{ label: 'Ava', result: ok('r1', 'm1') }], texts).kind).toBe('pending');
    expect(
      queuedOutcome(
        [
          { label: 'Ava', result: ok('r1', 'm1') },
          { label: 'Leo', result: { ok: false, error: { message: 'Leo was removed from the guest list' } } },
        ],
        texts,
      ),
    ).toEqual({ kind: 'refused', text: 'Leo: Leo was removed from the guest list' });
  });
});

describe('useQueuedOutcome', () => {
  let harness: HookHarness<QueuedOutcome, null> | null = null;
  afterEach(async () => {
    await harness?.unmount();
    harness = null;
  });

  it('follows a queued write from pending to done when main no longer holds it', async () => {
    let pending = ['r1'];
    const core = fakeVenue({
      'sync.pendingIds': () => Promise.resolve({ ok: true, value: pending }),
      'sync.refused': () => Promise.resolve({ ok: true, value: [] }),
    });
    harness = mountHook(() => useQueuedOutcome(), null);
    const h = harness;
    await h.act(() => h.current().track([{ label: 'Ava', result: ok('r1', 'm1') }], texts));
    await h.settle();
    expect(h.current().outcome).toEqual({ kind: 'pending', text: texts.pending });
    pending = [];
    core.emit('sync.statusChanged', { state: 'online', pending: 0 });
    await h.settle();
    expect(h.current().outcome).toEqual({ kind: 'success', text: 'Ava added' });
    expect(core.listeners('sync.statusChanged')).toBe(0);
  });

  it('shows the refusal when the server refused the write, never done', async () => {
    let refused: unknown[] = [];
    const core = fakeVenue({
      'sync.pendingIds': () => Promise.resolve({ ok: true, value: ['r1'] }),
      'sync.refused': () => Promise.resolve({ ok: true, value: refused }),
    });
    harness = mountHook(() => useQueuedOutcome(), null);
    const h = harness;
    await h.act(() => h.current().track([{ label: 'Ava', result: ok('r1', 'm1') }], texts));
    await h.settle();
    refused = [{ id: 'm1', reason: 'Guest-list entry not found', outcome: '' }];
    core.emit('sync.notice', { id: 'n1' });
    await h.settle();
    expect(h.current().outcome).toEqual({ kind: 'refused', text: 'Ava: Guest-list entry not found' });
  });
});

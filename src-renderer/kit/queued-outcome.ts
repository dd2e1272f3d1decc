// useQueuedOutcome: the outcome of writes that go through the sync queue (sync.mutate). A write the
// terminal accepted is only queued: it shows as pending until main says its row has no
// unacknowledged change left, then as done, or as refused when the server refused it (its dead
// letter names the reason). A write the terminal itself refused is refused at once. A failed write
// is never reported as a success: success needs every write acknowledged and none refused.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefusedChange } from '../../src-shared/ipc/channels.js';
import { errorText, type MutateResult } from '../data/mutate.js';
import { onVenue, venue } from '../data/venue.js';
import type { Outcome } from './outcome.js';

/** One write of an operation: whom it is about (named in a refusal) and how sync.mutate answered. */
export interface QueuedWrite {
  label: string;
  /** Of the queued row only its id matters here (any entity's). */
  result: { ok: true; row: { id: string }; mutationId: string } | Extract<MutateResult, { ok: false }>;
}

export interface QueuedTexts {
  /** Shown once every write reached the server. */
  success: string;
  /** Shown while any write is only queued on this terminal. */
  pending: string;
}

interface Accepted {
  label: string;
  mutationId: string;
  rowId: string;
}

/** What the server's answers so far say about the accepted writes; null while any is still queued. */
export function settleQueued(
  writes: readonly Accepted[],
  pendingRowIds: ReadonlySet<string>,
  refused: readonly Pick<RefusedChange, 'id' | 'reason' | 'outcome'>[],
  texts: QueuedTexts,
): Outcome | null {
  const byId = new Map(refused.map((r) => [r.id, r]));
  const failures = writes.flatMap((w) => {
    const r = byId.get(w.mutationId);
    return r ? [`${w.label}: ${r.outcome || r.reason}`] : [];
  });
  if (failures.length > 0) return { kind: 'refused', text: failures.join(' · ') };
  if (writes.some((w) => pendingRowIds.has(w.rowId))) return null;
  return { kind: 'success', text: texts.success };
}

/** The outcome as soon as the terminal answered: refused if it refused any write, else pending. */
export function queuedOutcome(writes: readonly QueuedWrite[], texts: QueuedTexts): Outcome {
  const failures = writes.flatMap(({ label, result }) =>
    result.ok ? [] : [`${label}: ${errorText(result.error)}`],
  );
  if (failures.length > 0) return { kind: 'refused', text: failures.join(' · ') };
  return { kind: 'pending', text: texts.pending };
}

function acceptedOf(writes: readonly QueuedWrite[]): Accepted[] {
  return writes.flatMap(({ label, result }) => {
    const rowId = result.ok ? result.row.id : undefined;
    return result.ok && typeof rowId === 'string' ? [{ label, mutationId: result.mutationId, rowId }] : [];
  });
}

export interface QueuedOutcome {
  outcome: Outcome | null;
  /** Shows the operation's outcome and follows its queued writes until the server answered them. */
  track: (writes: readonly QueuedWrite[], texts: QueuedTexts) => void;
  /** Shows an outcome that needs no following (e.g. a refusal before any write). */
  show: (outcome: Outcome | null) => void;
}

export function useQueuedOutcome(): QueuedOutcome {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [followed, setFollowed] = useState<{ writes: Accepted[]; texts: QueuedTexts } | null>(null);
  const generation = useRef(0);

  const track = useCallback((writes: readonly QueuedWrite[], texts: QueuedTexts) => {
    generation.current += 1;
    const first = queuedOutcome(writes, texts);
    setOutcome(first);
    setFollowed(first.kind === 'pending' ? { writes: acceptedOf(writes), texts } : null);
  }, []);

  const show = useCallback((next: Outcome | null) => {
    generation.current += 1;
    setFollowed(null);
    setOutcome(next);
  }, []);

  useEffect(() => {
    if (!followed) return undefined;
    const mine = generation.current;
    let live = true;
    let asking = false;
    let again = false;
    const check = async () => {
      if (asking) {
        again = true;
        return;
      }
      asking = true;
      try {
        const core = venue();
        const [pending, refused] = await Promise.all([core['sync.pendingIds'](), core['sync.refused']()]);
        if (!live || mine !== generation.current || !pending.ok || !refused.ok) return;
        const settled = settleQueued(followed.writes, new Set(pending.value), refused.value, followed.texts);
        if (settled) {
          setOutcome(settled);
          setFollowed(null);
        }
      } finally {
        asking = false;
        if (again && live) {
          again = false;
          void check();
        }
      }
    };
    const offStatus = onVenue('sync.statusChanged', () => void check());
    const offNotice = onVenue('sync.notice', () => void check());
    void check();
    return () => {
      live = false;
      offStatus();
      offNotice();
    };
  }, [followed]);

  return { outcome, track, show };
}

// The guest list's one write path: every add, edit, removal, check-in and blacklist change is an
// offline mutation (sync.mutate), one per guest, so the host stand keeps working without the API.
// Each operation's outcome is followed until the server answered (kit/queued-outcome): pending
// while queued, then done or refused. The list shows a queued row's new state at once.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import type { DataState } from '../../data/use-data.js';
import { useMutate, type MutateResult } from '../../data/mutate.js';
import { useQueuedOutcome, type QueuedWrite } from '../../kit/queued-outcome.js';
import type { MutationName } from '../../../src-shared/sync/mutations.js';

/** The guest list's mutations (each changes one guest_list row). */
type GuestMutation = Extract<MutationName, `guest.${string}`>;

export const nameOf = (e: Pick<GuestListEntry, 'first_name' | 'last_name'>) =>
  `${e.first_name} ${e.last_name}`.trim();

/** The day's list with a queued row's new state: replaced, added (same day) or gone (removed). */
export function withRow(list: readonly GuestListEntry[], row: GuestListEntry, day: string): GuestListEntry[] {
  const others = list.filter((g) => g.id !== row.id);
  if (row.deleted_at !== null || row.date !== day) return others;
  return list.some((g) => g.id === row.id) ? list.map((g) => (g.id === row.id ? row : g)) : [...list, row];
}

export function useGuestWrites(guests: DataState<GuestListEntry[]>, day: string) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const { outcome, track, show } = useQueuedOutcome();
  const [busy, setBusy] = useState(false);
  const { update } = guests;

  /** Runs one write per item in order and shows the whole operation's outcome. */
  const run = useCallback(
    async <T>(
      items: readonly T[],
      label: (item: T) => string,
      write: (item: T) => Promise<MutateResult<GuestMutation>>,
      success: string,
    ): Promise<boolean> => {
      setBusy(true);
      const writes: QueuedWrite[] = [];
      try {
        for (const item of items) {
          const result = await write(item);
          writes.push({ label: label(item), result });
          if (result.ok) update((list) => withRow(list, result.row, day));
        }
      } finally {
        setBusy(false);
      }
      track(writes, { success, pending: t('guests.list.pendingOutcome', { done: success }) });
      return writes.every((w) => w.result.ok);
    },
    [day, t, track, update],
  );

  return { mutate, run, outcome, show, busy };
}

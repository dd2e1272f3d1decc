// useMutate: sync.mutate for screens. Queues the write (applied optimistically to the mirror),
// remembers the row as pending, and hands back the refusal message and field errors when the
// write is invalid. useMutation adds `pending` (a write in flight) for buttons and outcome lines.
import { useCallback, useState } from 'react';
import type { IpcError } from '../../src-shared/ipc/channels.js';
import type { MutationArgs, MutationName } from '../../src-shared/sync/mutations.js';
import type { MutatedRow } from '../../src-shared/sync/mutations.js';
import { pendingRowIdsAtom } from './pending-rows.js';
import { useSetAtom } from '../state/jotai.js';
import { venue } from './venue.js';

/**
 * What a queued write answers: the row as the optimistic apply left it, typed by the entity the
 * mutation changes (main's mutators build that entity's full row; the channel carries it as a record).
 */
export type MutateResult<N extends MutationName = MutationName> =
  { ok: true; row: MutatedRow<N>; mutationId: string } | { ok: false; error: IpcError };

export type Mutate = <N extends MutationName>(name: N, args: MutationArgs<N>) => Promise<MutateResult<N>>;

/**
 * The message and every field's reason not already in it, each once: a refusal whose message is its
 * one field's reason reads "Tag name is required", never "Tag name is required: Tag name is required".
 */
export function errorText(error: IpcError): string {
  const fields = [...new Set(error.errors ? Object.values(error.errors).flat().filter(Boolean) : [])].filter(
    (reason) => !error.message.includes(reason),
  );
  return fields.length > 0 ? `${error.message}: ${fields.join('; ')}` : error.message;
}

export function useMutate(): Mutate {
  const setPending = useSetAtom(pendingRowIdsAtom);
  return useCallback<Mutate>(
    async (name, args) => {
      const result = await venue()['sync.mutate']({ name, args });
      if (!result.ok) return { ok: false, error: result.error };
      const id = result.value.row.id;
      if (typeof id === 'string') setPending((ids) => new Set([...ids, id]));
      // The one place the channel's record becomes the entity's row (see MutateResult).
      return {
        ok: true,
        row: result.value.row as MutatedRow<typeof name>,
        mutationId: result.value.mutationId,
      };
    },
    [setPending],
  );
}

/** useMutate plus how many of this screen's writes are still in flight. */
export function useMutation(): { mutate: Mutate; pending: boolean } {
  const base = useMutate();
  const [inFlight, setInFlight] = useState(0);
  const mutate = useCallback<Mutate>(
    async (name, args) => {
      setInFlight((n) => n + 1);
      try {
        return await base(name, args);
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [base],
  );
  return { mutate, pending: inFlight > 0 };
}

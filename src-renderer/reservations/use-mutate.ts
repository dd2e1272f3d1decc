// sync.mutate for screens: queues the write (applied optimistically to the mirror), remembers the
// row as pending, and hands back the refusal message and field errors when the write is invalid.
import { useCallback } from 'react';
import type { IpcError } from '../../src-shared/ipc/channels.js';
import type { MutationArgs, MutationName } from '../../src-shared/sync/protocol.js';
import { useSetAtom } from '../state/jotai.js';
import { pendingRowIdsAtom } from './pending-rows.js';

export type MutateResult = { ok: true; row: Record<string, unknown> } | { ok: false; error: IpcError };

export type Mutate = <N extends MutationName>(name: N, args: MutationArgs<N>) => Promise<MutateResult>;

export function errorText(error: IpcError): string {
  const fields = error.errors ? Object.values(error.errors).flat().filter(Boolean) : [];
  return fields.length > 0 ? `${error.message}: ${fields.join('; ')}` : error.message;
}

export function useMutate(): Mutate {
  const setPending = useSetAtom(pendingRowIdsAtom);
  return useCallback<Mutate>(
    async (name, args) => {
      const result = await window.venue['sync.mutate']({ name, args });
      if (!result.ok) return { ok: false, error: result.error };
      const id = result.value.row.id;
      if (typeof id === 'string') setPending((ids) => new Set([...ids, id]));
      return { ok: true, row: result.value.row };
    },
    [setPending],
  );
}

// One client from the mirror by id. The mirror channel has no by-id query, so this pages through
// mirror.clients (500 a page, local and fast) until the id turns up; it reloads when clients change.
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import type { Client } from '../../../src-shared/schemas/client.js';
import { useMirror, type MirrorState } from '../../reservations/use-mirror.js';

const PAGE = 500;

async function findClient(id: string): Promise<IpcResult<Client | null>> {
  for (let page = 1; ; page += 1) {
    const result = await window.venue['mirror.clients']({ page, pageSize: PAGE });
    if (!result.ok) return result;
    const found = result.value.rows.find((c) => c.id === id);
    if (found) return { ok: true, value: found };
    if (page * PAGE >= result.value.total) return { ok: true, value: null };
  }
}

export function useClient(id: string): MirrorState<Client | null> {
  return useMirror(() => findClient(id), id, ['clients']);
}

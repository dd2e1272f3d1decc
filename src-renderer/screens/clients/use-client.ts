// One client from the mirror by id (mirror.clients with an id); it reloads when clients or
// reservations change, since its visit figures are counted from the reservations.
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import type { Client } from '../../../src-shared/schemas/client.js';
import { useData, type DataState } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';

async function findClient(id: string): Promise<IpcResult<Client | null>> {
  const result = await venue()['mirror.clients']({ id, page: 1, pageSize: 1 });
  return result.ok ? { ok: true, value: result.value.rows[0] ?? null } : result;
}

export function useClient(id: string): DataState<Client | null> {
  return useData(() => findClient(id), id, ['clients', 'reservations']);
}

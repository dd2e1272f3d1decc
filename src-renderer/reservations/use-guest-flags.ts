// The allergies, dietary needs and VIP mark of each booking of a screen: the booking's own labels and
// its linked client's profile (src-shared/domain/guest-flags.ts), read from the mirror, so they show
// offline and follow a profile edit at once.
import { useMemo } from 'react';
import { guestFlags, hasFlags, type GuestFlags } from '../../src-shared/domain/guest-flags.js';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import type { Client } from '../../src-shared/schemas/client.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { useData } from '../data/use-data.js';
import { venue } from '../data/venue.js';

/** The mirror answers at most this many clients at once. */
const PAGE = 500;

async function clientsOf(ids: readonly string[]): Promise<IpcResult<Client[]>> {
  const rows: Client[] = [];
  for (let at = 0; at < ids.length; at += PAGE) {
    const result = await venue()['mirror.clients']({
      ids: ids.slice(at, at + PAGE),
      page: 1,
      pageSize: PAGE,
    });
    if (!result.ok) return result;
    rows.push(...result.value.rows);
  }
  return { ok: true, value: rows };
}

/** A booking (its own allergens and tags count too) or a guest-list entry (only its client's). */
type FlaggedFields = Pick<Reservation, 'id' | 'client_id'> &
  Partial<Pick<Reservation, 'allergens' | 'client_tags'>>;

/** Booking id → its flags, for the bookings that have any. */
export function useGuestFlags(bookings: readonly FlaggedFields[]): ReadonlyMap<string, GuestFlags> {
  const ids = useMemo(
    () => [...new Set(bookings.flatMap((b) => (b.client_id ? [b.client_id] : [])))].sort(),
    [bookings],
  );
  const key = ids.join(',');
  const linked = useData(
    () => (ids.length === 0 ? Promise.resolve({ ok: true as const, value: [] }) : clientsOf(ids)),
    key,
    ['clients'],
  );
  return useMemo(() => {
    const clients = new Map((linked.data ?? []).map((c) => [c.id, c]));
    const out = new Map<string, GuestFlags>();
    for (const b of bookings) {
      const own = { allergens: b.allergens ?? [], client_tags: b.client_tags ?? [] };
      const flags = guestFlags(own, b.client_id ? clients.get(b.client_id) : null);
      if (hasFlags(flags)) out.set(b.id, flags);
    }
    return out;
  }, [bookings, linked.data]);
}

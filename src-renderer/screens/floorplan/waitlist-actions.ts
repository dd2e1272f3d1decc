// Seating a waitlist guest from the floor plan (issue 28): like a walk-in, ONE reservation.create on
// the table, already Seated, now; then waitlist.seat marks the entry seated with that booking. Both
// go through the sync queue, so they work offline and the server decides them in this order (a
// booking it refused leaves the entry waiting, with a notice). Obvious refusals happen before sending.
import type { MutationArgs } from '../../../src-shared/sync/mutations.js';
import { isWaiting, type WaitlistEntry } from '../../../src-shared/website/waitlist.js';
import { english, type Translate } from '../../i18n/translate.js';
import { seatedNowAt, type SeatNow } from './seat-actions.js';

export type WaitlistSeatPlan =
  | {
      ok: true;
      booking: MutationArgs<'reservation.create'>;
      seat: MutationArgs<'waitlist.seat'>;
      summary: string;
    }
  | { ok: false; message: string };

export const waitlistName = (entry: Pick<WaitlistEntry, 'first_name' | 'last_name'>, t: Translate) =>
  `${entry.first_name} ${entry.last_name}`.trim() || t('host.floor.waitlist.unnamed');

/** The host stand's list: one venue day's entries still waiting, by preferred time then arrival. */
export function waitingOn(entries: readonly WaitlistEntry[], date: string): WaitlistEntry[] {
  return entries
    .filter((e) => e.date === date && isWaiting(e))
    .sort(
      (a, b) =>
        (a.preferred_time || '99:99').localeCompare(b.preferred_time || '99:99') ||
        a.created_at.localeCompare(b.created_at),
    );
}

export function planSeatWaitlist(
  entry: WaitlistEntry,
  at: SeatNow,
  t: Translate = english,
): WaitlistSeatPlan {
  const name = waitlistName(entry, t);
  const notSeated = (reason: string) => t('host.floor.notSeated', { name, reason });
  if (!isWaiting(entry)) return { ok: false, message: notSeated(t('host.floor.waitlist.notWaiting')) };
  const parsed = seatedNowAt(
    at,
    {
      first_name: entry.first_name,
      last_name: entry.last_name,
      mobileNumber: entry.mobileNumber,
      email: entry.email,
      guest_count: entry.party_size,
      special_request: entry.notes,
      source: entry.source === 'widget' ? 'widget' : 'walk_in',
    },
    notSeated,
    t,
  );
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    booking: parsed.args,
    seat: { id: entry.id, reservation_id: parsed.args.id },
    summary: t('host.floor.seatedAt', { name, table: at.table.name }),
  };
}

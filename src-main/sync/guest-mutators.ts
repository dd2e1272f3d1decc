// The terminal's optimistic applies of the guest list's add, edit and remove (declared in
// src-shared/sync/mutations.ts), on the pure rules of src-shared/domain/guest-list.ts. A removed
// entry is history: it is not edited or removed again here (the server refuses it too).
import {
  editedGuestEntry,
  isLiveGuest,
  newGuestEntry,
  removedGuestEntry,
} from '../../src-shared/domain/guest-list.js';
import type { GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';

function liveGuest(state: MutatorState, id: string): GuestListEntry {
  const row = state.guest(id);
  if (!row) throw new LocalMutationError(`Guest list entry ${id} is not on this terminal`, 'id');
  if (!isLiveGuest(row))
    throw new LocalMutationError(
      `${[row.first_name, row.last_name].filter(Boolean).join(' ')} was removed from the guest list`,
      'id',
    );
  return row;
}

export function addGuest(state: MutatorState, args: MutationArgs<'guest.add'>): GuestListEntry {
  // Replayed after the server made it: the server's row stands.
  const existing = state.guest(args.id);
  if (existing) return existing;
  return newGuestEntry(args, state.restaurantId, state.now.toISOString());
}

export function updateGuest(state: MutatorState, args: MutationArgs<'guest.update'>): GuestListEntry {
  return editedGuestEntry(liveGuest(state, args.id), args.patch, state.now.toISOString());
}

export function removeGuest(state: MutatorState, args: MutationArgs<'guest.remove'>): GuestListEntry {
  return removedGuestEntry(liveGuest(state, args.id), state.now.toISOString());
}

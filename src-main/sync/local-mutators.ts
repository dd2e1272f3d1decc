// The one dispatch from a mutation name to its optimistic effect on the mirror. Every mutation
// changes exactly one row (its `id`), which is what rebase relies on to know what to recompute.
import type { Client } from '../../src-shared/schemas/client.js';
import type { GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import type { MutationArgs, MutationName } from '../../src-shared/sync/protocol.js';
import type { OverlayEntity, Row } from '../mirror/mirror-store.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';
import {
  assignReservationTables,
  cancelReservation,
  createReservation,
  setReservationDuration,
  setReservationStatus,
  updateReservation,
} from './reservation-mutators.js';

export interface MutationEffect {
  entity: OverlayEntity;
  id: string;
  row: Row;
}

export const ENTITY_OF_MUTATION: Record<MutationName, OverlayEntity> = {
  'reservation.create': 'reservations',
  'reservation.update': 'reservations',
  'reservation.setStatus': 'reservations',
  'reservation.assignTable': 'reservations',
  'reservation.setDuration': 'reservations',
  'reservation.cancel': 'reservations',
  'guest.checkIn': 'guest_list',
  'guest.setBlacklist': 'guest_list',
  'client.create': 'clients',
  'client.update': 'clients',
};

function requireGuest(state: MutatorState, id: string): GuestListEntry {
  const row = state.guest(id);
  if (!row) throw new LocalMutationError(`Guest list entry ${id} is not on this terminal`, 'id');
  return row;
}

function requireClient(state: MutatorState, id: string): Client {
  const row = state.client(id);
  if (!row) throw new LocalMutationError(`Client ${id} is not on this terminal`, 'id');
  return row;
}

function checkIn(state: MutatorState, args: MutationArgs<'guest.checkIn'>): GuestListEntry {
  const row = requireGuest(state, args.id);
  if (row.checked_in === args.checked_in) return row;
  const now = state.now.toISOString();
  return {
    ...row,
    checked_in: args.checked_in,
    checked_in_at: args.checked_in ? now : null,
    updated_at: now,
  };
}

function setBlacklist(state: MutatorState, args: MutationArgs<'guest.setBlacklist'>): GuestListEntry {
  const row = requireGuest(state, args.id);
  return {
    ...row,
    blacklisted: args.blacklisted,
    blacklist_reason: args.blacklisted ? args.blacklist_reason : null,
    updated_at: state.now.toISOString(),
  };
}

function createClient(state: MutatorState, args: MutationArgs<'client.create'>): Client {
  const existing = state.client(args.id);
  if (existing) return existing;
  const now = state.now.toISOString();
  return {
    id: args.id,
    restaurant_id: state.restaurantId,
    first_name: args.first_name,
    last_name: args.last_name,
    mobileNumber: args.mobileNumber,
    email: args.email,
    tags: args.tags,
    allergens: args.allergens,
    restrictions: args.restrictions,
    discounts: args.discounts,
    notes: args.notes,
    visit_count: 0,
    last_visit: null,
    created_at: now,
    updated_at: now,
  };
}

function updateClient(state: MutatorState, args: MutationArgs<'client.update'>): Client {
  const row = requireClient(state, args.id);
  const next: Client = { ...row, updated_at: state.now.toISOString() };
  for (const [key, value] of Object.entries(args.patch)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

function run<N extends MutationName>(state: MutatorState, name: N, args: MutationArgs<N>): Row {
  // Each case narrows `args` by name; the casts restate what the switch already proved.
  switch (name) {
    case 'reservation.create':
      return createReservation(state, args as MutationArgs<'reservation.create'>);
    case 'reservation.update':
      return updateReservation(state, args as MutationArgs<'reservation.update'>);
    case 'reservation.setStatus':
      return setReservationStatus(state, args as MutationArgs<'reservation.setStatus'>);
    case 'reservation.assignTable':
      return assignReservationTables(state, args as MutationArgs<'reservation.assignTable'>);
    case 'reservation.setDuration':
      return setReservationDuration(state, args as MutationArgs<'reservation.setDuration'>);
    case 'reservation.cancel':
      return cancelReservation(state, args);
    case 'guest.checkIn':
      return checkIn(state, args as MutationArgs<'guest.checkIn'>);
    case 'guest.setBlacklist':
      return setBlacklist(state, args as MutationArgs<'guest.setBlacklist'>);
    case 'client.create':
      return createClient(state, args as MutationArgs<'client.create'>);
    case 'client.update':
      return updateClient(state, args as MutationArgs<'client.update'>);
    default:
      throw new LocalMutationError(`Unknown mutation ${String(name)}`);
  }
}

/** The row `name` produces from `state` (pure: no I/O, the clock is `state.now`). */
export function applyLocalMutation<N extends MutationName>(
  state: MutatorState,
  name: N,
  args: MutationArgs<N>,
): MutationEffect {
  return { entity: ENTITY_OF_MUTATION[name], id: args.id, row: run(state, name, args) };
}

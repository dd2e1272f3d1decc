// The terminal's half of each mutation declaration (src-shared/sync/mutations.ts): its optimistic
// effect on the mirror. Every mutation changes exactly one row (its `id`) of its declared entity,
// which is what rebase relies on to know what to recompute. A mutation declared on its entity (a
// resource's `mutations`) needs no line here: its apply is derived from its rule.
import { replyToRequest, setRequestState } from './request-mutators.js';
import { openMessage, replyToMessage } from './message-mutators.js';
import { contactRefusal } from '../../src-shared/domain/client-contact.js';
import type { Client } from '../../src-shared/schemas/client.js';
import type { GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import {
  DECLARED_ROW_MUTATIONS,
  ENTITY_OF_MUTATION as DECLARED_ENTITIES,
  type DeclaredMutationName,
  type DeclaredRowMutation,
  type MutationArgs,
  type MutationName,
} from '../../src-shared/sync/mutations.js';
import type { OverlayEntity, Row } from '../mirror/mirror-store.js';
import { addGuest, removeGuest, updateGuest } from './guest-mutators.js';
import { removeWaitlistEntry, seatWaitlistEntry, setTableLiveStatus } from './floor-mutators.js';
import { LocalMutationError, newRow, type MutatorState } from './mutator-state.js';
import {
  closeOrderTab,
  createFoodOrder,
  openOrderTab,
  setFoodOrderItems,
  setFoodOrderStatus,
} from './order-mutators.js';
import {
  assignReservationTables,
  cancelReservation,
  checkCreatedTables,
  checkUpdatedTables,
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

/** The declared entity of each mutation; the type check says every one is an overlay entity. */
export const ENTITY_OF_MUTATION: Readonly<Record<MutationName, OverlayEntity>> = DECLARED_ENTITIES;

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
  return (
    state.client(args.id) ??
    newRow<Client>(state, args.id, () => ({
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
    }))
  );
}

function updateClient(state: MutatorState, args: MutationArgs<'client.update'>): Client {
  const row = requireClient(state, args.id);
  // The server's own rule: the client stays reachable (a mobile number or an email address).
  const refusal = contactRefusal(row, args.patch);
  if (refusal) throw new LocalMutationError(refusal.reason, refusal.field);
  const next: Client = { ...row, updated_at: state.now.toISOString() };
  for (const [key, value] of Object.entries(args.patch)) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

export type LocalMutator<N extends MutationName> = (state: MutatorState, args: MutationArgs<N>) => Row;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A mutation declared on its entity, applied as the server applies it: the row as this terminal
 * has it (pending changes on top) parsed with the entity's schema, the declared refusal rule, then
 * the declared pure apply.
 */
function declaredMutator({ entity, resource, mutation }: DeclaredRowMutation) {
  return (state: MutatorState, args: { id: string }): Row => {
    const row = resource.row.safeParse(state.row(entity, args.id));
    if (!row.success)
      throw new LocalMutationError(`${capitalised(resource.noun)} ${args.id} is not on this terminal`, 'id');
    const refusal = mutation.refusal(row.data, args);
    if (refusal) throw new LocalMutationError(refusal.reason, refusal.field);
    return mutation.apply(row.data, args, state.now.toISOString());
  };
}

/** The declared mutations' applies, by name (the args were parsed with the declared schema before). */
const DECLARED_MUTATORS = Object.fromEntries(
  DECLARED_ROW_MUTATIONS.map((declared) => [declared.name, declaredMutator(declared)]),
) as Record<DeclaredMutationName, ReturnType<typeof declaredMutator>>;

/** Each declared mutation's optimistic apply; the mapped type makes a missing one a compile error. */
export const LOCAL_MUTATORS: { readonly [N in MutationName]: LocalMutator<N> } = {
  ...DECLARED_MUTATORS,
  'reservation.create': createReservation,
  'reservation.update': updateReservation,
  'reservation.setStatus': setReservationStatus,
  'reservation.assignTable': assignReservationTables,
  'reservation.setDuration': setReservationDuration,
  'reservation.cancel': cancelReservation,
  'guest.checkIn': checkIn,
  'guest.setBlacklist': setBlacklist,
  'guest.add': addGuest,
  'guest.update': updateGuest,
  'guest.remove': removeGuest,
  'client.create': createClient,
  'client.update': updateClient,
  'order.create': createFoodOrder,
  'order.status': setFoodOrderStatus,
  'order.items': setFoodOrderItems,
  'tab.open': openOrderTab,
  'tab.close': closeOrderTab,
  'waitlist.seat': seatWaitlistEntry,
  'waitlist.remove': removeWaitlistEntry,
  'floorPlan.tableStatus': setTableLiveStatus,
  'request.reply': replyToRequest,
  'request.setState': setRequestState,
  'staffMessage.open': openMessage,
  'staffMessage.reply': replyToMessage,
};

function run<N extends MutationName>(state: MutatorState, name: N, args: MutationArgs<N>): Row {
  const mutator = LOCAL_MUTATORS[name] as LocalMutator<N> | undefined;
  if (!mutator) throw new LocalMutationError(`Unknown mutation ${String(name)}`);
  return mutator(state, args);
}

export type FirstApplyCheck<N extends MutationName> = (
  state: MutatorState,
  args: MutationArgs<N>,
  row: never,
) => void;

/**
 * Checks a mutation must pass when staff make it, not when it is replayed from the outbox (the
 * server decides a queued change on its fresher data). Throw LocalMutationError to refuse.
 */
export const FIRST_APPLY_CHECKS: { readonly [N in MutationName]?: FirstApplyCheck<N> } = {
  'reservation.create': checkCreatedTables,
  'reservation.update': checkUpdatedTables,
};

/** The row `name` produces, checked as a new change (see FIRST_APPLY_CHECKS). */
export function applyNewMutation<N extends MutationName>(
  state: MutatorState,
  name: N,
  args: MutationArgs<N>,
): MutationEffect {
  const effect = applyLocalMutation(state, name, args);
  const check = FIRST_APPLY_CHECKS[name];
  check?.(state, args, effect.row as never);
  return effect;
}

/** The row `name` produces from `state` (pure: no I/O, the clock is `state.now`). */
export function applyLocalMutation<N extends MutationName>(
  state: MutatorState,
  name: N,
  args: MutationArgs<N>,
): MutationEffect {
  return { entity: ENTITY_OF_MUTATION[name], id: args.id, row: run(state, name, args) };
}

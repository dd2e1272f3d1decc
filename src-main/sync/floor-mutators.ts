// The terminal's optimistic half of the host stand's floor mutations (issue 28): seating or removing
// a waitlist entry, and setting or clearing a table's live status on a layout. Pure functions of
// the mirror state and the args, like every local mutator, so a replay after a pull is exact.
import type { FloorPlanLayout } from '../../src-shared/schemas/seating.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { actedOn, waitlistRefusal, type WaitlistEntry } from '../../src-shared/website/waitlist.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';

function requireEntry(state: MutatorState, id: string): WaitlistEntry {
  const row = state.waitlistEntry(id);
  if (!row) throw new LocalMutationError(`Waitlist entry ${id} is not on this terminal`, 'id');
  return row;
}

export function seatWaitlistEntry(state: MutatorState, args: MutationArgs<'waitlist.seat'>): WaitlistEntry {
  const entry = requireEntry(state, args.id);
  const refusal = waitlistRefusal(entry, 'seated');
  if (refusal) throw new LocalMutationError(refusal, 'id');
  if (!state.reservation(args.reservation_id))
    throw new LocalMutationError(`Booking ${args.reservation_id} is not on this terminal`, 'reservation_id');
  return actedOn(entry, 'seated', args.reservation_id);
}

export function removeWaitlistEntry(
  state: MutatorState,
  args: MutationArgs<'waitlist.remove'>,
): WaitlistEntry {
  const entry = requireEntry(state, args.id);
  const refusal = waitlistRefusal(entry, 'removed');
  if (refusal) throw new LocalMutationError(refusal, 'id');
  return actedOn(entry, 'removed', null);
}

export function setTableLiveStatus(
  state: MutatorState,
  args: MutationArgs<'floorPlan.tableStatus'>,
): FloorPlanLayout {
  const plan = state.floorPlan(args.id);
  if (!plan) throw new LocalMutationError(`Floor plan ${args.id} is not on this terminal`, 'id');
  if (!plan.tables.some((t) => t.table_id === args.table_id))
    throw new LocalMutationError(`Table ${args.table_id} is not on floor plan ${plan.name}`, 'table_id');
  const others = plan.live_status.filter((s) => s.table_id !== args.table_id);
  return {
    ...plan,
    live_status: args.live ? [...others, { ...args.live, table_id: args.table_id }] : others,
    updated_at: state.now.toISOString(),
  };
}

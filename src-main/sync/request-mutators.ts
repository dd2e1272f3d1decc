// The terminal's optimistic applies of the guest request mutations (issue 30 §7): the request as
// this terminal has it (pending changes on top), the rule the server applies (src-shared
// request-offline.ts), then the row after the change. The reply's entry is marked pending until the
// server's row, with its own entry and the delivery the job records, replaces it in the mirror.
import {
  pendingEntryId,
  replyRefusal,
  stateMoveRefusal,
  withReply,
  withState,
  type GuestRequestDetail,
} from '../../src-shared/requests/request-offline.js';
import { guestRequestDetailSchema } from '../../src-shared/requests/request-entity.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';

function requireRequest(state: MutatorState, id: string): GuestRequestDetail {
  const parsed = guestRequestDetailSchema.safeParse(state.row('guest_requests', id));
  if (!parsed.success) throw new LocalMutationError(`Request ${id} is not on this terminal`, 'id');
  return parsed.data;
}

export function replyToRequest(state: MutatorState, args: MutationArgs<'request.reply'>): GuestRequestDetail {
  const request = requireRequest(state, args.id);
  const refusal = replyRefusal(request, args.channel);
  if (refusal) throw new LocalMutationError(refusal.reason, refusal.field);
  const now = state.now.toISOString();
  // The author's name is the server's to write (the pushing user); the pending entry has none yet.
  return withReply(
    request,
    { entryId: pendingEntryId(state.now.getTime()), authorName: '', body: args.body, channel: args.channel },
    now,
  );
}

export function setRequestState(
  state: MutatorState,
  args: MutationArgs<'request.setState'>,
): GuestRequestDetail {
  const request = requireRequest(state, args.id);
  const refusal = stateMoveRefusal(request, args.state);
  if (refusal) throw new LocalMutationError(refusal.reason, refusal.field);
  return withState(request, args.state, state.now.toISOString());
}

// The terminal's optimistic applies of the staff message mutations (issue 30 §7): the message as the
// mirror has it (pending changes on top), the spec §4 rule the server applies too
// (src-shared/notifications/message-offline.ts), then the row after it. The answer itself is a new
// message in the sender's inbox, which is not on this terminal: the server writes it on the push.
import { answered, messageReplyRefusal, opened } from '../../src-shared/notifications/message-offline.js';
import {
  staffMessageSchema,
  type StaffMessage,
} from '../../src-shared/notifications/notification-schemas.js';
import type { MutationArgs } from '../../src-shared/sync/mutations.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';

function requireMessage(state: MutatorState, id: string): StaffMessage {
  const parsed = staffMessageSchema.safeParse(state.row('staff_messages', id));
  if (!parsed.success) throw new LocalMutationError(`Message ${id} is not on this terminal`, 'id');
  return parsed.data;
}

export function openMessage(state: MutatorState, args: MutationArgs<'staffMessage.open'>): StaffMessage {
  return opened(requireMessage(state, args.id), state.now.toISOString());
}

export function replyToMessage(state: MutatorState, args: MutationArgs<'staffMessage.reply'>): StaffMessage {
  const message = requireMessage(state, args.id);
  const refusal = messageReplyRefusal(message);
  if (refusal) throw new LocalMutationError(refusal.reason, refusal.field);
  return answered(message, state.now.toISOString());
}

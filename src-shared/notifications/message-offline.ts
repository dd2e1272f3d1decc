// Staff messages at a terminal without the API (issue 30 §7): the rules of spec §4 as one pure
// function each, applied by the terminal's optimistic mutators (src-main/sync/message-mutators.ts)
// and by the server's message writes (src-server/notifications/staff-messages.ts), so a message
// opened or answered offline becomes on the server what it became on the terminal.
//
// A terminal keeps the signed-in user's own inbox in its mirror as the entity `staff_messages`
// (one row = one message as `GET /messages` answers it). Rows are per user and never travel in the
// restaurant's change feed: main fetches the user's inbox when the server says it changed.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { replyStaffMessageSchema, type StaffMessage } from './notification-schemas.js';

/** `staffMessage.open`'s args: the message opened. */
export const messageOpenArgsSchema = z.object({ id: entityIdSchema });
/** `staffMessage.reply`'s args: the message answered and the answer's text. */
export const messageReplyArgsSchema = replyStaffMessageSchema.safeExtend({ id: entityIdSchema });

/** Spec §4: an Unread message becomes Read when opened; Read and Reply stay as they are. */
export function opened(message: StaffMessage, at: string): StaffMessage {
  return message.status === 'Unread' ? { ...message, status: 'Read', read_at: at } : message;
}

/** Why a message cannot be answered (it has no sender: a system message), or null. */
export function messageReplyRefusal(message: StaffMessage): { field: string; reason: string } | null {
  return message.from_user_id === null
    ? { field: 'id', reason: 'This message has no sender to reply to' }
    : null;
}

/** Spec §4: Unread and Read turn into Reply when answered (it counts as read). */
export function answered(message: StaffMessage, at: string): StaffMessage {
  return { ...message, status: 'Reply', read_at: message.read_at ?? at };
}

/** The answer's subject: "Re: " once, within the 200 characters a subject may have. */
export function replySubject(subject: string): string {
  return (subject.startsWith('Re: ') ? subject : `Re: ${subject}`).slice(0, 200);
}

/** The user's inbox from the mirror's rows: theirs only, newest first, with the Unread count. */
export function inboxFromMirror(
  rows: readonly StaffMessage[],
  userId: number,
): { messages: StaffMessage[]; unread_count: number } {
  const messages = rows
    .filter((m) => m.to_user_id === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
  return { messages, unread_count: messages.filter((m) => m.status === 'Unread').length };
}

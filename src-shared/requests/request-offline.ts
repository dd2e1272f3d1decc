// Guest requests on a terminal (issue 30 §7): the mirror keeps every request of the venue with its
// thread (the feed entity `guest_requests`, one row = one request as `requests.get` answers it), so
// the inbox, an open request and the client's Request History read offline; a reply or a state move
// made offline is an outbox mutation (`request.reply`, `request.setState`, mutations.ts) whose
// optimistic row is computed here, by the same rules the server's domain writes apply
// (src-server/requests/request-service.ts): a move the states do not allow, a reply to a closed
// request or to a guest with no address on that channel is refused on the terminal as on the server.
import { type z } from 'zod';
import { entityIdSchema } from '../ids.js';
import {
  canMove,
  type guestRequestDetailSchema,
  OPEN_STATES,
  requestReplyBodySchema,
  requestStateBodySchema,
  type GuestRequest,
  type RequestEntry,
  type RequestState,
} from './request-entity.js';

export type GuestRequestDetail = z.infer<typeof guestRequestDetailSchema>;

export const requestReplyArgsSchema = requestReplyBodySchema.extend({ id: entityIdSchema });
export const requestStateArgsSchema = requestStateBodySchema.extend({ id: entityIdSchema });
export type RequestReplyArgs = z.output<typeof requestReplyArgsSchema>;
export type RequestStateArgs = z.output<typeof requestStateArgsSchema>;

/**
 * The id of a reply this terminal queued and the server has not stored yet: a UUID no server entry
 * has (the server's are UUIDv7), unique per mutation time, so the thread can mark it as waiting.
 */
const PENDING_ENTRY_PREFIX = '00000000-0000-4000-8000-';
export const pendingEntryId = (atMs: number) =>
  `${PENDING_ENTRY_PREFIX}${Math.max(0, Math.floor(atMs)).toString(16).padStart(12, '0').slice(-12)}`;
export const isPendingEntry = (entryId: string) => entryId.startsWith(PENDING_ENTRY_PREFIX);

/** A rule broken, with the field it concerns (the server answers these as 409 / 422). */
export interface RequestRefusal {
  field: string;
  reason: string;
}

/** A state as a sentence says it ('in progress'): refusals and the thread's system entries. */
export const STATE_WORDS: Record<RequestState, string> = {
  new: 'new',
  in_progress: 'in progress',
  answered: 'answered',
  approved: 'approved',
  declined: 'declined',
  closed: 'closed',
};

/** Why a request may not move to `state` (null: it may). */
export function stateMoveRefusal(request: Pick<GuestRequest, 'state' | 'kind'>, state: RequestState) {
  if (!canMove(request.state, state))
    return {
      field: 'state',
      reason: `A request that is ${STATE_WORDS[request.state]} cannot become ${STATE_WORDS[state]}`,
    };
  if (state === 'approved' && request.kind === 'reservation')
    return { field: 'state', reason: 'A reservation request is approved by booking it (requests.approve)' };
  return null;
}

/** Where a reply on `channel` goes ('' for a note, which stays in the thread). */
export function replyRecipient(request: Pick<GuestRequest, 'email' | 'mobileNumber'>, channel: string) {
  if (channel === 'email') return request.email.trim();
  if (channel === 'sms') return request.mobileNumber.trim();
  return '';
}

/** Why a reply may not be made (null: it may). */
export function replyRefusal(
  request: Pick<GuestRequest, 'state' | 'email' | 'mobileNumber'>,
  channel: RequestReplyArgs['channel'],
): RequestRefusal | null {
  if (request.state === 'closed') return { field: 'id', reason: 'A closed request cannot be answered' };
  if (channel !== 'note' && replyRecipient(request, channel) === '')
    return {
      field: 'channel',
      reason: `The guest has no ${channel === 'email' ? 'email address' : 'mobile number'} to send this reply to`,
    };
  return null;
}

const answeredNow = (state: RequestState) =>
  state === 'answered' || state === 'approved' || state === 'declined';

/** The request after a state move the rules allow (the server adds its own "x → y by …" entry). */
export function withState(request: GuestRequestDetail, state: RequestState, now: string): GuestRequestDetail {
  const stillOpen = OPEN_STATES.includes(state);
  return {
    ...request,
    state,
    answered_at: answeredNow(state) && request.answered_at === null ? now : request.answered_at,
    closed_at: state === 'closed' ? now : request.closed_at,
    seconds_left: stillOpen ? request.seconds_left : null,
    updated_at: now,
  };
}

/**
 * The request after a staff reply: the entry at the end of the thread, its delivery pending until
 * the server's guest message job has sent it (a note has none), and a new or in-progress request
 * answered by a reply sent to the guest.
 */
export function withReply(
  request: GuestRequestDetail,
  reply: { entryId: string; authorName: string; body: string; channel: RequestReplyArgs['channel'] },
  now: string,
): GuestRequestDetail {
  const note = reply.channel === 'note';
  const entry: RequestEntry = {
    id: reply.entryId,
    author: 'staff',
    author_name: reply.authorName,
    body: reply.body,
    channel: reply.channel === 'note' ? null : reply.channel,
    delivery:
      reply.channel === 'note'
        ? null
        : { status: 'pending', recipient: replyRecipient(request, reply.channel), error: null },
    created_at: now,
  };
  const next = { ...request, thread: [...request.thread, entry], updated_at: now };
  return !note && OPEN_STATES.includes(request.state) ? withState(next, 'answered', now) : next;
}

export interface RequestListQuery {
  state?: RequestState | 'open' | undefined;
  kind?: GuestRequest['kind'] | undefined;
  client_id?: string | undefined;
  reservation_id?: string | undefined;
  assigned_user_id?: number | undefined;
  q?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

const isOpen = (r: Pick<GuestRequest, 'state'>) => OPEN_STATES.includes(r.state);

/** Seconds until the target at `nowMs`, as the server answers it (null once answered or settled). */
export function secondsLeft(r: Pick<GuestRequest, 'state' | 'due_at'>, nowMs: number): number | null {
  const due = Date.parse(r.due_at);
  return isOpen(r) && !Number.isNaN(due) ? Math.round((due - nowMs) / 1000) : null;
}

function matchesText(r: GuestRequestDetail, q: string): boolean {
  const needle = q.toLocaleLowerCase();
  const hay = [`${r.first_name} ${r.last_name}`, r.email, r.mobileNumber, ...r.thread.map((e) => e.body)];
  return hay.some((text) => text.toLocaleLowerCase().includes(needle));
}

/**
 * The inbox's list from the mirror, as `requests.list` answers it online: the same filters, open
 * requests first with the soonest target on top (overdue first), then the settled, latest change
 * first; one page of it.
 */
export function listFromMirror(rows: readonly GuestRequestDetail[], query: RequestListQuery, nowMs: number) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 50;
  const q = query.q?.trim() ?? '';
  const kept = rows.filter(
    (r) =>
      (query.state === undefined || (query.state === 'open' ? isOpen(r) : r.state === query.state)) &&
      (query.kind === undefined || r.kind === query.kind) &&
      (query.client_id === undefined || r.client_id === query.client_id) &&
      (query.reservation_id === undefined || r.reservation_id === query.reservation_id) &&
      (query.assigned_user_id === undefined || r.assigned_user_id === query.assigned_user_id) &&
      (q === '' || matchesText(r, q)),
  );
  kept.sort((a, b) => {
    const open = Number(isOpen(b)) - Number(isOpen(a));
    if (open !== 0) return open;
    if (isOpen(a) && a.due_at !== b.due_at) return a.due_at < b.due_at ? -1 : 1;
    if (a.updated_at !== b.updated_at) return a.updated_at < b.updated_at ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const rowsOfPage = kept.slice((page - 1) * perPage, page * perPage).map(({ thread: _thread, ...r }) => ({
    ...r,
    seconds_left: secondsLeft(r, nowMs),
  }));
  return { rows: rowsOfPage, total: kept.length, page, per_page: perPage };
}

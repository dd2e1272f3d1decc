// The requests screens' pure rules: the list call's query for the filters shown (the spec's default
// kind), the moves offered for a state, and a reply's outcome from the delivery the server recorded.
import {
  REQUEST_TRANSITIONS,
  type RequestEntry,
  type RequestKind,
  type RequestState,
} from '../../../src-shared/requests/request-entity.js';
import type { Outcome } from '../../kit/outcome.js';
import type { PageQuery } from '../../kit/paged-list-model.js';

/** The spec's default kind (§2: "selected option defaults to Reservation"); ALL shows every kind. */
export const DEFAULT_KIND: RequestKind = 'reservation';
export const ALL = 'all';

/** The list call's query for the filters shown (an unset kind is the spec's default). */
export function listQuery(filters: PageQuery['filters'], page: number, pageSize: number) {
  const kind = filters.kind ?? DEFAULT_KIND;
  const state = filters.state ?? ALL;
  const q = filters.q?.trim() ?? '';
  return {
    ...(kind === ALL ? {} : { kind: kind as RequestKind }),
    ...(state === ALL ? {} : { state: state as RequestState | 'open' }),
    ...(q === '' ? {} : { q }),
    page,
    per_page: pageSize,
  };
}

/** The moves offered as buttons: every move the state allows (approve is its own call). */
export function movesOf(state: RequestState): RequestState[] {
  return [...REQUEST_TRANSITIONS[state]];
}

/** The reply's outcome from the delivery the server recorded: pending until the job sent it. */
export function replyOutcomeText(
  entry: RequestEntry | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): { kind: Outcome['kind']; text: string } {
  const delivery = entry?.delivery;
  if (!entry || entry.channel === null || !delivery)
    return { kind: 'success', text: t('requests.detail.noteSaved') };
  if (delivery.status === 'sent')
    return { kind: 'success', text: t('requests.detail.replySent', { recipient: delivery.recipient }) };
  if (delivery.status === 'pending')
    return { kind: 'pending', text: t('requests.detail.replyPending', { recipient: delivery.recipient }) };
  return {
    kind: 'refused',
    text: t('requests.detail.replyFailed', { reason: delivery.error ?? delivery.status }),
  };
}

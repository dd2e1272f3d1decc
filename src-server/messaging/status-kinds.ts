// Which booking statuses mean what for guest messages. Statuses are the restaurant's own records, so
// the roles are read from their names, the way staff name them (the demo's Booked … Cancelled).
import type { StatusInfo } from '../reservations/reservation-view.js';

const named = (status: Pick<StatusInfo, 'name'>, pattern: RegExp) => pattern.test(status.name.trim());

export const isCancelled = (s: Pick<StatusInfo, 'name'>) => named(s, /^cancel+ed$/i);
/** The guest is here: the first of these sends the arrival message. */
export const isArrival = (s: Pick<StatusInfo, 'name'>) => named(s, /^(arrived|seated)$/i);
/** The visit is over: sends the feedback request. */
export const isFinished = (s: Pick<StatusInfo, 'name'>) => named(s, /^(completed|finished|left)$/i);

// How a booking block names itself to people and screen readers.
import { minutesToTime, timeToMinutes } from '../../../src-shared/time.js';

export interface LabelledBooking {
  first_name: string;
  last_name: string;
  guest_count: number;
  time: string;
  duration_minutes: number;
  table_number: string;
  status: string;
}

export function guestName(booking: Pick<LabelledBooking, 'first_name' | 'last_name'>): string {
  const name = `${booking.first_name} ${booking.last_name}`.trim();
  return name.length > 0 ? name : 'Unnamed guest';
}

export function timeRange(booking: Pick<LabelledBooking, 'time' | 'duration_minutes'>): string {
  return `${booking.time}–${minutesToTime(timeToMinutes(booking.time) + booking.duration_minutes)}`;
}

/** "Jane Doe, 4 guests, 19:30–21:15, T4" */
export function blockLabel(booking: LabelledBooking): string {
  const guests = `${booking.guest_count} guest${booking.guest_count === 1 ? '' : 's'}`;
  const table = booking.table_number.length > 0 ? booking.table_number : 'unassigned';
  return `${guestName(booking)}, ${guests}, ${timeRange(booking)}, ${table}`;
}

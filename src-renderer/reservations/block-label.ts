// How a booking block names itself to people and screen readers.
import { minutesToTime, timeToMinutes } from '../../src-shared/time.js';
import { english, type Translate } from '../i18n/translate.js';

export interface LabelledBooking {
  first_name: string;
  last_name: string;
  guest_count: number;
  time: string;
  duration_minutes: number;
  table_number: string;
  status: string;
}

export function guestName(
  booking: Pick<LabelledBooking, 'first_name' | 'last_name'>,
  t: Translate = english,
): string {
  const name = `${booking.first_name} ${booking.last_name}`.trim();
  return name.length > 0 ? name : t('host.block.unnamed');
}

export function timeRange(booking: Pick<LabelledBooking, 'time' | 'duration_minutes'>): string {
  return `${booking.time}–${minutesToTime(timeToMinutes(booking.time) + booking.duration_minutes)}`;
}

/** "Jane Doe, 4 guests, 19:30–21:15, T4" */
export function blockLabel(booking: LabelledBooking, t: Translate = english): string {
  const guests = t('host.block.guests', { count: booking.guest_count });
  const table = booking.table_number.length > 0 ? booking.table_number : t('host.block.unassigned');
  return `${guestName(booking, t)}, ${guests}, ${timeRange(booking)}, ${table}`;
}

// The reservation screen's filters (status, seating area, free text), applied to one day's rows.
import type { Reservation } from '../../src-shared/schemas/reservation.js';

export interface ReservationFilters {
  /** Status id, or null for every status. */
  statusId: string | null;
  /** Seating area id, or null for every area. */
  seatingAreaId: string | null;
  text: string;
}

export const NO_FILTERS: ReservationFilters = { statusId: null, seatingAreaId: null, text: '' };

type Row = Pick<
  Reservation,
  | 'booking_status'
  | 'seating_area_id'
  | 'first_name'
  | 'last_name'
  | 'mobileNumber'
  | 'email'
  | 'table_number'
  | 'special_request'
  | 'additional_notes'
>;

function matchesText(row: Row, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [
    `${row.first_name} ${row.last_name}`,
    row.mobileNumber,
    row.email,
    row.table_number,
    row.special_request,
    row.additional_notes,
  ]
    .join(' ')
    .toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

export function filterReservations<T extends Row>(rows: readonly T[], filters: ReservationFilters): T[] {
  return rows.filter(
    (row) =>
      (filters.statusId === null || row.booking_status === filters.statusId) &&
      (filters.seatingAreaId === null || row.seating_area_id === filters.seatingAreaId) &&
      matchesText(row, filters.text),
  );
}

import { describe, expect, it } from 'vitest';
import { filterReservations, NO_FILTERS } from './reservation-filters.js';

const row = (
  first: string,
  status: string,
  area: string | null,
  extra: Partial<{ table_number: string; special_request: string }> = {},
) => ({
  first_name: first,
  last_name: 'Taylor',
  mobileNumber: '+44 7700 900111',
  email: `${first.toLowerCase()}@example.test`,
  booking_status: status,
  seating_area_id: area,
  table_number: 'T1',
  special_request: '',
  additional_notes: '',
  ...extra,
});

describe('reservation filters', () => {
  const rows = [
    row('Ava', 's1', 'a1'),
    row('Leo', 's2', 'a1', { table_number: 'P3' }),
    row('Mia', 's1', 'a2', { special_request: 'Window seat' }),
  ];

  it('keeps everything without filters', () => {
    expect(filterReservations(rows, NO_FILTERS)).toHaveLength(3);
  });

  it('filters by status, seating area and text together', () => {
    expect(filterReservations(rows, { ...NO_FILTERS, statusId: 's1' }).map((r) => r.first_name)).toEqual([
      'Ava',
      'Mia',
    ]);
    expect(
      filterReservations(rows, { ...NO_FILTERS, statusId: 's1', seatingAreaId: 'a2' }).map(
        (r) => r.first_name,
      ),
    ).toEqual(['Mia']);
    expect(filterReservations(rows, { ...NO_FILTERS, text: 'window' }).map((r) => r.first_name)).toEqual([
      'Mia',
    ]);
    expect(filterReservations(rows, { ...NO_FILTERS, text: 'p3 taylor' }).map((r) => r.first_name)).toEqual([
      'Leo',
    ]);
  });
});

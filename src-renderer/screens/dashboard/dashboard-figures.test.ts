import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { Shift } from '../../../src-shared/schemas/shift.js';
import { coversByShift } from '../../reservations/shift-groups.js';
import { dashboardFigures } from './dashboard-figures.js';

const id = (n: number) => `01890a5d-ac96-774b-bcce-${String(n).padStart(12, '0')}`;
const STATUS = {
  booked: { id: id(1), reservation_Status_Name: 'Booked', holds_table: true, is_final: false },
  seated: { id: id(2), reservation_Status_Name: 'Seated', holds_table: true, is_final: false },
  cancelled: { id: id(3), reservation_Status_Name: 'Cancelled', holds_table: false, is_final: true },
  // A venue's own final status that still holds its table: a finished booking all the same.
  left: { id: id(4), reservation_Status_Name: 'Left', holds_table: true, is_final: true },
};
const shift = (n: number, name: string, category: Shift['category'], start: string, end: string) =>
  ({ id: id(100 + n), name, category, start_time: start, end_time: end }) as Shift;
const shifts = [
  shift(1, 'Lunch', 'LUNCH', '12:00', '15:00'),
  shift(2, 'Dinner', 'DINNER', '17:30', '22:30'),
  shift(3, 'Full day', 'FULL_DAY', '07:00', '22:30'),
];

function booking(
  n: number,
  time: string,
  guests: number,
  status: keyof typeof STATUS,
  tables: string[] = [],
): Reservation {
  const s = STATUS[status];
  return {
    id: id(200 + n),
    date: '2026-03-01',
    time,
    guest_count: guests,
    duration_minutes: 90,
    shift_id: null,
    table_ids: tables,
    booking_status: s.id,
    status: s.reservation_Status_Name,
  } as Reservation;
}

describe('covers by shift', () => {
  it('sums guests per regular shift, skipping cancelled bookings, with an Other times bucket', () => {
    const rows = [
      booking(1, '12:30', 2, 'booked'),
      booking(2, '19:00', 4, 'booked'),
      booking(3, '19:30', 6, 'cancelled'),
      booking(4, '16:00', 3, 'booked'),
    ];
    expect(coversByShift(rows, shifts)).toEqual([
      { shiftId: id(101), name: 'Lunch', covers: 2, bookings: 1 },
      { shiftId: id(102), name: 'Dinner', covers: 4, bookings: 2 },
      { shiftId: null, name: 'Other times', covers: 3, bookings: 1 },
    ]);
  });
});

describe('dashboard figures', () => {
  it('counts arrivals in the next hour, seated parties and free tables now', () => {
    const tables = [
      { id: id(301), status: 1 as const },
      { id: id(302), status: 1 as const },
      { id: id(303), status: 0 as const },
    ];
    const rows = [
      booking(1, '18:30', 2, 'seated', [id(301)]),
      booking(2, '19:10', 4, 'booked', [id(302)]),
      booking(3, '19:40', 2, 'booked'),
      booking(4, '20:00', 5, 'booked'),
      booking(5, '19:15', 8, 'cancelled'),
    ];
    const figures = dashboardFigures({
      date: '2026-03-01',
      time: '19:00',
      reservations: rows,
      shifts,
      tables,
      statuses: Object.values(STATUS),
    });
    expect(figures.arrivalsNextHour).toEqual({ parties: 2, covers: 6 });
    expect(figures.seatedNow).toEqual({ parties: 1, covers: 2 });
    expect(figures.tablesFreeNow).toBe(1);
    expect(figures.activeTables).toBe(2);
    expect(figures.totalCovers).toBe(13);
    // Live bookings without a table (3 and 4); the cancelled one is not flagged.
    expect(figures.needTable).toBe(2);
  });

  it('flags live bookings without a table as needing one, never finished ones', () => {
    const rows = [
      booking(1, '12:00', 2, 'left'),
      booking(2, '12:30', 2, 'cancelled'),
      booking(3, '13:00', 2, 'seated'),
      booking(4, '13:30', 2, 'booked', [id(301)]),
    ];
    const figures = dashboardFigures({
      date: '2026-03-01',
      time: '14:00',
      reservations: rows,
      shifts,
      tables: [{ id: id(301), status: 1 as const }],
      statuses: Object.values(STATUS),
    });
    expect(figures.needTable).toBe(1);
  });
});

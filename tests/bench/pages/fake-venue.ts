// A scripted window.venue for the grid benchmark page only (the app never ships synthetic data):
// 100 tables in 5 areas and 1,000 bookings today, answering the mirror reads the Grid makes and
// applying reservation.setStatus in memory followed by mirror.changed, as the core would.
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { SeatingArea, Table } from '../../../src-shared/schemas/seating.js';
import type { Shift } from '../../../src-shared/schemas/shift.js';
import { minutesToTime, WEEKDAYS } from '../../../src-shared/time.js';
import { installVenue, ok } from './bench-page.js';

const STAMP = '2026-01-01T00:00:00.000Z';
const id = (prefix: string, n: number) =>
  `0190a000-0000-7000-8000-${prefix}${String(n).padStart(12 - prefix.length, '0')}`;

export function syntheticDay(tableCount: number, bookingCount: number) {
  const date = new Date().toISOString().slice(0, 10);
  const statuses: ReservationStatus[] = [
    ['Booked', '#3B82F6'],
    ['Confirmed', '#6366F1'],
    ['Seated', '#10B981'],
  ].map(([name, colour], i) => ({
    id: id('5', i),
    restaurant_id: 1,
    reservation_Status_Name: name ?? '',
    color_code: colour ?? '#000000',
    holds_table: true,
    is_final: false,
    is_default: i === 0,
    sort_order: i,
    created_at: STAMP,
    updated_at: STAMP,
  }));
  const areas: SeatingArea[] = Array.from({ length: 5 }, (_, i) => ({
    id: id('a', i),
    restaurant_id: 1,
    restaurant_outlet_id: null,
    name: `Area ${i + 1}`,
    abbreviation: `A${i + 1}`,
    sa_order: i,
    status: 1,
    creator: null,
    created_at: STAMP,
    updated_at: STAMP,
  }));
  const tables: Table[] = Array.from({ length: tableCount }, (_, i) => ({
    id: id('7', i),
    restaurant_id: 1,
    seating_area_id: areas[i % areas.length]?.id ?? null,
    name: `T${i + 1}`,
    min_covers: 1,
    max_covers: 4,
    shape: 'square',
    position: { x: (i % 20) * 100, y: Math.floor(i / 20) * 100 },
    rotation: 0,
    sort_order: i,
    status: 1,
    isActive: true,
    created_by_name: null,
    updated_by_name: null,
    created_at: STAMP,
    updated_at: STAMP,
  }));
  const perTable = Math.ceil(bookingCount / tableCount);
  const reservations: Reservation[] = Array.from({ length: bookingCount }, (_, i) => {
    const table = tables[i % tableCount];
    const slot = Math.floor(i / tableCount);
    const start = 10 * 60 + slot * Math.floor((13 * 60) / perTable);
    const time = minutesToTime(start);
    const status = statuses[i % 2] as ReservationStatus;
    return {
      id: id('9', i),
      restaurant_id: 1,
      first_name: `Guest${i}`,
      last_name: 'Bench',
      mobileNumber: '',
      email: '',
      date,
      time,
      duration_minutes: 75,
      guest_count: 1 + (i % 4),
      reservationType: '',
      shift_id: null,
      seating_area_id: table?.seating_area_id ?? null,
      table_ids: table ? [table.id] : [],
      table_combination_id: null,
      table_number: table?.name ?? '',
      client_id: null,
      special_request: '',
      additional_notes: '',
      party_notes: '',
      source: 'phone',
      status: status.reservation_Status_Name,
      booking_status: status.id,
      reservation_Status: {
        id: status.id,
        reservation_Status_Name: status.reservation_Status_Name,
        color_code: status.color_code,
      },
      client_tags: [],
      allergens: [],
      offer_details: [],
      starts_at: `${date}T${time}:00.000Z`,
      ends_at: new Date(Date.parse(`${date}T${time}:00.000Z`) + 75 * 60_000).toISOString(),
      created_at: STAMP,
      updated_at: STAMP,
    };
  });
  const shifts: Shift[] = [
    {
      id: id('3', 0),
      restaurant_id: 1,
      name: 'All day',
      category: 'LUNCH',
      start_time: '10:00',
      end_time: '00:00',
      last_seating_time: null,
      interval_minutes: 15,
      turn_times: [{ max_party: 99, minutes: 75 }],
      active_days: [...WEEKDAYS],
      is_active: true,
      created_at: STAMP,
      updated_at: STAMP,
    },
  ];
  return { date, statuses, areas, tables, reservations, shifts };
}

export function installFakeVenue(day: ReturnType<typeof syntheticDay>): void {
  // Only the calls the Grid makes exist; anything else would throw, which the bench would show.
  const emit = installVenue({
    'mirror.floor': () =>
      ok({
        tables: day.tables,
        seatingAreas: day.areas,
        combinations: [],
        layouts: [],
        statuses: day.statuses,
      }),
    'mirror.shifts': () => ok({ shifts: day.shifts, blackoutDates: [], accessRules: [] }),
    'mirror.reservations': (query: { date?: string }) =>
      ok(query.date === day.date ? day.reservations.slice() : []),
    // The grid names each booking's server when the venue keeps server names; the bench venue keeps none.
    'resource.serverName.list': () => ok([]),
    'sync.notices': () => ok([]),
    'sync.dismissNotice': () => ok({ dismissed: true }),
    'sync.mutate': ({ name, args }: { name: string; args: unknown }) => {
      const a = args as { id: string; statusId: string };
      const index = day.reservations.findIndex((r) => r.id === a.id);
      const status = day.statuses.find((s) => s.id === a.statusId);
      const row = day.reservations[index];
      if (name !== 'reservation.setStatus' || !row || !status)
        return Promise.resolve({ ok: false as const, error: { message: `bench venue does not do ${name}` } });
      const next: Reservation = {
        ...row,
        booking_status: status.id,
        status: status.reservation_Status_Name,
        reservation_Status: {
          id: status.id,
          reservation_Status_Name: status.reservation_Status_Name,
          color_code: status.color_code,
        },
      };
      day.reservations[index] = next;
      queueMicrotask(() => emit('mirror.changed', { entities: ['reservations'] }));
      return ok({ mutationId: a.id, entity: 'reservations' as const, row: next });
    },
  });
}

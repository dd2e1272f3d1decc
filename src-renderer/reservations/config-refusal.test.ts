import { describe, expect, it } from 'vitest';
import { newReservationDraft, type Reservation } from '../../src-shared/schemas/reservation.js';
import { VENUE_SETTINGS_DEFAULTS, type ReservationConfig } from '../../src-shared/schemas/venue-settings.js';
import { configRefusal } from './config-refusal.js';
import { EMPTY_FLOOR, EMPTY_SHIFTS, type FloorContext } from './floor-context.js';

const config = (patch: Partial<ReservationConfig>): ReservationConfig => ({
  ...VENUE_SETTINGS_DEFAULTS.reservation_config,
  ...patch,
});
const ctx = {
  floor: {
    ...EMPTY_FLOOR,
    statuses: [
      { id: 'booked', holds_table: true },
      { id: 'cancelled', holds_table: false },
    ],
  },
  shifts: EMPTY_SHIFTS,
} as unknown as FloorContext;
const draft = (patch: object) => ({
  ...newReservationDraft({ date: '2026-12-01', time: '19:00', timestamp: 0 }),
  first_name: 'Ada',
  guest_count: 2,
  ...patch,
});
const booked = (patch: Partial<Reservation>) =>
  ({
    id: 'r1',
    client_id: null,
    email: 'ada@example.test',
    mobileNumber: '',
    first_name: 'Ada',
    last_name: 'Lovelace',
    date: '2026-12-01',
    time: '12:00',
    duration_minutes: 90,
    shift_id: null,
    booking_status: 'booked',
    ...patch,
  }) as Reservation;

describe('the booking form applies the reservation config (offline too)', () => {
  it('marks each required field left empty', () => {
    const refusal = configRefusal(
      config({ required_fields: ['email', 'last_name'] }),
      draft({ last_name: 'L' }),
      null,
      [],
      ctx,
    );
    expect(refusal).toEqual({
      errors: { email: "Email is required by this venue's reservation settings" },
      message: "Email is required by this venue's reservation settings",
    });
    expect(configRefusal(config({}), draft({}), null, [], ctx)).toBeNull();
  });

  it("refuses the guest's second booking of the day from the mirror's bookings, ignoring cancelled ones", () => {
    const prevent = config({ prevent_multiple_reservations: true, multiple_reservation_scope: 'same_day' });
    const mine = draft({ email: 'ADA@example.test' });
    expect(configRefusal(prevent, mine, null, [booked({})], ctx)?.message).toBe(
      'Ada Lovelace already has a reservation on the same day (2026-12-01 at 12:00); this venue allows one',
    );
    expect(configRefusal(prevent, mine, null, [booked({ booking_status: 'cancelled' })], ctx)).toBeNull();
    expect(configRefusal(config({}), mine, null, [booked({})], ctx)).toBeNull();
  });
});

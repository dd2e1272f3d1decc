import { describe, expect, it } from 'vitest';
import { VENUE_SETTINGS_DEFAULTS, type ReservationConfig } from '../schemas/venue-settings.js';
import {
  conflictingBooking,
  missingRequiredFields,
  multipleReservationMessage,
  requiredFieldMessage,
  sameGuest,
  type GuestBooking,
} from './reservation-config-rules.js';

const config = (patch: Partial<ReservationConfig>): ReservationConfig => ({
  ...VENUE_SETTINGS_DEFAULTS.reservation_config,
  ...patch,
});
const booking = (patch: Partial<GuestBooking>): GuestBooking => ({
  id: 'b-new',
  client_id: null,
  email: 'ada@example.test',
  mobileNumber: '',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date: '2026-12-01',
  time: '19:00',
  duration_minutes: 90,
  shift_id: 'dinner',
  ...patch,
});

describe('required fields', () => {
  it('names each required field left empty', () => {
    const c = config({ required_fields: ['email', 'mobileNumber', 'last_name'] });
    expect(missingRequiredFields(c, { email: 'a@b.test', mobileNumber: '  ', last_name: undefined })).toEqual(
      {
        mobileNumber: ["Mobile number is required by this venue's reservation settings"],
        last_name: ["Last name is required by this venue's reservation settings"],
      },
    );
    expect(missingRequiredFields(config({}), {})).toEqual({});
    expect(requiredFieldMessage('email')).toBe("Email is required by this venue's reservation settings");
  });
});

describe('multiple reservations', () => {
  const prevent = (scope: ReservationConfig['multiple_reservation_scope']) =>
    config({ prevent_multiple_reservations: true, multiple_reservation_scope: scope });

  it('recognises the same guest by client, email in any case or mobile digits', () => {
    expect(
      sameGuest(booking({ client_id: 'c1', email: '' }), booking({ id: 'x', client_id: 'c1', email: '' })),
    ).toBe(true);
    expect(sameGuest(booking({ email: 'ADA@example.test' }), booking({ id: 'x' }))).toBe(true);
    expect(
      sameGuest(
        booking({ email: '', mobileNumber: '+44 7700 900123' }),
        booking({ id: 'x', email: '', mobileNumber: '447700900123' }),
      ),
    ).toBe(true);
    expect(sameGuest(booking({ email: '' }), booking({ id: 'x', email: '' }))).toBe(false);
  });

  it('finds the other booking only within the scope, and only when prevention is on', () => {
    const lunch = booking({ id: 'lunch', time: '12:00', shift_id: 'lunch' });
    const early = booking({ id: 'early', time: '18:00', shift_id: 'dinner' });
    const other = [lunch, early];
    expect(conflictingBooking(config({}), booking({}), other)).toBeNull();
    expect(conflictingBooking(prevent('same_day'), booking({}), [lunch])?.id).toBe('lunch');
    expect(conflictingBooking(prevent('same_shift'), booking({}), [lunch])).toBeNull();
    expect(conflictingBooking(prevent('same_shift'), booking({}), other)?.id).toBe('early');
    // 18:00 + 90 min ends 19:30: overlaps 19:00, not 19:30.
    expect(conflictingBooking(prevent('overlapping'), booking({}), other)?.id).toBe('early');
    expect(conflictingBooking(prevent('overlapping'), booking({ time: '19:30' }), other)).toBeNull();
    expect(conflictingBooking(prevent('same_day'), booking({ date: '2026-12-02' }), other)).toBeNull();
    // A booking never conflicts with itself (a retried push).
    expect(conflictingBooking(prevent('same_day'), lunch, [lunch])).toBeNull();
  });

  it('says who, when and the scope', () => {
    const other = booking({ id: 'x', time: '12:00' });
    expect(multipleReservationMessage(prevent('same_day'), other)).toBe(
      'Ada Lovelace already has a reservation on the same day (2026-12-01 at 12:00); this venue allows one',
    );
  });
});

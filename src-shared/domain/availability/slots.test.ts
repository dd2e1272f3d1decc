import { describe, expect, it } from 'vitest';
import { autoAssign, availableSlots, turnTimeFor } from './slots.js';
import {
  BOOKED,
  CANCELLED,
  makeBooking,
  makeCombination,
  makeQuery as query,
  makeRule,
  makeShift,
  makeTable,
} from './test-fixtures.js';
import type { AvailabilityInput } from './types.js';

const DATE = '2026-06-12'; // a Friday

const times = (input: AvailabilityInput) =>
  availableSlots(input)
    .filter((s) => s.available)
    .map((s) => s.time);
const reasonAt = (input: AvailabilityInput, time: string) =>
  availableSlots(input).find((s) => s.time === time)?.reason;

describe('slot grid', () => {
  it('steps by the shift interval from start to end minus the party turn time', () => {
    // 18:00–22:00, party of 2 turns in 90 min: last start 20:30.
    expect(times(query())).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);
  });

  it('uses the turn time of the party size, so bigger parties stop seating earlier', () => {
    expect(turnTimeFor(makeShift(), 2)).toBe(90);
    expect(turnTimeFor(makeShift(), 3)).toBe(105);
    expect(turnTimeFor(makeShift(), 40)).toBe(120);
    expect(turnTimeFor(makeShift({ turn_times: [{ max_party: 4, minutes: 60 }] }), 9)).toBe(60);
    const slots = availableSlots(query({ partySize: 4 }));
    expect(slots.at(-1)?.time).toBe('20:00');
    expect(slots[0]?.durationMinutes).toBe(105);
  });

  it('honours last seating time and a duration override', () => {
    expect(times(query({ shifts: [makeShift({ last_seating_time: '19:00' })] }))).toEqual([
      '18:00',
      '18:30',
      '19:00',
    ]);
    expect(times(query({ durationMinutes: 180 }))).toEqual(['18:00', '18:30', '19:00']);
  });

  it('skips shifts that are inactive or not on the weekday', () => {
    expect(times(query({ shifts: [makeShift({ is_active: false })] }))).toEqual([]);
    expect(times(query({ shifts: [makeShift({ active_days: ['MON'] })] }))).toEqual([]);
  });

  it('runs a shift past midnight with wrapped times', () => {
    const late = makeShift({ start_time: '23:00', end_time: '01:30', interval_minutes: 30 });
    const slots = availableSlots(query({ shifts: [late] }));
    // Last start 00:00 = 01:30 minus 90 minutes; minutes keep counting past 24:00 so order holds.
    expect(slots.map((s) => s.time)).toEqual(['23:00', '23:30', '00:00']);
    expect(slots.map((s) => s.minutes)).toEqual([1380, 1410, 1440]);
  });
});

describe('blackout dates', () => {
  it('close the whole day', () => {
    expect(reasonAt(query({ blackoutDates: [{ date: DATE, shift_id: null }] }), '18:00')).toBe('blackout');
    expect(times(query({ blackoutDates: [{ date: '2026-06-13', shift_id: null }] }))).toHaveLength(6);
  });

  it('close one shift only', () => {
    const lunch = makeShift({ id: 'lunch', start_time: '12:00', end_time: '15:00' });
    const input = query({ shifts: [lunch, makeShift()], blackoutDates: [{ date: DATE, shift_id: 'lunch' }] });
    expect(reasonAt(input, '12:00')).toBe('blackout');
    expect(reasonAt(input, '18:00')).toBeUndefined();
  });
});

describe('tables and bookings', () => {
  it('offers the smallest free table and never an occupied one', () => {
    const slots = availableSlots(query({ bookings: [makeBooking('18:00', ['t1'])] }));
    expect(slots.find((s) => s.time === '18:00')?.tables).toEqual(['t2']);
    // t1 frees at 19:30 (90 minutes, half-open interval).
    expect(slots.find((s) => s.time === '19:00')?.tables).toEqual(['t2']);
    expect(slots.find((s) => s.time === '19:30')?.tables).toEqual(['t1']);
  });

  it('ignores bookings whose status does not hold the table', () => {
    const slots = availableSlots(
      query({ bookings: [makeBooking('18:00', ['t1'], { booking_status: CANCELLED })] }),
    );
    expect(slots[0]?.tables).toEqual(['t1']);
  });

  it('is blocked by a booking from the evening before that runs past midnight', () => {
    const late = makeShift({ start_time: '00:00', end_time: '03:00' });
    const input = query({
      shifts: [late],
      tables: [makeTable('t1', 2)],
      bookings: [makeBooking('23:30', ['t1'], { date: '2026-06-11', duration_minutes: 120 })],
    });
    expect(reasonAt(input, '01:00')).toBe('no_table');
    expect(reasonAt(input, '01:30')).toBeUndefined();
  });

  it('says no_table when every fitting table is taken', () => {
    const input = query({ bookings: [makeBooking('18:00', ['t1']), makeBooking('18:00', ['t2'])] });
    expect(reasonAt(input, '18:00')).toBe('no_table');
  });

  it('lets a moved booking ignore itself', () => {
    const own = makeBooking('18:00', ['t1']);
    const input = query({ tables: [makeTable('t1', 2)], bookings: [own], excludeBookingId: own.id });
    expect(reasonAt(input, '18:00')).toBeUndefined();
  });

  it('hides past slots when a clock is given', () => {
    expect(reasonAt(query({ now: { date: DATE, time: '18:45' } }), '18:30')).toBe('in_past');
    expect(reasonAt(query({ now: { date: DATE, time: '18:45' } }), '19:00')).toBeUndefined();
  });
});

describe('access rules', () => {
  it('refuse parties outside every applicable rule, and rules can split party sizes', () => {
    const small = makeRule('small', {
      basic_settings: { party_size: { setting: 'custom', min_guest: 1, max_guest: 4 } },
    });
    const large = makeRule('large', {
      basic_settings: { party_size: { setting: 'custom', min_guest: 5, max_guest: 8 } },
    });
    const tables = [makeTable('t1', 4), makeTable('t8', 10)];
    expect(reasonAt(query({ accessRules: [small], partySize: 6, tables }), '18:00')).toBe('party_size');
    expect(reasonAt(query({ accessRules: [small, large], partySize: 6, tables }), '18:00')).toBeUndefined();
  });

  it('apply only inside their time window, date range and days', () => {
    const early = { basic_settings: { party_size: { setting: 'custom' as const, max_guest: 1 } } };
    const windowed = makeRule('w', { ...early, time_config: { time1: '19:00', time2: '20:00' } });
    const input = query({ accessRules: [windowed] });
    expect(reasonAt(input, '18:30')).toBeUndefined();
    expect(reasonAt(input, '19:00')).toBe('party_size');
    expect(reasonAt(input, '20:00')).toBeUndefined();
    expect(
      reasonAt(
        query({
          accessRules: [makeRule('past', { ...early, end_indefinite: false, end_date: '2026-06-11' })],
        }),
        '18:00',
      ),
    ).toBeUndefined();
    expect(
      reasonAt(query({ accessRules: [makeRule('mon', { ...early, active_days: ['MON'] })] }), '18:00'),
    ).toBeUndefined();
    expect(
      reasonAt(query({ accessRules: [makeRule('off', { ...early, status: 'inactive' })] }), '18:00'),
    ).toBeUndefined();
    expect(
      reasonAt(query({ accessRules: [makeRule('lunch', { ...early, shift_ids: ['lunch'] })] }), '18:00'),
    ).toBeUndefined();
  });

  it('bound the first and last reservation', () => {
    const rule = makeRule('r', { time_config: { firstReservation: '18:30', lastReservation: '19:30' } });
    expect(times(query({ accessRules: [rule] }))).toEqual(['18:30', '19:00', '19:30']);
  });

  it('restrict seating areas (and tables within them)', () => {
    const tables = [
      makeTable('in1', 2, { seating_area_id: 'inside' }),
      makeTable('out1', 4, { seating_area_id: 'terrace' }),
      makeTable('out2', 4, { seating_area_id: 'terrace' }),
    ];
    const terrace = makeRule('terrace', {
      basic_settings: {
        seating_area_table: { setting: 'custom', restrict_seating_area: true, seating_area: ['terrace'] },
      },
    });
    expect(availableSlots(query({ tables, accessRules: [terrace] }))[0]?.tables).toEqual(['out1']);
    const onlyOut2 = makeRule('o2', {
      basic_settings: {
        seating_area_table: {
          setting: 'custom',
          restrict_seating_area: true,
          seating_area: ['terrace'],
          sub_seating_area: ['out2'],
        },
      },
    });
    expect(availableSlots(query({ tables, accessRules: [onlyOut2] }))[0]?.tables).toEqual(['out2']);
    // A 'default' sub-setting does not restrict even with values filled in.
    const dormant = makeRule('d', {
      basic_settings: { seating_area_table: { restrict_seating_area: true, seating_area: ['terrace'] } },
    });
    expect(availableSlots(query({ tables, accessRules: [dormant] }))[0]?.tables).toEqual(['in1']);
  });

  it('enforce the booking window and the cut-off', () => {
    const window = makeRule('w', {
      additional_settings: {
        booking_window: {
          setting: 'custom',
          start: { value: 7, unit: 'days' },
          end: { value: 2, unit: 'hours' },
        },
      },
    });
    expect(
      reasonAt(query({ accessRules: [window], now: { date: '2026-06-01', time: '12:00' } }), '18:00'),
    ).toBe('booking_window');
    expect(reasonAt(query({ accessRules: [window], now: { date: DATE, time: '16:30' } }), '18:00')).toBe(
      'booking_window',
    );
    expect(
      reasonAt(query({ accessRules: [window], now: { date: DATE, time: '16:00' } }), '18:00'),
    ).toBeUndefined();
    const cutoff = makeRule('c', {
      additional_settings: { before: { setting: 'custom', time: '17:00', category: 'DAY_BEFORE' } },
    });
    expect(
      reasonAt(query({ accessRules: [cutoff], now: { date: '2026-06-11', time: '16:59' } }), '18:00'),
    ).toBeUndefined();
    expect(
      reasonAt(query({ accessRules: [cutoff], now: { date: '2026-06-11', time: '17:00' } }), '18:00'),
    ).toBe('booking_cutoff');
  });

  it('override the duration, highest priority first, and bound a chosen duration', () => {
    const long = makeRule('long', {
      priority: 2,
      additional_settings: {
        duration: { setting: 'custom', follow_shift_for_duration: false, duration_minutes: 150 },
      },
    });
    const short = makeRule('short', {
      priority: 1,
      additional_settings: {
        duration: { setting: 'custom', follow_shift_for_duration: false, duration_minutes: 60 },
      },
    });
    expect(availableSlots(query({ accessRules: [long] }))[0]?.durationMinutes).toBe(150);
    expect(availableSlots(query({ accessRules: [long, short] }))[0]?.durationMinutes).toBe(60);
    const picker = makeRule('p', {
      additional_settings: {
        guest_duration_picker: {
          setting: 'custom',
          guest_specify_duration: true,
          min_duration: 60,
          max_duration: 120,
        },
      },
    });
    expect(reasonAt(query({ accessRules: [picker], durationMinutes: 150 }), '18:00')).toBe(
      'duration_not_allowed',
    );
    expect(reasonAt(query({ accessRules: [picker], durationMinutes: 120 }), '18:00')).toBeUndefined();
  });

  it('pace covers or reservations per interval slot, with per-slot overrides', () => {
    const tables = [makeTable('t1', 4), makeTable('t2', 4), makeTable('t3', 4)];
    const covers = makeRule('p', { additional_settings: { pacing: { setting: 'custom', max_limit: 6 } } });
    const bookings = [makeBooking('18:10', ['t1'], { guest_count: 4 })];
    expect(
      reasonAt(query({ tables, bookings, accessRules: [covers], partySize: 2 }), '18:00'),
    ).toBeUndefined();
    expect(reasonAt(query({ tables, bookings, accessRules: [covers], partySize: 3 }), '18:00')).toBe(
      'pacing',
    );
    expect(
      reasonAt(query({ tables, bookings, accessRules: [covers], partySize: 3 }), '18:30'),
    ).toBeUndefined();
    const reservations = makeRule('r', {
      additional_settings: {
        pacing: { setting: 'custom', max_limit: 1, reservation_or_cover: 'reservation' },
      },
    });
    expect(reasonAt(query({ tables, bookings, accessRules: [reservations] }), '18:00')).toBe('pacing');
    const quietAtSeven = makeRule('c', {
      additional_settings: { custom_pacing: { setting: 'custom', slots: [{ time: '19:00', max_limit: 0 }] } },
    });
    expect(reasonAt(query({ tables, accessRules: [quietAtSeven] }), '19:00')).toBe('pacing');
    expect(reasonAt(query({ tables, accessRules: [quietAtSeven] }), '19:30')).toBeUndefined();
  });

  it('cap reservations or covers for the whole shift', () => {
    const tables = [makeTable('t1', 4), makeTable('t2', 4)];
    const bookings = [
      makeBooking('18:00', ['t1'], { guest_count: 3 }),
      makeBooking('20:00', ['t1'], { guest_count: 3, booking_status: CANCELLED }),
    ];
    const covers = makeRule('c', {
      additional_settings: { reservation_or_cover_limit: { setting: 'custom', max_limit: 5 } },
    });
    expect(
      reasonAt(query({ tables, bookings, accessRules: [covers], partySize: 2 }), '19:30'),
    ).toBeUndefined();
    expect(reasonAt(query({ tables, bookings, accessRules: [covers], partySize: 3 }), '19:30')).toBe(
      'shift_limit',
    );
    const reservations = makeRule('r', {
      additional_settings: {
        reservation_or_cover_limit: { setting: 'custom', max_limit: 1, reservation_or_cover: 'reservation' },
      },
    });
    expect(reasonAt(query({ tables, bookings, accessRules: [reservations] }), '19:30')).toBe('shift_limit');
  });
});

describe('autoAssign', () => {
  it('checks an off-grid time and counts it in its pacing bucket', () => {
    const result = autoAssign({ ...query(), time: '19:10' });
    expect(result).toMatchObject({ available: true, tables: ['t1'], time: '19:10' });
    const paced = makeRule('p', { additional_settings: { pacing: { setting: 'custom', max_limit: 2 } } });
    const bookings = [makeBooking('19:00', ['t2'], { guest_count: 2 })];
    expect(autoAssign({ ...query({ accessRules: [paced], bookings }), time: '19:10' })).toMatchObject({
      available: false,
      reason: 'pacing',
    });
  });

  it('places a booking whose pacing and shift limits were already judged (a role that overrides them)', () => {
    const paced = makeRule('p', {
      additional_settings: {
        pacing: { setting: 'custom', max_limit: 2 },
        reservation_or_cover_limit: { setting: 'custom', max_limit: 2 },
      },
    });
    const bookings = [makeBooking('19:00', ['t2'], { guest_count: 2 })];
    const input = { ...query({ accessRules: [paced], bookings }), time: '19:10' };
    expect(autoAssign(input)).toMatchObject({ available: false });
    // The limits choose no table; a taken table still does.
    expect(autoAssign({ ...input, limitsJudged: true })).toMatchObject({ available: true, tables: ['t1'] });
    const full = [...bookings, makeBooking('19:00', ['t1'], { guest_count: 2 })];
    expect(
      autoAssign({ ...query({ accessRules: [paced], bookings: full }), time: '19:10', limitsJudged: true }),
    ).toMatchObject({ available: false, reason: 'no_table' });
  });

  it('says outside_shift for a time no shift seats', () => {
    expect(autoAssign({ ...query(), time: '21:00' })).toEqual({
      available: false,
      reason: 'outside_shift',
      reasons: [
        { code: 'outside_shift', text: "Dinner's last start for a party of 2 is 20:30, before 21:00" },
      ],
    });
    expect(autoAssign({ ...query(), time: '03:00' }).reasons?.[0]?.text).toBe(
      'No shift runs at 03:00 (Dinner 18:00–22:00)',
    );
  });

  it('prefers a regular shift over FULL_DAY', () => {
    const fullDay = makeShift({
      id: 'all-day',
      category: 'FULL_DAY',
      start_time: '10:00',
      end_time: '23:00',
    });
    expect(autoAssign({ ...query({ shifts: [fullDay, makeShift()] }), time: '18:00' })).toMatchObject({
      shiftId: 'dinner',
    });
  });

  it('uses a combination when no single table fits', () => {
    const tables = [makeTable('t1', 2), makeTable('t2', 4)];
    const result = autoAssign({
      ...query({
        tables,
        combinations: [
          makeCombination('c12', [
            ['t1', true],
            ['t2', true],
          ]),
        ],
        partySize: 6,
      }),
      time: '18:00',
    });
    expect(result).toMatchObject({ available: true, tables: ['t1', 't2'] });
  });
});

it('keeps a status unknown to the terminal as holding the table', () => {
  const input = query({
    tables: [makeTable('t1', 2)],
    bookings: [makeBooking('18:00', ['t1'], { booking_status: 'not-mirrored-yet' })],
  });
  expect(reasonAt(input, '18:00')).toBe('no_table');
  expect(BOOKED).toBe('status-booked');
});

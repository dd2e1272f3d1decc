import { describe, expect, it } from 'vitest';
import { bookingDuration, defaultDurationMinutes, mergeNotes, placeBooking } from './reservation-rules.js';

describe('defaultDurationMinutes', () => {
  it('follows the default turn times by party size', () => {
    expect(defaultDurationMinutes(2)).toBe(90);
    expect(defaultDurationMinutes(4)).toBe(105);
    expect(defaultDurationMinutes(6)).toBe(120);
    expect(defaultDurationMinutes(150)).toBe(120);
  });
});

describe('bookingDuration', () => {
  const outside = { available: false as const, reason: 'outside_shift' as const };
  it('takes the staff-chosen duration first', () => {
    expect(bookingDuration(outside, 6, 45)).toEqual({ minutes: 45, shiftId: null });
  });
  it('uses the default turn time by party size when no shift seats the time', () => {
    expect(bookingDuration(outside, 6, undefined)).toEqual({ minutes: 120, shiftId: null });
    expect(bookingDuration(outside, 2, null)).toEqual({ minutes: 90, shiftId: null });
  });
});

describe('mergeNotes', () => {
  it('keeps text already there, takes an extension, appends anything else', () => {
    expect(mergeNotes('Window seat', 'Window')).toBe('Window seat');
    expect(mergeNotes('Window seat', '')).toBe('Window seat');
    expect(mergeNotes('', 'Nut allergy')).toBe('Nut allergy');
    expect(mergeNotes('Window', 'Window seat, birthday')).toBe('Window seat, birthday');
    expect(mergeNotes('Window seat', 'Nut allergy')).toBe('Window seat\nNut allergy');
  });
});

describe('placeBooking', () => {
  const request = {
    guest_count: 6,
    shift_id: null,
    seating_area_id: null,
    table_combination_id: null,
  };
  const slot = {
    time: '19:00',
    minutes: 1140,
    shiftId: 'shift-1',
    durationMinutes: 100,
    available: true,
    assignment: {
      kind: 'table' as const,
      tableIds: ['t9'],
      combinationId: null,
      capacity: 6,
      wastedSeats: 0,
      seatingAreaId: 'area-2',
    },
  };
  it('keeps chosen tables, with the shift and turn time of the slot', () => {
    expect(placeBooking(request, ['t1'], slot)).toEqual({
      tableIds: ['t1'],
      combinationId: null,
      shiftId: 'shift-1',
      durationMinutes: 100,
      seatingAreaId: null,
    });
  });
  it("takes the engine's assignment and its area when no table was chosen", () => {
    expect(placeBooking(request, [], slot)).toMatchObject({ tableIds: ['t9'], seatingAreaId: 'area-2' });
  });
  it('leaves an unseatable booking unassigned, with the default turn time outside any shift', () => {
    const outside = { available: false as const, reason: 'outside_shift' as const };
    expect(placeBooking(request, [], outside)).toEqual({
      tableIds: [],
      combinationId: null,
      shiftId: null,
      durationMinutes: 120,
      seatingAreaId: null,
    });
  });
  it("keeps the request's own duration and shift when the engine was not consulted", () => {
    expect(
      placeBooking({ ...request, duration_minutes: 45, shift_id: 'shift-3' }, ['t1', 't2'], null),
    ).toMatchObject({ tableIds: ['t1', 't2'], durationMinutes: 45, shiftId: 'shift-3' });
  });
});

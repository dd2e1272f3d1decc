import { describe, expect, it } from 'vitest';
import { bookingDuration, defaultDurationMinutes, mergeNotes } from './reservation-rules.js';

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

import { describe, expect, it } from 'vitest';
import { durationText, timeLeftOf } from './time-left.js';

const UNITS = { day: 'd', hour: 'h', minute: 'min' };
const NOW = Date.parse('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('durationText', () => {
  it('says minutes under an hour, hours and minutes under a day, days and hours beyond', () => {
    expect(durationText(0, UNITS)).toBe('0 min');
    expect(durationText(59_999, UNITS)).toBe('0 min');
    expect(durationText(45 * 60_000, UNITS)).toBe('45 min');
    expect(durationText(60 * 60_000, UNITS)).toBe('1 h');
    expect(durationText(135 * 60_000, UNITS)).toBe('2 h 15 min');
    expect(durationText(24 * 60 * 60_000, UNITS)).toBe('1 d');
    expect(durationText((49 * 60 + 30) * 60_000, UNITS)).toBe('2 d 1 h');
  });
  it('measures a past time by its size', () => {
    expect(durationText(-90 * 60_000, UNITS)).toBe('1 h 30 min');
  });
});

describe('timeLeftOf', () => {
  it('counts down to the target from now, not from when the list was read', () => {
    expect(timeLeftOf({ due_at: at(90), seconds_left: 999_999 }, NOW, UNITS)).toEqual({
      kind: 'left',
      duration: '1 h 30 min',
    });
  });
  it('is overdue once the target passed, saying by how long', () => {
    expect(timeLeftOf({ due_at: at(-125), seconds_left: -10 }, NOW, UNITS)).toEqual({
      kind: 'overdue',
      duration: '2 h 5 min',
    });
  });
  it('has nothing left to count once the request is answered or settled', () => {
    expect(timeLeftOf({ due_at: at(-5), seconds_left: null }, NOW, UNITS)).toEqual({ kind: 'settled' });
  });
  it('falls back on the server’s seconds when the target is not a date', () => {
    expect(timeLeftOf({ due_at: 'x', seconds_left: 3600 }, NOW, UNITS)).toEqual({
      kind: 'left',
      duration: '1 h',
    });
  });
});

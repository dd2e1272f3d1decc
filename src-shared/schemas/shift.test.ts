import { describe, expect, it } from 'vitest';
import { createBlackoutDateSchema, createShiftSchema, updateShiftSchema } from './shift.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('shift', () => {
  it('defaults interval, turn times and every day', () => {
    const shift = createShiftSchema.parse({
      name: 'Dinner',
      category: 'DINNER',
      start_time: '18:00',
      end_time: '23:00',
    });
    expect(shift).toMatchObject({ interval_minutes: 15, last_seating_time: null, is_active: true });
    expect(shift.turn_times.map((t) => t.max_party)).toEqual([2, 4, 99]);
    expect(shift.active_days).toHaveLength(7);
  });

  it('explains bad times, categories and turn tables', () => {
    const base = { name: 'Lunch', category: 'LUNCH', start_time: '12:00', end_time: '15:00' };
    expect(messages(createShiftSchema.safeParse({ ...base, start_time: '12.00' }))).toEqual([
      'Time must be HH:MM (24-hour)',
    ]);
    expect(messages(createShiftSchema.safeParse({ ...base, category: 'SUPPER' }))[0]).toMatch(
      /^Category must be one of .*FULL_DAY/,
    );
    expect(messages(createShiftSchema.safeParse({ ...base, end_time: '12:00' }))).toEqual([
      'End time must differ from start time',
    ]);
    expect(messages(createShiftSchema.safeParse({ ...base, interval_minutes: 2 }))).toEqual([
      'Interval must be at least 5 minutes',
    ]);
    expect(
      messages(
        createShiftSchema.safeParse({
          ...base,
          turn_times: [
            { max_party: 4, minutes: 90 },
            { max_party: 2, minutes: 60 },
          ],
        }),
      ),
    ).toEqual(['Turn times must be listed by increasing party size, each size once']);
    expect(messages(updateShiftSchema.safeParse({ active_days: ['MON', 'MON'] }))).toEqual([
      'Each day can be chosen once',
    ]);
  });
});

describe('blackout date', () => {
  it('closes a whole day unless a shift is named', () => {
    expect(createBlackoutDateSchema.parse({ date: '2026-12-25' })).toEqual({
      date: '2026-12-25',
      shift_id: null,
      reason: null,
    });
    expect(messages(createBlackoutDateSchema.safeParse({ date: '25/12/2026' }))).toEqual([
      'Date must be YYYY-MM-DD',
    ]);
  });
});

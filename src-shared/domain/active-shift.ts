// Spec §4 "Active shift": the first non-FULL_DAY shift whose start-to-end contains the current time,
// else the first non-FULL_DAY shift, else none. FULL_DAY is skipped because it always contains now
// and would hide the service the host is actually running.
import { MINUTES_PER_DAY, timeToMinutes } from '../time.js';
import type { Shift } from '../schemas/shift.js';

type ShiftLike = Pick<Shift, 'category' | 'start_time' | 'end_time'>;

/** Start inclusive, end exclusive; a shift ending at or before its start runs past midnight. */
export function shiftContains(shift: Pick<Shift, 'start_time' | 'end_time'>, time: string): boolean {
  const start = timeToMinutes(shift.start_time);
  const end = timeToMinutes(shift.end_time);
  const now = timeToMinutes(time);
  if (end > start) return now >= start && now < end;
  return now >= start || now < end % MINUTES_PER_DAY;
}

export function activeShift<T extends ShiftLike>(shifts: readonly T[], now: string): T | null {
  const regular = shifts.filter((s) => s.category !== 'FULL_DAY');
  return regular.find((s) => shiftContains(s, now)) ?? regular[0] ?? null;
}

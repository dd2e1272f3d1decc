// What a user may do at a moment: their role's permissions, plus those of each scoped assignment
// that applies then (a role held only during a shift, or between two dates). Pure, in venue time,
// so the server (which enforces it) and the console (which hides what does not apply) agree.
import type { EffectiveGrants, ScopedGrant, ShiftWindow } from '../schemas/access.js';
import { addDays, timeToMinutes, weekdayOf } from '../time.js';

export interface VenueMoment {
  date: string;
  time: string;
}

/**
 * The venue date the shift running at `at` started on, or null when the shift is not running.
 * Start inclusive, end exclusive; an end at or before the start runs past midnight, so at 00:30 a
 * 18:00–01:00 shift that started yesterday is running (if yesterday is one of its days).
 */
export function shiftRunningSince(shift: ShiftWindow, at: VenueMoment): string | null {
  if (!shift.is_active) return null;
  const start = timeToMinutes(shift.start_time);
  const end = timeToMinutes(shift.end_time);
  const now = timeToMinutes(at.time);
  const onDay = (date: string) => shift.active_days.includes(weekdayOf(date));
  if (end > start) return now >= start && now < end && onDay(at.date) ? at.date : null;
  if (now >= start && onDay(at.date)) return at.date;
  const yesterday = addDays(at.date, -1);
  if (now < end && onDay(yesterday)) return yesterday;
  return null;
}

/** Whether a scoped grant applies at the moment; dates are checked against the shift's own date. */
export function scopedGrantApplies(grant: Omit<ScopedGrant, 'permissions'>, at: VenueMoment): boolean {
  const day = grant.shift ? shiftRunningSince(grant.shift, at) : at.date;
  if (day === null) return false;
  if (grant.starts_on !== null && day < grant.starts_on) return false;
  if (grant.ends_on !== null && day > grant.ends_on) return false;
  return true;
}

/** Every permission that applies at the moment. */
export function effectivePermissionsAt(
  grants: Pick<EffectiveGrants, 'base' | 'scoped'>,
  at: VenueMoment,
): Set<string> {
  const result = new Set(grants.base);
  for (const grant of grants.scoped) {
    if (scopedGrantApplies(grant, at)) for (const p of grant.permissions) result.add(p);
  }
  return result;
}

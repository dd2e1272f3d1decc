// The times a guest is offered, grouped under the shift that offers them (the public booking page
// shows "Lunch" and "Dinner" with their times). Shifts overlap — the demo's "Full day" spans them all —
// so a time the engine offers in several shifts appears once, under the narrowest shift offering it:
// Lunch keeps 12:30, and "Full day" keeps only the times no narrower shift offers. Groups follow the
// shifts' start times, a full-day shift last, and each group's times are in order.
import { timeToMinutes } from '../time.js';

export interface OfferedSlot {
  time: string;
  shiftId: string;
  available: boolean;
}

export interface ShiftInfo {
  id: string;
  name: string;
  category: string;
  start_time: string;
  end_time: string;
}

export interface ShiftTimes {
  shift: string;
  times: string[];
}

/** Length of a shift's window in minutes (a window past midnight wraps). */
const spanOf = (s: ShiftInfo) => {
  const span = timeToMinutes(s.end_time) - timeToMinutes(s.start_time);
  return span > 0 ? span : span + 24 * 60;
};

const groupOrder = (a: ShiftInfo, b: ShiftInfo) =>
  Number(a.category === 'FULL_DAY') - Number(b.category === 'FULL_DAY') ||
  timeToMinutes(a.start_time) - timeToMinutes(b.start_time) ||
  spanOf(a) - spanOf(b) ||
  a.name.localeCompare(b.name);

/** Each available time once, under the narrowest of the shifts that offer it. */
export function timesByShift(slots: readonly OfferedSlot[], shifts: readonly ShiftInfo[]): ShiftTimes[] {
  const byId = new Map(shifts.map((s) => [s.id, s]));
  const owner = new Map<string, ShiftInfo>();
  for (const slot of slots) {
    if (!slot.available) continue;
    const shift = byId.get(slot.shiftId);
    if (!shift) continue;
    const held = owner.get(slot.time);
    if (
      !held ||
      spanOf(shift) < spanOf(held) ||
      (spanOf(shift) === spanOf(held) && groupOrder(shift, held) < 0)
    )
      owner.set(slot.time, shift);
  }
  const groups = new Map<ShiftInfo, string[]>();
  for (const [time, shift] of owner) groups.set(shift, [...(groups.get(shift) ?? []), time]);
  return [...groups]
    .sort(([a], [b]) => groupOrder(a, b))
    .map(([shift, times]) => ({ shift: shift.name, times: times.sort() }));
}

/** Every offered time once, in order. */
export const allTimes = (groups: readonly ShiftTimes[]): string[] => groups.flatMap((g) => g.times).sort();

// The time a request has left to its response target, in words staff read at a glance: days and
// hours, hours and minutes, or minutes; "overdue" (by how long) once the target passed. Pure, so
// the wording is unit-tested; the units come from the language's texts.

export interface DurationUnits {
  day: string;
  hour: string;
  minute: string;
}

export type TimeLeft = { kind: 'left' | 'overdue'; duration: string } | { kind: 'settled' };

/** A length of time in the two largest units that matter (never seconds; under a minute is "0 min"). */
export function durationText(ms: number, units: DurationUnits): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} ${units.day} ${hours} ${units.hour}` : `${days} ${units.day}`;
  if (hours > 0)
    return mins > 0 ? `${hours} ${units.hour} ${mins} ${units.minute}` : `${hours} ${units.hour}`;
  return `${mins} ${units.minute}`;
}

/**
 * What is left of a request's target at `nowMs`: none once the request was answered or settled
 * (the server's `seconds_left` is null then), else the time until `due_at`, or overdue past it.
 */
export function timeLeftOf(
  request: { due_at: string; seconds_left: number | null },
  nowMs: number,
  units: DurationUnits,
): TimeLeft {
  if (request.seconds_left === null) return { kind: 'settled' };
  const due = Date.parse(request.due_at);
  const ms = Number.isNaN(due) ? request.seconds_left * 1000 : due - nowMs;
  return { kind: ms < 0 ? 'overdue' : 'left', duration: durationText(ms, units) };
}

// The daily programs' month calendar (spec §2: "A daily program list has a calendar"): every day of
// a month with the active programs live on it. Pure, so the server's calendar call and the
// console's calendar agree.
import { liveOn } from '../schemas/date-span.js';
import type { DailyProgram, ProgramCalendar } from '../schemas/daily-program.js';
import { addDays } from '../time.js';

/** Every date of a `YYYY-MM` month, in order. */
export function monthDates(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

type CalendarProgram = Pick<
  DailyProgram,
  'id' | 'name' | 'status' | 'start_date' | 'end_date' | 'end_indefinite' | 'active_days' | 'start_time'
>;

/** Active programs live on the date, by start time (all-day ones first), then name. */
export function programsOn<P extends CalendarProgram>(programs: readonly P[], date: string): P[] {
  return programs
    .filter((p) => p.status === 'active' && liveOn(p, date))
    .sort((a, b) => (a.start_time ?? '').localeCompare(b.start_time ?? '') || a.name.localeCompare(b.name));
}

export function programCalendar(programs: readonly CalendarProgram[], month: string): ProgramCalendar {
  return {
    month,
    days: monthDates(month).map((date) => ({
      date,
      programs: programsOn(programs, date).map((p) => ({ id: p.id, name: p.name, start_time: p.start_time })),
    })),
  };
}

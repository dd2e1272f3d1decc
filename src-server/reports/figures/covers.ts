// The 'covers' report (issue 33): covers (guests of kept bookings) and bookings per venue date and
// per shift. A booking counts on its own venue date even when it runs past midnight; Cancelled and
// No-show bookings are neither bookings nor covers here (booking-sql.ts). Two queries: the counts per
// date and shift over the period and the one before it (reservation_day_counts), and the restaurant's
// shifts.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportDefinition } from '../report-scope.js';
import * as booking from './booking-sql.js';

const countRow = z.object({ date: z.string(), shiftId: z.string().nullable(), ...booking.countFields });
const shiftCounts = { dim: 'shift', keyAs: 'shiftId', row: countRow } as const;
/** The restaurant's shifts, in the order of the day. */
const shiftNames = {
  row: z.object({ id: z.string(), name: z.string(), active: z.boolean() }),
  query: (restaurantId: number) => sql`select id, name, is_active as active from shifts
    where restaurant_id = ${restaurantId} order by start_time, name, id`,
};

export const coversReport: ReportDefinition = {
  key: 'covers',
  async compute(scope) {
    const { counts, now, names: shifts } = await booking.countsAndNames(scope, shiftCounts, shiftNames);
    const covers = (r: { covers: number }) => r.covers;
    const bookings = (r: { bookings: number }) => r.bookings;

    const byDay = booking.perDate(scope.period, now, (date, rows) => ({
      date,
      bookings: booking.total(rows, bookings),
      covers: booking.total(rows, covers),
    }));
    // Shifts by start time; '' (booking.NOT_ASSIGNED: the console words it "No shift") for bookings without one.
    const byShift = booking.perNamed(shifts, now, (r) => r.shiftId, 'shift');

    return {
      card: booking.periodCard(scope, 'covers', 'count', counts, (rows) => booking.total(rows, covers)),
      sections: [
        booking.countSection('coversByDay', 'date', byDay),
        booking.countSection('coversByShift', 'shift', byShift),
      ],
    };
  },
};

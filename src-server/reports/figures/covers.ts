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
const shiftRow = z.object({ id: z.string(), name: z.string(), active: z.boolean() });

export const coversReport: ReportDefinition = {
  key: 'covers',
  async compute(scope) {
    const [counts, shifts] = await Promise.all([
      booking.reportRows(
        scope,
        sql`select d.date::text as "date", d.key as "shiftId", ${booking.countColumns}
            from reservation_day_counts d
            where ${booking.keptCounts(scope, 'shift', booking.withPrevious(scope))}
            group by d.date, d.key`,
        countRow,
      ),
      booking.reportRows(
        scope,
        sql`select id, name, is_active as active from shifts
            where restaurant_id = ${scope.restaurantId}
            order by start_time, name, id`,
        shiftRow,
      ),
    ]);
    const now = counts.filter((r) => booking.inPeriod(r.date, scope.period));
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

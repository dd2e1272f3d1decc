// The 'covers' report (issue 33): covers (guests of kept bookings) and bookings per venue date and
// per shift. A booking counts on its own venue date even when it runs past midnight; Cancelled and
// No-show bookings are neither bookings nor covers here (booking-sql.ts). Two queries: the counts per
// date and shift over the period and the one before it, and the restaurant's shifts.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportDefinition } from '../report-scope.js';
import {
  countColumns,
  countFields,
  inPeriod,
  keptBookings,
  perDate,
  perNamed,
  reportRows,
  total,
  withPrevious,
} from './booking-sql.js';

const countRow = z.object({ date: z.string(), shiftId: z.string().nullable(), ...countFields });
const shiftRow = z.object({ id: z.string(), name: z.string(), active: z.boolean() });

export const coversReport: ReportDefinition = {
  key: 'covers',
  async compute(scope) {
    const [counts, shifts] = await Promise.all([
      reportRows(
        scope,
        sql`select r.date::text as "date", r.shift_id as "shiftId", ${countColumns}
            from reservations r
            where ${keptBookings(scope, withPrevious(scope))}
            group by r.date, r.shift_id`,
        countRow,
      ),
      reportRows(
        scope,
        sql`select id, name, is_active as active from shifts
            where restaurant_id = ${scope.restaurantId}
            order by start_time, name, id`,
        shiftRow,
      ),
    ]);
    const now = counts.filter((r) => inPeriod(r.date, scope.period));
    const before = counts.filter((r) => inPeriod(r.date, scope.previous));
    const covers = (r: { covers: number }) => r.covers;
    const bookings = (r: { bookings: number }) => r.bookings;

    const byDay = perDate(scope.period, now, (date, rows) => ({
      date,
      bookings: total(rows, bookings),
      covers: total(rows, covers),
    }));
    // Shifts by start time; '' (NOT_ASSIGNED: the console words it "No shift") for bookings without one.
    const byShift = perNamed(shifts, now, (r) => r.shiftId, 'shift');

    return {
      card: {
        metric: 'covers',
        unit: 'count',
        value: total(now, covers),
        previous: total(before, covers),
        trend: byDay.map((d) => ({ date: d.date, value: d.covers })),
      },
      sections: [
        {
          id: 'coversByDay',
          chart: { kind: 'bar', x: 'date', series: ['covers', 'bookings'] },
          columns: [
            { key: 'date', unit: 'text' },
            { key: 'bookings', unit: 'count' },
            { key: 'covers', unit: 'count' },
          ],
          rows: byDay,
        },
        {
          id: 'coversByShift',
          chart: { kind: 'bar', x: 'shift', series: ['covers', 'bookings'] },
          columns: [
            { key: 'shift', unit: 'text' },
            { key: 'bookings', unit: 'count' },
            { key: 'covers', unit: 'count' },
          ],
          rows: byShift,
        },
      ],
    };
  },
};

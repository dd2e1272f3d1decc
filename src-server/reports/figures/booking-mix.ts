// The 'bookingMix' report (issue 33): how the kept bookings of the period came in.
// - waitlist: a reservation a waitlist entry became (waitlist_entries.reservation_id, set when the
//   host seats the entry), whatever its source (the host stand books those as walk-ins);
// - walkIn: otherwise a reservation whose source is 'walk_in';
// - booking: every other reservation (phone, widget, online, email…).
// Card: walkInShare, the walk-ins' share of the covers (walk-in covers ÷ all covers, a fraction;
// null on a day without covers). One query: the parties and covers per date and kind over the period
// and the one before it (reservation_day_counts, where each booking's kind is set as above).
import { z } from 'zod';
import { type ReportDefinition, columnsOf } from '../report-scope.js';
import * as booking from './booking-sql.js';

/** The kinds, in the order the sections list them. */
export const BOOKING_KINDS = ['booking', 'walkIn', 'waitlist'] as const;
type BookingKind = (typeof BOOKING_KINDS)[number];

const mixRow = z.object({ date: z.string(), kind: z.enum(BOOKING_KINDS), ...booking.countFields });
type MixRow = z.infer<typeof mixRow>;

const walkInShare = (rows: readonly MixRow[]) =>
  booking.fraction(
    booking.total(
      rows,
      (r) => r.covers,
      (r) => r.kind === 'walkIn',
    ),
    booking.total(rows, (r) => r.covers),
  );

export const bookingMixReport: ReportDefinition = {
  key: 'bookingMix',
  async compute(scope) {
    const rows = await booking.keptCountsByDate(scope, 'mix', 'kind', mixRow);
    const now = rows.filter((r) => booking.inPeriod(r.date, scope.period));
    const parties = (list: readonly MixRow[], kind: BookingKind) =>
      booking.total(
        list,
        (r) => r.bookings,
        (r) => r.kind === kind,
      );
    const allCovers = booking.total(now, (r) => r.covers);

    return {
      card: booking.periodCard(scope, 'walkInShare', 'percent', rows, walkInShare),
      sections: [
        {
          id: 'mixByDay',
          chart: { kind: 'stackedBar', x: 'date', series: ['bookings', 'walkIns', 'waitlist'] },
          columns: columnsOf({ date: 'text', bookings: 'count', walkIns: 'count', waitlist: 'count' }),
          rows: booking.perDate(scope.period, now, (date, day) => ({
            date,
            bookings: parties(day, 'booking'),
            walkIns: parties(day, 'walkIn'),
            waitlist: parties(day, 'waitlist'),
          })),
        },
        {
          id: 'mixByKind',
          chart: { kind: 'bar', x: 'kind', series: ['covers'] },
          columns: columnsOf({ kind: 'text', parties: 'count', covers: 'count', coverShare: 'percent' }),
          rows: BOOKING_KINDS.map((kind) => {
            const covers = booking.total(
              now,
              (r) => r.covers,
              (r) => r.kind === kind,
            );
            return {
              kind,
              parties: parties(now, kind),
              covers,
              coverShare: booking.fraction(covers, allCovers),
            };
          }),
        },
      ],
    };
  },
};

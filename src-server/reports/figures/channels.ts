// The 'channels' report (issue 33): where the kept bookings of the period came from.
// - sourceMix: per reservation source (src-shared/schemas/reservation.ts RESERVATION_SOURCES, every
//   one listed even at zero, then any other value older data carries), bookings, covers and the
//   source's share of the covers;
// - channelMix: per booking channel of the restaurant (Settings › Availability › Booking channels).
//   A reservation names no channel row: a channel's `code` is what the reservation's `source`
//   carries (as the channel stats of availability-settings-service count them), so a channel's
//   figures are those of the source equal to its code. Channels switched off are listed only when
//   bookings still came through them.
// Card: onlineShare, the share of the covers booked online (source 'widget' or 'online'); null on a
// day without covers. Two queries: counts per date and source over the period and the one before
// it (reservation_day_counts), and the restaurant's channels.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RESERVATION_SOURCES } from '../../../src-shared/schemas/reservation.js';
import { type ReportDefinition, columnsOf } from '../report-scope.js';
import * as booking from './booking-sql.js';

/** The sources whose covers the card counts as booked online. */
export const ONLINE_SOURCES: readonly string[] = ['widget', 'online'];

const sourceRow = z.object({ date: z.string(), source: z.string(), ...booking.countFields });
type SourceRow = z.infer<typeof sourceRow>;
const sourceCounts = { dim: 'source', keyAs: 'source', row: sourceRow } as const;
/** The restaurant's booking channels, by name. */
const channelNames = {
  row: z.object({ code: z.string(), name: z.string(), type: z.string(), status: z.number() }),
  query: (restaurantId: number) => sql`select code, name, type, status::int as status from booking_channels
    where restaurant_id = ${restaurantId} order by name, code`,
};

const onlineShare = (rows: readonly SourceRow[]) =>
  booking.fraction(
    booking.total(
      rows,
      (r) => r.covers,
      (r) => ONLINE_SOURCES.includes(r.source),
    ),
    booking.total(rows, (r) => r.covers),
  );

export const channelsReport: ReportDefinition = {
  key: 'channels',
  async compute(scope) {
    const { counts, now, names: channels } = await booking.countsAndNames(scope, sourceCounts, channelNames);
    const allCovers = booking.total(now, (r) => r.covers);
    const ofSource = (source: string) => {
      const bookings = booking.total(
        now,
        (r) => r.bookings,
        (r) => r.source === source,
      );
      const covers = booking.total(
        now,
        (r) => r.covers,
        (r) => r.source === source,
      );
      return { bookings, covers };
    };
    const others = [...new Set(now.map((r) => r.source))]
      .filter((s) => !(RESERVATION_SOURCES as readonly string[]).includes(s))
      .sort();

    return {
      card: booking.periodCard(scope, 'onlineShare', 'percent', counts, onlineShare),
      sections: [
        booking.countSection(
          'sourceMix',
          'source',
          [...RESERVATION_SOURCES, ...others].map((source) => {
            const { bookings, covers } = ofSource(source);
            return { source, bookings, covers, coverShare: booking.fraction(covers, allCovers) };
          }),
          [{ key: 'coverShare', unit: 'percent' }],
        ),
        {
          id: 'channelMix',
          chart: { kind: 'bar', x: 'channel', series: ['covers', 'bookings'] },
          columns: columnsOf({
            channel: 'text',
            code: 'text',
            type: 'text',
            bookings: 'count',
            covers: 'count',
          }),
          rows: channels
            .map((c) => ({
              channel: c.name,
              code: c.code,
              type: c.type,
              on: c.status === 1,
              ...ofSource(c.code),
            }))
            .filter((c) => c.on || c.bookings > 0)
            .map(({ on: _on, ...row }) => row),
        },
      ],
    };
  },
};

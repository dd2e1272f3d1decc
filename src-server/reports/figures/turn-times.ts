// The 'turnTimes' report (issue 33): turn time by party size, quoted vs actual (SpotOn's view).
//
// Definitions:
// - Quoted: the booked duration (reservations.duration_minutes).
// - Actual: from the booking's first Seated status event to its last Completed one
//   (reservation_status_events, read through their per-booking rollup reservation_times), in real
//   elapsed minutes.
// - Only reservations of the period (venue date in it) with both events, the Completed one after the
//   Seated one, count: a party still seated, or one never marked seated, has no actual turn.
// - Card: averageTurn = the average actual turn of those parties; the trend is that average per date.
// Status names are read case-insensitively (STATUS_NAMES in time-sql.ts).
// The sums come from reservation_day_counts (dim 'turn', src-server/db/schema/reports.ts): per venue
// date and party size, the parties with an actual turn, their quoted and their actual minutes.
import { sql } from 'drizzle-orm';
import type { ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import { periodCard } from './booking-sql.js';
import { figureRows, ratio, round } from './time-sql.js';

/**
 * Parties, quoted and actual minutes summed per venue date over both periods, and per party size over
 * the period (one query, two grouping sets: a row has a date or a party size).
 */
async function turnSums(scope: ReportScope) {
  const rows = await figureRows(
    scope,
    sql`select x.date::text as date, x.party, sum(x.bookings)::int as parties,
          sum(x.quoted)::float8 as quoted, sum(x.actual)::float8 as actual
        from (
          select d.date, d.key::int as party, d.date >= ${scope.period.from}::date as current,
            d.bookings, d.quoted, d.actual
          from reservation_day_counts d
          where d.restaurant_id = ${scope.restaurantId} and d.dim = 'turn'
            and d.date between ${scope.previous.from}::date and ${scope.period.to}::date
        ) x
        group by grouping sets ((x.date), (x.current, x.party))
        having x.date is not null or x.current`,
    { numbers: ['parties', 'quoted', 'actual'], nullable: ['party'], nullableTexts: ['date'] },
  );
  return {
    days: rows.flatMap((r) => (r.date === null ? [] : [{ ...r, date: r.date }])),
    byParty: rows.flatMap((r) => (r.party === null || r.date !== null ? [] : [{ ...r, party: r.party }])),
  };
}

type Sum = { parties: number; quoted: number; actual: number };
const add = (rows: readonly Sum[]): Sum =>
  rows.reduce(
    (t, r) => ({ parties: t.parties + r.parties, quoted: t.quoted + r.quoted, actual: t.actual + r.actual }),
    {
      parties: 0,
      quoted: 0,
      actual: 0,
    },
  );

export const turnTimesReport: ReportDefinition = {
  key: 'turnTimes',
  async compute(scope) {
    const { days: sums, byParty: partyRows } = await turnSums(scope);
    const average = (t: Sum) => round(ratio(t.actual, t.parties));
    const parties = [...new Set(partyRows.map((r) => r.party))].sort((a, b) => a - b);

    const byParty: ReportSection = {
      id: 'turnByPartySize',
      chart: { kind: 'bar', x: 'partySize', series: ['quoted', 'actual'] },
      columns: columnsOf({
        partySize: 'count',
        parties: 'count',
        quoted: 'minutes',
        actual: 'minutes',
        difference: 'minutes',
      }),
      rows: parties.map((partySize) => {
        const t = add(partyRows.filter((r) => r.party === partySize));
        const quoted = ratio(t.quoted, t.parties) ?? 0;
        const actual = ratio(t.actual, t.parties) ?? 0;
        return {
          partySize,
          parties: t.parties,
          quoted: round(quoted),
          actual: round(actual),
          difference: round(actual - quoted),
        };
      }),
    };
    return {
      card: periodCard(scope, 'averageTurn', 'minutes', sums, (rows) => average(add(rows))),
      sections: [byParty],
    };
  },
};

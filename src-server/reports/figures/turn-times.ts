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
import { datesOf, type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import { figureRows, ratio, round } from './time-sql.js';

/** Parties, quoted and actual minutes summed per venue date and party size, both periods. */
async function turnSums(scope: ReportScope) {
  return figureRows(
    scope,
    sql`select d.date::text as date, d.key::int as party, sum(d.bookings)::int as parties,
          sum(d.quoted)::float8 as quoted, sum(d.actual)::float8 as actual
        from reservation_day_counts d
        where d.restaurant_id = ${scope.restaurantId} and d.dim = 'turn'
          and d.date between ${scope.previous.from}::date and ${scope.period.to}::date
        group by d.date, d.key`,
    { numbers: ['party', 'parties', 'quoted', 'actual'], texts: ['date'] },
  );
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
    const sums = await turnSums(scope);
    const inPeriod = (date: string) => date >= scope.period.from && date <= scope.period.to;
    const current = sums.filter((r) => inPeriod(r.date));
    const average = (t: Sum) => round(ratio(t.actual, t.parties));
    const parties = [...new Set(current.map((r) => r.party))].sort((a, b) => a - b);

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
        const t = add(current.filter((r) => r.party === partySize));
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
      card: {
        metric: 'averageTurn',
        unit: 'minutes',
        value: average(add(current)),
        previous: average(add(sums.filter((r) => !inPeriod(r.date)))),
        trend: datesOf(scope.period).map((date) => ({
          date,
          value: average(add(current.filter((r) => r.date === date))),
        })),
      },
      sections: [byParty],
    };
  },
};

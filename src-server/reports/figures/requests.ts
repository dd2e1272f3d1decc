// The 'requests' report (issue 33, once guest requests exist: issue 30): how fast the venue answers
// what guests ask, against the response target it set for each kind of request.
//
// Definitions:
// - A request of the period is a guest_requests row received (created_at) on a venue date of the
//   period, in the venue's zone; the request's target is its due_at (received + the venue's target
//   hours for its kind when it came, re-timed when the venue changes the target).
// - Answered in time: answered_at (its first answer: answered, approved or declined) at or before
//   due_at; answered late: after it. Unanswered: no answer yet, whatever the state (a reservation
//   request that expired is closed unanswered); overdue: unanswered and past due_at now.
// - Decided: answered, or past its target unanswered — a request still inside its target counts in
//   neither the on-time figure's part nor its whole.
// - Response time: answered_at − created_at, in minutes; the median of the answered requests.
// - Card: requestsOnTime = answered in time ÷ decided requests of the period; the trend is that
//   share per venue date.
// Two queries over the venue's requests (a venue gets tens a day, not thousands): the counts per
// venue date over the period and the one before it, and the counts per kind over the period.
import { sql, type SQL } from 'drizzle-orm';
import { REQUEST_KINDS } from '../../../src-shared/requests/request-entity.js';
import type { ReportPeriod, ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { type ReportDefinition, type ReportScope, columnsOf } from '../report-scope.js';
import * as booking from './booking-sql.js';
import { figureRows, ratio } from './time-sql.js';

/** The figures of the requests `q` of a group (see the definitions above). */
const requestFigures = sql`count(*)::int as requests,
  (count(*) filter (where q.answered_at <= q.due_at))::int as in_time,
  (count(*) filter (where q.answered_at > q.due_at))::int as late,
  (count(*) filter (where q.answered_at is null))::int as unanswered,
  (count(*) filter (where q.answered_at is null and q.due_at < now()))::int as overdue,
  percentile_cont(0.5) within group (order by extract(epoch from q.answered_at - q.created_at) / 60)
    as median_response`;

const FIGURE_SHAPE = {
  numbers: ['requests', 'in_time', 'late', 'unanswered', 'overdue'],
  nullable: ['median_response'],
} as const;

/** The restaurant's requests `q` received on the venue dates of `period`. */
function received(scope: ReportScope, period: ReportPeriod): SQL {
  const tz = scope.timeZone;
  return sql`guest_requests q
    where q.restaurant_id = ${scope.restaurantId}
      and q.created_at >= (${period.from}::date::timestamp at time zone ${tz})
      and q.created_at < ((${period.to}::date + 1)::timestamp at time zone ${tz})`;
}

type Figures = { in_time: number; late: number; overdue: number };

/** Answered in time ÷ decided (answered, or past the target unanswered); null when none is. */
function onTime(list: readonly Figures[]): number | null {
  const inTime = booking.total(list, (r) => r.in_time);
  return ratio(inTime, inTime + booking.total(list, (r) => r.late + r.overdue));
}

export const requestsReport: ReportDefinition = {
  key: 'requests',
  async compute(scope) {
    const [days, kinds] = await Promise.all([
      figureRows(
        scope,
        sql`select (q.created_at at time zone ${scope.timeZone})::date::text as date, ${requestFigures}
            from ${received(scope, booking.withPrevious(scope))}
            group by 1`,
        { ...FIGURE_SHAPE, texts: ['date'] },
      ),
      figureRows(
        scope,
        sql`select q.kind, ${requestFigures} from ${received(scope, scope.period)} group by q.kind`,
        { ...FIGURE_SHAPE, texts: ['kind'] },
      ),
    ]);

    const byKind: ReportSection = {
      id: 'requestsByKind',
      chart: { kind: 'bar', x: 'requestKind', series: ['answeredInTime', 'answeredLate', 'overdue'] },
      columns: columnsOf({
        requestKind: 'text',
        requests: 'count',
        answeredInTime: 'count',
        answeredLate: 'count',
        unanswered: 'count',
        overdue: 'count',
        medianResponseMinutes: 'minutes',
        onTime: 'percent',
      }),
      rows: REQUEST_KINDS.map((kind) => {
        const r = kinds.find((k) => k.kind === kind);
        return {
          requestKind: kind,
          requests: r?.requests ?? 0,
          answeredInTime: r?.in_time ?? 0,
          answeredLate: r?.late ?? 0,
          unanswered: r?.unanswered ?? 0,
          overdue: r?.overdue ?? 0,
          medianResponseMinutes:
            r?.median_response === null || r?.median_response === undefined
              ? null
              : Math.round(r.median_response),
          onTime: r ? onTime([r]) : null,
        };
      }),
    };
    const now = days.filter((r) => booking.inPeriod(r.date, scope.period));
    const byDay: ReportSection = {
      id: 'requestsByDay',
      chart: { kind: 'bar', x: 'date', series: ['requests'] },
      columns: columnsOf({
        date: 'text',
        requests: 'count',
        answeredInTime: 'count',
        answeredLate: 'count',
        overdue: 'count',
        onTime: 'percent',
      }),
      rows: booking.perDate(scope.period, now, (date, list) => ({
        date,
        requests: booking.total(list, (r) => r.requests),
        answeredInTime: booking.total(list, (r) => r.in_time),
        answeredLate: booking.total(list, (r) => r.late),
        overdue: booking.total(list, (r) => r.overdue),
        onTime: onTime(list),
      })),
    };
    return {
      card: booking.periodCard(scope, 'requestsOnTime', 'percent', days, onTime),
      sections: [byKind, byDay],
    };
  },
};

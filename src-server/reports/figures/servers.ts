// The 'servers' report (issue 33): the kept bookings of the period per server (the booking's server,
// reservations.server_name_id → Settings › Accounts › Server names) and per section (the booking's
// seating area, reservations.seating_area_id). Each table lists the active servers or areas (an idle
// one shows zeros), any inactive one that still had bookings, then '' (NOT_ASSIGNED, the console words
// it "Not assigned") for the bookings without one.
// Card: coversPerServer, the average covers per server that had bookings: covers of the bookings
// with a server ÷ how many servers had one (bookings without a server are left out); null when no
// booking had a server. Two queries: counts per date and server over the period and the one before
// it with counts per area over the period (both from reservation_day_counts), and the names.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportDefinition } from '../report-scope.js';
import * as booking from './booking-sql.js';

const countRow = z.object({
  dim: z.enum(['server', 'area']),
  date: z.string(),
  id: z.string().nullable(),
  ...booking.countFields,
});
type ServerCount = { date: string; serverId: string | null; bookings: number; covers: number };
const nameRow = z.object({
  kind: z.enum(['server', 'area']),
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
});

function coversPerServer(rows: readonly ServerCount[]): number | null {
  const served = rows.filter((r) => r.serverId !== null);
  const servers = new Set(served.map((r) => r.serverId)).size;
  return servers === 0 ? null : booking.total(served, (r) => r.covers) / servers;
}

export const serversReport: ReportDefinition = {
  key: 'servers',
  async compute(scope) {
    const [counts, names] = await Promise.all([
      booking.reportRows(
        scope,
        sql`select d.dim, case when d.dim = 'server' then d.date::text else '' end as "date", d.key as "id",
              ${booking.countColumns}
            from reservation_day_counts d
            where (${booking.keptCounts(scope, 'server', booking.withPrevious(scope))})
              or (${booking.keptCounts(scope, 'area', scope.period)})
            group by 1, 2, 3`,
        countRow,
      ),
      booking.reportRows(
        scope,
        sql`select kind, id, name, active from (
              select 'server' as kind, id, name, status = 1 as active, 0 as place
              from server_names where restaurant_id = ${scope.restaurantId}
              union all
              select 'area', id, name, status = 1, sa_order
              from seating_areas where restaurant_id = ${scope.restaurantId}) n
            order by kind, place, name, id`,
        nameRow,
      ),
    ]);
    const byServer: ServerCount[] = counts
      .filter((r) => r.dim === 'server')
      .map(({ date, id, bookings, covers }) => ({ date, serverId: id, bookings, covers }));
    const byArea = counts.filter((r) => r.dim === 'area');
    const now = byServer.filter((r) => booking.inPeriod(r.date, scope.period));
    const servers = names.filter((n) => n.kind === 'server');
    const areas = names.filter((n) => n.kind === 'area');

    return {
      card: booking.periodCard(scope, 'coversPerServer', 'count', byServer, coversPerServer),
      sections: [
        booking.countSection(
          'coversByServer',
          'server',
          booking.perNamed(servers, now, (r) => r.serverId, 'server'),
        ),
        booking.countSection(
          'coversBySection',
          'section',
          booking.perNamed(areas, byArea, (r) => r.id, 'section'),
        ),
      ],
    };
  },
};

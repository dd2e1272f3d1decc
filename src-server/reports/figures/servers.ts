// The 'servers' report (issue 33): the kept bookings of the period per server (the booking's server,
// reservations.server_name_id → Settings › Accounts › Server names) and per section (the booking's
// seating area, reservations.seating_area_id). Each table lists the active servers or areas (an idle
// one shows zeros), any inactive one that still had bookings, then '' (NOT_ASSIGNED, the console words
// it "Not assigned") for the bookings without one.
// Card: coversPerServer, the average covers per server that had bookings: covers of the bookings
// with a server ÷ how many servers had one (bookings without a server are left out); null when no
// booking had a server. Three queries: counts per date and server over the period and the one before
// it, counts per area over the period, and the names.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportDefinition } from '../report-scope.js';
import * as booking from './booking-sql.js';

const serverCount = z.object({ date: z.string(), serverId: z.string().nullable(), ...booking.countFields });
type ServerCount = z.infer<typeof serverCount>;
const areaCount = z.object({ areaId: z.string().nullable(), ...booking.countFields });
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
    const [byServer, byArea, names] = await Promise.all([
      booking.reportRows(
        scope,
        sql`select r.date::text as "date", r.server_name_id as "serverId", ${booking.countColumns}
            from reservations r
            where ${booking.keptBookings(scope, booking.withPrevious(scope))}
            group by r.date, r.server_name_id`,
        serverCount,
      ),
      booking.reportRows(
        scope,
        sql`select r.seating_area_id as "areaId", ${booking.countColumns}
            from reservations r
            where ${booking.keptBookings(scope, scope.period)}
            group by r.seating_area_id`,
        areaCount,
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
          booking.perNamed(areas, byArea, (r) => r.areaId, 'section'),
        ),
      ],
    };
  },
};

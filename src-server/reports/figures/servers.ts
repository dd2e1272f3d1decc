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

const serverCount = z.object({ date: z.string(), serverId: z.string().nullable(), ...countFields });
type ServerCount = z.infer<typeof serverCount>;
const areaCount = z.object({ areaId: z.string().nullable(), ...countFields });
const nameRow = z.object({
  kind: z.enum(['server', 'area']),
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
});

function coversPerServer(rows: readonly ServerCount[]): number | null {
  const served = rows.filter((r) => r.serverId !== null);
  const servers = new Set(served.map((r) => r.serverId)).size;
  return servers === 0 ? null : total(served, (r) => r.covers) / servers;
}

const countColumnsOf = (column: string) => [
  { key: column, unit: 'text' as const },
  { key: 'bookings', unit: 'count' as const },
  { key: 'covers', unit: 'count' as const },
];

export const serversReport: ReportDefinition = {
  key: 'servers',
  async compute(scope) {
    const [byServer, byArea, names] = await Promise.all([
      reportRows(
        scope,
        sql`select r.date::text as "date", r.server_name_id as "serverId", ${countColumns}
            from reservations r
            where ${keptBookings(scope, withPrevious(scope))}
            group by r.date, r.server_name_id`,
        serverCount,
      ),
      reportRows(
        scope,
        sql`select r.seating_area_id as "areaId", ${countColumns}
            from reservations r
            where ${keptBookings(scope, scope.period)}
            group by r.seating_area_id`,
        areaCount,
      ),
      reportRows(
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
    const now = byServer.filter((r) => inPeriod(r.date, scope.period));
    const before = byServer.filter((r) => inPeriod(r.date, scope.previous));
    const servers = names.filter((n) => n.kind === 'server');
    const areas = names.filter((n) => n.kind === 'area');

    return {
      card: {
        metric: 'coversPerServer',
        unit: 'count',
        value: coversPerServer(now),
        previous: coversPerServer(before),
        trend: perDate(scope.period, now, (date, day) => ({ date, value: coversPerServer(day) })),
      },
      sections: [
        {
          id: 'coversByServer',
          chart: { kind: 'bar', x: 'server', series: ['covers', 'bookings'] },
          columns: countColumnsOf('server'),
          rows: perNamed(servers, now, (r) => r.serverId, 'server'),
        },
        {
          id: 'coversBySection',
          chart: { kind: 'bar', x: 'section', series: ['covers', 'bookings'] },
          columns: countColumnsOf('section'),
          rows: perNamed(areas, byArea, (r) => r.areaId, 'section'),
        },
      ],
    };
  },
};

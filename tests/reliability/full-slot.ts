// Issue 27 in the convergence run: a night where no table is free, and the count of table conflicts
// the server met, found apart from the push outcomes it answered.
//
// The "phone" books every active table at FULL_TIME on a seed's first date, online at the server,
// part-way through the seed. Terminals that draw that slot (offline or not yet pulled) push bookings
// for which no table is free: the server must keep them, flagged "needs a table", never drop them.
//
// The conflicts are found from the audit trail, not from the outcome codes: a pushed booking the
// server created on other tables than the ones the host chose, or without any table while its status
// holds one, is one the server had to place itself. Re-placed + flagged must equal them.
import { and, eq, inArray } from 'drizzle-orm';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import type { ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import type { Table } from '../../src-shared/schemas/seating.js';
import { auditLog } from '../../src-server/db/schema/index.js';
import type { RunningApiServer } from '../../src-server/start.js';
import { HARBOUR, type ApiControl } from './api-control.js';

/** Inside the demo's dinner shift, apart from the run's other times (18:00–19:30). */
export const FULL_TIME = '21:00';

/**
 * Books every active table at FULL_TIME on `date` through the REST API (as the phone would). A
 * table a pushed booking already holds then answers 409, which leaves it just as taken. Answers
 * how many bookings the phone made.
 */
export async function fillSlot(
  api: ApiControl,
  date: string,
  tables: readonly Pick<Table, 'id' | 'max_covers'>[],
  seed: number,
): Promise<number> {
  let made = 0;
  for (const table of tables) {
    const body = {
      first_name: 'Phone',
      last_name: `s${seed}`,
      guest_count: Math.max(1, Math.min(2, table.max_covers)),
      duration_minutes: 120,
      date,
      time: FULL_TIME,
      table_ids: [table.id],
    };
    let res = await phoneBooks(api, await phoneSession(api), body);
    // The token outlived its lifetime (the run is long): sign in once more.
    if (res.status === 401) res = await phoneBooks(api, await phoneSession(api, true), body);
    if (res.status === 201) made += 1;
    else if (res.status !== 409)
      throw new Error(
        `The phone's booking of ${date} ${FULL_TIME} answered ${res.status}: ${await res.text()}`,
      );
  }
  return made;
}

/** One phone session per API for the whole run: signing in every seed trips the sign-in rate limit. */
const sessions = new WeakMap<ApiControl, { token: string; restaurantId: number }>();

async function phoneSession(api: ApiControl, renew = false) {
  const known = renew ? undefined : sessions.get(api);
  if (known) return known;
  const session = await api.signIn(HARBOUR.admin);
  sessions.set(api, session);
  return session;
}

function phoneBooks(api: ApiControl, session: { token: string; restaurantId: number }, body: unknown) {
  return fetch(`${api.origin}${API_BASE_PATH}/reservation/bookReservation`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token}`,
      'restaurant-id': String(session.restaurantId),
    },
    body: JSON.stringify(body),
  });
}

/** A pushed create as the terminal sent it: the booking's id and the tables the host chose. */
export interface PushedCreate {
  rowId: string;
  chosen: readonly string[];
}

type AuditReader = RunningApiServer['db'];

/**
 * How many of the applied creates the server had to place itself: created (per the audit trail's
 * create entry) on other tables than the chosen ones, or without a table while its status holds
 * one. Also lists the creates with no audited create, which the caller reports as violations.
 */
export async function tableConflicts(
  db: AuditReader,
  creates: readonly PushedCreate[],
  statuses: readonly Pick<ReservationStatus, 'id' | 'holds_table'>[],
): Promise<{
  conflicts: number;
  conflicted: Set<string>;
  created: Map<string, string[]>;
  unaudited: string[];
}> {
  if (creates.length === 0) return { conflicts: 0, conflicted: new Set(), created: new Map(), unaudited: [] };
  const rows = await db
    .select({ id: auditLog.entityId, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'reservations'),
        eq(auditLog.action, 'create'),
        inArray(
          auditLog.entityId,
          creates.map((c) => c.rowId),
        ),
      ),
    );
  const created = new Map(
    rows.map((r) => [r.id, r.after as { table_ids?: string[]; booking_status?: string }]),
  );
  const holds = new Map(statuses.map((s) => [s.id, s.holds_table]));
  let conflicts = 0;
  const conflicted = new Set<string>();
  const createdTables = new Map<string, string[]>();
  const unaudited: string[] = [];
  for (const c of creates) {
    const after = created.get(c.rowId);
    if (!after) {
      unaudited.push(c.rowId);
      continue;
    }
    const tables = after.table_ids ?? [];
    createdTables.set(c.rowId, tables);
    const sameTables =
      tables.length === c.chosen.length && [...tables].sort().join() === [...c.chosen].sort().join();
    const holding = holds.get(after.booking_status ?? '') ?? true;
    if ((c.chosen.length > 0 && !sameTables) || (tables.length === 0 && holding)) {
      conflicts += 1;
      conflicted.add(c.rowId);
    }
  }
  return { conflicts, conflicted, created: createdTables, unaudited };
}

// Everything a new booking's checks and placement read, in ONE statement (issue 36): whether the id
// exists, the statuses and tables, the venue's reservation and guest-communication settings, the
// optional references, the named combination, the shifts and access rules, the engine's catalogue
// when it picks the tables, and the bookings around the date that the checks look at. Each part
// comes back as JSON rows and is mapped through the drizzle columns, so the rows are the ones the
// separate look-ups (engine-input.ts, reservation-view.ts) read; the rules stay in TypeScript.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  EngineAccessRule,
  EngineBlackout,
  EngineBooking,
  EngineCombination,
  EngineShift,
  EngineTable,
} from '../../src-shared/domain/availability/index.js';
import type { GuestBooking } from '../../src-shared/domain/reservation-config-rules.js';
import type { GuestCommunication, ReservationConfig } from '../../src-shared/schemas/venue-settings.js';
import { withGroupDefaults } from '../../src-shared/schemas/venue-settings.js';
import { addDays } from '../../src-shared/time.js';
import { queryRows, type DbExecutor } from '../db/client.js';
import {
  accessRules,
  blackoutDates,
  diningTables,
  reservationStatuses,
  shifts,
  tableCombinationMembers,
  tableCombinations,
} from '../db/schema/index.js';
import { engineAccessRule, engineShifts, engineTable } from './engine-input.js';
import { OPTIONAL_REFS, type OptionalRefs } from './reservation-refs.js';
import { statusInfo, type ViewContext } from './reservation-view.js';

/** What the booking needs read, decided from its request before anything is read. */
export interface BookingNeeds {
  id: string;
  date: string;
  /** Staff-chosen tables; empty when a combination (its members) or the engine decides. */
  tableIds: readonly string[];
  combinationId: string | null;
  /** The engine picks the tables: its whole catalogue and every booking around the date. */
  autoAssign: boolean;
  /** The engine settles the shift: the shifts. */
  shifts: boolean;
  /** The engine may take the duration from a rule: the access rules. */
  accessRules: boolean;
  /** Pacing and shift limits are judged for this writer: the access rules, and the shifts and
   * bookings when the venue has rules at all. */
  judgeRestrictions: boolean;
  refs: OptionalRefs;
}

/** A booking around the date, as the engine and the venue's one-booking-per-guest rule read it. */
export type DayBooking = EngineBooking & GuestBooking & { shift_id: string | null };

export interface NamedCombination {
  id: string;
  name: string;
  isActive: boolean;
  /** Member tables in table order. */
  tableIds: string[];
}

export interface BookingInput {
  /** The restaurant of an existing reservation with the booking's id, else null. */
  existingRestaurantId: number | null;
  view: ViewContext;
  reservationConfig: ReservationConfig;
  guestCommunication: GuestCommunication;
  /** Per optional reference the booking sets: whether it is a row of the restaurant. */
  refsFound: Partial<Record<keyof OptionalRefs, boolean>>;
  /** The combination the booking names, when it is one of the restaurant's. */
  combination: NamedCombination | null;
  shifts: EngineShift[];
  accessRules: EngineAccessRule[];
  /** The engine's catalogue: read only when it picks the tables. */
  catalogue: {
    tables: EngineTable[];
    combinations: EngineCombination[];
    blackoutDates: EngineBlackout[];
    seatingAreas: { id: string; name: string }[];
  } | null;
  /**
   * Bookings of the day before, the day and the day after: all of them when the engine, the
   * limits or the one-booking-per-guest rule may look at them, else those on a chosen table.
   */
  bookings: DayBooking[];
  /** The venue's large-party size for the notification centre (null: the default), read here so a booking needs no statement more. */
  largePartySize: number | null;
}

type JsonRow = Record<string, unknown>;

/** JSON rows of `table` (column names as keys) as drizzle reads them (property names, mapped values). */
function rowsOf<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (Array.isArray(value) ? (value as JsonRow[]) : []).map(
    (json) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const raw = json[column.name];
          return [key, raw === null || raw === undefined ? null : column.mapFromDriverValue(raw)];
        }),
      ) as T['$inferSelect'],
  );
}

const list = (ids: readonly string[]): SQL =>
  ids.length === 0
    ? sql`array[]::uuid[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;

/** The rows of `from` as a JSON array (`whole_row` names the row: no column of ours is called so). */
const rowsJson = (from: SQL, order?: SQL): SQL =>
  sql`(select coalesce(json_agg(whole_row${order ? sql` order by ${order}` : sql``}), '[]'::json) from (${from}) whole_row)`;

/** The statement: one row whose columns are the parts `needs` asks for (null where not asked). */
function bookingInputQuery(restaurantId: number, needs: BookingNeeds): SQL {
  const rid = sql`${restaurantId}::integer`;
  const combo = needs.combinationId;
  const refs = OPTIONAL_REFS.flatMap(({ field, table }) => {
    const id = needs.refs[field];
    return id
      ? [
          sql`${field}::text, exists(select 1 from ${table} where ${table.id} = ${id}::uuid and ${table.restaurantId} = ${rid})`,
        ]
      : [];
  });
  const wantsShifts = needs.shifts || needs.judgeRestrictions || needs.autoAssign;
  const wantsRules = needs.accessRules || needs.judgeRestrictions || needs.autoAssign;
  // Every booking of the dates when something may read them all; else those on a chosen table.
  const everyBooking = sql.join(
    [
      needs.autoAssign ? sql`true` : sql`false`,
      needs.judgeRestrictions
        ? sql`exists(select 1 from ${accessRules} where ${accessRules.restaurantId} = ${rid})`
        : sql`false`,
      sql`coalesce((select reservation_config ->> 'prevent_multiple_reservations' from settings), 'false') <> 'false'`,
    ],
    sql` or `,
  );
  return sql`
    with chosen as (
      select coalesce(
        nullif(${list(needs.tableIds)}, array[]::uuid[]),
        ${
          combo
            ? sql`(select array_agg(m.table_id) from table_combination_members m
                  join table_combinations c on c.id = m.combination_id
                  where m.combination_id = ${combo}::uuid and c.restaurant_id = ${rid})`
            : sql`null`
        },
        array[]::uuid[]
      )::text[] as ids
    ), settings as (
      select reservation_config, guest_communication from venue_settings where restaurant_id = ${rid}
    )
    select
      (select r.restaurant_id from reservations r where r.id = ${needs.id}::uuid) as existing,
      ${rowsJson(sql`select * from ${reservationStatuses} where restaurant_id = ${rid}`)} as statuses,
      ${rowsJson(
        needs.autoAssign
          ? sql`select * from ${diningTables} where restaurant_id = ${rid}`
          : sql`select id, name, sort_order from ${diningTables} where restaurant_id = ${rid}`,
        sql`whole_row.sort_order, whole_row.name`,
      )} as tables,
      (select reservation_config from settings) as reservation_config,
      (select guest_communication from settings) as guest_communication,
      (select large_party_size from venue_notification_settings where restaurant_id = ${rid}) as large_party_size,
      ${refs.length > 0 ? sql`json_build_object(${sql.join(refs, sql`, `)})` : sql`null::json`} as refs,
      ${
        combo
          ? sql`(select json_build_object('id', c.id, 'name', c.combination_name, 'is_active', c.is_active,
                  'table_ids', (select coalesce(json_agg(m.table_id order by m.table_order), '[]'::json)
                                from table_combination_members m where m.combination_id = c.id))
                from table_combinations c where c.id = ${combo}::uuid and c.restaurant_id = ${rid})`
          : sql`null::json`
      } as combination,
      ${wantsShifts ? rowsJson(sql`select * from ${shifts} where restaurant_id = ${rid}`) : sql`null::json`} as shifts,
      ${wantsRules ? rowsJson(sql`select * from ${accessRules} where restaurant_id = ${rid}`) : sql`null::json`} as access_rules,
      ${
        needs.autoAssign
          ? sql`${rowsJson(sql`select * from ${tableCombinations} where restaurant_id = ${rid}`, sql`whole_row.combination_name`)} as combinations,
            ${rowsJson(sql`select m.* from ${tableCombinationMembers} m join table_combinations c on c.id = m.combination_id where c.restaurant_id = ${rid}`)} as members,
            ${rowsJson(sql`select * from ${blackoutDates} where restaurant_id = ${rid}`)} as blackout_dates,
            ${rowsJson(sql`select id, name from seating_areas where restaurant_id = ${rid}`)} as seating_areas,`
          : sql``
      }
      (select coalesce(json_agg(json_build_object(
          'id', b.id, 'date', b.date, 'time', b.time, 'duration_minutes', b.duration_minutes,
          'guest_count', b.guest_count, 'table_ids', b.table_ids, 'booking_status', b.status_id,
          'client_id', b.client_id, 'email', b.email, 'mobileNumber', b.mobile_number,
          'first_name', b.first_name, 'last_name', b.last_name, 'shift_id', b.shift_id)), '[]'::json)
        from reservations b
        where b.restaurant_id = ${rid}
          and b.date >= ${addDays(needs.date, -1)}::date and b.date <= ${addDays(needs.date, 1)}::date
          and (${everyBooking} or b.table_ids ?| (select ids from chosen))) as bookings`;
}

/** The members of each combination in table order (ties by table id), as the combinations screen lists them. */
function engineCombinations(combos: unknown, members: unknown): EngineCombination[] {
  const memberRows = rowsOf(tableCombinationMembers, members);
  return rowsOf(tableCombinations, combos).map((c) => ({
    id: c.id,
    combination_name: c.combinationName,
    min_guest_capacity: c.minGuestCapacity,
    max_guest_capacity: c.maxGuestCapacity,
    is_active: c.isActive,
    tables: memberRows
      .filter((m) => m.combinationId === c.id)
      .sort(
        (a, b) => a.tableOrder - b.tableOrder || (a.tableId < b.tableId ? -1 : a.tableId > b.tableId ? 1 : 0),
      )
      .map((m) => ({ table_id: m.tableId, table_order: m.tableOrder, is_required: m.isRequired })),
  }));
}

/** Reads what a new booking needs (see BookingNeeds) in one round trip. */
export async function loadBookingInput(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  needs: BookingNeeds,
): Promise<BookingInput> {
  const [row] = (await queryRows(db, bookingInputQuery(restaurantId, needs))) as JsonRow[];
  if (!row) throw new Error('The booking read returned no row');
  const statuses = rowsOf(reservationStatuses, row.statuses).map(statusInfo);
  // Names only, unless the engine picks the tables and needs them whole.
  const tables = needs.autoAssign ? rowsOf(diningTables, row.tables) : null;
  const tableNames = tables
    ? tables.map((t): [string, string] => [t.id, t.name])
    : (row.tables as { id: string; name: string }[]).map((t): [string, string] => [t.id, t.name]);
  const combination = row.combination as {
    id: string;
    name: string;
    is_active: boolean;
    table_ids: string[];
  } | null;
  return {
    existingRestaurantId: row.existing === null || row.existing === undefined ? null : Number(row.existing),
    view: {
      restaurantId,
      timeZone,
      statuses: new Map(statuses.map((s) => [s.id, s])),
      tableNames: new Map(tableNames),
    },
    reservationConfig: withGroupDefaults('reservation_config', row.reservation_config),
    guestCommunication: withGroupDefaults('guest_communication', row.guest_communication),
    refsFound: row.refs ?? {},
    combination: combination && {
      id: combination.id,
      name: combination.name,
      isActive: combination.is_active,
      tableIds: combination.table_ids,
    },
    shifts: rowsOf(shifts, row.shifts).flatMap(engineShifts),
    accessRules: rowsOf(accessRules, row.access_rules).map(engineAccessRule),
    catalogue: tables
      ? {
          tables: tables.map(engineTable),
          combinations: engineCombinations(row.combinations, row.members),
          blackoutDates: rowsOf(blackoutDates, row.blackout_dates).map((b) => ({
            date: b.date,
            shift_id: b.shiftId,
            reason: b.reason,
          })),
          seatingAreas: (row.seating_areas ?? []) as { id: string; name: string }[],
        }
      : null,
    bookings: (row.bookings ?? []) as DayBooking[],
    largePartySize:
      row.large_party_size === null || row.large_party_size === undefined
        ? null
        : Number(row.large_party_size),
  };
}

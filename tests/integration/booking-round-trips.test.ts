// The booking path's round trips (issue 36): a booking through the reservation service is at most
// five statements, BEGIN and COMMIT included (one read of everything the checks and the engine
// need, one write of the booking and its occupancy, the feed row, and the transaction's own two),
// on PGlite and on PostgreSQL alike. And a booking refused by the exclusion constraint leaves
// nothing behind in a transaction that goes on, as the savepoint it no longer needs once did.
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  createReservationSchema,
  type CreateReservationInput,
  type Reservation,
} from '../../src-shared/schemas/reservation.js';
import { reservations, reservationTables, syncChanges } from '../../src-server/db/schema/index.js';
import { loadBookingInput } from '../../src-server/reservations/booking-input.js';
import { loadEngineBookings, loadEngineCatalogue } from '../../src-server/reservations/engine-input.js';
import { TableTakenError } from '../../src-server/reservations/occupancy.js';
import { engineBookings } from '../../src-server/reservations/reservation-create.js';
import {
  createReservation,
  setReservationStatus,
} from '../../src-server/reservations/reservation-service.js';
import { restaurantTimeZone } from '../../src-server/reservations/reservation-view.js';
import { withTenantWrite } from '../../src-server/sync/tenant-write.js';
import type { WriteContext } from '../../src-server/sync/write-context.js';
import { useTestApi } from './helpers/api-server.js';
import { logTransactions, type LoggedTransaction } from './helpers/transaction-log.js';
import {
  createCombination,
  createTables,
  ensureStatuses,
  restaurantIdOf,
  venueNowPlus,
  type TestTable,
} from './reservations-fixtures.js';

const getApi = useTestApi();
const MAX_STATEMENTS = 5;
let restaurantId: number;
let ctx: WriteContext;
let statuses: Map<string, string>;
let tables: TestTable[];

const table = (i: number): string => {
  const t = tables[i];
  if (!t) throw new Error(`No test table ${i}`);
  return t.id;
};
const args = (extra: Partial<CreateReservationInput>) =>
  createReservationSchema.parse({ first_name: 'Round', last_name: 'Trip', guest_count: 2, ...extra });
const book = (input: Partial<CreateReservationInput>, context: WriteContext = ctx) =>
  withTenantWrite(getApi().server.db, restaurantId, (write) =>
    createReservation(write, context, args(input)),
  );

/** The booking transactions among those logged: the ones that insert a reservation. */
const bookings = (logged: readonly LoggedTransaction[]) =>
  logged.filter((statements) => statements.some((s) => /insert into "?reservations"?\s/i.test(s)));

const summary = (statements: LoggedTransaction) =>
  statements.map((s) => s.replace(/\s+/g, ' ').trim().slice(0, 80)).join('\n');

beforeAll(async () => {
  const db = getApi().server.db;
  restaurantId = await restaurantIdOf(db, 'harbour-bistro');
  ctx = { restaurantId, timeZone: await restaurantTimeZone(db, restaurantId), actorName: 'round trips' };
  statuses = await ensureStatuses(db, restaurantId);
  tables = await createTables(db, restaurantId, 'RT', 8);
});

describe('statements per booking', () => {
  it(`books a staff-chosen table in at most ${MAX_STATEMENTS} statements, BEGIN and COMMIT included`, async () => {
    const logged = await logTransactions(getApi().server.db, async () => {
      for (let i = 0; i < 3; i += 1)
        await book({ date: '2031-02-03', time: `1${i}:00`, duration_minutes: 45, table_ids: [table(i)] });
    });
    const made = bookings(logged);
    expect(made).toHaveLength(3);
    for (const statements of made)
      expect(statements.length, summary(statements)).toBeLessThanOrEqual(MAX_STATEMENTS);
  });

  it(`lets the engine place a booking (table, shift and duration) in at most ${MAX_STATEMENTS} statements`, async () => {
    // A user who may override restrictions: the pacing and shift limits are judged too.
    const staff: WriteContext = { ...ctx, may: () => true, warnings: [] };
    const logged = await logTransactions(getApi().server.db, async () => {
      await book({ date: '2031-02-04', time: '19:00', guest_count: 2 }, staff);
      await book({ date: '2031-02-04', time: '19:00', guest_count: 3 }, staff);
    });
    const made = bookings(logged);
    expect(made).toHaveLength(2);
    for (const statements of made)
      expect(statements.length, summary(statements)).toBeLessThanOrEqual(MAX_STATEMENTS);
  });
});

describe('the single read', () => {
  const byId = <T extends { id: string }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  it('gives the engine the catalogue and the bookings the separate look-ups give it', async () => {
    const db = getApi().server.db;
    await createCombination(db, restaurantId, 'RT trio', [table(2), table(0), table(1)]);
    await book({ date: '2031-02-05', time: '12:00', duration_minutes: 30, table_ids: [table(3)] });
    await book({ date: '2031-02-06', time: '23:30', duration_minutes: 90, table_ids: [table(4)] });
    const input = await loadBookingInput(db, restaurantId, ctx.timeZone, {
      id: uuidv7(),
      date: '2031-02-06',
      tableIds: [],
      combinationId: null,
      autoAssign: true,
      shifts: true,
      accessRules: true,
      judgeRestrictions: false,
      refs: {},
    });
    const catalogue = await loadEngineCatalogue(db, restaurantId);
    expect(input.catalogue?.tables).toEqual(catalogue.tables);
    expect(catalogue.combinations.length).toBeGreaterThan(0);
    expect(input.catalogue?.combinations).toEqual(catalogue.combinations);
    expect(byId(input.shifts)).toEqual(byId(catalogue.shifts));
    expect(byId(input.accessRules)).toEqual(byId(catalogue.accessRules));
    expect(byId(input.catalogue?.seatingAreas ?? [])).toEqual(byId(catalogue.seatingAreas ?? []));
    expect(input.catalogue?.blackoutDates).toEqual(expect.arrayContaining([...catalogue.blackoutDates]));
    expect(input.catalogue?.blackoutDates).toHaveLength(catalogue.blackoutDates.length);
    expect(
      byId([...input.view.statuses.values()].map((s) => ({ id: s.id, holds_table: s.holdsTable }))),
    ).toEqual(byId(catalogue.statuses));
    const bookingsAround = await loadEngineBookings(db, restaurantId, '2031-02-06', '2031-02-06');
    expect(bookingsAround.length).toBeGreaterThanOrEqual(2);
    expect(byId(engineBookings(input.bookings))).toEqual(byId(bookingsAround));
  });
});

describe('a refusal by the exclusion constraint', () => {
  /** A table used from 30 minutes ago until now: its booking completed early, so no booking holds it. */
  async function usedUntilNow(tableId: string): Promise<void> {
    const start = venueNowPlus(ctx.timeZone, -30);
    const seated = await book({
      ...start,
      duration_minutes: 180,
      table_ids: [tableId],
      booking_status: statuses.get('Seated'),
    });
    await withTenantWrite(getApi().server.db, restaurantId, (write) =>
      setReservationStatus(write, ctx, { id: seated.id, statusId: statuses.get('Completed') ?? '' }),
    );
  }

  it('leaves neither the booking nor any occupancy row behind, and the transaction goes on', async () => {
    const db = getApi().server.db;
    await usedUntilNow(table(5));
    await usedUntilNow(table(6));
    const combination = await createCombination(db, restaurantId, 'RT pair', [table(7), table(6)]);
    const when = { ...venueNowPlus(ctx.timeZone, -20), duration_minutes: 15 };
    const refusedSingle = uuidv7();
    const refusedPair = uuidv7();
    const refusals: unknown[] = [];
    let made: Reservation | undefined;
    const logged = await logTransactions(db, async () => {
      made = await withTenantWrite(db, restaurantId, async (write) => {
        for (const attempt of [
          args({ ...when, id: refusedSingle, table_ids: [table(5)] }),
          args({ ...when, id: refusedPair, table_combination_id: combination }),
        ]) {
          await createReservation(write, ctx, attempt).then(
            () => refusals.push(null),
            (error: unknown) => refusals.push(error),
          );
        }
        // Table 7 went in with the pair and came out with it: it is free for the next booking.
        return createReservation(write, ctx, args({ ...when, table_ids: [table(7)] }));
      });
    });
    if (!made) throw new Error('The booking after the refusals was not made');
    // Refused by the constraint itself (the chosen-table check reads the completed bookings as
    // free): both attempts were inserted and taken back.
    const [statements = []] = bookings(logged);
    expect(statements.filter((s) => /^\s*delete from "reservations"/i.test(s))).toHaveLength(2);
    expect(refusals).toHaveLength(2);
    for (const error of refusals) expect(error).toBeInstanceOf(TableTakenError);
    expect(made.table_ids).toEqual([table(7)]);
    const left = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(inArray(reservations.id, [refusedSingle, refusedPair]));
    expect(left).toEqual([]);
    const held = await db
      .select({ id: reservationTables.reservationId })
      .from(reservationTables)
      .where(inArray(reservationTables.reservationId, [refusedSingle, refusedPair]));
    expect(held).toEqual([]);
    const onSeven = await db
      .select({ id: reservationTables.reservationId })
      .from(reservationTables)
      .where(eq(reservationTables.tableId, table(7)));
    expect(onSeven).toEqual([{ id: made.id }]);
    const fed = await db
      .select({ rowId: syncChanges.rowId })
      .from(syncChanges)
      .where(inArray(syncChanges.rowId, [refusedSingle, refusedPair, made.id]));
    expect(fed).toEqual([{ rowId: made.id }]);
  });
});

// The tenant's counter row is locked from the feed statement to COMMIT, so every other write of the
// tenant waits that long. On node-postgres the COMMIT goes out from inside node-postgres's handling
// of the feed statement's answer, never after this process has first run other requests'
// JavaScript (PGlite runs in this process and has no such wait).
describe.runIf(process.env.DATABASE_URL)('the feed statement and COMMIT', () => {
  type Query = (...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: Query };
  const textOf = (first: unknown): string =>
    typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');

  /** Runs `work` with node-postgres's query watched by `watch` (which calls on to `original`). */
  async function watching<T>(watch: (original: Query) => Query, work: () => Promise<T>): Promise<T> {
    const original = proto.query;
    proto.query = watch(original);
    try {
      return await work();
    } finally {
      proto.query = original;
    }
  }

  it("sends COMMIT from inside the feed statement's answer, before any other JavaScript runs", async () => {
    const events: string[] = [];
    let inFeedAnswer = false;
    await watching(
      (original) =>
        function (this: object, ...args: unknown[]) {
          const text = textOf(args[0]);
          if (/^\s*commit\b/i.test(text))
            events.push(inFeedAnswer ? 'commit sent in the answer' : 'commit sent later');
          const callback = args.at(-1);
          if (/tenant_sync_counters/i.test(text) && typeof callback === 'function') {
            args[args.length - 1] = (...answer: unknown[]) => {
              inFeedAnswer = true;
              try {
                return (callback as (...a: unknown[]) => unknown)(...answer);
              } finally {
                inFeedAnswer = false;
              }
            };
          }
          return original.apply(this, args);
        },
      () => book({ date: '2031-02-05', time: '12:00', duration_minutes: 45, table_ids: [table(0)] }),
    );
    expect(events[0], events.join(', ')).toBe('commit sent in the answer');
  });

  it('reports a committed booking as made and announces it when the connection is lost right after its COMMIT', async () => {
    const announced: number[] = [];
    const id = uuidv7();
    const made = await watching(
      (original) =>
        function (this: { connection?: { stream?: { destroy: () => void } } }, ...args: unknown[]) {
          const result = original.apply(this, args);
          // The COMMIT answers, then the connection drops: the write is durable, nothing may fail it.
          if (/^\s*commit\s*$/i.test(textOf(args[0])) && result instanceof Promise)
            void result.then(
              () => this.connection?.stream?.destroy(),
              () => undefined,
            );
          return result;
        },
      () =>
        withTenantWrite(
          getApi().server.db,
          restaurantId,
          (write) =>
            createReservation(
              write,
              ctx,
              args({ id, date: '2031-02-06', time: '12:00', duration_minutes: 45, table_ids: [table(1)] }),
            ),
          (_, seq) => announced.push(seq),
        ),
    );
    expect(made.id).toBe(id);
    expect(announced).toHaveLength(1);
    // The socket's close reaches the pool on a later turn; a query before it would take the dead client.
    await new Promise((done) => setTimeout(done, 100));
    const [row] = await getApi()
      .server.db.select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(row?.id).toBe(id);
    // The pool dropped the lost connection: the next booking goes through as usual.
    const next = await book({
      date: '2031-02-06',
      time: '14:00',
      duration_minutes: 45,
      table_ids: [table(1)],
    });
    expect(next.id).toBeTruthy();
  });
});

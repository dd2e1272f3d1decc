// A hand-placed restaurant for the time-based reports (lead times, turn times, utilisation, orders):
// every booking, status event, shift, table and order is written here at an exact instant, so
// tests/integration/reports-times.test.ts can count each figure by hand. Instants are written as
// London wall-clock times of 2026 ('03-23 19:05'); london() adds the offset: GMT (+00:00) until
// 2026-03-29 01:00 UTC, BST (+01:00) after.
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../src-server/db/client.js';
import {
  blackoutDates,
  diningTables,
  foodOrders,
  products,
  reservationStatuses,
  reservations,
  posChecks,
  seatingAreas,
  shifts,
} from '../../../src-server/db/schema/index.js';
import { reservationStatusEvents } from '../../../src-server/db/schema/reports.js';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { OrderItem } from '../../../src-shared/orders/order-schemas.js';
import { DEFAULT_TURN_TIMES } from '../../../src-shared/schemas/shift.js';
import { WEEKDAYS, type Weekday } from '../../../src-shared/time.js';
import { createFixtureRestaurant, insertNamed } from './report-test-kit.js';

const STATUS_NAMES = ['Booked', 'Seated', 'Completed', 'Cancelled', 'No-show'] as const;
type StatusName = (typeof STATUS_NAMES)[number];
type History = Array<[StatusName, string]>;

export interface Booking {
  /** The booked start, ISO with the venue's offset ('2026-03-23T19:00:00+00:00'). */
  start: string;
  minutes: number;
  party: number;
  status: StatusName;
  /** When it was made (created_at). */
  created: string;
  tables?: string[];
  /** Its status history, replacing the trigger's row: [status, instant]. */
  events?: History;
}

export interface Order {
  outlet: 'restaurant1' | 'ird';
  businessDate: string;
  placed: string;
  items: Array<[product: string, quantity: number]>;
  status?: 'served' | 'cancelled';
}

export interface VenueSpec {
  name: string;
  areas: string[];
  tables: Array<{ name: string; area: string; seats: number; inUse?: boolean }>;
  shifts: Array<{ name: string; start: string; end: string; days: Weekday[]; active?: boolean }>;
  /** Closed dates: [date, shift name or null for the whole day]. */
  blackouts: Array<[string, string | null]>;
  products: Array<{ name: string; price: number; outOfStock?: boolean; stock?: number; onSale?: boolean }>;
  bookings: Booking[];
  orders: Order[];
  /** Checks the point of sale posted: [table, opened (London wall-clock time), total in minor units]. */
  checks?: Array<[table: string, opened: string, totalMinor: number]>;
}

/**
 * A 2026 London wall-clock time ('03-23 19:05') as an instant with its offset: GMT (+00:00) until
 * the clocks go forward at 01:00 GMT on 29 March ('03-29 02:00' BST), BST (+01:00) after.
 */
export function london(monthDayTime: string): string {
  if (monthDayTime >= '03-29 01:00' && monthDayTime < '03-29 02:00')
    throw new Error(`${monthDayTime} never shows on a London clock`);
  if (monthDayTime >= '10-25') throw new Error('The fixture knows only the spring clock change');
  const offset = monthDayTime >= '03-29 02:00' ? '+01:00' : '+00:00';
  return `2026-${monthDayTime.replace(' ', 'T')}:00${offset}`;
}

/** The usual history of a finished visit: seated, then completed (London wall-clock times). */
export const visit = (seated: string, completed: string): History => [
  ['Seated', seated],
  ['Completed', completed],
];

/**
 * A booking: its status now, start (London wall-clock time; its venue date and time), length, party,
 * when it was made, its tables by name ('T1 T2', '' for none) and its status history.
 */
export function book(
  status: StatusName,
  start: string,
  minutes: number,
  party: number,
  created: string,
  tables = '',
  events: History = [],
): Booking {
  return {
    status,
    start: london(start),
    minutes,
    party,
    created: london(created),
    tables: tables.split(' ').filter((t) => t !== ''),
    events: events.map(([event, at]) => [event, london(at)]),
  };
}

/** An order placed at `placed` (London wall-clock time; its business date is that date). */
export function order(
  outlet: Order['outlet'],
  placed: string,
  items: Order['items'],
  status: Order['status'] = 'served',
): Order {
  const at = london(placed);
  return { outlet, businessDate: at.slice(0, 10), placed: at, items, status };
}

/** The restaurant built from `spec`; its id. */
export async function seedVenue(db: DbExecutor, spec: VenueSpec): Promise<number> {
  const restaurantId = await createFixtureRestaurant(db, spec.name, 'Europe/London');
  const statusIds = await insertNamed(
    STATUS_NAMES.map((name) => ({ name })),
    ({ name }, id, i) =>
      db.insert(reservationStatuses).values({
        id,
        restaurantId,
        name,
        colorCode: '#336699',
        holdsTable: !['Completed', 'Cancelled', 'No-show'].includes(name),
        isFinal: ['Completed', 'Cancelled', 'No-show'].includes(name),
        isDefault: name === 'Booked',
        sortOrder: i,
      }),
  );
  const areaIds = await insertNamed(
    spec.areas.map((name) => ({ name })),
    ({ name }, id) => db.insert(seatingAreas).values({ id, restaurantId, name }),
  );
  const tableIds = await insertNamed(spec.tables, (t, id) =>
    db.insert(diningTables).values({
      id,
      restaurantId,
      seatingAreaId: areaIds.get(t.area) ?? null,
      name: t.name,
      minCovers: 1,
      maxCovers: t.seats,
      shape: 'square',
      status: t.inUse === false ? 0 : 1,
    }),
  );
  const shiftIds = await insertNamed(spec.shifts, (s, id) =>
    db.insert(shifts).values({
      id,
      restaurantId,
      name: s.name,
      category: 'DINNER',
      startTime: s.start,
      endTime: s.end,
      turnTimes: [...DEFAULT_TURN_TIMES],
      activeDays: s.days.length > 0 ? s.days : [...WEEKDAYS],
      isActive: s.active ?? true,
    }),
  );
  for (const [date, shift] of spec.blackouts)
    await db.insert(blackoutDates).values({
      id: uuidv7(),
      restaurantId,
      date,
      shiftId: shift === null ? null : (shiftIds.get(shift) ?? null),
    });

  const productIds = await insertNamed(spec.products, (p, id) =>
    db.insert(products).values({
      id,
      restaurantId,
      name: p.name,
      priceMinor: p.price,
      outOfStock: p.outOfStock ?? false,
      stockQuantity: p.stock ?? null,
      status: p.onSale === false ? 0 : 1,
    }),
  );
  const priceOf = new Map(spec.products.map((p) => [p.name, p.price]));

  for (const b of spec.bookings) {
    const id = uuidv7();
    const start = new Date(b.start);
    const end = new Date(start.getTime() + b.minutes * 60_000);
    await db.insert(reservations).values({
      id,
      restaurantId,
      firstName: 'Guest',
      date: b.start.slice(0, 10),
      time: b.start.slice(11, 16),
      durationMinutes: b.minutes,
      guestCount: b.party,
      statusId: statusIds.get(b.status) ?? '',
      tableIds: (b.tables ?? []).map((t) => tableIds.get(t) ?? ''),
      during: `[${start.toISOString()},${end.toISOString()})`,
      createdAt: new Date(b.created),
      updatedAt: new Date(b.created),
    });
    // The trigger wrote the booking's status at now(); the fixture's history replaces it.
    await db.delete(reservationStatusEvents).where(eq(reservationStatusEvents.reservationId, id));
    for (const [status, at] of b.events ?? [])
      await db.insert(reservationStatusEvents).values({
        restaurantId,
        reservationId: id,
        statusId: statusIds.get(status) ?? null,
        statusName: status,
        at: new Date(at),
      });
  }

  for (const o of spec.orders) {
    const items: OrderItem[] = o.items.map(([name, quantity]) => {
      const id = productIds.get(name);
      const price = priceOf.get(name);
      if (id === undefined || price === undefined) throw new Error(`no product ${name}`);
      return {
        product_id: id,
        name,
        quantity,
        unit_price_minor: price,
        modifiers: [],
        note: '',
        line_total_minor: price * quantity,
      };
    });
    const status = o.status ?? 'served';
    await db.insert(foodOrders).values({
      id: uuidv7(),
      restaurantId,
      outlet: o.outlet,
      targetKind: 'table',
      label: 'Table',
      items,
      totalMinor: items.reduce((n, i) => n + i.line_total_minor, 0),
      orderStatus: status,
      statusTimes: { placed: new Date(o.placed).toISOString(), [status]: new Date(o.placed).toISOString() },
      time: o.placed.slice(11, 16),
      businessDate: o.businessDate,
      createdAt: new Date(o.placed),
    });
  }
  for (const [table, opened, totalMinor] of spec.checks ?? []) {
    const at = new Date(london(opened));
    await db.insert(posChecks).values({
      id: uuidv7(),
      restaurantId,
      posCheckId: `check-${uuidv7()}`,
      posTable: table,
      tableId: tableIds.get(table) ?? null,
      status: 'closed',
      totalMinor,
      covers: 2,
      openedAt: at,
      closedAt: new Date(at.getTime() + 3_600_000),
      lastEventAt: Math.floor(at.getTime() / 1000),
    });
  }
  return restaurantId;
}

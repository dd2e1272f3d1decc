// A hand-placed restaurant for the time-based reports (lead times, turn times, utilisation, orders):
// every booking, status event, shift, table and order is written here at an exact instant, so
// tests/integration/reports-times.test.ts can count each figure by hand. Instants are written with
// their London offset: GMT (+00:00) until 2026-03-29 01:00 UTC, BST (+01:00) after.
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../src-server/db/client.js';
import {
  blackoutDates,
  diningTables,
  foodOrders,
  products,
  reservationStatuses,
  reservations,
  restaurants,
  seatingAreas,
  shifts,
} from '../../../src-server/db/schema/index.js';
import { reservationStatusEvents } from '../../../src-server/db/schema/reports.js';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { OrderItem } from '../../../src-shared/orders/order-schemas.js';
import { DEFAULT_TURN_TIMES } from '../../../src-shared/schemas/shift.js';
import { WEEKDAYS, type Weekday } from '../../../src-shared/time.js';

const STATUS_NAMES = ['Booked', 'Seated', 'Completed', 'Cancelled', 'No-show'] as const;
type StatusName = (typeof STATUS_NAMES)[number];

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
  events?: Array<[StatusName, string]>;
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
}

/** A 2026 London instant in GMT ('03-23 19:05' → 2026-03-23T19:05:00+00:00). */
export const gmt = (monthDayTime: string) => `2026-${monthDayTime.replace(' ', 'T')}:00+00:00`;
/** A 2026 London instant in BST (+01:00, from 29 March 01:00 UTC). */
export const bst = (monthDayTime: string) => `2026-${monthDayTime.replace(' ', 'T')}:00+01:00`;

/** A booking: its status now, start (its venue date and time are the instant's local part), length, party. */
export function book(
  status: StatusName,
  start: string,
  minutes: number,
  party: number,
  created: string,
  tables: string[] = [],
  events: Array<[StatusName, string]> = [],
): Booking {
  return { status, start, minutes, party, created, tables, events };
}

/** An order placed at `placed` (its business date is the instant's local date). */
export function order(
  outlet: Order['outlet'],
  placed: string,
  items: Order['items'],
  status: Order['status'] = 'served',
): Order {
  return { outlet, businessDate: placed.slice(0, 10), placed, items, status };
}

/** The restaurant built from `spec`; its id. */
export async function seedVenue(db: DbExecutor, spec: VenueSpec): Promise<number> {
  const slug = spec.name.toLowerCase().replace(/[^a-z]+/g, '-');
  const [venue] = await db
    .insert(restaurants)
    .values({
      name: spec.name,
      slug,
      timeZone: 'Europe/London',
      currency: 'GBP',
      addressLine1: '1 Quay',
      city: 'London',
      postcode: 'E1',
      country: 'GB',
      phone: '+44 20 0000 0000',
      email: `${slug}@example.test`,
    })
    .returning({ id: restaurants.id });
  if (!venue) throw new Error('no restaurant');
  const restaurantId = venue.id;

  const statusIds = new Map<string, string>();
  for (const [i, name] of STATUS_NAMES.entries()) {
    const id = uuidv7();
    statusIds.set(name, id);
    await db.insert(reservationStatuses).values({
      id,
      restaurantId,
      name,
      colorCode: '#336699',
      holdsTable: !['Completed', 'Cancelled', 'No-show'].includes(name),
      isFinal: ['Completed', 'Cancelled', 'No-show'].includes(name),
      isDefault: name === 'Booked',
      sortOrder: i,
    });
  }
  const areaIds = new Map<string, string>();
  for (const name of spec.areas) {
    const id = uuidv7();
    areaIds.set(name, id);
    await db.insert(seatingAreas).values({ id, restaurantId, name });
  }
  const tableIds = new Map<string, string>();
  for (const t of spec.tables) {
    const id = uuidv7();
    tableIds.set(t.name, id);
    await db.insert(diningTables).values({
      id,
      restaurantId,
      seatingAreaId: areaIds.get(t.area) ?? null,
      name: t.name,
      minCovers: 1,
      maxCovers: t.seats,
      shape: 'square',
      status: t.inUse === false ? 0 : 1,
    });
  }
  const shiftIds = new Map<string, string>();
  for (const s of spec.shifts) {
    const id = uuidv7();
    shiftIds.set(s.name, id);
    await db.insert(shifts).values({
      id,
      restaurantId,
      name: s.name,
      category: 'DINNER',
      startTime: s.start,
      endTime: s.end,
      turnTimes: [...DEFAULT_TURN_TIMES],
      activeDays: s.days.length > 0 ? s.days : [...WEEKDAYS],
      isActive: s.active ?? true,
    });
  }
  for (const [date, shift] of spec.blackouts)
    await db.insert(blackoutDates).values({
      id: uuidv7(),
      restaurantId,
      date,
      shiftId: shift === null ? null : (shiftIds.get(shift) ?? null),
    });

  const productIds = new Map<string, { id: string; price: number }>();
  for (const p of spec.products) {
    const id = uuidv7();
    productIds.set(p.name, { id, price: p.price });
    await db.insert(products).values({
      id,
      restaurantId,
      name: p.name,
      priceMinor: p.price,
      outOfStock: p.outOfStock ?? false,
      stockQuantity: p.stock ?? null,
      status: p.onSale === false ? 0 : 1,
    });
  }

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
      const p = productIds.get(name);
      if (!p) throw new Error(`no product ${name}`);
      return {
        product_id: p.id,
        name,
        quantity,
        unit_price_minor: p.price,
        modifiers: [],
        note: '',
        line_total_minor: p.price * quantity,
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
  return restaurantId;
}

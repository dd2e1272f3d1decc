// The random mutation of the convergence run (convergence.ts): which write a terminal makes next and
// its arguments, drawn from what that terminal's mirror shows now, with the mirror readers it uses.
import { sql } from 'drizzle-orm';
import { type CatalogueEntity } from '../../src-main/mirror/mirror-store.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  foodOrderSchema,
  ORDER_STATUSES,
  orderTabSchema,
  type FoodOrder,
  type OrderTab,
} from '../../src-shared/orders/order-schemas.js';
import { productSchema } from '../../src-shared/schemas/product.js';
import { type ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { type Table } from '../../src-shared/schemas/seating.js';
import { type MutationName } from '../../src-shared/sync/mutations.js';
import { type HeadlessTerminal } from './headless-terminal.js';
import { FULL_TIME } from './full-slot.js';
import { type Prng } from './prng.js';

const FIRST = ['Ann', 'Bob', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gia', 'Hal'];
const LAST = ['Archer', 'Baker', 'Cooper', 'Dyer', 'Fisher', 'Mason'];
const TIMES = ['18:00', '18:30', '19:00', '19:30'];

export type Drawn = { name: MutationName; args: Record<string, unknown>; busyTable?: boolean };

/**
 * A visible holding booking on one table, drawn from the terminal's mirror: a new booking at its
 * start on its table is one the shared chosen-table rule must refuse. Drawn from what is booked (not a
 * random slot that may be free), so every run reaches the rule.
 */
function busyBooking(
  rng: Prng,
  bookings: readonly Reservation[],
  statuses: readonly ReservationStatus[],
): Reservation | null {
  const holding = new Set(statuses.filter((s) => s.holds_table).map((s) => s.id));
  const busy = bookings.filter((b) => holding.has(b.booking_status) && b.table_ids.length === 1);
  return busy.length === 0 ? null : rng.pick(busy);
}

export function mirrorReservations(t: HeadlessTerminal, dates: readonly string[]): Reservation[] {
  const out: Reservation[] = [];
  for (const date of dates) {
    for (const row of t.engine.store.reservationsOn(date)) {
      const parsed = reservationSchema.safeParse(row);
      if (parsed.success) out.push(parsed.data);
    }
  }
  return out;
}

export function catalogue<T>(
  t: HeadlessTerminal,
  entity: CatalogueEntity,
  parse: (row: unknown) => T | null,
): T[] {
  return t.engine.store.catalogue(entity).flatMap((row) => {
    const value = parse(row);
    return value === null ? [] : [value];
  });
}

const visibleOrders = (t: HeadlessTerminal): FoodOrder[] =>
  t.engine.store.allVisible('food_orders').flatMap((r) => foodOrderSchema.safeParse(r).data ?? []);
const visibleTabs = (t: HeadlessTerminal): OrderTab[] =>
  t.engine.store.allVisible('order_tabs').flatMap((r) => orderTabSchema.safeParse(r).data ?? []);

/** Random args for `name` drawn from what `t`'s mirror shows now; null when nothing fits. */
export function drawMutation(
  rng: Prng,
  t: HeadlessTerminal,
  ctx: {
    dates: string[];
    /** The date of the full slot (FULL_TIME): the phone books every table then. */
    fullDate: string;
    tables: Table[];
    statuses: ReservationStatus[];
    seedClients: Set<string>;
    restaurantId: number;
    seed: number;
  },
): Drawn | null {
  const name = rng.weighted<MutationName>([
    [6, 'reservation.create'],
    [3, 'reservation.update'],
    [2, 'reservation.setStatus'],
    [3, 'reservation.assignTable'],
    [2, 'reservation.setDuration'],
    [1, 'reservation.cancel'],
    [1, 'guest.checkIn'],
    [1, 'guest.setBlacklist'],
    [2, 'client.create'],
    [2, 'client.update'],
    // Food orders (issue 15): moves drawn at random, so terminals often race for one order.
    [2, 'order.create'],
    [2, 'order.status'],
    [1, 'order.items'],
    [1, 'tab.open'],
    [1, 'tab.close'],
  ]);
  const bookings = mirrorReservations(t, ctx.dates);
  const clients = [...ctx.seedClients].filter((id) => t.engine.store.visible('clients', id) !== null);
  const table = () => rng.pick(ctx.tables).id;
  const label = `s${ctx.seed}-${rng.int(0, 9999)}`;
  switch (name) {
    case 'reservation.create': {
      // Some draws aim at the full slot: the phone books every table then, part-way through the seed.
      const full = rng.chance(0.12);
      const date = full ? ctx.fullDate : rng.pick(ctx.dates);
      const time = full ? FULL_TIME : rng.pick(TIMES);
      // The quick way (issue 27): guest name and party only, no table, no duration — the engine places it.
      if (rng.chance(0.3))
        return {
          name,
          args: { id: uuidv7(), first_name: rng.pick(FIRST), date, time, guest_count: 2 },
        };
      // A table this terminal sees taken then: the shared chosen-table rule must refuse it here.
      const busy = rng.chance(0.15) ? busyBooking(rng, bookings, ctx.statuses) : null;
      if (busy)
        return {
          name,
          busyTable: true,
          args: {
            id: uuidv7(),
            first_name: rng.pick(FIRST),
            date: busy.date,
            time: busy.time.slice(0, 5),
            guest_count: 2,
            table_ids: [busy.table_ids[0]],
          },
        };
      const args: Record<string, unknown> = {
        id: uuidv7(),
        first_name: rng.pick(FIRST),
        last_name: rng.pick(LAST),
        mobileNumber: `+44 7700 9${String(rng.int(0, 99999)).padStart(5, '0')}`,
        date,
        time,
        guest_count: 2,
        // Deliberate conflicts: few tables and times, so terminals often want the same slot.
        table_ids: rng.chance(0.65) ? [table()] : [],
        special_request: rng.chance(0.3) ? label : '',
      };
      if (rng.chance(0.5)) args.duration_minutes = rng.pick([60, 90, 120]);
      if (clients.length > 0 && rng.chance(0.3)) args.client_id = rng.pick(clients);
      return { name, args };
    }
    case 'client.create':
      return {
        name,
        args: {
          id: uuidv7(),
          restaurantId: ctx.restaurantId,
          first_name: rng.pick(FIRST),
          last_name: `${rng.pick(LAST)} ${label}`,
          ...(rng.chance(0.5)
            ? { email: `${label}@example.test` }
            : { mobileNumber: `+44 7700 8${String(rng.int(0, 99999)).padStart(5, '0')}` }),
        },
      };
    case 'client.update': {
      if (clients.length === 0) return null;
      const patch = rng.weighted<Record<string, unknown>>([
        [3, { notes: `note ${label}` }],
        [1, { first_name: rng.pick(FIRST) }],
        // Neither mobile nor email: the server refuses (422), the terminal rolls back with a notice.
        [1, { mobileNumber: '', email: '' }],
      ]);
      return { name, args: { id: rng.pick(clients), patch } };
    }
    case 'order.create':
    case 'order.items': {
      const products = catalogue(t, 'products', (r) => productSchema.safeParse(r).data ?? null).filter(
        (p) => p.status === 1 && !p.out_of_stock && p.modifier_group_ids.length === 0,
      );
      if (products.length === 0) return null;
      const items = [{ product_id: rng.pick(products).id, quantity: rng.int(1, 3) }];
      if (name === 'order.items') {
        const orders = visibleOrders(t);
        return orders.length === 0 ? null : { name, args: { id: rng.pick(orders).id, items } };
      }
      const tabs = visibleTabs(t).filter((tab) => tab.status === 'open');
      return {
        name,
        args: {
          id: uuidv7(),
          outlet: 'restaurant1',
          target_kind: 'table',
          table_id: table(),
          items,
          tab_id: tabs.length > 0 && rng.chance(0.4) ? rng.pick(tabs).id : null,
        },
      };
    }
    case 'order.status': {
      const orders = visibleOrders(t);
      if (orders.length === 0) return null;
      return { name, args: { id: rng.pick(orders).id, order_status: rng.pick(ORDER_STATUSES) } };
    }
    case 'tab.open':
      return {
        name,
        args: { id: uuidv7(), outlet: 'restaurant1', table_id: null, guest_name: `Tab ${label}` },
      };
    case 'tab.close': {
      const tabs = visibleTabs(t).filter((tab) => tab.status === 'open');
      if (tabs.length === 0) return null;
      // Paying nothing for a tab with orders is refused by the server: a deliberate rejection.
      const paid = rng.chance(0.7) ? 1_000_000 : 0;
      return { name, args: { id: rng.pick(tabs).id, paid_minor: paid, payment_method: 'card' } };
    }
    case 'guest.checkIn':
    case 'guest.setBlacklist': {
      const guests = t.engine.store.db
        .all<{ id: string }>(sql`select id from guest_list order by id limit 8`)
        .map((r) => r.id);
      if (guests.length === 0) return null;
      const id = rng.pick(guests);
      if (name === 'guest.checkIn') return { name, args: { id, checked_in: rng.chance(0.7) } };
      const blacklisted = rng.chance(0.3);
      // Blacklisting without a reason is refused by the server: another deliberate rejection.
      return {
        name,
        args: {
          id,
          blacklisted,
          blacklist_reason: blacklisted && rng.chance(0.7) ? `reason ${label}` : null,
        },
      };
    }
    default: {
      if (bookings.length === 0) return null;
      const booking = rng.pick(bookings);
      const id = booking.id;
      if (name === 'reservation.update') {
        const patch = rng.weighted<Record<string, unknown>>([
          [3, { time: rng.pick(TIMES) }],
          [2, { additional_notes: `note ${label}` }],
          [
            1,
            { special_request: `${booking.special_request}${booking.special_request ? ' + ' : ''}${label}` },
          ],
          [1, { date: rng.pick(ctx.dates), time: rng.pick(TIMES) }],
        ]);
        return { name, args: { id, patch } };
      }
      if (name === 'reservation.setStatus') {
        const choices = ctx.statuses.filter((s) => !s.is_final || s.holds_table);
        if (choices.length === 0) return null;
        return { name, args: { id, statusId: rng.pick(choices).id } };
      }
      if (name === 'reservation.assignTable') {
        const ids = rng.weighted<string[]>([
          [5, [table()]],
          [1, []],
          [1, [...new Set([table(), table()])]],
        ]);
        return { name, args: { id, tableIds: ids } };
      }
      if (name === 'reservation.setDuration')
        return { name, args: { id, duration_minutes: rng.pick([45, 60, 90, 120, 150]) } };
      return { name: 'reservation.cancel', args: { id } };
    }
  }
}

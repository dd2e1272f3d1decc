// The host stand's reads, answered from the mirror only (never the network), so every screen works
// offline. Rows are checked against the contract schemas; a malformed row is skipped, not shown.
import { and, asc, count, desc, eq, gte, inArray, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { asBookingReference, bookingReference } from '../../src-shared/domain/booking-reference.js';
import { findClientMatch, type Contact } from '../../src-shared/domain/client-match.js';
import { countVisits, type VisitCandidate } from '../../src-shared/domain/client-visits.js';
import type { MirrorClientsQuery, MirrorReservationsQuery } from '../../src-shared/ipc/channels.js';
import { foodOrderSchema, orderTabSchema } from '../../src-shared/orders/order-schemas.js';
import { accessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { modifierGroupSchema, productSchema } from '../../src-shared/schemas/product.js';
import { menuCategorySchema, menuSchema } from '../../src-shared/schemas/menu.js';
import { clientSchema, type Client } from '../../src-shared/schemas/client.js';
import { guestListEntrySchema, type GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import { reservationStatusSchema } from '../../src-shared/schemas/reservation-status.js';
import { reservationSchema, type Reservation } from '../../src-shared/schemas/reservation.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import {
  floorPlanLayoutSchema,
  seatingAreaSchema,
  tableCombinationSchema,
  tableSchema,
} from '../../src-shared/schemas/seating.js';
import { blackoutDateSchema, shiftSchema } from '../../src-shared/schemas/shift.js';
import type { MirrorStore, Row } from './mirror-store.js';
import { waitlistEntrySchema, type WaitlistEntry } from '../../src-shared/website/waitlist.js';
import { guestRequestDetailSchema } from '../../src-shared/requests/request-entity.js';
import { staffMessageSchema } from '../../src-shared/notifications/notification-schemas.js';
import { inboxFromMirror } from '../../src-shared/notifications/message-offline.js';
import {
  listFromMirror,
  secondsLeft,
  type RequestListQuery,
} from '../../src-shared/requests/request-offline.js';
import { clients, foodOrders, guestList, reservationTables, reservations, waitlist } from './schema.js';

const MAX_ROWS = 500;
const SEARCH_SECTION_LIMIT = 20;

function valid<S extends z.ZodType>(schema: S, rows: readonly Row[]): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** LIKE pattern for a user's text, with LIKE's own wildcards taken literally. */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textMatch(text: string, columns: Parameters<typeof like>[0][]): SQL | undefined {
  const pattern = contains(text);
  return or(...columns.map((c) => like(c, pattern)));
}

type DatedTable = typeof guestList | typeof waitlist | typeof foodOrders;

export interface MirrorQueriesOptions {
  /** Today on the venue's calendar (YYYY-MM-DD); by default from the clock and the mirrored time zone. */
  today?: () => string;
}

export class MirrorQueries {
  private readonly today: () => string;

  constructor(
    private readonly store: MirrorStore,
    options: MirrorQueriesOptions = {},
  ) {
    this.today =
      options.today ?? (() => instantToVenueLocal(new Date(), store.getMeta('timeZone') ?? 'UTC').date);
  }

  private get db() {
    return this.store.db;
  }

  /** The valid rows of a table kept by venue date, on the dates `when` picks from its date column. */
  private dated<S extends z.ZodType>(
    table: DatedTable,
    schema: S,
    when: (date: DatedTable['date']) => SQL | undefined,
  ): z.output<S>[] {
    const rows = this.db
      .select({ data: table.data })
      .from(table)
      .where(when(table.date))
      .all()
      .map((r) => r.data);
    return valid(schema, rows);
  }

  reservations(query: MirrorReservationsQuery): Reservation[] {
    let rows: Row[];
    if ('date' in query) {
      rows = this.db
        .select({ data: reservations.data })
        .from(reservations)
        .where(eq(reservations.date, query.date))
        .orderBy(asc(reservations.time))
        .all()
        .map((r) => r.data);
    } else if ('tableId' in query) {
      const conditions = [eq(reservationTables.tableId, query.tableId)];
      if (query.from) conditions.push(gte(reservationTables.date, query.from));
      if (query.to) conditions.push(lte(reservationTables.date, query.to));
      rows = this.db
        .select({ data: reservations.data })
        .from(reservationTables)
        .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
        .where(and(...conditions))
        .orderBy(asc(reservationTables.date), asc(reservationTables.time))
        .limit(MAX_ROWS)
        .all()
        .map((r) => r.data);
    } else if ('clientId' in query) {
      rows = this.db
        .select({ data: reservations.data })
        .from(reservations)
        .where(eq(reservations.clientId, query.clientId))
        .orderBy(desc(reservations.date), desc(reservations.time))
        .limit(MAX_ROWS)
        .all()
        .map((r) => r.data);
    } else {
      rows = this.db
        .select({ data: reservations.data })
        .from(reservations)
        .where(textMatch(query.text, [reservations.guestName, reservations.mobile, reservations.email]))
        .orderBy(desc(reservations.date), desc(reservations.time))
        .limit(MAX_ROWS)
        .all()
        .map((r) => r.data);
    }
    return valid(reservationSchema, rows);
  }

  /**
   * A page of clients, each with visit_count / last_visit recounted from the mirror's reservations
   * (the shared rule, src-shared/domain/client-visits.ts): the figures the server fed are as of the
   * client's last change, while these follow the venue's calendar and changes still pending.
   */
  clients(query: MirrorClientsQuery): { rows: Client[]; total: number } {
    if (query.contact) return this.clientByContact(query.contact);
    const where = and(
      query.id !== undefined ? eq(clients.id, query.id) : undefined,
      query.ids !== undefined ? inArray(clients.id, query.ids) : undefined,
      query.text ? textMatch(query.text, [clients.nameKey, clients.mobile, clients.email]) : undefined,
    );
    const total = this.db.select({ n: count() }).from(clients).where(where).get()?.n ?? 0;
    const rows = this.db
      .select({ data: clients.data })
      .from(clients)
      .where(where)
      .orderBy(asc(clients.nameKey), asc(clients.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .all()
      .map((r) => r.data);
    return { rows: this.withVisits(valid(clientSchema, rows)), total };
  }

  /** The shared match rule over every mirrored client's contact (two short columns a row). */
  private clientByContact(contact: Contact): { rows: Client[]; total: number } {
    const candidates = this.db
      .select({ id: clients.id, mobileNumber: clients.mobile, email: clients.email })
      .from(clients)
      .orderBy(asc(clients.id))
      .all();
    const match = findClientMatch(contact, candidates);
    if (!match) return { rows: [], total: 0 };
    return this.clients({ id: match.client.id, page: 1, pageSize: 1 });
  }

  private withVisits(rows: Client[]): Client[] {
    if (rows.length === 0) return rows;
    const statuses = new Map(
      valid(reservationStatusSchema, this.store.catalogue('reservation_statuses')).map((s) => [s.id, s]),
    );
    const bookings = this.db
      .select({
        clientId: reservations.clientId,
        date: reservations.date,
        statusId: sql<string | null>`${reservations.data} ->> 'booking_status'`,
        statusName: sql<string | null>`${reservations.data} ->> 'status'`,
      })
      .from(reservations)
      .where(
        inArray(
          reservations.clientId,
          rows.map((r) => r.id),
        ),
      )
      .all();
    const byClient = new Map<string, VisitCandidate[]>();
    for (const booking of bookings) {
      if (booking.clientId === null) continue;
      const status = booking.statusId === null ? undefined : statuses.get(booking.statusId);
      const candidate = {
        date: booking.date,
        statusName: status?.reservation_Status_Name ?? booking.statusName ?? '',
        holdsTable: status?.holds_table ?? false,
      };
      const list = byClient.get(booking.clientId);
      if (list) list.push(candidate);
      else byClient.set(booking.clientId, [candidate]);
    }
    const today = this.today();
    return rows.map((row) => ({ ...row, ...countVisits(byClient.get(row.id) ?? [], today) }));
  }

  guestList(date: string): GuestListEntry[] {
    return this.dated(guestList, guestListEntrySchema, (on) => eq(on, date))
      .filter((g) => g.deleted_at === null)
      .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
  }

  /** The waitlist from `from` on (venue dates), by date, preferred time and arrival; every status. */
  waitlist(from: string): WaitlistEntry[] {
    return this.dated(waitlist, waitlistEntrySchema, (on) => gte(on, from)).sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.preferred_time.localeCompare(b.preferred_time) ||
        a.created_at.localeCompare(b.created_at),
    );
  }

  /** Guest requests as the inbox lists them (the server's filters and order, mirror.requests). */
  requests(query: RequestListQuery) {
    const rows = valid(guestRequestDetailSchema, this.store.allVisible('guest_requests'));
    return listFromMirror(rows, query, Date.now());
  }

  /** One guest request with its thread, pending changes on top; null when not on this terminal. */
  request(id: string) {
    const parsed = guestRequestDetailSchema.safeParse(this.store.visible('guest_requests', id));
    if (!parsed.success) return null;
    return { ...parsed.data, seconds_left: secondsLeft(parsed.data, Date.now()) };
  }

  /** The user's staff messages, newest first, with the Unread count (mirror.messages); none without a user. */
  messages(userId: number | null) {
    if (userId === null) return { messages: [], unread_count: 0 };
    return inboxFromMirror(valid(staffMessageSchema, this.store.allVisible('staff_messages')), userId);
  }

  floor() {
    return {
      tables: valid(tableSchema, this.store.catalogue('tables')).sort(
        (a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name),
      ),
      seatingAreas: valid(seatingAreaSchema, this.store.catalogue('seating_areas')).sort(
        (a, b) => a.sa_order - b.sa_order,
      ),
      combinations: valid(tableCombinationSchema, this.store.catalogue('table_combinations')),
      layouts: valid(floorPlanLayoutSchema, this.store.allVisible('floor_plans')),
      statuses: valid(reservationStatusSchema, this.store.catalogue('reservation_statuses')).sort(
        (a, b) => a.sort_order - b.sort_order,
      ),
    };
  }

  /** Food orders (newest first, optionally placed between two venue dates) and every tab. */
  orders(query: { from?: string; to?: string }) {
    const orders = this.dated(foodOrders, foodOrderSchema, (on) =>
      and(query.from ? gte(on, query.from) : undefined, query.to ? lte(on, query.to) : undefined),
    );
    return {
      orders: orders.sort((a, b) => b.created_at.localeCompare(a.created_at)),
      tabs: valid(orderTabSchema, this.store.allVisible('order_tabs')).sort((a, b) =>
        b.opened_at.localeCompare(a.opened_at),
      ),
    };
  }

  menu() {
    const bySort = <T extends { sort_order: number; name: string }>(a: T, b: T) =>
      a.sort_order - b.sort_order || a.name.localeCompare(b.name);
    return {
      menus: valid(menuSchema, this.store.catalogue('menus')).sort(bySort),
      categories: valid(menuCategorySchema, this.store.catalogue('menu_categories')).sort(bySort),
      products: valid(productSchema, this.store.catalogue('products')).sort(
        (a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name),
      ),
      modifierGroups: valid(modifierGroupSchema, this.store.catalogue('modifier_groups')),
    };
  }

  shifts() {
    return {
      shifts: valid(shiftSchema, this.store.catalogue('shifts')),
      blackoutDates: valid(blackoutDateSchema, this.store.catalogue('blackout_dates')),
      accessRules: valid(accessRuleSchema, this.store.catalogue('access_rules')),
    };
  }

  /**
   * The ids of the mirror's bookings with this reference. References are derived from ids, so this reads
   * every id once (a venue's year of bookings is a few milliseconds); most have one, rarely two.
   */
  private idsWithReference(reference: string): string[] {
    return this.db
      .select({ id: reservations.id })
      .from(reservations)
      .all()
      .flatMap((r) => (bookingReference(r.id) === reference ? [r.id] : []));
  }

  /** Spec §3 global search: upcoming (from today, soonest first) and past bookings, and clients. */
  globalSearch(query: string, today: string): GlobalSearchResults {
    const text = query.trim();
    if (text.length === 0) return { upcoming: [], past: [], clients: [] };
    const byText = textMatch(text, [reservations.guestName, reservations.mobile, reservations.email]);
    // A guest reading out their six-character reference (mail, SMS, QR) finds their booking too.
    const reference = asBookingReference(text);
    const referenced = reference ? this.idsWithReference(reference) : [];
    const match = referenced.length > 0 ? or(byText, inArray(reservations.id, referenced)) : byText;
    const pick = (r: Reservation) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      date: r.date,
      time: r.time,
      guest_count: r.guest_count,
      status: r.status,
    });
    const upcoming = this.db
      .select({ data: reservations.data })
      .from(reservations)
      .where(and(match, gte(reservations.date, today)))
      .orderBy(asc(reservations.date), asc(reservations.time))
      .limit(SEARCH_SECTION_LIMIT)
      .all();
    const past = this.db
      .select({ data: reservations.data })
      .from(reservations)
      .where(and(match, lt(reservations.date, today)))
      .orderBy(desc(reservations.date), desc(reservations.time))
      .limit(SEARCH_SECTION_LIMIT)
      .all();
    const found = this.clients({ text, page: 1, pageSize: SEARCH_SECTION_LIMIT }).rows;
    return {
      upcoming: valid(
        reservationSchema,
        upcoming.map((r) => r.data),
      ).map(pick),
      past: valid(
        reservationSchema,
        past.map((r) => r.data),
      ).map(pick),
      clients: found.map((c) => ({
        id: c.id,
        first_name: c.first_name,
        last_name: c.last_name,
        mobileNumber: c.mobileNumber,
        email: c.email,
      })),
    };
  }
}

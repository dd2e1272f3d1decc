// Guest requests in the database: response targets per venue, opening a request (from the widget,
// a guest link or a phone call), the list with its filters, and one request with its thread.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  DEFAULT_TARGET_HOURS,
  OPEN_STATES,
  REQUEST_KINDS,
  REQUEST_SOURCES,
  REQUEST_STATES,
  type CreateRequest,
  type GuestRequest,
  type RequestEntry,
  type RequestKind,
  type RequestState,
} from '../../src-shared/requests/request-entity.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import {
  clients,
  guestMessages,
  guestRequestEntries,
  guestRequests,
  guestRequestTargets,
  reservations,
  userRoles,
  users,
} from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { fieldError } from '../resources/drizzle-crud.js';
import { notify } from '../notifications/notify.js';
import { withTenantWrite, type ChangeListener, type TenantWrite } from '../sync/tenant-write.js';
import type { WriteContext } from '../sync/write-context.js';
import { linkGuestClient } from '../catalogue/client-linking.js';

export type RequestRow = typeof guestRequests.$inferSelect;
type Source = (typeof REQUEST_SOURCES)[number];

const HOUR_MS = 3_600_000;

/** The venue's response target per kind, in hours (24 unless it set another). */
export async function targetHours(
  db: DbExecutor,
  restaurantId: number,
): Promise<Record<RequestKind, number>> {
  const rows = await db
    .select({ kind: guestRequestTargets.kind, hours: guestRequestTargets.hours })
    .from(guestRequestTargets)
    .where(eq(guestRequestTargets.restaurantId, restaurantId));
  const set = new Map(rows.map((r) => [r.kind, r.hours]));
  return Object.fromEntries(REQUEST_KINDS.map((k) => [k, set.get(k) ?? DEFAULT_TARGET_HOURS])) as Record<
    RequestKind,
    number
  >;
}

export const dueAtOf = (createdAt: Date, hours: number) => new Date(createdAt.getTime() + hours * HOUR_MS);

/** Checks a referenced row is the venue's own: another venue's id is a 422 naming the field. */
async function ownRow<T>(found: Promise<T[]>, field: string, what: string): Promise<T> {
  const [row] = await found;
  if (!row) throw fieldError(field, `${what} was not found in this restaurant`);
  return row;
}

export async function assertStaffMember(db: DbExecutor, restaurantId: number, userId: number, field: string) {
  await ownRow(
    db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(
        and(eq(userRoles.restaurantId, restaurantId), eq(userRoles.userId, userId), eq(users.isActive, true)),
      )
      .limit(1),
    field,
    `Staff member ${userId}`,
  );
}

type GuestFields = { first: string; last: string; email: string; mobile: string };

/**
 * The guest of the booking or client a request names: the venue's own row (another venue's id is a
 * 422 naming the field), with the client it is on (a client is on itself).
 */
function linkedGuest(
  db: DbExecutor,
  table: typeof reservations | typeof clients,
  restaurantId: number,
  id: string,
  field: 'reservation_id' | 'client_id',
) {
  const what = table === reservations ? `Reservation ${id}` : `Client ${id}`;
  return ownRow(
    db
      .select({
        first: table.firstName,
        last: table.lastName,
        email: table.email,
        mobile: table.mobileNumber,
        clientId: table === reservations ? reservations.clientId : clients.id,
      })
      .from(table)
      .where(and(eq(table.restaurantId, restaurantId), eq(table.id, id))),
    field,
    what,
  );
}

/** What the guest did not give (an empty value), taken from a linked booking's or client's guest. */
const filledFrom = (guest: GuestFields, linked: GuestFields): GuestFields => ({
  first: guest.first || linked.first,
  last: guest.last || linked.last,
  email: guest.email || linked.email,
  mobile: guest.mobile || linked.mobile,
});

export interface Opening {
  restaurantId: number;
  input: CreateRequest;
  source: Source;
  now: Date;
  /** The staff member who took it (a phone call), for the thread. */
  takenBy?: { userId: number; name: string };
}

/**
 * Opens a request in the caller's tenant write: the linked reservation's guest and client fill what
 * was not given, the guest's words are the thread's first entry, `due_at` follows the venue's target.
 * A request lands on its guest's client profile as a booking does (catalogue/client-linking.ts): the
 * client it names, else the booking's, else the venue's client with the guest's phone or email, else a
 * new profile, so its thread shows in that client's Request History.
 */
export async function openRequest(write: TenantWrite, ctx: WriteContext, o: Opening): Promise<RequestRow> {
  const { input, restaurantId } = o;
  const db = write.tx;
  let guest = {
    first: input.first_name,
    last: input.last_name,
    email: input.email,
    mobile: input.mobileNumber,
  };
  let clientId = input.client_id;
  // The booking named fills what the guest did not give, then the client named.
  if (input.reservation_id !== null) {
    const booking = await linkedGuest(db, reservations, restaurantId, input.reservation_id, 'reservation_id');
    guest = filledFrom(guest, booking);
    clientId ??= booking.clientId;
  }
  if (input.client_id !== null) {
    guest = filledFrom(guest, await linkedGuest(db, clients, restaurantId, input.client_id, 'client_id'));
  }
  clientId ??= await linkGuestClient(write, ctx, {
    first_name: guest.first,
    last_name: guest.last,
    email: guest.email,
    mobileNumber: guest.mobile,
  });
  if (input.assigned_user_id !== null)
    await assertStaffMember(db, restaurantId, input.assigned_user_id, 'assigned_user_id');
  const hours = (await targetHours(db, restaurantId))[input.kind];
  const id = uuidv7();
  const [row] = await db
    .insert(guestRequests)
    .values({
      id,
      restaurantId,
      kind: input.kind,
      source: o.source,
      firstName: guest.first,
      lastName: guest.last,
      email: guest.email,
      mobileNumber: guest.mobile,
      language: input.language,
      date: input.date,
      time: input.time,
      party: input.party,
      reservationId: input.reservation_id,
      clientId,
      assignedUserId: input.assigned_user_id,
      dueAt: dueAtOf(o.now, hours),
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning();
  if (!row) throw new Error('The request was not stored');
  await addEntry(db, row, {
    author: 'guest',
    name: `${guest.first} ${guest.last}`.trim(),
    body: input.message,
    at: o.now,
  });
  if (o.takenBy)
    await addEntry(db, row, {
      author: 'system',
      body: `Taken by phone by ${o.takenBy.name}`,
      userId: o.takenBy.userId,
      at: new Date(o.now.getTime() + 1),
    });
  // Staff who may see requests hear of it in the same transaction (the notification centre).
  await notify(db, {
    restaurantId,
    kind: 'new_request',
    type: notificationTypeOf(input.kind),
    clientname: `${guest.first} ${guest.last}`.trim() || undefined,
    quote: input.message.slice(0, 1000),
    time: o.now,
    subject: { type: 'request', id: row.id },
  });
  return row;
}

/** The spec's notification type of a request kind (a reservation or change request reads as an enquiry). */
export function notificationTypeOf(kind: RequestRow['kind']) {
  if (kind === 'refund') return 'Request - Refund' as const;
  if (kind === 'cancellation') return 'Request - Cancellation' as const;
  return 'Request - Enquiry' as const;
}

export async function addEntry(
  db: DbExecutor,
  request: Pick<RequestRow, 'id' | 'restaurantId'>,
  e: {
    author: 'guest' | 'staff' | 'system';
    body: string;
    name?: string;
    userId?: number | null;
    channel?: 'email' | 'sms' | null;
    at?: Date;
  },
): Promise<string> {
  const id = uuidv7();
  await db.insert(guestRequestEntries).values({
    id,
    restaurantId: request.restaurantId,
    requestId: request.id,
    author: e.author,
    authorName: e.name ?? '',
    authorUserId: e.userId ?? null,
    body: e.body,
    channel: e.channel ?? null,
    ...(e.at ? { createdAt: e.at, updatedAt: e.at } : {}),
  });
  return id;
}

/** The request, locked for the caller's transaction; another venue's (or none) is a 404. */
export async function lockRequest(db: DbExecutor, restaurantId: number, id: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(guestRequests)
    .where(and(eq(guestRequests.restaurantId, restaurantId), eq(guestRequests.id, id)))
    .for('update');
  if (!row) throw notFound(`Request ${id} was not found`);
  return row;
}

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function requestView(
  row: RequestRow,
  extra: { assignedName: string | null; summary: string },
  now: Date,
): GuestRequest {
  const state = pick(REQUEST_STATES, row.state, 'new');
  return {
    id: row.id,
    kind: pick(REQUEST_KINDS, row.kind, 'enquiry'),
    state,
    source: pick(REQUEST_SOURCES, row.source, 'staff'),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    language: row.language === 'fr' ? 'fr' : 'en',
    date: row.date,
    time: row.time,
    party: row.party,
    reservation_id: row.reservationId,
    client_id: row.clientId,
    assigned_user_id: row.assignedUserId,
    assigned_user_name: extra.assignedName,
    due_at: row.dueAt.toISOString(),
    seconds_left: OPEN_STATES.includes(state)
      ? Math.round((row.dueAt.getTime() - now.getTime()) / 1000)
      : null,
    summary: extra.summary,
    answered_at: iso(row.answeredAt),
    closed_at: iso(row.closedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const staffName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;
/** The guest's first words, for the list. */
const firstWords = sql<string>`coalesce((
  select left(e.body, 200) from ${guestRequestEntries} e
  where e.request_id = ${guestRequests.id} and e.author = 'guest'
  order by e.created_at, e.id limit 1), '')`;

export interface ListFilter {
  state?: RequestState | 'open' | undefined;
  kind?: RequestKind | undefined;
  client_id?: string | undefined;
  reservation_id?: string | undefined;
  assigned_user_id?: number | undefined;
  q?: string | undefined;
  page: number;
  per_page: number;
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Open requests first, soonest target first (overdue at the top); then the settled, latest first. */
export async function listRequests(db: DbExecutor, restaurantId: number, f: ListFilter, now: Date) {
  const where: SQL[] = [eq(guestRequests.restaurantId, restaurantId)];
  if (f.state === 'open') where.push(inArray(guestRequests.state, [...OPEN_STATES]));
  else if (f.state) where.push(eq(guestRequests.state, f.state));
  if (f.kind) where.push(eq(guestRequests.kind, f.kind));
  if (f.client_id) where.push(eq(guestRequests.clientId, f.client_id));
  if (f.reservation_id) where.push(eq(guestRequests.reservationId, f.reservation_id));
  if (f.assigned_user_id) where.push(eq(guestRequests.assignedUserId, f.assigned_user_id));
  if (f.q) {
    const like = likeOf(f.q);
    const text = or(
      ilike(sql`${guestRequests.firstName} || ' ' || ${guestRequests.lastName}`, like),
      ilike(guestRequests.email, like),
      ilike(guestRequests.mobileNumber, like),
      sql`exists (select 1 from ${guestRequestEntries} e where e.request_id = ${guestRequests.id} and e.body ilike ${like})`,
    );
    if (text) where.push(text);
  }
  const open = sql`(${guestRequests.state} in ('new', 'in_progress'))`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: guestRequests, assignedName: staffName, summary: firstWords })
      .from(guestRequests)
      .leftJoin(users, eq(users.id, guestRequests.assignedUserId))
      .where(and(...where))
      .orderBy(
        desc(open),
        sql`case when ${open} then ${guestRequests.dueAt} end asc`,
        desc(guestRequests.updatedAt),
        asc(guestRequests.id),
      )
      .limit(f.per_page)
      .offset((f.page - 1) * f.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(guestRequests)
      .where(and(...where)),
  ]);
  return {
    rows: rows.map((r) => requestView(r.row, { assignedName: r.assignedName, summary: r.summary }, now)),
    total: count?.n ?? 0,
    page: f.page,
    per_page: f.per_page,
  };
}

const ENTRY_AUTHORS = ['guest', 'staff', 'system'] as const;
const DELIVERY = ['pending', 'sent', 'failed', 'skipped'] as const;

/** One request with its thread; another venue's is a 404. */
export async function requestDetail(db: DbExecutor, restaurantId: number, id: string, now: Date) {
  const [found] = await db
    .select({ row: guestRequests, assignedName: staffName, summary: firstWords })
    .from(guestRequests)
    .leftJoin(users, eq(users.id, guestRequests.assignedUserId))
    .where(and(eq(guestRequests.restaurantId, restaurantId), eq(guestRequests.id, id)));
  if (!found) throw notFound(`Request ${id} was not found`);
  const entries = await db
    .select({ entry: guestRequestEntries, message: guestMessages })
    .from(guestRequestEntries)
    .leftJoin(guestMessages, eq(guestMessages.requestEntryId, guestRequestEntries.id))
    .where(and(eq(guestRequestEntries.restaurantId, restaurantId), eq(guestRequestEntries.requestId, id)))
    .orderBy(asc(guestRequestEntries.createdAt), asc(guestRequestEntries.id));
  const thread: RequestEntry[] = entries.map(({ entry, message }) => ({
    id: entry.id,
    author: pick(ENTRY_AUTHORS, entry.author, 'system'),
    author_name: entry.authorName,
    body: entry.body,
    channel: entry.channel === 'email' || entry.channel === 'sms' ? entry.channel : null,
    delivery: message
      ? {
          // An attempt in flight is pending: a reply is never shown sent before the channel took it.
          status: pick(DELIVERY, message.status === 'sending' ? 'pending' : message.status, 'pending'),
          recipient: message.recipient,
          error: message.lastError,
        }
      : null,
    created_at: entry.createdAt.toISOString(),
  }));
  return {
    ...requestView(found.row, { assignedName: found.assignedName, summary: found.summary }, now),
    thread,
  };
}

/** A request a guest sent (the widget, a guest link), opened with its timers in one transaction. */
export async function receiveGuestRequest(
  db: AppDatabase,
  ctx: WriteContext,
  o: Opening,
  queueTimers: (tx: DbExecutor, row: RequestRow) => Promise<void>,
  changes?: ChangeListener,
): Promise<RequestRow> {
  return withTenantWrite(
    db,
    o.restaurantId,
    async (write) => {
      const row = await openRequest(write, ctx, o);
      await queueTimers(write.tx, row);
      // In the feed at once: every console's inbox (read from its mirror) shows it.
      await write.record(
        'guest_requests',
        row.id,
        await requestDetail(write.tx, o.restaurantId, row.id, o.now),
      );
      return row;
    },
    changes,
  );
}

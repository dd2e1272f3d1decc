import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { withoutMaskedContacts } from '../../src-shared/access/contact-mask.js';
import type {
  AddGuestListEntry,
  EditGuestListEntry,
  GuestListEntry,
} from '../../src-shared/schemas/guest-list.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { clients, guestList, reservations } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { guestView } from './people-views.js';
import { definedOnly, fieldError, missing } from '../resources/drizzle-crud.js';

// The day's guest list. Removal is soft (deleted_at), so the feed carries the removed row and
// history stays; removed entries are left out of lists and cannot be edited or checked in.
// setGuestCheckIn and setGuestBlacklist are also the sync push handlers of 'guest.checkIn' and
// 'guest.setBlacklist'.

type GuestRow = typeof guestList.$inferSelect;
const live = (restaurantId: number) =>
  and(eq(guestList.restaurantId, restaurantId), isNull(guestList.deletedAt));

export async function listGuests(
  db: DbExecutor,
  restaurantId: number,
  date: string | undefined,
): Promise<GuestListEntry[]> {
  const rows = await db
    .select()
    .from(guestList)
    .where(and(live(restaurantId), date ? eq(guestList.date, date) : undefined))
    .orderBy(asc(guestList.date), asc(guestList.lastName), asc(guestList.firstName), asc(guestList.id));
  return rows.map(guestView);
}

async function guestRow(db: DbExecutor, restaurantId: number, id: string): Promise<GuestRow> {
  const [row] = await db
    .select()
    .from(guestList)
    .where(and(live(restaurantId), eq(guestList.id, id)));
  if (!row) throw missing('guest-list entry', id);
  return row;
}

export async function getGuest(db: DbExecutor, restaurantId: number, id: string): Promise<GuestListEntry> {
  return guestView(await guestRow(db, restaurantId, id));
}

async function assertLinks(
  db: DbExecutor,
  restaurantId: number,
  entry: { client_id?: string | null; reservation_id?: string | null },
  prefix: string,
) {
  if (entry.client_id) {
    const [c] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.restaurantId, restaurantId), eq(clients.id, entry.client_id)));
    if (!c) throw fieldError(`${prefix}client_id`, `No client with id ${entry.client_id} in this restaurant`);
  }
  if (entry.reservation_id) {
    const [r] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.id, entry.reservation_id)));
    if (!r)
      throw fieldError(
        `${prefix}reservation_id`,
        `No reservation with id ${entry.reservation_id} in this restaurant`,
      );
  }
}

async function recordAll(write: TenantWrite, rows: readonly GuestRow[]): Promise<GuestListEntry[]> {
  const views = rows.map(guestView);
  for (const view of views) await write.record('guest_list', view.id, view);
  return views;
}

/** The one entry a single-guest write changed, or a 404 naming it. */
function onlyEntry(id: string, [view]: readonly GuestListEntry[]): GuestListEntry {
  if (!view) throw missing('guest-list entry', id);
  return view;
}

/** Saves one guest's changed columns and records the entry in the feed. */
async function saveGuest(
  write: TenantWrite,
  id: string,
  values: Partial<typeof guestList.$inferInsert>,
): Promise<GuestListEntry> {
  const rows = await write.tx
    .update(guestList)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(guestList.id, id))
    .returning();
  return onlyEntry(id, await recordAll(write, rows));
}

export const addGuests: DomainWrite<{ entries: readonly AddGuestListEntry[] }, GuestListEntry[]> = async (
  write,
  ctx,
  { entries },
) => {
  for (const [i, entry] of entries.entries())
    await assertLinks(write.tx, ctx.restaurantId, entry, entries.length > 1 ? `entries.${i}.` : '');
  const rows = await write.tx
    .insert(guestList)
    .values(
      entries.map((e) => ({
        id: e.id ?? uuidv7(),
        restaurantId: ctx.restaurantId,
        date: e.date,
        firstName: e.first_name,
        lastName: e.last_name,
        mobileNumber: e.mobileNumber,
        email: e.email,
        guestCount: e.guest_count,
        reservationId: e.reservation_id,
        clientId: e.client_id,
        notes: e.notes,
      })),
    )
    .onConflictDoNothing({ target: guestList.id })
    .returning();
  if (rows.length !== entries.length)
    throw conflict('A guest-list entry with one of these ids already exists');
  return recordAll(write, rows);
};

export const editGuest: DomainWrite<{ id: string; patch: EditGuestListEntry }, GuestListEntry> = async (
  write,
  ctx,
  { id, patch },
) => {
  await guestRow(write.tx, ctx.restaurantId, id);
  await assertLinks(write.tx, ctx.restaurantId, patch, '');
  return saveGuest(
    write,
    id,
    definedOnly({
      date: patch.date,
      firstName: patch.first_name,
      lastName: patch.last_name,
      // A masked contact sent back (a role that may not see it) means "unchanged".
      ...withoutMaskedContacts({ mobileNumber: patch.mobileNumber, email: patch.email }),
      guestCount: patch.guest_count,
      reservationId: patch.reservation_id,
      clientId: patch.client_id,
      notes: patch.notes,
    }),
  );
};

/** Live rows of all the ids, or a 404 naming the first that is not one (and nothing changes). */
async function ownedGuests(write: TenantWrite, ids: readonly string[]): Promise<GuestRow[]> {
  const rows = await write.tx
    .select()
    .from(guestList)
    .where(and(live(write.restaurantId), inArray(guestList.id, [...ids])));
  const found = new Set(rows.map((r) => r.id));
  const stranger = ids.find((id) => !found.has(id));
  if (stranger !== undefined) throw missing('guest-list entry', stranger);
  return rows;
}

async function checkIn(
  write: TenantWrite,
  rows: readonly GuestRow[],
  checkedIn: boolean,
): Promise<GuestListEntry[]> {
  if (rows.length === 0) return [];
  const now = new Date();
  const updated = await write.tx
    .update(guestList)
    // Checking in again keeps the first arrival time.
    .set(
      checkedIn
        ? { checkedIn: true, updatedAt: now }
        : { checkedIn: false, checkedInAt: null, updatedAt: now },
    )
    .where(
      inArray(
        guestList.id,
        rows.map((r) => r.id),
      ),
    )
    .returning();
  const stamped = checkedIn
    ? await write.tx
        .update(guestList)
        .set({ checkedInAt: now })
        .where(
          and(
            inArray(
              guestList.id,
              rows.map((r) => r.id),
            ),
            isNull(guestList.checkedInAt),
          ),
        )
        .returning()
    : [];
  const latest = new Map([...updated, ...stamped].map((r) => [r.id, r]));
  return recordAll(
    write,
    [...latest.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
  );
}

export const setGuestCheckIn: DomainWrite<{ id: string; checked_in: boolean }, GuestListEntry> = async (
  write,
  ctx,
  { id, checked_in },
) => {
  return onlyEntry(id, await checkIn(write, [await guestRow(write.tx, ctx.restaurantId, id)], checked_in));
};

export const setGuestBlacklist: DomainWrite<
  { id: string; blacklisted: boolean; blacklist_reason: string | null },
  GuestListEntry
> = async (write, ctx, { id, blacklisted, blacklist_reason }) => {
  const stored = await guestRow(write.tx, ctx.restaurantId, id);
  if (blacklisted && !blacklist_reason?.trim()) {
    throw fieldError(
      'blacklist_reason',
      `Give a reason when blacklisting ${[stored.firstName, stored.lastName].filter(Boolean).join(' ')}`,
    );
  }
  return saveGuest(write, id, {
    blacklisted,
    blacklistReason: blacklisted ? (blacklist_reason?.trim() ?? null) : null,
  });
};

export const bulkCheckIn: DomainWrite<
  { ids: readonly string[]; checked_in: boolean },
  GuestListEntry[]
> = async (write, _ctx, { ids, checked_in }) => checkIn(write, await ownedGuests(write, ids), checked_in);

/** Every live entry of the date (the global action is per date, never the whole history). */
export const globalCheckIn: DomainWrite<{ date: string }, GuestListEntry[]> = async (
  write,
  ctx,
  { date },
) => {
  const rows = await write.tx
    .select()
    .from(guestList)
    .where(and(live(ctx.restaurantId), eq(guestList.date, date), eq(guestList.checkedIn, false)));
  return checkIn(write, rows, true);
};

async function softDelete(write: TenantWrite, rows: readonly GuestRow[]): Promise<GuestListEntry[]> {
  if (rows.length === 0) return [];
  const now = new Date();
  const updated = await write.tx
    .update(guestList)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      inArray(
        guestList.id,
        rows.map((r) => r.id),
      ),
    )
    .returning();
  return recordAll(
    write,
    updated.sort((a, b) => (a.id < b.id ? -1 : 1)),
  );
}

export const softDeleteGuest: DomainWrite<{ id: string }, GuestListEntry> = async (write, ctx, { id }) => {
  return onlyEntry(id, await softDelete(write, [await guestRow(write.tx, ctx.restaurantId, id)]));
};

export const bulkSoftDelete: DomainWrite<{ ids: readonly string[] }, GuestListEntry[]> = async (
  write,
  _ctx,
  { ids },
) => softDelete(write, await ownedGuests(write, ids));

export const globalSoftDelete: DomainWrite<{ date: string }, GuestListEntry[]> = async (
  write,
  ctx,
  { date },
) =>
  softDelete(
    write,
    await write.tx
      .select()
      .from(guestList)
      .where(and(live(ctx.restaurantId), eq(guestList.date, date))),
  );

// The venue's waitlist (issue 17 filled it from the public widget; issue 28 puts it on the host
// stand): a guest joins from the widget, staff read it, and seat or remove an entry. Every change is
// recorded in the change feed as the mirrored 'waitlist' entity, so each console's mirror follows
// (a join pokes the tenant room) and a host acts on it offline through waitlist.seat / waitlist.remove,
// whose server halves are seatWaitlistEntry / removeWaitlistEntry here.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import { waitlistRefusal, type WaitlistEntry } from '../../src-shared/website/waitlist.js';
import type { DbExecutor } from '../db/client.js';
import { reservations, waitlistEntries } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import { fieldError, missing } from '../resources/drizzle-crud.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { recorded, withTenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { lockKey, WidgetRefusal, type Venue } from './widget-booking.js';
import type { GuestInput } from './widget-form.js';

type WaitlistRow = typeof waitlistEntries.$inferSelect;

export const waitlistView = (row: WaitlistRow): WaitlistEntry => ({
  id: row.id,
  restaurant_id: row.restaurantId,
  first_name: row.firstName,
  last_name: row.lastName,
  mobileNumber: row.mobileNumber,
  email: row.email,
  party_size: row.partySize,
  date: row.date,
  preferred_time: row.preferredTime,
  notes: row.notes,
  status: row.status,
  source: row.source,
  reservation_id: row.reservationId,
  created_at: row.createdAt.toISOString(),
});

/**
 * Adds a guest to a day's waitlist unless the day already holds `maxPerDay` entries; the entry is
 * recorded in the feed and the tenant's consoles are poked (`deps.changes`), so hosts see it at once.
 */
export async function joinWaitlist(
  deps: Pick<RouteDeps, 'db' | 'changes'>,
  venue: Venue,
  input: { date: string; party: number; preferredTime: string; guest: GuestInput; maxPerDay: number },
): Promise<WaitlistEntry> {
  return withTenantWrite(
    deps.db,
    venue.id,
    async (write) => {
      const { tx } = write;
      await lockKey(tx, `widget-waitlist:${venue.id}:${input.date}`);
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.restaurantId, venue.id), eq(waitlistEntries.date, input.date)));
      if (Number(counted?.n ?? 0) >= input.maxPerDay)
        throw new WidgetRefusal('waitlistFull', 'waitlist full');
      const [row] = await tx
        .insert(waitlistEntries)
        .values({
          id: uuidv7(),
          restaurantId: venue.id,
          firstName: input.guest.first_name,
          lastName: input.guest.last_name,
          mobileNumber: input.guest.mobileNumber,
          email: input.guest.email,
          partySize: input.party,
          date: input.date,
          preferredTime: input.preferredTime,
          notes: input.guest.special_request,
        })
        .returning();
      if (!row) throw new Error('The waitlist entry was not stored');
      return recorded(write, 'waitlist', waitlistView(row));
    },
    deps.changes,
  );
}

/** The waitlist staff read: one date, or from `from` on, by date, preferred time and arrival. */
export async function listWaitlist(
  db: DbExecutor,
  restaurantId: number,
  q: { date?: string | undefined; from: string },
): Promise<WaitlistEntry[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.restaurantId, restaurantId),
        q.date ? eq(waitlistEntries.date, q.date) : gte(waitlistEntries.date, q.from),
      ),
    )
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.preferredTime), asc(waitlistEntries.createdAt));
  return rows.map(waitlistView);
}

/** The tenant's entry, locked for the change (two hosts acting on it at once decide one by one). */
async function entryForUpdate(write: Parameters<DomainWrite<unknown, unknown>>[0], id: string) {
  const [row] = await write.tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.restaurantId, write.restaurantId), eq(waitlistEntries.id, id)))
    .for('update');
  if (!row) throw missing('waitlist entry', id);
  return row;
}

async function saveEntry(
  write: Parameters<DomainWrite<unknown, unknown>>[0],
  id: string,
  values: Partial<typeof waitlistEntries.$inferInsert>,
): Promise<WaitlistEntry> {
  const [row] = await write.tx
    .update(waitlistEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(waitlistEntries.id, id))
    .returning();
  if (!row) throw missing('waitlist entry', id);
  return recorded(write, 'waitlist', waitlistView(row));
}

/** The entry locked for this write; a 409 when it may not become `to` (no longer waiting). */
async function entryMayBecome(
  write: Parameters<DomainWrite<unknown, unknown>>[0],
  id: string,
  to: 'seated' | 'removed',
) {
  const row = await entryForUpdate(write, id);
  const refusal = waitlistRefusal(
    { status: row.status, first_name: row.firstName, last_name: row.lastName },
    to,
  );
  if (!refusal) return row;
  throw conflict(refusal);
}

/**
 * Seats a waiting entry: its booking (made just before, by the same host, as a Seated booking on the
 * table) must be the tenant's; the entry becomes 'seated' with that booking. A booking the server
 * refused is not there, so the entry stays waiting and the host is told.
 */
export const seatWaitlistEntry: DomainWrite<{ id: string; reservation_id: string }, WaitlistEntry> = async (
  write,
  _ctx,
  { id, reservation_id },
) => {
  const { firstName, lastName } = await entryMayBecome(write, id, 'seated');
  const [booking] = await write.tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.restaurantId, write.restaurantId), eq(reservations.id, reservation_id)));
  if (!booking)
    throw fieldError('reservation_id', `The booking for ${firstName} ${lastName}`.trim() + ' was not made');
  return saveEntry(write, id, { status: 'seated', reservationId: reservation_id });
};

/** Takes a waiting entry off the waitlist (kept, as 'removed', so the day's list still counts it). */
export const removeWaitlistEntry: DomainWrite<{ id: string }, WaitlistEntry> = async (
  write,
  _ctx,
  { id },
) => {
  await entryMayBecome(write, id, 'removed');
  return saveEntry(write, id, { status: 'removed', reservationId: null });
};

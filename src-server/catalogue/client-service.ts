import { and, eq, inArray } from 'drizzle-orm';
import type {
  BulkEditClients,
  Client,
  CreateClient,
  Label,
  PatchClient,
} from '../../src-shared/schemas/client.js';
import { contactRefusal } from '../../src-shared/domain/client-contact.js';
import { clients, guestList, reservations } from '../db/schema/index.js';
import { forbidden } from '../http/http-error.js';
import { loadViewContext, reservationView } from '../reservations/reservation-view.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import { clientRow } from './client-queries.js';
import { venueToday, visitsOfClients } from './client-visits.js';
import { clientView, guestView } from './people-views.js';
import { fieldError, insertRow, missing, updateRow } from '../resources/drizzle-crud.js';

// Client writes. createClient and patchClient are also the sync push handlers of 'client.create'
// and 'client.update', so an offline terminal's edit obeys exactly these rules.

type ClientRow = typeof clients.$inferSelect;

async function recordClients(
  write: TenantWrite,
  ctx: WriteContext,
  rows: readonly ClientRow[],
): Promise<Client[]> {
  const visits = await visitsOfClients(
    write.tx,
    ctx.restaurantId,
    rows.map((r) => r.id),
    venueToday(ctx.timeZone),
  );
  const views = rows.map((row) => clientView(row, visits.get(row.id)));
  for (const view of views) await write.record('clients', view.id, view);
  return views;
}

/**
 * Re-records a client's API shape (its derived visit count changes when one of its reservations
 * changes status): reservation writers call this inside their write.
 */
export const recordClientChange: DomainWrite<{ id: string }, Client> = async (write, ctx, { id }) => {
  const [view] = await recordClients(write, ctx, [await clientRow(write.tx, ctx.restaurantId, id)]);
  if (!view) throw missing('client', id);
  return view;
};

export const createClient: DomainWrite<CreateClient, Client> = async (write, ctx, args) => {
  if (args.restaurantId !== ctx.restaurantId) {
    throw forbidden(
      `The restaurantId in the body (${args.restaurantId}) does not match the restaurant-id header (${ctx.restaurantId})`,
    );
  }
  const row = await insertRow(write.tx, clients, ctx.restaurantId, args.id, {
    firstName: args.first_name,
    lastName: args.last_name,
    mobileNumber: args.mobileNumber,
    email: args.email,
    tags: args.tags,
    allergens: args.allergens,
    restrictions: args.restrictions,
    discounts: args.discounts,
    notes: args.notes,
  });
  const [view] = await recordClients(write, ctx, [row]);
  if (!view) throw missing('client', row.id);
  return view;
};

export const patchClient: DomainWrite<{ id: string; patch: PatchClient }, Client> = async (
  write,
  ctx,
  { id, patch },
) => {
  const stored = await clientRow(write.tx, ctx.restaurantId, id);
  const refusal = contactRefusal(
    {
      first_name: stored.firstName,
      last_name: stored.lastName,
      mobileNumber: stored.mobileNumber,
      email: stored.email,
    },
    patch,
  );
  if (refusal) throw fieldError(refusal.field, refusal.reason);
  const row = await updateRow(write.tx, clients, id, 'client', {
    firstName: patch.first_name,
    lastName: patch.last_name,
    mobileNumber: patch.mobileNumber,
    email: patch.email,
    tags: patch.tags,
    allergens: patch.allergens,
    restrictions: patch.restrictions,
    discounts: patch.discounts,
    notes: patch.notes,
  });
  const [view] = await recordClients(write, ctx, [row]);
  if (!view) throw missing('client', id);
  return view;
};

/** Rows of all the ids, all of this tenant, or a 404 naming the first that is not (nothing changes). */
async function ownedClients(write: TenantWrite, ids: readonly string[]): Promise<ClientRow[]> {
  const rows = await write.tx
    .select()
    .from(clients)
    .where(and(eq(clients.restaurantId, write.restaurantId), inArray(clients.id, [...ids])));
  const found = new Set(rows.map((r) => r.id));
  const stranger = ids.find((id) => !found.has(id));
  if (stranger !== undefined) throw missing('client', stranger);
  return rows;
}

const key = (label: Label) => label.label.toLowerCase();
function mergeLabels(
  current: readonly Label[],
  add: readonly Label[],
  remove: readonly Label[] = [],
): Label[] {
  const removed = new Set(remove.map(key));
  const merged = current.filter((l) => !removed.has(key(l)));
  for (const label of add) if (!merged.some((l) => key(l) === key(label))) merged.push(label);
  return merged;
}

/** The same selection edit applied to many clients: labels are added or removed, never overwritten. */
export const bulkEditClients: DomainWrite<BulkEditClients, Client[]> = async (write, ctx, args) => {
  const rows = await ownedClients(write, args.ids);
  const updated: ClientRow[] = [];
  for (const row of rows) {
    const [next] = await write.tx
      .update(clients)
      .set({
        tags: mergeLabels(row.tags, args.add_tags, args.remove_tags),
        allergens: mergeLabels(row.allergens, args.add_allergens),
        restrictions: mergeLabels(row.restrictions, args.add_restrictions),
        discounts: mergeLabels(row.discounts, args.add_discounts),
        ...(args.notes !== undefined ? { notes: args.notes } : {}),
        updatedAt: new Date(),
      })
      .where(eq(clients.id, row.id))
      .returning();
    if (next) updated.push(next);
  }
  return recordClients(write, ctx, updated);
};

/**
 * Deletes clients (tombstones in the feed). Guest-list entries and reservations that pointed at
 * them keep the guest but lose the link (reservations keep their own copy of the guest's name and
 * contact details), and their new state is fed: the foreign key would clear the link by itself,
 * but silently, leaving every mirror showing a link to a client that is gone.
 */
export const deleteClients: DomainWrite<{ ids: readonly string[] }, { ids: string[] }> = async (
  write,
  ctx,
  { ids },
) => {
  await ownedClients(write, ids);
  const now = new Date();
  const unlinked = await write.tx
    .update(guestList)
    .set({ clientId: null, updatedAt: now })
    .where(and(eq(guestList.restaurantId, write.restaurantId), inArray(guestList.clientId, [...ids])))
    .returning();
  for (const guest of unlinked) await write.record('guest_list', guest.id, guestView(guest));
  const bookings = await write.tx
    .update(reservations)
    .set({ clientId: null, updatedAt: now })
    .where(and(eq(reservations.restaurantId, write.restaurantId), inArray(reservations.clientId, [...ids])))
    .returning();
  if (bookings.length > 0) {
    const view = await loadViewContext(write.tx, write.restaurantId, ctx.timeZone);
    await write.recordMany(
      'reservations',
      bookings.map((row) => ({ id: row.id, data: reservationView(row, view) })),
    );
  }
  await write.tx
    .delete(clients)
    .where(and(eq(clients.restaurantId, write.restaurantId), inArray(clients.id, [...ids])));
  for (const id of ids) await write.record('clients', id, null);
  return { ids: [...ids] };
};

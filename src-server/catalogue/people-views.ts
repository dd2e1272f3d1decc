import { NO_VISITS, type ClientVisits } from '../../src-shared/domain/client-visits.js';
import type { Client } from '../../src-shared/schemas/client.js';
import type { GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import type { clients, guestList } from '../db/schema/index.js';

// Row → API shape of clients and guest-list entries (routes and feed alike).

type ClientRow = typeof clients.$inferSelect;

/** A guest's name and contact in the API's words (the columns of db/schema/columns.ts guestContact). */
export function contactView(row: Pick<ClientRow, 'firstName' | 'lastName' | 'mobileNumber' | 'email'>) {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    mobileNumber: row.mobileNumber,
    email: row.email,
  };
}
type GuestRow = typeof guestList.$inferSelect;

export function clientView(row: ClientRow, visits: ClientVisits = NO_VISITS): Client {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    ...contactView(row),
    tags: row.tags,
    allergens: row.allergens,
    restrictions: row.restrictions,
    discounts: row.discounts,
    notes: row.notes,
    visit_count: visits.visit_count,
    last_visit: visits.last_visit,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function guestView(row: GuestRow): GuestListEntry {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    date: row.date,
    ...contactView(row),
    guest_count: row.guestCount,
    reservation_id: row.reservationId,
    client_id: row.clientId,
    notes: row.notes,
    checked_in: row.checkedIn,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    blacklisted: row.blacklisted,
    blacklist_reason: row.blacklistReason,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

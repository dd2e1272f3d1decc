// Every new booking lands on its guest's client profile (issue 29 §2): the widget's, a phone booking
// from the console's drawer, a walk-in, over REST or pushed from an offline terminal, since all of
// them go through createReservation, which calls bookingClientId. The client is the one the booking
// names, else the venue's client whose phone or email is the guest's (the shared rule,
// src-shared/domain/client-match.ts), else a new profile made from the booking's name and contact.
// Runs inside the booking's write, so the link and the new client go in with the booking or not at
// all. An existing client is only linked, never changed.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  findClientMatch,
  normaliseEmail,
  phoneTail,
  type Contact,
} from '../../src-shared/domain/client-match.js';
import { createClientSchema } from '../../src-shared/schemas/client.js';
import { clients } from '../db/schema/index.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { WriteContext } from '../sync/write-context.js';
import { createClient } from './client-service.js';

export interface GuestContact extends Contact {
  first_name: string;
  last_name: string;
}

/** The venue's client the guest is (oldest profile first among equals), or null. */
export async function matchingClientId(write: TenantWrite, guest: Contact): Promise<string | null> {
  const email = normaliseEmail(guest.email);
  const tail = phoneTail(guest.mobileNumber);
  const near: SQL[] = [];
  if (email !== '') near.push(sql`lower(trim(${clients.email})) = ${email}`);
  if (tail !== null)
    near.push(sql`regexp_replace(${clients.mobileNumber}, '[^0-9]', '', 'g') like ${`%${tail}`}`);
  if (near.length === 0) return null;
  const candidates = await write.tx
    .select({ id: clients.id, mobileNumber: clients.mobileNumber, email: clients.email })
    .from(clients)
    .where(and(eq(clients.restaurantId, write.restaurantId), or(...near)))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  return findClientMatch(guest, candidates)?.client.id ?? null;
}

/**
 * The guest's client id: the match, else a new client with the guest's name and contact. A guest
 * whose details a client profile would refuse is booked without a link rather than turned away:
 * a client must be reachable (createClientSchema), so a guest with neither a phone nor an email (a
 * nameless "Walk-in", or a name alone, which nothing could recognise again) gets no profile.
 */
export async function linkGuestClient(
  write: TenantWrite,
  ctx: WriteContext,
  guest: GuestContact,
): Promise<string | null> {
  const found = await matchingClientId(write, guest);
  if (found) return found;
  const args = createClientSchema.safeParse({
    restaurantId: write.restaurantId,
    first_name: guest.first_name,
    last_name: guest.last_name,
    mobileNumber: guest.mobileNumber,
    email: guest.email,
  });
  if (!args.success) return null;
  const created = await createClient(write, ctx, args.data);
  return created.id;
}

/** A new booking's client: the one it names already (kept as it is), else linkGuestClient's. */
export async function bookingClientId(
  write: TenantWrite,
  ctx: WriteContext,
  booking: GuestContact & { client_id: string | null },
): Promise<string | null> {
  return booking.client_id ?? linkGuestClient(write, ctx, booking);
}

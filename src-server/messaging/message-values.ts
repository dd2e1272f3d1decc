// The placeholder values of one reservation's message: the restaurant's contact details, the
// booking as the guest knows it (long date, venue time, table and area names) and the guest links.
import { and, eq } from 'drizzle-orm';
import { formatLongDate } from '../../src-shared/dates.js';
import type { MessageKind, PlaceholderValues } from '../../src-shared/messaging/template-types.js';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import { bookingLink } from '../../src-shared/qr/booking-link.js';
import type { DbExecutor } from '../db/client.js';
import { signGuestLink } from '../public-widget/guest-link.js';
import { unlinkable } from './guest-text.js';
import { diningTables, reservations, restaurants, seatingAreas } from '../db/schema/index.js';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type ReservationRecord = typeof reservations.$inferSelect;

export function restaurantAddress(r: RestaurantRow): string {
  return [r.addressLine1, r.addressLine2, `${r.city} ${r.postcode}`.trim(), r.country]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/** The restaurant's own placeholders, the same in a real message and a sample. */
export function restaurantValues(r: RestaurantRow) {
  return {
    restaurant_name: r.name,
    restaurant_address: restaurantAddress(r),
    restaurant_phone: r.phone,
    restaurant_email: r.email,
    restaurant_website: r.website ?? '',
  };
}

/**
 * The guest's links for a booking. They name the booking by id under the restaurant's slug on the
 * console's origin, signed with the server's key (`?sig=`, guest-link.ts) so the id alone opens
 * nothing; the guest-facing pages behind them belong to the booking widget (widget-guest-routes.ts).
 */
export function guestLinks(consoleUrl: string, slug: string, reservationId: string, key: Uint8Array) {
  const base = `${bookingLink(consoleUrl, slug)}/reservation/${encodeURIComponent(reservationId)}`;
  const sig = `?sig=${signGuestLink(key, slug, reservationId)}`;
  return {
    modification_link: `${base}/modify${sig}`,
    cancellation_link: `${base}/cancel${sig}`,
    arrival_confirmation_link: `${base}/arrived${sig}`,
    feedback_link: `${base}/feedback${sig}`,
    request_link: `${base}/request${sig}`,
    qr_code_url: `${base}/qr${sig}`,
  };
}

export interface MessageSubject {
  restaurant: RestaurantRow;
  reservation: ReservationRecord;
  tableNumber: string;
  seatingArea: string;
}

export async function loadMessageSubject(
  db: DbExecutor,
  restaurantId: number,
  reservationId: string,
): Promise<MessageSubject | null> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  const [reservation] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, reservationId), eq(reservations.restaurantId, restaurantId)));
  if (!restaurant || !reservation) return null;
  const tables = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(eq(diningTables.restaurantId, restaurantId));
  const names = new Map(tables.map((t) => [t.id, t.name]));
  const [area] = reservation.seatingAreaId
    ? await db
        .select({ name: seatingAreas.name })
        .from(seatingAreas)
        .where(eq(seatingAreas.id, reservation.seatingAreaId))
    : [];
  return {
    restaurant,
    reservation,
    tableNumber: reservation.tableIds
      .map((id) => names.get(id) ?? '')
      .filter(Boolean)
      .join('+'),
    seatingArea: area?.name ?? '',
  };
}

export function messageValues(
  subject: MessageSubject,
  consoleUrl: string,
  linkKey: Uint8Array,
  extra: { kind?: MessageKind; reminderHours?: number | null } = {},
): PlaceholderValues {
  const { restaurant: r, reservation: b } = subject;
  return {
    ...restaurantValues(r),
    // Guest-written text carries no link into the venue's messages (guest-text.ts).
    guest_name: unlinkable(`${b.firstName} ${b.lastName}`.trim()),
    reservation_date: formatLongDate(b.date),
    reservation_time: b.time,
    party_size: String(b.guestCount),
    table_number: subject.tableNumber,
    seating_area: subject.seatingArea,
    // The guest-facing reference (six characters), not the 36-character id (issue 29).
    reservation_id: bookingReference(b.id),
    special_requests: unlinkable(b.specialRequest),
    reminder_time:
      extra.kind === 'reminder' && extra.reminderHours
        ? `in ${extra.reminderHours} hour${extra.reminderHours === 1 ? '' : 's'}`
        : '',
    custom_message: '',
    special_occasion_date: '',
    ...guestLinks(consoleUrl, r.slug, b.id, linkKey),
  };
}

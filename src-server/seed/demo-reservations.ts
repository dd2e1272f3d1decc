// Demo bookings: a seeded generator fills each demo restaurant's book from 14 days back to 21 days
// ahead, placed by the availability engine so no two ever clash, and written through the reservation
// service so the change feed carries every one. Needs tables, shifts and statuses seeded first.
import { eq } from 'drizzle-orm';
import {
  autoAssign,
  type EngineBooking,
  type EngineStatus,
} from '../../src-shared/domain/availability/index.js';
import { createUuidv7Generator } from '../../src-shared/ids.js';
import { seededRandom } from '../../src-shared/seeded-random.js';
import { addDays, instantToVenueLocal, minutesToTime, venueBookingRange } from '../../src-shared/time.js';
import { clients, reservations } from '../db/schema/index.js';
import { loadEngineCatalogue, type EngineCatalogue } from '../reservations/engine-input.js';
import { createPlacedReservations, type PlacedReservation } from '../reservations/reservation-batch.js';
import { loadStatuses, restaurantTimeZone } from '../reservations/reservation-view.js';
import { shiftBounds } from '../../src-shared/domain/availability/index.js';
import { withTenantWrite } from '../sync/tenant-write.js';
import { COMMON_SURNAMES } from './demo-clients.js';
import type { SeedContext, SeedStep } from './seed-step.js';

const SEED = 20_261_121;
const DAYS_BACK = 14;
const DAYS_AHEAD = 21;
const PER_DAY: Readonly<Record<string, number>> = { 'harbour-bistro': 40, 'quay-cafe': 10 };

const FIRST = [
  'Olivia',
  'Noah',
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Arthur',
  'Mia',
  'Leo',
  'Freya',
  'Harry',
  'Grace',
  'Oscar',
  'Lily',
  'Jack',
  'Chloe',
  'Theo',
  'Sophie',
  'Finn',
  'Priya',
  'Arjun',
  'Mei',
  'Kenji',
  'Zara',
  'Tomás',
  'Aoife',
  'Mateo',
  'Ines',
  'Yusuf',
];
const LAST = [
  ...COMMON_SURNAMES,
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Clarke',
  'Patel',
  'Khan',
  'Murphy',
  "O'Brien",
  'Nguyen',
  'Chen',
  'Kowalski',
  'Rossi',
  'Silva',
  'Müller',
  'Hughes',
  'Lewis',
  'Kelly',
];
const PARTY = [2, 2, 2, 2, 3, 4, 4, 4, 5, 6, 2, 3, 8];
const REQUESTS = [
  '',
  '',
  '',
  '',
  'Window seat if possible',
  'Birthday — candle on dessert',
  'High chair needed',
  'Quiet table please',
  'Anniversary',
  'Wheelchair access',
];
const SOURCES = ['phone', 'phone', 'online', 'online', 'widget', 'walk_in', 'email'] as const;

interface Planned {
  args: PlacedReservation;
  engine: EngineBooking;
}

interface Tenant {
  restaurantId: number;
  timeZone: string;
  catalogue: EngineCatalogue;
  statusIds: ReadonlyMap<string, string>;
  clientRows: { id: string; firstName: string; lastName: string; mobileNumber: string; email: string }[];
}

/** Past → mostly Completed with some no-shows and cancellations; in progress → Seated/Arrived; later → Booked/Confirmed. */
function statusFor(start: Date, end: Date, now: Date, r: number): string {
  if (end <= now) return r < 0.8 ? 'Completed' : r < 0.9 ? 'No-show' : 'Cancelled';
  if (start <= now) return r < 0.7 ? 'Seated' : 'Arrived';
  return r < 0.55 ? 'Booked' : 'Confirmed';
}

function planDay(
  tenant: Tenant,
  date: string,
  count: number,
  random: () => number,
  previous: readonly EngineBooking[],
  now: Date,
  nextId: () => string,
): Planned[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const shifts = tenant.catalogue.shifts.filter((s) => s.is_active);
  // Every seeded booking counts as holding while placing, so none overlaps another in the database.
  const holding: EngineStatus[] = tenant.catalogue.statuses.map((s) => ({ id: s.id, holds_table: true }));
  const engineBookings: EngineBooking[] = [...previous];
  const planned: Planned[] = [];
  for (let i = 0; i < count * 3 && planned.length < count; i += 1) {
    const shift = pick(shifts);
    const bounds = shiftBounds(shift);
    const steps = Math.max(1, Math.floor((bounds.end - bounds.start - 60) / shift.interval_minutes));
    const time = minutesToTime(bounds.start + Math.floor(random() * steps) * shift.interval_minutes);
    const party = pick(PARTY);
    const slot = autoAssign({
      ...tenant.catalogue,
      statuses: holding,
      bookings: engineBookings,
      date,
      time,
      partySize: party,
      shiftId: shift.id,
    });
    if (!slot.available || !('assignment' in slot) || !slot.assignment) continue;
    const id = nextId();
    const range = venueBookingRange(date, time, slot.durationMinutes, tenant.timeZone);
    const statusId = tenant.statusIds.get(statusFor(range.start, range.end, now, random()));
    const client = random() < 0.3 ? pick(tenant.clientRows) : undefined;
    const first = client?.firstName ?? pick(FIRST);
    const last = client?.lastName ?? pick(LAST);
    const engine: EngineBooking = {
      id,
      date,
      time,
      duration_minutes: slot.durationMinutes,
      guest_count: party,
      table_ids: slot.assignment.tableIds,
      booking_status: statusId ?? '',
    };
    engineBookings.push(engine);
    planned.push({
      engine,
      args: {
        id,
        first_name: first,
        last_name: last,
        mobileNumber: client?.mobileNumber ?? `07${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
        email: client?.email ?? `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.test',
        date,
        time,
        guest_count: party,
        duration_minutes: slot.durationMinutes,
        reservationType: party >= 6 ? 'Group' : '',
        shift_id: shift.id,
        seating_area_id: slot.assignment.seatingAreaId,
        table_ids: slot.assignment.tableIds,
        table_combination_id: slot.assignment.combinationId,
        client_id: client?.id ?? null,
        server_name_id: null,
        special_request: pick(REQUESTS),
        additional_notes: '',
        party_notes: '',
        source: pick(SOURCES),
        ...(statusId ? { booking_status: statusId } : {}),
        client_tags: [],
        allergens: [],
        offer_details: [],
      },
    });
  }
  return planned;
}

async function seedRestaurant(ctx: SeedContext, slug: string, perDay: number, now: Date): Promise<void> {
  const restaurantId = ctx.restaurantIds.get(slug);
  if (restaurantId === undefined) return;
  const [already] = await ctx.tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.restaurantId, restaurantId))
    .limit(1);
  if (already) return;
  const catalogue = await loadEngineCatalogue(ctx.tx, restaurantId);
  if (catalogue.tables.length === 0 || catalogue.shifts.length === 0) return;
  const statuses = await loadStatuses(ctx.tx, restaurantId);
  const tenant: Tenant = {
    restaurantId,
    timeZone: await restaurantTimeZone(ctx.tx, restaurantId),
    catalogue,
    statusIds: new Map([...statuses.values()].map((s) => [s.name, s.id])),
    clientRows: await ctx.tx
      .select({
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        mobileNumber: clients.mobileNumber,
        email: clients.email,
      })
      .from(clients)
      .where(eq(clients.restaurantId, restaurantId))
      .limit(200),
  };
  const random = seededRandom(SEED + restaurantId);
  const idRandom = seededRandom(SEED * 7 + restaurantId);
  let clock = Date.UTC(2026, 0, 1);
  const nextId = createUuidv7Generator({
    now: () => (clock += 1),
    random: (bytes) => bytes.forEach((_, i) => (bytes[i] = Math.floor(idRandom() * 256))),
  });
  const today = instantToVenueLocal(now, tenant.timeZone).date;
  const writeCtx = { restaurantId, timeZone: tenant.timeZone, actorName: 'demo seed' };
  let previous: EngineBooking[] = [];
  for (let d = -DAYS_BACK; d <= DAYS_AHEAD; d += 1) {
    const date = addDays(today, d);
    const planned = planDay(tenant, date, perDay, random, previous, now, nextId);
    previous = planned.map((p) => p.engine);
    // One transaction (savepoint inside the seed's) per day keeps the feed's seq order by day.
    await withTenantWrite(ctx.tx, restaurantId, (write) =>
      createPlacedReservations(
        write,
        writeCtx,
        planned.map((p) => p.args),
      ),
    );
  }
}

/** Seeds the demo restaurants' bookings unless they already have some (idempotent). */
export async function seedDemoReservations(ctx: SeedContext, now: Date = new Date()): Promise<void> {
  for (const [slug, perDay] of Object.entries(PER_DAY)) await seedRestaurant(ctx, slug, perDay, now);
}

export const demoReservationsStep: SeedStep = {
  name: 'demo-reservations',
  run: (ctx) => seedDemoReservations(ctx),
};

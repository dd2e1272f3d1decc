// The fixed data set of the booking reports' test (reports-bookings.test.ts): two restaurants of
// their own, written straight into the test server's database, so the hand counts depend on nothing
// the demo seed does. Every booking is placed by hand below, with a label the test's counting
// comments name.
//
// Venue A, "Fixture Brasserie" (Europe/London), the week reported is Mon 2026-03-23 … Sun 2026-03-29;
// Sunday 29 March is the day the clocks go forward (01:00 GMT → 02:00 BST). The previous week,
// 2026-03-16 … 2026-03-22, is the card's comparison. Venue B is a second tenant booking the same week.
import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { Weekday } from '../../../src-shared/time.js';
import { hashPassword } from '../../../src-server/auth/password.js';
import type { AppDatabase } from '../../../src-server/db/client.js';
import {
  bookingChannels,
  reservations,
  reservationStatuses,
  roles,
  roleTypes,
  seatingAreas,
  serverNames,
  shifts,
  userRoles,
  users,
  waitlistEntries,
} from '../../../src-server/db/schema/index.js';
import { createFixtureRestaurant } from './report-test-kit.js';

export interface FixtureBooking {
  label: string;
  date: string;
  time: string;
  /** Booked length; 120 unless told. */
  minutes?: number;
  guests: number;
  source: string;
  status: string;
  shift?: string;
  server?: string;
  area?: string;
  /** A waitlist entry of the venue was seated as this booking. */
  fromWaitlist?: boolean;
}

export interface FixtureVenue {
  name: string;
  timeZone: string;
  statuses: string[];
  /** Name, start time, active. */
  shifts: [string, string, boolean][];
  /** Name, active. */
  servers: [string, boolean][];
  /** Name, active (listed in this order). */
  areas: [string, boolean][];
  /** Name, code, type, active. */
  channels: [string, string, string, boolean][];
  bookings: FixtureBooking[];
}

const ALL_DAYS: Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

export const PERIOD = { from: '2026-03-23', to: '2026-03-29' } as const;
export const PREVIOUS = { from: '2026-03-16', to: '2026-03-22' } as const;

export const VENUE_A: FixtureVenue = {
  name: 'Fixture Brasserie',
  timeZone: 'Europe/London',
  // 'No-Show' is spelt unlike the demo's 'No-show': the meaning is read case-insensitively.
  statuses: ['Booked', 'Seated', 'Completed', 'Cancelled', 'No-Show'],
  shifts: [
    ['Breakfast', '08:00', false],
    ['Lunch', '12:00', true],
    ['Dinner', '17:00', true],
  ],
  servers: [
    ['Ana', true],
    ['Ben', true],
    ['Cleo', false],
  ],
  areas: [
    ['Main', true],
    ['Terrace', true],
    ['Bar', false],
  ],
  channels: [
    ['Old concierge', 'concierge', 'concierge', false],
    ['Own website', 'widget', 'widget', true],
    ['Partner X', 'partner-x', 'partner', false],
    ['Phone line', 'phone', 'phone', true],
  ],
  // prettier-ignore
  bookings: [
    // Outside both weeks: never counted.
    { label: 'X1', date: '2026-03-15', time: '19:00', guests: 10, source: 'phone', status: 'Completed', shift: 'Dinner', server: 'Ana', area: 'Main' },
    // 00:30 on the 30th (BST) is 23:30 UTC on the 29th: still the 30th's booking, outside the week.
    { label: 'X2', date: '2026-03-30', time: '00:30', guests: 7, source: 'widget', status: 'Booked', shift: 'Dinner', server: 'Ben', area: 'Terrace' },

    // The previous week.
    { label: 'P1', date: '2026-03-16', time: '19:00', guests: 4, source: 'phone', status: 'Completed', shift: 'Dinner', server: 'Ana', area: 'Main' },
    { label: 'P2', date: '2026-03-18', time: '12:00', guests: 3, source: 'walk_in', status: 'Completed', shift: 'Lunch', server: 'Ben', area: 'Terrace' },
    { label: 'P3', date: '2026-03-20', time: '20:00', guests: 6, source: 'widget', status: 'Completed', shift: 'Dinner', server: 'Ben', area: 'Terrace' },
    { label: 'P4', date: '2026-03-21', time: '19:00', guests: 5, source: 'phone', status: 'Cancelled', shift: 'Dinner', server: 'Ana', area: 'Main' },
    { label: 'P5', date: '2026-03-22', time: '13:00', guests: 3, source: 'online', status: 'No-Show', shift: 'Lunch', server: 'Ben', area: 'Main' },
    // Sunday 23:30 running to 01:30 on Monday the 23rd: the previous week's, not the reported week's.
    { label: 'P6', date: '2026-03-22', time: '23:30', guests: 2, source: 'phone', status: 'Completed', shift: 'Dinner', server: 'Ana', area: 'Main' },

    // The reported week.
    { label: 'A1', date: '2026-03-23', time: '12:30', guests: 2, source: 'phone', status: 'Completed', shift: 'Lunch', server: 'Ana', area: 'Main' },
    { label: 'A2', date: '2026-03-23', time: '19:00', guests: 4, source: 'widget', status: 'Completed', shift: 'Dinner', server: 'Ben', area: 'Terrace' },
    { label: 'A3', date: '2026-03-23', time: '19:30', guests: 3, source: 'phone', status: 'Cancelled', shift: 'Dinner', server: 'Ana', area: 'Main' },
    // Tuesday the 24th: no bookings at all.
    { label: 'A4', date: '2026-03-25', time: '13:00', guests: 5, source: 'walk_in', status: 'Completed', shift: 'Lunch', server: 'Ana', area: 'Main' },
    { label: 'A5', date: '2026-03-25', time: '20:00', guests: 2, source: 'online', status: 'No-Show', shift: 'Dinner', server: 'Ben', area: 'Terrace' },
    // Seated from the waitlist: the host stand books those as walk-ins.
    { label: 'A6', date: '2026-03-26', time: '18:00', guests: 6, source: 'walk_in', status: 'Seated', shift: 'Dinner', server: 'Ben', area: 'Terrace', fromWaitlist: true },
    // 23:30 for two hours: runs past midnight into the 27th, counts on the 26th; no server, no area.
    { label: 'A7', date: '2026-03-26', time: '23:30', guests: 2, source: 'phone', status: 'Booked', shift: 'Dinner' },
    { label: 'A8', date: '2026-03-27', time: '12:00', guests: 3, source: 'email', status: 'Booked', shift: 'Lunch', server: 'Ana', area: 'Main' },
    // A source no longer offered (older data), the code of a switched-off channel.
    { label: 'A9', date: '2026-03-27', time: '13:30', guests: 2, source: 'partner-x', status: 'Booked', shift: 'Lunch', server: 'Ana', area: 'Main' },
    { label: 'A10', date: '2026-03-28', time: '19:00', guests: 8, source: 'widget', status: 'Booked', shift: 'Dinner', server: 'Ben', area: 'Terrace' },
    // A walk-in outside any shift, at no area.
    { label: 'A11', date: '2026-03-28', time: '21:00', guests: 2, source: 'walk_in', status: 'Completed', server: 'Ana' },
    // Saturday 23:30 GMT for two hours ends 02:30 BST on the DST day: still Saturday's.
    { label: 'A12', date: '2026-03-28', time: '23:30', guests: 2, source: 'phone', status: 'Booked', shift: 'Dinner', server: 'Ben', area: 'Terrace' },
    // The DST day itself.
    { label: 'A13', date: '2026-03-29', time: '12:30', guests: 4, source: 'widget', status: 'Booked', shift: 'Lunch', server: 'Ana', area: 'Main' },
    { label: 'A14', date: '2026-03-29', time: '13:00', guests: 2, source: 'widget', status: 'Seated', shift: 'Lunch', server: 'Ben', area: 'Main', fromWaitlist: true },
    { label: 'A15', date: '2026-03-29', time: '19:00', guests: 3, source: 'phone', status: 'Cancelled', shift: 'Dinner', server: 'Ana', area: 'Main' },
  ],
};

/** The second tenant: same names, its own rows, booking the same week. */
export const VENUE_B: FixtureVenue = {
  name: 'Other Tenant Diner',
  timeZone: 'Europe/Paris',
  statuses: ['Booked', 'Completed', 'Cancelled'],
  shifts: [['Lunch', '12:00', true]],
  servers: [['Ana', true]],
  areas: [['Main', true]],
  channels: [['Own website', 'widget', 'widget', true]],
  // prettier-ignore
  bookings: [
    { label: 'B1', date: '2026-03-25', time: '12:00', guests: 9, source: 'walk_in', status: 'Completed', shift: 'Lunch', server: 'Ana', area: 'Main' },
    { label: 'B2', date: '2026-03-26', time: '12:00', guests: 5, source: 'widget', status: 'Booked', shift: 'Lunch', server: 'Ana', area: 'Main', fromWaitlist: true },
  ],
};

export interface SeededVenue {
  restaurantId: number;
  /** Row ids by kind and name (statuses, shifts, servers, areas) and bookings by label. */
  ids: Record<'status' | 'shift' | 'server' | 'area' | 'booking', Map<string, string>>;
}

function must(map: Map<string, string>, key: string, what: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`The fixture names an unknown ${what}: ${key}`);
  return id;
}

const need = (map: Map<string, string>, key: string | undefined, what: string): string | null =>
  key === undefined ? null : must(map, key, what);

export async function seedReportVenue(db: AppDatabase, venue: FixtureVenue): Promise<SeededVenue> {
  const restaurantId = await createFixtureRestaurant(db, venue.name, venue.timeZone);
  const ids: SeededVenue['ids'] = {
    status: new Map(),
    shift: new Map(),
    server: new Map(),
    area: new Map(),
    booking: new Map(),
  };
  const made = (kind: keyof SeededVenue['ids'], name: string) => {
    const id = uuidv7();
    ids[kind].set(name, id);
    return id;
  };

  await db.insert(reservationStatuses).values(
    venue.statuses.map((name, i) => ({
      id: made('status', name),
      restaurantId,
      name,
      colorCode: '#888888',
      holdsTable: ['Booked', 'Seated'].includes(name),
      isFinal: !['Booked', 'Seated'].includes(name),
      isDefault: name === 'Booked',
      sortOrder: i,
    })),
  );
  await db.insert(shifts).values(
    venue.shifts.map(([name, start, active]) => ({
      id: made('shift', name),
      restaurantId,
      name,
      category: name.toLowerCase(),
      startTime: start,
      endTime: '23:59',
      turnTimes: [],
      activeDays: ALL_DAYS,
      isActive: active,
    })),
  );
  await db.insert(serverNames).values(
    venue.servers.map(([name, active]) => ({
      id: made('server', name),
      restaurantId,
      name,
      status: active ? 1 : 0,
    })),
  );
  await db.insert(seatingAreas).values(
    venue.areas.map(([name, active], i) => ({
      id: made('area', name),
      restaurantId,
      name,
      saOrder: i + 1,
      status: active ? 1 : 0,
    })),
  );
  await db.insert(bookingChannels).values(
    venue.channels.map(([name, code, type, active]) => ({
      id: uuidv7(),
      restaurantId,
      name,
      code,
      type,
      status: active ? 1 : 0,
    })),
  );
  for (const b of venue.bookings) await insertBooking(db, restaurantId, venue.timeZone, ids, b);
  return { restaurantId, ids };
}

/** One booking (and the waitlist entry it came from), its interval computed in the venue's zone. */
async function insertBooking(
  db: AppDatabase,
  restaurantId: number,
  timeZone: string,
  ids: SeededVenue['ids'],
  b: FixtureBooking,
): Promise<string> {
  const id = uuidv7();
  ids.booking.set(b.label, id);
  const start = sql`((${b.date}::date + ${b.time}::time) at time zone ${timeZone})`;
  const minutes = b.minutes ?? 120;
  await db.insert(reservations).values({
    id,
    restaurantId,
    firstName: b.label,
    date: b.date,
    time: b.time,
    durationMinutes: minutes,
    guestCount: b.guests,
    source: b.source,
    statusId: must(ids.status, b.status, 'status'),
    shiftId: need(ids.shift, b.shift, 'shift'),
    serverNameId: need(ids.server, b.server, 'server'),
    seatingAreaId: need(ids.area, b.area, 'area'),
    during: sql`tstzrange(${start}, ${start} + make_interval(mins => ${minutes}), '[)')`,
  });
  if (b.fromWaitlist)
    await db.insert(waitlistEntries).values({
      id: uuidv7(),
      restaurantId,
      firstName: b.label,
      partySize: b.guests,
      date: b.date,
      status: 'seated',
      reservationId: id,
    });
  return id;
}

/** A waitlist entry of `restaurantId` pointing at `reservationId` (any venue's: no API writes that). */
export async function insertSeatedEntry(db: AppDatabase, restaurantId: number, reservationId: string) {
  await db.insert(waitlistEntries).values({
    id: uuidv7(),
    restaurantId,
    firstName: 'Stray',
    partySize: 1,
    date: PERIOD.from,
    status: 'seated',
    reservationId,
  });
}

/** A manager of the restaurant (the built-in manager role's permissions), who can sign in. */
export async function createManager(db: AppDatabase, restaurantId: number, email: string, password: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'manager'));
  if (!role) throw new Error('The manager role is missing');
  const [type] = await db
    .insert(roleTypes)
    .values({ restaurantId, roleId: role.id, name: 'manager' })
    .returning({ id: roleTypes.id });
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), firstName: 'Maud', lastName: 'Manager' })
    .returning({ id: users.id });
  if (!type || !user) throw new Error('The fixture manager was not made');
  await db.insert(userRoles).values({ userId: user.id, restaurantId, roleTypeId: type.id });
}

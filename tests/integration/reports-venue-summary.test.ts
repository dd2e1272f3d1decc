// The venue settings' reservation summary mail (issue 33 §3): saving the internal summary emails with
// two times queues the mail; the one due now goes out through the job queue, once, to each of the
// restaurant's staff whose role may read reports, listing by hand-count the venue date's bookings
// from the send time (Cancelled ones are left out; another venue's never appear) with yesterday's
// covers and no-show cards; two runs of one due mail send it once, and under two API nodes on one
// PostgreSQL database too; a summary whose times changed or that was switched off sends nothing.
//
// The fixture venue's zone is chosen so its wall clock reads between 09:00 and 16:00 now: the
// bookings two hours before and three hours after the send time then fall on the same venue date,
// whatever the hour the suite runs at.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Label } from '../../src-shared/schemas/client.js';
import { formatReportFigure } from '../../src-shared/reports/report-labels.js';
import type { ReportResult } from '../../src-shared/reports/report-schemas.js';
import {
  addDays,
  instantToVenueLocal,
  minutesToTime,
  timeToMinutes,
  venueLocalToInstant,
} from '../../src-shared/time.js';
import { hashPassword } from '../../src-server/auth/password.js';
import type { AppDatabase } from '../../src-server/db/client.js';
import {
  diningTables,
  jobOutbox,
  reservations,
  reservationStatuses,
  roles,
  roleTypes,
  shifts,
  userRoles,
  users,
} from '../../src-server/db/schema/index.js';
import { reportSummaryDeliveries } from '../../src-server/db/schema/reports.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import type { MailMessage } from '../../src-server/mail/mailer.js';
import { dailyRules, nextDueOfAny } from '../../src-server/reports/report-schedule-due.js';
import {
  queueAllSchedules,
  runVenueSummary,
  summaryJobId,
} from '../../src-server/reports/report-schedule-job.js';
import { freePort, smtpSink } from '../support/smtp-sink.js';
import { startTestApi, useTestApi, type SignedIn, type TestApi } from './helpers/api-server.js';
import { createFixtureRestaurant } from './helpers/report-test-kit.js';
import { withoutRolePermission } from './helpers/role-grants.js';
import { eventually } from './sync-helpers.js';

const JOBS = { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;
const SEND_TIMEOUT_MS = 30_000;
const getApi = useTestApi({ jobs: JOBS });
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A zone whose wall clock reads 09:00–15:59 at `now` (the five cover every hour of the UTC day). */
function daytimeZone(now: Date): string {
  const zones = ['Europe/London', 'Asia/Tokyo', 'America/New_York', 'Pacific/Honolulu', 'Asia/Kolkata'];
  const zone = zones.find((z) => {
    const hour = Number(instantToVenueLocal(now, z).time.slice(0, 2));
    return hour >= 9 && hour < 16;
  });
  if (!zone) throw new Error('no zone in daytime');
  return zone;
}

interface Venue {
  restaurantId: number;
  name: string;
  timeZone: string;
  /** The venue date and the send time (the venue's clock now, to the minute). */
  date: string;
  sendAt: string;
  dueAt: Date;
  adminEmail: string;
  hostEmail: string;
  password: string;
}

interface Booking {
  label: string;
  /** Minutes from the send time; `yesterday` puts it on the day before. */
  at: number;
  yesterday?: boolean;
  guests: number;
  status: string;
  shift?: string;
  tables?: string[];
  notes?: string;
  tags?: Label[];
  allergens?: Label[];
}

// prettier-ignore
const BOOKINGS: Booking[] = [
  // Started before the send time: not listed.
  { label: 'Before', at: -120, guests: 4, status: 'Seated', shift: 'Lunch', tables: ['T3'] },
  // At the send time: listed.
  { label: 'Atsend', at: 0, guests: 2, status: 'Booked', shift: 'Lunch', tables: ['T1'] },
  { label: 'After', at: 60, guests: 3, status: 'Booked', shift: 'Dinner', tables: ['T2'], notes: 'Window seat', tags: [{ label: 'VIP' }], allergens: [{ label: 'Nuts' }] },
  { label: 'Large', at: 90, guests: 9, status: 'Booked', shift: 'Dinner', tables: ['T1', 'T2'] },
  // Cancelled: not coming, not listed, not counted.
  { label: 'Called off', at: 120, guests: 5, status: 'Cancelled', shift: 'Dinner' },
  { label: 'Noshift', at: 180, guests: 2, status: 'Booked' },
  // Yesterday: covers 4 + 3 = 7 (the no-show and the cancelled one are no covers); no-show rate 1 of 3.
  { label: 'Y1', at: 0, yesterday: true, guests: 4, status: 'Seated', shift: 'Lunch' },
  { label: 'Y2', at: 30, yesterday: true, guests: 3, status: 'Booked', shift: 'Dinner' },
  { label: 'Y3', at: 60, yesterday: true, guests: 2, status: 'No-show', shift: 'Dinner' },
  { label: 'Y4', at: 90, yesterday: true, guests: 6, status: 'Cancelled', shift: 'Dinner' },
];

/** A user of the restaurant with a built-in role, who can sign in. */
async function createStaff(
  db: AppDatabase,
  restaurantId: number,
  role: string,
  email: string,
  password: string,
) {
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  if (!r) throw new Error(`no ${role} role`);
  const [type] = await db
    .insert(roleTypes)
    .values({ restaurantId, roleId: r.id, name: role })
    .returning({ id: roleTypes.id });
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), firstName: role, lastName: 'Fixture' })
    .returning({ id: users.id });
  if (!type || !user) throw new Error('staff not made');
  await db.insert(userRoles).values({ userId: user.id, restaurantId, roleTypeId: type.id });
}

/** A restaurant with its statuses, two shifts, three tables and `bookings` placed around the send time. */
async function seedVenue(db: AppDatabase, name: string, timeZone: string, bookings: readonly Booking[]) {
  const restaurantId = await createFixtureRestaurant(db, name, timeZone);
  const now = instantToVenueLocal(new Date(), timeZone);
  const dueAt = venueLocalToInstant(now.date, now.time, timeZone);
  const status = new Map<string, string>();
  for (const [i, s] of ['Booked', 'Seated', 'Completed', 'Cancelled', 'No-show'].entries()) {
    const id = uuidv7();
    status.set(s, id);
    await db.insert(reservationStatuses).values({
      id,
      restaurantId,
      name: s,
      colorCode: '#888888',
      holdsTable: ['Booked', 'Seated'].includes(s),
      isFinal: !['Booked', 'Seated'].includes(s),
      isDefault: s === 'Booked',
      sortOrder: i,
    });
  }
  const shift = new Map<string, string>();
  for (const [s, start] of [
    ['Lunch', '00:00'],
    ['Dinner', '12:00'],
  ] as const) {
    const id = uuidv7();
    shift.set(s, id);
    await db.insert(shifts).values({
      id,
      restaurantId,
      name: s,
      category: s.toLowerCase(),
      startTime: start,
      endTime: '23:59',
      turnTimes: [],
      activeDays: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
      isActive: true,
    });
  }
  const table = new Map<string, string>();
  for (const t of ['T1', 'T2', 'T3']) {
    const id = uuidv7();
    table.set(t, id);
    await db
      .insert(diningTables)
      .values({ id, restaurantId, name: t, minCovers: 1, maxCovers: 10, shape: 'round' });
  }
  for (const b of bookings) {
    const date = b.yesterday ? addDays(now.date, -1) : now.date;
    const time = minutesToTime(timeToMinutes(now.time) + b.at);
    const start = sql`((${date}::date + ${time}::time) at time zone ${timeZone})`;
    await db.insert(reservations).values({
      id: uuidv7(),
      restaurantId,
      firstName: b.label,
      lastName: 'Guest',
      date,
      time,
      durationMinutes: 90,
      guestCount: b.guests,
      statusId: status.get(b.status) ?? '',
      shiftId: b.shift ? (shift.get(b.shift) ?? null) : null,
      tableIds: (b.tables ?? []).map((t) => table.get(t) ?? ''),
      specialRequest: b.notes ?? '',
      clientTags: b.tags ?? [],
      allergens: b.allergens ?? [],
      during: sql`tstzrange(${start}, ${start} + make_interval(mins => 90), '[)')`,
    });
  }
  const tag = crypto.randomBytes(3).toString('hex');
  const venue: Venue = {
    restaurantId,
    name,
    timeZone,
    date: now.date,
    sendAt: now.time,
    dueAt,
    adminEmail: `admin-${tag}@summary.test`,
    hostEmail: `host-${tag}@summary.test`,
    password: 'summary-staff-1',
  };
  await createStaff(db, restaurantId, 'admin', venue.adminEmail, venue.password);
  await createStaff(db, restaurantId, 'host', venue.hostEmail, venue.password);
  return venue;
}

const at = (v: Venue, minutes: number) => minutesToTime(timeToMinutes(v.sendAt) + minutes);

const saveSummary = (t: TestApi, who: SignedIn, v: Venue, body: Record<string, unknown>) =>
  t.api('PUT', `/venue-settings/update-internal-terms-email/${v.restaurantId}`, {
    token: who.token,
    restaurantId: v.restaurantId,
    body,
  });

const deliveriesOf = (db: AppDatabase, restaurantId: number) =>
  db.select().from(reportSummaryDeliveries).where(eq(reportSummaryDeliveries.restaurantId, restaurantId));

/** A mailer that keeps what it is given. */
function keeper() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: { send: (m: MailMessage) => Promise.resolve(void sent.push(m)), close: () => undefined },
  };
}

let venue: Venue;
let admin: SignedIn;

beforeAll(async () => {
  const t = getApi();
  const zone = daytimeZone(new Date());
  venue = await seedVenue(
    t.server.db,
    `Summary Brasserie ${crypto.randomBytes(2).toString('hex')}`,
    zone,
    BOOKINGS,
  );
  // Another venue booking the same date and times: none of its bookings may appear.
  await seedVenue(t.server.db, 'Other Summary Diner', zone, [
    { label: 'Othervenue', at: 30, guests: 6, status: 'Booked', shift: 'Dinner' },
  ]);
  admin = await t.signIn(venue.adminEmail, venue.password);
});

describe('the reservation summary mail', () => {
  it('is queued when the settings are saved with two times, and the one due now goes out once per recipient', async () => {
    const t = getApi();
    const later = at(venue, 6 * 60);
    // The host's role loses reports.read for the send: they get nothing.
    await withoutRolePermission(t.server.db, 'host', 'reports.read', async () => {
      const saved = await saveSummary(t, admin, venue, {
        reservation_summary_enabled: true,
        reservation_summary_times: [later, venue.sendAt],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await eventually(async () => {
        const [delivery] = await deliveriesOf(t.server.db, venue.restaurantId);
        expect(delivery?.sentAt).toBeTruthy();
      }, SEND_TIMEOUT_MS);
    });
    const deliveries = await deliveriesOf(t.server.db, venue.restaurantId);
    expect(deliveries.map((d) => [d.kind, d.dueAt.toISOString(), d.recipients])).toEqual([
      ['reservations', venue.dueAt.toISOString(), 1],
    ]);
    // The next time of the two is queued (on the queue or still in the outbox).
    const next = nextDueOfAny(dailyRules([later, venue.sendAt]), venue.timeZone, new Date());
    expect(next.toISOString()).toBe(venueLocalToInstant(venue.date, later, venue.timeZone).toISOString());
    const nextId = summaryJobId(venue.restaurantId, 'reservations', next);
    await eventually(async () => {
      const queued = (await t.server.jobs?.jobs('report-schedule.send')) ?? [];
      const waiting = await t.server.db.select().from(jobOutbox).where(eq(jobOutbox.id, nextId));
      expect(queued.some((j) => j.id === nextId) || waiting.length === 1).toBe(true);
    }, SEND_TIMEOUT_MS);

    expect(readMailbox(t.dataDir, venue.hostEmail)).toHaveLength(0);
    const mails = readMailbox(t.dataDir, venue.adminEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toMatch(
      new RegExp(
        `^${venue.name}: Reservation summary, \\w+day \\d+(st|nd|rd|th) \\w+ \\d{4} from ${venue.sendAt}$`,
      ),
    );
    const text = mail?.text ?? '';
    // Atsend 2 + After 3 + Large 9 + Noshift 2.
    expect(text).toContain(`Still to come from ${venue.sendAt}: 4 bookings, 16 covers.\n`);
    expect(text).toContain(
      'By shift\nLunch: 1 booking, 2 covers\nDinner: 2 bookings, 12 covers\nNo shift: 1 booking, 2 covers\n',
    );
    expect(text).toContain(
      `Large parties (8 guests or more)\n${at(venue, 90)} · Large Guest · 9 guests · table T1+T2 · Booked\n`,
    );
    expect(text).toContain(
      [
        'Bookings',
        `${venue.sendAt} · Atsend Guest · 2 guests · table T1 · Booked`,
        `${at(venue, 60)} · After Guest · 3 guests · table T2 · Booked · Window seat · VIP, Allergen: Nuts`,
        `${at(venue, 90)} · Large Guest · 9 guests · table T1+T2 · Booked`,
        `${at(venue, 180)} · Noshift Guest · 2 guests · no table · Booked`,
        '',
      ].join('\n'),
    );
    for (const absent of ['Before Guest', 'Called off', 'Othervenue', 'Y1 Guest'])
      expect(text).not.toContain(absent);
    // Yesterday's cards, as the reports answer them.
    const yesterday = addDays(venue.date, -1);
    expect(text).toContain(`Yesterday, `);
    expect(text).toContain('Covers and bookings · Covers: 7\n');
    const noShows = await t.api('GET', `/reports/leadTimes?from=${yesterday}&to=${yesterday}`, {
      token: admin.token,
      restaurantId: venue.restaurantId,
    });
    expect(noShows.status, JSON.stringify(noShows.body)).toBe(200);
    const { card } = (noShows.body as { data: ReportResult }).data;
    expect(card.value).toBeCloseTo(1 / 3);
    expect(text).toContain(`No-show rate: ${formatReportFigure(card.value, card.unit, 'GBP')}\n`);
    expect(mail?.html).toContain('After Guest');
    expect(mail?.html).toContain(`/report?report=covers&amp;from=${yesterday}&amp;to=${yesterday}`);

    // Queued again (as every node's start does) and run again: the claim is taken, nothing more is sent.
    await queueAllSchedules(t.server.db);
    const { sent, mailer } = keeper();
    const again = await runVenueSummary(
      { db: t.server.db, mailer, consoleUrl: 'http://console.test', log: silent },
      { restaurantId: venue.restaurantId, summary: 'reservations', dueAt: venue.dueAt.toISOString() },
    );
    expect(again).toBe('already-sent');
    expect(sent).toHaveLength(0);
    expect(readMailbox(t.dataDir, venue.adminEmail)).toHaveLength(1);
  });

  it('two runs of one due mail at once send it once, to every staff member who may read reports', async () => {
    const t = getApi();
    const due = venueLocalToInstant(venue.date, at(venue, 6 * 60), venue.timeZone);
    const { sent, mailer } = keeper();
    const ctx = { db: t.server.db, mailer, consoleUrl: 'http://console.test', log: silent };
    const payload = {
      restaurantId: venue.restaurantId,
      summary: 'reservations' as const,
      dueAt: due.toISOString(),
    };
    const outcomes = await Promise.all([
      runVenueSummary(ctx, payload, due),
      runVenueSummary(ctx, payload, due),
    ]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(sent.map((m) => m.to).sort()).toEqual([venue.hostEmail, venue.adminEmail].sort());
    // Six hours on, the bookings of the fixture have all started: none is still to come.
    expect(sent[0]?.text).toContain(`No bookings still to come today from ${at(venue, 6 * 60)}.`);
    expect(await deliveriesOf(t.server.db, venue.restaurantId)).toHaveLength(2);
    // More than six hours late (the queue was down): skipped.
    const late = await runVenueSummary(ctx, payload, new Date(due.getTime() + 7 * 3_600_000));
    expect(late).toBe('too-late');
  });

  it('sends nothing for a time no longer chosen, nor once switched off', async () => {
    const t = getApi();
    const { sent, mailer } = keeper();
    const ctx = { db: t.server.db, mailer, consoleUrl: 'http://console.test', log: silent };
    const run = (time: string) => {
      const due = venueLocalToInstant(addDays(venue.date, 1), time, venue.timeZone);
      return runVenueSummary(
        ctx,
        { restaurantId: venue.restaurantId, summary: 'reservations', dueAt: due.toISOString() },
        due,
      );
    };
    const moved = at(venue, 6 * 60 + 30);
    const saved = await saveSummary(t, admin, venue, { reservation_summary_times: [moved] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The save queued the new time's next mail.
    const movedId = summaryJobId(
      venue.restaurantId,
      'reservations',
      venueLocalToInstant(venue.date, moved, venue.timeZone),
    );
    await eventually(async () => {
      const queued = (await t.server.jobs?.jobs('report-schedule.send')) ?? [];
      const waiting = await t.server.db.select().from(jobOutbox).where(eq(jobOutbox.id, movedId));
      expect(queued.some((j) => j.id === movedId) || waiting.length === 1).toBe(true);
    }, SEND_TIMEOUT_MS);
    // Tomorrow at the old send time: that time was dropped, the job left behind does nothing.
    expect(await run(venue.sendAt)).toBe('stale');
    expect(await run(moved)).toBe('sent');
    const off = await saveSummary(t, admin, venue, { reservation_summary_enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    // Switched off: the day after's mail at the new time does nothing either.
    const dayAfter = venueLocalToInstant(addDays(venue.date, 2), moved, venue.timeZone);
    expect(
      await runVenueSummary(
        ctx,
        { restaurantId: venue.restaurantId, summary: 'reservations', dueAt: dayAfter.toISOString() },
        dayAfter,
      ),
    ).toBe('stale');
    expect(sent.map((m) => m.to).sort()).toEqual([venue.hostEmail, venue.adminEmail].sort());
    expect(await deliveriesOf(t.server.db, venue.restaurantId)).toHaveLength(3);
  });

  // PGlite belongs to one process: two API nodes on one database need PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    'is sent once under two API nodes on one database (PostgreSQL)',
    async () => {
      const sink = smtpSink(await freePort());
      await sink.up();
      const jwtSecret = crypto.randomBytes(32).toString('hex');
      const a = await startTestApi({ jwtSecret, smtpUrl: sink.url, jobs: JOBS });
      const b = await startTestApi({ jwtSecret, smtpUrl: sink.url, jobs: JOBS, databaseUrl: a.databaseUrl });
      try {
        await Promise.all([a.server.jobs?.ready(), b.server.jobs?.ready()]);
        const v = await seedVenue(a.server.db, 'Two Nodes Brasserie', daytimeZone(new Date()), BOOKINGS);
        const who = await b.signIn(v.adminEmail, v.password);
        const saved = await saveSummary(a, who, v, {
          reservation_summary_enabled: true,
          reservation_summary_times: [v.sendAt, at(v, 6 * 60)],
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        // The other node queues it too, as its start does: the same job id.
        await queueAllSchedules(b.server.db);
        await eventually(async () => {
          const [delivery] = await deliveriesOf(a.server.db, v.restaurantId);
          expect(delivery?.sentAt).toBeTruthy();
        }, SEND_TIMEOUT_MS);
        const jobId = summaryJobId(v.restaurantId, 'reservations', v.dueAt);
        await eventually(async () => {
          const jobs = (await a.server.jobs?.jobs('report-schedule.send')) ?? [];
          expect(jobs.filter((j) => j.id === jobId).map((j) => j.state)).toEqual(['completed']);
        }, SEND_TIMEOUT_MS);
        expect(await deliveriesOf(b.server.db, v.restaurantId)).toHaveLength(1);
        for (const email of [v.adminEmail, v.hostEmail]) {
          const mine = sink.received.filter(
            (m) => m.to.includes(email) && m.data.includes('Two Nodes Brasserie'),
          );
          expect(mine, email).toHaveLength(1);
        }
      } finally {
        await b.stop();
        await a.stop();
        await sink.down();
      }
    },
  );
});

// Scheduled report mails (issue 33 §3): the schedule is a declared resource whose refusals name the
// field; a schedule due now is mailed through the job queue with its cards inline; the claim on
// (schedule, due instant) makes two runs at once send one mail; and under two API nodes on one
// PostgreSQL database the mail goes out once with one delivery row. The mail's covers card is the
// covers report's own answer for the period; the lead-times report is replaced here by one that
// fails, to show a report that cannot be computed leaves the other cards going out.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOutbox, restaurants } from '../../src-server/db/schema/index.js';
import { reportDeliveries, reportSchedules } from '../../src-server/db/schema/reports.js';
import type { AppDatabase } from '../../src-server/db/client.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import type { MailMessage } from '../../src-server/mail/mailer.js';
import { REPORTS } from '../../src-server/reports/report-registry.js';
import type { ReportDefinition } from '../../src-server/reports/report-scope.js';
import { periodOfDue } from '../../src-server/reports/report-schedule-due.js';
import { formatReportChange, formatReportFigure } from '../../src-shared/reports/report-labels.js';
import type { ReportResult } from '../../src-shared/reports/report-schemas.js';
import {
  queueAllSchedules,
  runScheduledReport,
  scheduleJobId,
} from '../../src-server/reports/report-schedule-job.js';
import type { ReportSchedule } from '../../src-shared/reports/report-schedule-resource.js';
import { instantToVenueLocal, venueLocalToInstant } from '../../src-shared/time.js';
import { freePort, smtpSink } from '../support/smtp-sink.js';
import { DEMO, startTestApi, useTestApi, type SignedIn, type TestApi } from './helpers/api-server.js';
import { withoutRolePermission } from './helpers/role-grants.js';
import { eventually } from './sync-helpers.js';

/** Test stand-in for a report whose figures cannot be computed. */
const failingLeadTimes: ReportDefinition = {
  key: 'leadTimes',
  compute: () => Promise.reject(new Error('the lead times are being recounted')),
};

const JOBS = { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } as const;
const realLeadTimes = REPORTS.leadTimes;
const getApi = useTestApi({ jobs: JOBS });
let admin: SignedIn;
let host: SignedIn;
let quayAdmin: SignedIn;
let harbourId: number;

beforeAll(async () => {
  REPORTS.leadTimes = failingLeadTimes;
  const t = getApi();
  [admin, host, quayAdmin] = await Promise.all([
    t.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password),
    t.signIn(DEMO.harbourHost.email, DEMO.harbourHost.password),
    t.signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password),
  ]);
  harbourId = admin.user.restaurantId;
});

afterAll(() => {
  REPORTS.leadTimes = realLeadTimes;
});

/** How long a scheduled send may take to land (it goes through the job queue and the mail sink). */
const SEND_TIMEOUT_MS = 30_000;

const errorsOf = (body: unknown) => (body as { errors?: Record<string, string[]> }).errors ?? {};
const dataOf = (body: unknown) => (body as { data: ReportSchedule }).data;

/** Venue time `minutes` from now at the restaurant, HH:MM. */
async function venueTimeIn(db: AppDatabase, restaurantId: number, minutes: number): Promise<string> {
  const [r] = await db
    .select({ tz: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return instantToVenueLocal(new Date(Date.now() + minutes * 60_000), r?.tz ?? 'UTC').time;
}

const create = (t: TestApi, who: SignedIn, body: Record<string, unknown>) =>
  t.api('POST', '/report-schedules', { token: who.token, restaurantId: who.user.restaurantId, body });

const deliveriesOf = (db: AppDatabase, scheduleId: string) =>
  db.select().from(reportDeliveries).where(eq(reportDeliveries.scheduleId, scheduleId));

describe('report schedules', () => {
  it('are created, listed, edited and deleted, each refusal naming its field', async () => {
    const t = getApi();
    const base = {
      name: 'Weekly summary',
      cadence: 'weekly',
      weekday: 'Monday',
      send_at: await venueTimeIn(t.server.db, harbourId, 6 * 60),
      recipients: `${DEMO.harbourHost.email}, ${DEMO.harbourAdmin.email.toUpperCase()}`,
      reports: ['covers', 'turnTimes'],
      active: false,
    };
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ weekday: null }, 'weekday', 'Weekday is required for a weekly schedule'],
      [{ send_at: '9:5' }, 'send_at', 'Invalid time format: 9:5. Use HH:MM format'],
      [{ send_at: '24:00' }, 'send_at', 'Invalid time format: 24:00. Use HH:MM format'],
      [{ recipients: '' }, 'recipients', 'Recipients are required'],
      [
        { recipients: 'nobody@harbour.test' },
        'recipients',
        'nobody@harbour.test is not a user of this restaurant',
      ],
      // A user of another restaurant is no recipient here.
      [
        { recipients: DEMO.quayAdmin.email },
        'recipients',
        `${DEMO.quayAdmin.email} is not a user of this restaurant`,
      ],
      [{ reports: [] }, 'reports', 'Choose at least one report'],
      [{ cadence: 'monthly' }, 'cadence', "Cadence must be 'daily' or 'weekly'"],
    ];
    for (const [change, field, message] of refusals) {
      const res = await create(t, admin, { ...base, ...change });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(errorsOf(res.body)[field]).toEqual([message]);
    }
    // A mail carries the figures: a recipient whose role cannot read reports is refused.
    await withoutRolePermission(t.server.db, 'host', 'reports.read', async () => {
      const res = await create(t, admin, { ...base, recipients: DEMO.harbourHost.email });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(errorsOf(res.body).recipients).toEqual([
        `${DEMO.harbourHost.email} may not read reports: their role lacks 'reports.read'`,
      ]);
    });
    const unknownReport = await create(t, admin, { ...base, reports: ['footfall'] });
    expect(unknownReport.status).toBe(422);
    expect(Object.keys(errorsOf(unknownReport.body))).toEqual(['reports.0']);

    const made = await create(t, admin, base);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const row = dataOf(made.body);
    expect(row).toMatchObject({
      name: 'Weekly summary',
      cadence: 'weekly',
      weekday: 'Monday',
      send_at: base.send_at,
      recipients: `${DEMO.harbourHost.email}, ${DEMO.harbourAdmin.email}`,
      reports: ['covers', 'turnTimes'],
      active: false,
      created_by: 'Hannah Reid',
    });
    const [stored] = await t.server.db.select().from(reportSchedules).where(eq(reportSchedules.id, row.id));
    expect(stored?.weekday).toBe(1);
    expect(stored?.recipientUserIds).toEqual([host.user.id, admin.user.id]);

    // A host reads the schedules (reports.read) but may not change them (reports.schedule).
    const listed = await t.api('GET', '/report-schedules', { token: host.token, restaurantId: harbourId });
    expect(listed.status).toBe(200);
    expect((listed.body as { data: ReportSchedule[] }).data.map((s) => s.id)).toContain(row.id);
    expect((await create(t, host, base)).status).toBe(403);
    // Another restaurant sees none of them.
    const theirs = await t.api('GET', '/report-schedules', {
      token: quayAdmin.token,
      restaurantId: quayAdmin.user.restaurantId,
    });
    expect((theirs.body as { data: ReportSchedule[] }).data.map((s) => s.id)).not.toContain(row.id);
    const foreign = await t.api('GET', `/report-schedules/${row.id}`, {
      token: quayAdmin.token,
      restaurantId: quayAdmin.user.restaurantId,
    });
    expect(foreign.status).toBe(404);

    const path = `/report-schedules/${row.id}`;
    const edit = (body: Record<string, unknown>) =>
      t.api('PUT', path, { token: admin.token, restaurantId: harbourId, body });
    const noDay = await edit({ weekday: null });
    expect(noDay.status).toBe(422);
    expect(errorsOf(noDay.body).weekday).toEqual(['Weekday is required for a weekly schedule']);
    const daily = await edit({ cadence: 'daily', recipients: DEMO.harbourAdmin.email });
    expect(daily.status, JSON.stringify(daily.body)).toBe(200);
    expect(dataOf(daily.body)).toMatchObject({
      cadence: 'daily',
      weekday: null,
      recipients: DEMO.harbourAdmin.email,
    });
    // Back to weekly: the stored schedule has no weekday now, so the edit must give one.
    const weeklyAgain = await edit({ cadence: 'weekly' });
    expect(errorsOf(weeklyAgain.body).weekday).toEqual(['Weekday is required for a weekly schedule']);
    expect((await edit({ cadence: 'weekly', weekday: 'Friday' })).status).toBe(200);

    const removed = await t.api('DELETE', path, { token: admin.token, restaurantId: harbourId });
    expect(removed.status).toBe(200);
    expect((await t.api('GET', path, { token: admin.token, restaurantId: harbourId })).status).toBe(404);
  });

  it('mails a schedule due now through the job queue, with its cards inline, once', async () => {
    const t = getApi();
    const name = `Morning summary ${crypto.randomBytes(2).toString('hex')}`;
    const made = await create(t, admin, {
      name,
      cadence: 'daily',
      send_at: await venueTimeIn(t.server.db, harbourId, 0),
      recipients: DEMO.harbourAdmin.email,
      reports: ['covers', 'leadTimes'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = dataOf(made.body).id;
    await eventually(async () => {
      const [delivery] = await deliveriesOf(t.server.db, id);
      expect(delivery?.sentAt).toBeTruthy();
    }, SEND_TIMEOUT_MS);
    const deliveries = await deliveriesOf(t.server.db, id);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.recipients).toBe(1);

    const mails = readMailbox(t.dataDir, DEMO.harbourAdmin.email).filter((m) => m.subject.includes(name));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toMatch(new RegExp(`^Harbour Bistro: ${name}, \\d+(st|nd|rd|th) \\w+ \\d{4}$`));
    // The covers card says what the covers report answers for the day before the due time.
    const dueAt = deliveries[0]?.dueAt ?? new Date();
    const day = periodOfDue({ cadence: 'daily' }, 'Europe/London', dueAt);
    const shown = await t.api('GET', `/reports/covers?from=${day.from}&to=${day.to}`, {
      token: admin.token,
      restaurantId: harbourId,
    });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const { card } = (shown.body as { data: ReportResult }).data;
    const figure = formatReportFigure(card.value, 'count', 'GBP');
    expect(mail?.text).toContain(`Covers and bookings · Covers: ${figure}\n`);
    const change = formatReportChange(card.value, card.previous, 'count');
    const before = formatReportFigure(card.previous, 'count', 'GBP');
    expect(mail?.text).toContain(change ? `${change} against ` : `: ${before}`);
    expect(mail?.html).toContain(`>${figure}<`);
    expect(mail?.html).toContain(
      `/harbour-bistro/admin/report?report=covers&amp;from=${day.from}&amp;to=${day.to}`,
    );
    // A report whose figures cannot be computed says so; the mail still goes.
    expect(mail?.text).toContain('No-shows and cancellations by lead time: Not available');
    expect(mail?.text).toContain('This report could not be computed for this mail.');
    expect(mail?.text).not.toContain('the lead times are being recounted');

    // Queueing it again (as every node's start does) sends nothing more: the claim is taken.
    await queueAllSchedules(t.server.db);
    const outcome = await runScheduledReport(
      {
        db: t.server.db,
        mailer: { send: () => Promise.reject(new Error('sent twice')), close: () => undefined },
        consoleUrl: 'http://console.test',
        log: silent,
      },
      { restaurantId: harbourId, scheduleId: id, dueAt: deliveries[0]?.dueAt.toISOString() ?? '' },
    );
    expect(outcome).toBe('already-sent');
  });

  it('two runs of one due mail at once send it once (the claim)', async () => {
    const t = getApi();
    const sendAt = await venueTimeIn(t.server.db, harbourId, 0);
    // Stored directly, so no job is queued for it: the two runs below are the only ones.
    const [row] = await t.server.db
      .insert(reportSchedules)
      .values({
        id: crypto.randomUUID(),
        restaurantId: harbourId,
        name: 'Claimed once',
        cadence: 'daily',
        sendAt,
        recipientUserIds: [admin.user.id, host.user.id],
        reports: ['covers'],
      })
      .returning();
    if (!row) throw new Error('no schedule');
    const [restaurant] = await t.server.db.select().from(restaurants).where(eq(restaurants.id, harbourId));
    const { date } = instantToVenueLocal(new Date(), restaurant?.timeZone ?? 'UTC');
    let dueAt = venueLocalToInstant(date, sendAt, restaurant?.timeZone ?? 'UTC');
    if (dueAt.getTime() > Date.now()) dueAt = new Date(dueAt.getTime() - 86_400_000);
    const sent: MailMessage[] = [];
    const ctx = {
      db: t.server.db,
      mailer: { send: (m: MailMessage) => Promise.resolve(void sent.push(m)), close: () => undefined },
      consoleUrl: 'http://console.test',
      log: silent,
    };
    const payload = { restaurantId: harbourId, scheduleId: row.id, dueAt: dueAt.toISOString() };
    const outcomes = await Promise.all([runScheduledReport(ctx, payload), runScheduledReport(ctx, payload)]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(sent.map((m) => m.to).sort()).toEqual([DEMO.harbourAdmin.email, DEMO.harbourHost.email].sort());
    expect(await deliveriesOf(t.server.db, row.id)).toHaveLength(1);
    // A job an edit has left behind (another time) sends nothing.
    const stale = { ...payload, dueAt: new Date(dueAt.getTime() - 3_600_000).toISOString() };
    expect(await runScheduledReport(ctx, stale)).toBe('stale');
  });

  // PGlite belongs to one process: two API nodes on one database need PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    'is sent once per schedule under two API nodes on one database (PostgreSQL)',
    async () => {
      const sink = smtpSink(await freePort());
      await sink.up();
      const jwtSecret = crypto.randomBytes(32).toString('hex');
      const a = await startTestApi({ jwtSecret, smtpUrl: sink.url, jobs: JOBS });
      const b = await startTestApi({ jwtSecret, smtpUrl: sink.url, jobs: JOBS, databaseUrl: a.databaseUrl });
      try {
        await Promise.all([a.server.jobs?.ready(), b.server.jobs?.ready()]);
        const manager = await b.signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
        const made = await create(a, manager, {
          name: 'Two nodes',
          cadence: 'daily',
          send_at: await venueTimeIn(a.server.db, manager.user.restaurantId, 0),
          recipients: DEMO.harbourHost.email,
          reports: ['covers'],
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const id = dataOf(made.body).id;
        // The other node queues it too, as its start does: the same job id.
        await queueAllSchedules(b.server.db);
        await eventually(async () => {
          const [delivery] = await deliveriesOf(a.server.db, id);
          expect(delivery?.sentAt).toBeTruthy();
        }, SEND_TIMEOUT_MS);
        const [delivery] = await deliveriesOf(b.server.db, id);
        const jobId = scheduleJobId(id, delivery?.dueAt ?? new Date(0));
        // The one job of that due time has finished and nothing of it waits in either outbox.
        await eventually(async () => {
          const jobs = (await a.server.jobs?.jobs('report-schedule.send')) ?? [];
          expect(jobs.filter((j) => j.id === jobId).map((j) => j.state)).toEqual(['completed']);
        }, SEND_TIMEOUT_MS);
        const waiting = await a.server.db.select().from(jobOutbox).where(eq(jobOutbox.id, jobId));
        expect(waiting).toHaveLength(0);
        expect(await deliveriesOf(a.server.db, id)).toHaveLength(1);
        const toHost = sink.received.filter(
          (m) => m.to.includes(DEMO.harbourHost.email) && m.data.includes('Two nodes'),
        );
        expect(toHost).toHaveLength(1);
        const claims = await a.server.db
          .select()
          .from(reportDeliveries)
          .where(
            and(
              eq(reportDeliveries.scheduleId, id),
              eq(reportDeliveries.restaurantId, manager.user.restaurantId),
            ),
          );
        expect(claims).toHaveLength(1);
      } finally {
        await b.stop();
        await a.stop();
        await sink.down();
      }
    },
  );
});

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

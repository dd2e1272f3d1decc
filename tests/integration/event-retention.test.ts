// Retention of the integrations' event logs (src-server/ops/event-retention.ts), on PGlite or
// PostgreSQL: the email provider's delivery events older than their days go, and so do the ids of
// webhook events the card provider and the POS delivered; newer ones, and another day's, stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { mailEvents, paymentEvents, posEvents } from '../../src-server/db/schema/index.js';
import { eventRetentionFromEnv, purgeEventLogs } from '../../src-server/ops/event-retention.js';
import { openMigratedScratch, type MigratedScratch } from './helpers/migrated-scratch.js';
import { createFixtureRestaurant } from './helpers/report-test-kit.js';

let database: MigratedScratch;
let restaurantId: number;
const now = new Date('2026-12-02T04:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

beforeAll(async () => {
  database = await openMigratedScratch('venue-event-retention');
  const { db } = database.handle;
  restaurantId = await createFixtureRestaurant(db, 'Retention', 'Europe/London');
  await db.insert(mailEvents).values(
    [100, 91, 89, 1].map((age) => ({
      id: uuidv7(),
      restaurantId,
      provider: 'mailgun' as const,
      providerEventId: `mail-${age}`,
      event: 'delivered' as const,
      recipient: `guest${age}@example.test`,
      occurredAt: daysAgo(age),
    })),
  );
  await db
    .insert(paymentEvents)
    .values([45, 31, 29].map((age) => ({ restaurantId, eventId: `evt_${age}`, receivedAt: daysAgo(age) })));
  await db
    .insert(posEvents)
    .values([31, 2].map((age) => ({ restaurantId, eventId: `pos_${age}`, receivedAt: daysAgo(age) })));
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('event retention', () => {
  it('keeps delivery events 90 days and webhook event ids 30, unless told otherwise', () => {
    expect(eventRetentionFromEnv({})).toEqual({ mailEventDays: 90, webhookEventDays: 30 });
    expect(
      eventRetentionFromEnv({ MAIL_EVENT_RETENTION_DAYS: '7', WEBHOOK_EVENT_RETENTION_DAYS: '10' }),
    ).toEqual({
      mailEventDays: 7,
      webhookEventDays: 10,
    });
    // Fewer days than a provider redelivers for would let an event apply twice: refused by name.
    expect(() => eventRetentionFromEnv({ WEBHOOK_EVENT_RETENTION_DAYS: '2' })).toThrow(
      'WEBHOOK_EVENT_RETENTION_DAYS must be a whole number from 4 to 36500, got "2".',
    );
  });

  it('deletes only what is older than its days', async () => {
    const { db } = database.handle;
    expect(await purgeEventLogs(db, eventRetentionFromEnv({}), now)).toEqual({
      mailEvents: 2,
      paymentEvents: 2,
      posEvents: 1,
    });
    const left = async <T extends { [k: string]: unknown }>(rows: Promise<T[]>, key: keyof T) =>
      (await rows).map((r) => r[key]).sort();
    expect(await left(db.select().from(mailEvents), 'providerEventId')).toEqual(['mail-1', 'mail-89']);
    expect(await left(db.select().from(paymentEvents), 'eventId')).toEqual(['evt_29']);
    expect(await left(db.select().from(posEvents), 'eventId')).toEqual(['pos_2']);
    // A second run that day finds nothing more.
    expect(await purgeEventLogs(db, eventRetentionFromEnv({}), now)).toEqual({
      mailEvents: 0,
      paymentEvents: 0,
      posEvents: 0,
    });
  });
});

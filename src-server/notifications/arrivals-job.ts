// Producer: a VIP or a guest with allergies arriving within the next hour (issue 30 §5). A job runs
// every few minutes over every restaurant; each booking notifies each user once (its dedupe key),
// however often the job runs, restarts or runs on two API nodes at once.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ARRIVAL_LOOKAHEAD_MINUTES } from '../../src-shared/notifications/notification-schemas.js';
import { isKeptStatus, statusNameKey } from '../../src-shared/reports/status-meaning.js';
import type { Label } from '../../src-shared/schemas/client.js';
import type { AppDatabase } from '../db/client.js';
import { clients, reservations, reservationStatuses } from '../db/schema/index.js';
import { enqueueRunOnce } from '../jobs/enqueue-job.js';
import { defineJob } from '../jobs/job-definition.js';
import { notify } from './notify.js';

/** How often the arrivals job looks ahead. */
export const ARRIVALS_EVERY_MINUTES = 5;

/** Statuses of a party already in the house: no arrival to prepare for. */
const IN_HOUSE = new Set(['arrived', 'seated']);

const isVip = (labels: readonly Label[]) => labels.some((l) => l.label.trim().toLowerCase() === 'vip');
const labelsOf = (...lists: (readonly Label[] | null)[]) => [
  ...new Set(lists.flatMap((list) => (list ?? []).map((l) => l.label.trim())).filter(Boolean)),
];

/**
 * Notifies every VIP or allergy booking starting between `now` and the look-ahead, in a status still
 * to arrive; answers how many notifications were written (0 for those already notified).
 */
export async function notifyUpcomingArrivals(db: AppDatabase, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + ARRIVAL_LOOKAHEAD_MINUTES * 60_000);
  const start = sql<number>`extract(epoch from lower(${reservations.during}))::float8`;
  const rows = await db
    .select({
      id: reservations.id,
      restaurantId: reservations.restaurantId,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
      guestCount: reservations.guestCount,
      time: reservations.time,
      tags: reservations.clientTags,
      allergens: reservations.allergens,
      clientTags: clients.tags,
      clientAllergens: clients.allergens,
      status: reservationStatuses.name,
      holdsTable: reservationStatuses.holdsTable,
      start,
    })
    .from(reservations)
    .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
    .leftJoin(clients, eq(clients.id, reservations.clientId))
    .where(and(gte(sql`lower(${reservations.during})`, now), lte(sql`lower(${reservations.during})`, until)));
  let written = 0;
  for (const r of rows) {
    if (!r.holdsTable || !isKeptStatus(r.status) || IN_HOUSE.has(statusNameKey(r.status))) continue;
    const vip = isVip(r.tags) || isVip(r.clientTags ?? []);
    const allergens = labelsOf(r.allergens, r.clientAllergens);
    if (!vip && allergens.length === 0) continue;
    const who = [vip ? 'VIP' : null, allergens.length > 0 ? `allergies: ${allergens.join(', ')}` : null]
      .filter(Boolean)
      .join(', ');
    const ids = await db.transaction((tx) =>
      notify(tx, {
        restaurantId: r.restaurantId,
        kind: 'vip_arrival',
        clientname: `${r.firstName} ${r.lastName}`.trim(),
        quote: `Arriving at ${r.time}, party of ${r.guestCount} (${who})`,
        time: new Date(Number(r.start) * 1000),
        subject: { type: 'reservation', id: r.id },
        dedupeKey: `vip_arrival:${r.id}`,
      }),
    );
    written += ids.length;
  }
  return written;
}

export const arrivalsJob = defineJob({
  name: 'notification.arrivals',
  payload: z.object({ slot: z.iso.datetime() }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  async run({ slot }, ctx) {
    await notifyUpcomingArrivals(ctx.db);
    // The next run: queued by this one, so the chain survives restarts (pg-boss keeps it).
    await scheduleArrivals(ctx.db, new Date(new Date(slot).getTime() + ARRIVALS_EVERY_MINUTES * 60_000));
  },
});

/** Queues the arrivals run of the slot at or after `at` (default now: at once); a slot already queued is left alone. */
export async function scheduleArrivals(db: AppDatabase, at = new Date()): Promise<void> {
  const step = ARRIVALS_EVERY_MINUTES * 60_000;
  const slot = new Date(Math.ceil(at.getTime() / step) * step);
  await enqueueRunOnce(
    db,
    arrivalsJob,
    { slot: slot.toISOString() },
    `notification-arrivals:${slot.toISOString()}`,
    slot.getTime() > Date.now() ? slot : null,
  );
}

// The availability quick view on the server: the tenant's catalogue and the bookings of the range fed
// to the shared engine's quickView, so the answer is the one an offline terminal and the reservation
// drawer compute. Rows run from 00:00 every `step` minutes; venue time throughout.
import { quickView } from '../../src-shared/domain/availability/index.js';
import type { QuickViewRequest, QuickViewResponse } from '../../src-shared/schemas/availability.js';
import {
  addDays,
  daysBetween,
  instantToVenueLocal,
  minutesToTime,
  MINUTES_PER_DAY,
} from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import { loadEngineBookings, loadEngineCatalogue } from '../reservations/engine-input.js';
import { channelOf } from './engine-channel.js';
import { assertOwned } from './tenant-guards.js';

/** The matrix's rows: 'HH:MM' from midnight every `step` minutes. */
export function quickViewTimes(step: number): string[] {
  return Array.from({ length: MINUTES_PER_DAY / step }, (_, i) => minutesToTime(i * step));
}

export function datesOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

export async function availabilityQuickView(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  request: QuickViewRequest,
  now: Date = new Date(),
): Promise<QuickViewResponse> {
  if (request.seatingAreaId)
    await assertOwned(db, restaurantId, 'areas', [request.seatingAreaId], 'seatingAreaId');
  const catalogue = await loadEngineCatalogue(db, restaurantId);
  const bookings = await loadEngineBookings(db, restaurantId, request.from, request.to);
  const channel = await channelOf(db, restaurantId, request.channel);
  return quickView({
    ...catalogue,
    bookings,
    dates: datesOf(request.from, request.to),
    times: quickViewTimes(request.step),
    partySizes: [...new Set(request.partySizes)].sort((a, b) => a - b),
    preferredSeatingAreaId: request.seatingAreaId,
    channel,
    now: instantToVenueLocal(now, timeZone),
  });
}

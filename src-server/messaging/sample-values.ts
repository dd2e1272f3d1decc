// The values a preview or a test mail is rendered with: the restaurant's own details and a sample
// booking (named as a sample, so nobody mistakes a test mail for a real guest's).
import { eq } from 'drizzle-orm';
import { formatLongDate } from '../../src-shared/dates.js';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import type { PlaceholderValues, TemplateType } from '../../src-shared/messaging/template-types.js';
import type { DbExecutor } from '../db/client.js';
import { restaurants } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { guestLinks, restaurantValues } from './message-values.js';

export const SAMPLE_RESERVATION_ID = '00000000-0000-7000-8000-000000000000';

export async function sampleValues(
  db: DbExecutor,
  restaurantId: number,
  consoleUrl: string,
  linkKey: Uint8Array,
  type: TemplateType,
  now: Date = new Date(),
): Promise<PlaceholderValues> {
  const [r] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  if (!r) throw notFound(`Restaurant ${restaurantId} was not found`);
  const inAWeek = new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    ...restaurantValues(r),
    guest_name: 'Sample Guest',
    reservation_date: formatLongDate(inAWeek),
    reservation_time: '19:30',
    party_size: '2',
    table_number: 'T4',
    seating_area: 'Main dining room',
    reservation_id: bookingReference(SAMPLE_RESERVATION_ID),
    special_requests: 'A quiet table, please',
    reminder_time: type === 'RESERVATION_REMINDER' ? 'in 24 hours' : '',
    custom_message: 'This is a sample message.',
    special_occasion_date: formatLongDate(inAWeek),
    ...guestLinks(consoleUrl, r.slug, SAMPLE_RESERVATION_ID, linkKey),
  };
}

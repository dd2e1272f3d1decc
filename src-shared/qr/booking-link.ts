// The venue's public booking link: the booking widget's page for the restaurant's slug on the
// console's origin. The widget itself is not built yet (issue 17); this is the path it is to answer
// on, the same one the guest links of confirmation emails sit under, so a QR code printed today keeps
// working when it arrives.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';

/** The widget's public path for a restaurant (issue 17; not served yet). */
export const BOOKING_PATH = '/book/{slug}';
/** Whether the public booking widget answers on BOOKING_PATH yet. */
export const BOOKING_WIDGET_BUILT = false;

export function bookingLink(consoleUrl: string, slug: string): string {
  return `${consoleUrl.replace(/\/$/, '')}${BOOKING_PATH.replace('{slug}', encodeURIComponent(slug))}`;
}

export const bookingLinkSchema = z.object({
  url: z.string(),
  slug: z.string(),
  widget_built: z.boolean(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

export const BOOKING_LINK_CALLS = {
  'qr.bookingLink': {
    method: 'GET',
    path: '/restaurant/{restaurantId}/booking-link',
    summary: "The venue's public booking link (what its QR code opens)",
    permission: 'restaurant.read',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: bookingLinkSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

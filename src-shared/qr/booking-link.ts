// The venue's public booking link: the booking widget's page for the restaurant's slug, served by the
// tenant API with no sign-in (src-server/public-widget). The link is built on the origin the API is
// reached at (behind a load balancer, its public host with TRUST_PROXY set), where the page answers.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';

/** The widget's public path for a restaurant, on the API's origin. */
export const BOOKING_PATH = '/book/{slug}';
/** The embed script's path: it inserts an iframe of BOOKING_PATH into the venue's own website. */
export const WIDGET_SCRIPT_PATH = '/widget/{slug}.js';
/** Whether the public booking widget answers on BOOKING_PATH (it does since issue 17). */
export const BOOKING_WIDGET_BUILT = true;

const onOrigin = (origin: string, path: string, slug: string) =>
  `${origin.replace(/\/$/, '')}${path.replace('{slug}', encodeURIComponent(slug))}`;

/** The booking page of `slug` on `origin` (the API's public origin). */
export function bookingLink(origin: string, slug: string): string {
  return onOrigin(origin, BOOKING_PATH, slug);
}

/** The embed script of `slug` on `origin`. */
export function widgetScriptLink(origin: string, slug: string): string {
  return onOrigin(origin, WIDGET_SCRIPT_PATH, slug);
}

/** The page a widget type opens: the event widget has its own, every other widget the booking page. */
export function widgetPageLink(bookingUrl: string, widget: string): string {
  return widget === 'event' ? `${bookingUrl.replace(/\/$/, '')}/event` : bookingUrl;
}

/**
 * The snippet a venue pastes into its own website: the embed script, which puts the widget's page in
 * an iframe where the tag stands (the event widget with data-widget="event"). No data-lang: the page
 * then speaks the widget's own language, as set in its settings.
 */
export function embedSnippet(scriptUrl: string, widget: string): string {
  const kind = widget === 'event' ? ' data-widget="event"' : '';
  return `<script src="${scriptUrl.replace(/"/g, '&quot;')}"${kind} async></script>`;
}

export const bookingLinkSchema = z.object({
  url: z.string(),
  /** The embed script (WIDGET_SCRIPT_PATH) on the same origin. */
  script_url: z.string(),
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

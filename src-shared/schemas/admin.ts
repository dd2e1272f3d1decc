// The /admin area's API (issue 16 part 3): the caller's restaurants (outlets) with their details,
// the details an admin may edit, and the websocket admin of spec §7 — always of the caller's own
// restaurant: no call reads or reaches another restaurant's sockets.
import { z } from 'zod';
import { restaurantDetailsResponseSchema } from './restaurant.js';
import { someOf } from './row-parts.js';

/** One of the caller's restaurants (outlets) in /admin › Restaurants, with its details. */
export const adminRestaurantSchema = restaurantDetailsResponseSchema.extend({
  /** The caller's role there. */
  roleName: z.string(),
  /** True for the restaurant of the restaurant-id header: the one edits apply to. */
  current: z.boolean(),
});
export type AdminRestaurant = z.infer<typeof adminRestaurantSchema>;

const required = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} cannot exceed ${max} characters`);
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} cannot exceed ${max} characters`)
    .nullable()
    .transform((v) => (v === '' ? null : v));

/**
 * What an admin may change of a restaurant: its name, address and contact. The slug (in every
 * console URL), the time zone (every booking's local time depends on it) and the currency (its own
 * settings screen) are not edited here.
 */
export const updateRestaurantDetailsSchema = someOf(
  z
    .object({
      name: required('Name', 120),
      address: z
        .object({
          line1: required('Address line 1', 200),
          line2: optionalText('Address line 2', 200),
          city: required('City', 120),
          postcode: required('Postcode', 20),
          country: required('Country', 120),
        })
        .partial()
        .strict(),
      contact: z
        .object({
          phone: required('Phone', 40),
          email: z
            .email('Email must be a valid email address')
            .max(320, 'Email cannot exceed 320 characters'),
          website: optionalText('Website', 300),
        })
        .partial()
        .strict(),
    })
    .strict(),
);
export type UpdateRestaurantDetails = z.infer<typeof updateRestaurantDetailsSchema>;

// ——— Websocket admin ———

export const realtimeStatusSchema = z.object({
  /** socket.io runs on this API node and takes connections (false while it shuts down). */
  serverRunning: z.boolean(),
  /** Realtime is on for this restaurant (an admin's stop turns it off until started again). */
  running: z.boolean(),
  stoppedAt: z.string().nullable(),
  /** This restaurant's connected sockets, over every API node when Redis is in use. */
  connectedSockets: z.number().int().nonnegative(),
  /** The rooms this restaurant's sockets are in (its tenant room). */
  rooms: z.array(z.object({ name: z.string(), sockets: z.number().int().nonnegative() })),
  /** Seconds since this API node's socket server started. */
  uptimeSeconds: z.number().int().nonnegative(),
  startedAt: z.string(),
  adapter: z.enum(['redis', 'memory']),
});
export type RealtimeStatus = z.infer<typeof realtimeStatusSchema>;

export const connectedUserSchema = z.object({
  socketId: z.string(),
  userId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  /** The console's terminal id (its sync client id), when it sent one. */
  terminal: z.string().nullable(),
  connectedAt: z.string(),
});
export type ConnectedUser = z.infer<typeof connectedUserSchema>;

export const realtimeMetricsSchema = z.object({
  /** Counting since (the earliest socket server start among the API nodes counted). */
  since: z.string(),
  /** How many API nodes answered: with Redis, every node sharing it adds its counters. */
  nodes: z.number().int().positive(),
  connections: z.object({
    current: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    disconnects: z.number().int().nonnegative(),
    /** Handshakes refused because realtime was stopped for the restaurant. */
    refused: z.number().int().nonnegative(),
  }),
  /** Messages sent to the restaurant's room, by event (poke, notice). */
  messagesByEvent: z.record(z.string(), z.number().int().nonnegative()),
});
export type RealtimeMetrics = z.infer<typeof realtimeMetricsSchema>;

export const REALTIME_NOTICE_MAX = 500;

export const realtimeMessageSchema = z
  .object({
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(REALTIME_NOTICE_MAX, `Message cannot exceed ${REALTIME_NOTICE_MAX} characters`),
  })
  .strict();

/** What consoles receive on the `notice` event: a broadcast, or an emergency shown prominently. */
export const realtimeNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(['broadcast', 'emergency']),
  message: z.string(),
  from: z.string(),
  sentAt: z.string(),
});
export type RealtimeNotice = z.infer<typeof realtimeNoticeSchema>;
export const REALTIME_NOTICE_EVENT = 'notice';
/** The handshake refusal while an admin has stopped realtime for the restaurant. */
export const REALTIME_STOPPED = 'Realtime is stopped for this restaurant by an administrator';
/** A broadcast or emergency notice asked for while realtime is stopped. */
export const REALTIME_STOPPED_SEND =
  'Realtime is stopped for this restaurant: start it before sending a message';

export const realtimeSentSchema = z.object({
  notice: realtimeNoticeSchema,
  /** The restaurant's sockets it was sent to. */
  delivered: z.number().int().nonnegative(),
});

export const realtimeSwitchSchema = z.object({
  running: z.boolean(),
  /** Sockets of the restaurant disconnected by a stop (0 for a start). */
  disconnected: z.number().int().nonnegative(),
});

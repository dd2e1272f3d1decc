// The /admin area's calls (issue 16 part 3), for super_admin, admin and Table_Management_Admin_User
// (admin.manage; a host or a manager gets 403). Paths are ours (spec §7 names the websocket admin's
// operations, not their paths). Every websocket call acts on the caller's restaurant only: its
// tenant room, its sockets; stop means "refuse this restaurant's sockets and disconnect them" (its
// consoles keep working on their periodic pull) until start.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import {
  adminRestaurantSchema,
  connectedUserSchema,
  realtimeMessageSchema,
  realtimeMetricsSchema,
  realtimeSentSchema,
  realtimeStatusSchema,
  realtimeSwitchSchema,
  updateRestaurantDetailsSchema,
} from '../schemas/admin.js';
import { idPathParamsSchema, restaurantDetailsResponseSchema } from '../schemas/restaurant.js';

const read = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  ({ method: 'GET', path, summary, permission: 'admin.manage', response, status: 200 }) as const;
const action = <R extends z.ZodType>(path: string, summary: string, response: R) =>
  ({ ...read(path, summary, response), method: 'POST' }) as const;
const send = (path: string, summary: string) =>
  ({
    ...action(path, summary, realtimeSentSchema),
    body: realtimeMessageSchema,
  }) as const;

export const ADMIN_CONTRACTS = {
  restaurants: read(
    '/admin/restaurants',
    'The restaurants (outlets) the caller administers, with their details',
    z.array(adminRestaurantSchema),
  ),
  restaurantUpdate: {
    method: 'PUT',
    path: '/admin/restaurants/{id}',
    summary: 'Edit the restaurant’s name, address and contact (the restaurant of the restaurant-id header)',
    permission: 'admin.manage',
    params: idPathParamsSchema,
    restaurantParam: 'id',
    body: updateRestaurantDetailsSchema,
    response: restaurantDetailsResponseSchema,
    status: 200,
  },
  websocketStatus: read(
    '/admin/websocket/status',
    'Realtime status for the restaurant: running, its sockets and rooms, uptime, adapter',
    realtimeStatusSchema,
  ),
  websocketUsers: read(
    '/admin/websocket/users',
    'The restaurant’s connected consoles: user, terminal, connected since',
    z.array(connectedUserSchema),
  ),
  websocketMetrics: read(
    '/admin/websocket/metrics',
    'The restaurant’s realtime counters since this API node started',
    realtimeMetricsSchema,
  ),
  websocketStop: action(
    '/admin/websocket/stop',
    'Stop realtime for the restaurant: refuse and disconnect its sockets (consoles fall back to polling)',
    realtimeSwitchSchema,
  ),
  websocketStart: action(
    '/admin/websocket/start',
    'Start realtime again for the restaurant',
    realtimeSwitchSchema,
  ),
  websocketEmergency: send(
    '/admin/websocket/emergency',
    'Send an emergency notice every console of the restaurant shows prominently',
  ),
  websocketBroadcast: send(
    '/admin/websocket/broadcast',
    'Send a message to every console of the restaurant, shown as a notice',
  ),
} as const satisfies Record<string, RouteContract>;

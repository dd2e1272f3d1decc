// How the engine reaches the tenant API. An interface so tests can cut one terminal's network
// (see SyncEngine.setNetwork) or count calls, while the app uses the real API client.
import { z } from 'zod';
import { apiPath } from '../../src-shared/api-routes.js';
import {
  pullResponseSchema,
  pushResponseSchema,
  SYNC_PUSH_PATH,
  type PullResponse,
  type PushRequest,
  type PushResponse,
} from '../../src-shared/sync/protocol.js';
import type { ApiClient } from '../api/api-client.js';

export interface SyncTransport {
  pull(since: number, limit: number): Promise<PullResponse>;
  push(request: PushRequest): Promise<PushResponse>;
  /** The restaurant's IANA time zone, so offline bookings get venue-correct instants. */
  restaurantTimeZone(): Promise<string>;
}

const restaurantZoneSchema = z.object({ timeZone: z.string().min(1) });

export function apiSyncTransport(api: ApiClient, restaurantId: number): SyncTransport {
  // Sync calls skip the per-URL guard: a long initial pull or a poke storm is not abuse.
  const options = { sync: true, restaurantScoped: true, restaurantId } as const;
  return {
    pull: (since, limit) => api.requestData('GET', apiPath('syncPull'), pullResponseSchema, { ...options, searchParams: { since, limit } }),
    push: (request) => api.requestData('POST', SYNC_PUSH_PATH, pushResponseSchema, { ...options, json: request }),
    restaurantTimeZone: async () =>
      (await api.requestData('GET', apiPath('getRestaurant', { id: restaurantId }), restaurantZoneSchema, options)).timeZone,
  };
}

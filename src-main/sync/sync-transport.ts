// How the engine reaches the tenant API. An interface so tests can cut one terminal's network
// (see SyncEngine.setNetwork) or count calls, while the app uses the real API client.
import { z } from 'zod';
import { apiPath } from '../../src-shared/api-routes.js';
import { CLIENT_ERRORS } from '../../src-shared/errors.js';
import { pushResponseSchema, SYNC_PUSH_PATH, type PullResponse, type PushRequest, type PushResponse } from '../../src-shared/sync/protocol.js';
import type { ApiClient } from '../api/api-client.js';
import { ApiError } from '../api/api-error.js';
import { parsePullPage } from '../mirror/feed-rows.js';

export interface SyncTransport {
  pull(since: number, limit: number): Promise<PullResponse>;
  push(request: PushRequest): Promise<PushResponse>;
  /** The restaurant's IANA time zone, so offline bookings get venue-correct instants. */
  restaurantTimeZone(): Promise<string>;
}

const restaurantZoneSchema = z.object({ timeZone: z.string().min(1) });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function apiSyncTransport(api: ApiClient, restaurantId: number): SyncTransport {
  // Sync calls skip the per-URL guard: a long initial pull or a poke storm is not abuse.
  const call = { sync: true, restaurantScoped: true, restaurantId } as const;
  const pull = async (since: number, limit: number): Promise<PullResponse> => {
    const body = await api.request('GET', apiPath('syncPull'), { ...call, searchParams: { since, limit } });
    try {
      return parsePullPage(isObject(body) ? body.data : undefined);
    } catch (cause) {
      throw new ApiError(CLIENT_ERRORS.unexpected, { code: 'invalid_response', body, cause });
    }
  };
  return {
    pull,
    push: (request) => api.requestData('POST', SYNC_PUSH_PATH, pushResponseSchema, { ...call, json: request }),
    restaurantTimeZone: async () =>
      (await api.requestData('GET', apiPath('getRestaurant', { id: restaurantId }), restaurantZoneSchema, call)).timeZone,
  };
}

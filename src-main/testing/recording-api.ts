// A stand-in ApiClient for handler unit tests: records every requestData call and answers it through
// the test's function, parsed by the route's response schema as the real client does.
import type { z } from 'zod';
import type { ApiClient } from '../api/api-client.js';
import type { SyncEngine } from '../sync/sync-engine.js';

export interface SentRequest {
  method: string;
  path: string;
  options: Record<string, unknown>;
}

export function recordingApi(answer: (sent: SentRequest) => unknown, restaurantId = 7) {
  const sent: SentRequest[] = [];
  const api = {
    getRestaurantId: () => restaurantId,
    requestData: async (
      method: string,
      path: string,
      schema: z.ZodType,
      options: Record<string, unknown>,
    ) => {
      const call = { method, path, options };
      sent.push(call);
      return schema.parse(answer(call));
    },
  } as unknown as ApiClient;
  return { api, sent };
}

/** A sync engine that reports the terminal offline. */
export const offlineEngine = {
  status: () => ({ state: 'offline', pending: 0, lastSyncAt: null }),
} as unknown as SyncEngine;

// How the engine reaches the tenant API. An interface so tests can cut one terminal's network
// (see SyncEngine.setNetwork) or count calls, while the app uses the real API client.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { apiPath } from '../../src-shared/api-routes.js';
import { CLIENT_ERRORS } from '../../src-shared/errors.js';
import { fillPath } from '../../src-shared/resources/route-contract.js';
import { RESTAURANT_CALLS } from '../../src-shared/venue/restaurant-entity.js';
import {
  MIRRORED_ENTITIES,
  pushResponseSchema,
  SYNC_PUSH_PATH,
  SYNC_SNAPSHOT_PATH,
  type Change,
  type PullResponse,
  type PushRequest,
  type PushResponse,
} from '../../src-shared/sync/protocol.js';
import type { ApiClient } from '../api/api-client.js';
import { STAFF_MESSAGE_CALLS } from '../../src-shared/notifications/notification-entity.js';
import {
  staffMessageListSchema,
  type StaffMessage,
} from '../../src-shared/notifications/notification-schemas.js';
import { ApiError } from '../api/api-error.js';

export interface SyncTransport {
  pull(since: number, limit: number): Promise<PullResponse>;
  push(request: PushRequest): Promise<PushResponse>;
  /**
   * The signed-in user's own staff messages (GET /messages): per user, so not in the feed. Absent:
   * the terminal keeps no inbox (tests of other things).
   */
  ownMessages?(): Promise<StaffMessage[]>;
  /** The restaurant's IANA time zone, so offline bookings get venue-correct instants. */
  restaurantTimeZone(): Promise<string>;
  /**
   * Downloads the tenant's snapshot (a first sync) into a new file in `dir`; null when the server
   * offers none (an older server answers 404). `onBytes` follows the download.
   */
  snapshot?(
    dir: string,
    onBytes?: (received: number, total: number, rows: number) => void,
  ): Promise<DownloadedSnapshot | null>;
}

export interface DownloadedSnapshot {
  file: string;
  /** The rows the server says the file holds (its header), for progress. */
  rows: number;
}

const restaurantZoneSchema = z.object({ timeZone: z.string().min(1) });

const ENTITIES: ReadonlySet<unknown> = new Set(MIRRORED_ENTITIES);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Why `change` is not a feed change, or null when it is one. */
function changeProblem(change: unknown): string | null {
  if (!isObject(change)) return 'is not an object';
  if (!isWhole(change.seq) || change.seq <= 0) return 'has no positive whole seq';
  if (!ENTITIES.has(change.entity)) return 'names no mirrored entity';
  if (typeof change.id !== 'string') return 'has no string id';
  if (change.op !== 'upsert' && change.op !== 'delete') return 'has an unknown op';
  if (change.data !== null && !isObject(change.data)) return 'has data that is neither an object nor null';
  return null;
}

/**
 * Checks a pull page's shape: the envelope fields once, each change's seq/entity/id/op and that its
 * data is an object or null. Deliberately lighter than pullResponseSchema (which walks every field
 * of every row): a page holds up to 5,000 rows of the server's own table, and the mirror stores
 * `data` as it came. Throws a message naming the first problem.
 */
export function parsePullPage(data: unknown): PullResponse {
  if (!isObject(data)) throw new Error('The pull page is not an object');
  if (!isWhole(data.protocolVersion)) throw new Error('The pull page has no protocolVersion');
  if (!isWhole(data.cursor) || data.cursor < 0) throw new Error('The pull page has no valid cursor');
  if (typeof data.hasMore !== 'boolean') throw new Error('The pull page has no hasMore flag');
  if (typeof data.feedId !== 'string' || data.feedId === '') throw new Error('The pull page has no feedId');
  if (!isWhole(data.highWater) || data.highWater < 0) throw new Error('The pull page has no valid highWater');
  const { changes } = data;
  if (!Array.isArray(changes)) throw new Error('The pull page has no changes list');
  for (let i = 0; i < changes.length; i += 1) {
    const problem = changeProblem(changes[i]);
    if (problem !== null) throw new Error(`Change ${i} of the pull page ${problem}`);
  }
  return {
    protocolVersion: data.protocolVersion,
    feedId: data.feedId,
    highWater: data.highWater,
    changes: changes as Change[],
    cursor: data.cursor,
    hasMore: data.hasMore,
  };
}

export function apiSyncTransport(api: ApiClient, restaurantId: number): SyncTransport {
  // Sync calls skip the per-URL guard: a long initial pull or a poke storm is not abuse.
  const options = { sync: true, restaurantScoped: true, restaurantId } as const;
  return {
    pull: async (since, limit) => {
      const body = await api.request('GET', apiPath('syncPull'), {
        ...options,
        searchParams: { since, limit },
      });
      try {
        return parsePullPage(isObject(body) ? body.data : undefined);
      } catch (cause) {
        throw new ApiError(CLIENT_ERRORS.unexpected, { code: 'invalid_response', body, cause });
      }
    },
    push: (request) =>
      api.requestData('POST', SYNC_PUSH_PATH, pushResponseSchema, { ...options, json: request }),
    snapshot: async (dir, onBytes) => {
      let response: Response;
      try {
        response = await api.download(SYNC_SNAPSHOT_PATH, options);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
      if (!response.body) throw new ApiError(CLIENT_ERRORS.unexpected, { code: 'invalid_response' });
      const total = Number(response.headers.get('content-length') ?? 0);
      const file = path.join(dir, `snapshot-${process.pid}-${Date.now()}.sqlite`);
      const rows = Number(response.headers.get('x-snapshot-rows') ?? 0);
      let received = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          onBytes?.(received, total, rows);
          done(null, chunk);
        },
      });
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), counter, createWriteStream(file));
      return { file, rows };
    },
    ownMessages: async () =>
      (await api.requestData('GET', STAFF_MESSAGE_CALLS.list.path, staffMessageListSchema, options)).messages,
    restaurantTimeZone: async () =>
      (
        await api.requestData(
          'GET',
          fillPath(RESTAURANT_CALLS.get, { id: restaurantId }),
          restaurantZoneSchema,
          options,
        )
      ).timeZone,
  };
}

// Fixtures for the sync unit tests: a fresh mirror file, a small restaurant's catalogue as feed
// changes, and a scripted transport standing in for the tenant API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '../../src-shared/schemas/client.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import {
  SYNC_PROTOCOL_VERSION,
  type Change,
  type PullResponse,
  type PushRequest,
  type PushResponse,
} from '../../src-shared/sync/protocol.js';
import { openMirror, type Mirror } from '../mirror/open-mirror.js';
import { SyncEngine, type SyncEngineOptions } from './sync-engine.js';
import type { SyncTransport } from './sync-transport.js';

export const RESTAURANT_ID = 7;
export const TS = '2030-01-01T10:00:00.000Z';
export const STATUS = {
  booked: '01890000-0000-7000-8000-000000000001',
  seated: '01890000-0000-7000-8000-000000000002',
  cancelled: '01890000-0000-7000-8000-000000000003',
};
export const TABLE = {
  t1: '01890000-0000-7000-8000-000000000011',
  t4: '01890000-0000-7000-8000-000000000014',
};
export const SHIFT = '01890000-0000-7000-8000-000000000021';

export function tempMirror(): { mirror: Mirror; dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-mirror-'));
  const mirror = openMirror(path.join(dir, 'm.sqlite'));
  return {
    mirror,
    dir,
    cleanup: () => {
      try {
        mirror.close();
      } catch {
        // Already closed by the engine under test.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const status = (
  id: string,
  name: string,
  extra: { holds_table: boolean; is_final: boolean; is_default: boolean; sort_order: number },
) => ({
  id,
  restaurant_id: RESTAURANT_ID,
  reservation_Status_Name: name,
  color_code: '#3B82F6',
  ...extra,
  created_at: TS,
  updated_at: TS,
});

const table = (id: string, name: string, maxCovers: number, sortOrder: number) => ({
  id,
  restaurant_id: RESTAURANT_ID,
  seating_area_id: null,
  name,
  min_covers: 1,
  max_covers: maxCovers,
  shape: 'square',
  position: { x: 0, y: 0 },
  rotation: 0,
  sort_order: sortOrder,
  status: 1,
  isActive: true,
  created_by_name: null,
  updated_by_name: null,
  created_at: TS,
  updated_at: TS,
});

/** The catalogue a terminal needs to book offline, as the feed would deliver it. */
export function catalogueChanges(): Change[] {
  const rows: [Change['entity'], string, Record<string, unknown>][] = [
    [
      'reservation_statuses',
      STATUS.booked,
      status(STATUS.booked, 'Booked', {
        holds_table: true,
        is_final: false,
        is_default: true,
        sort_order: 0,
      }),
    ],
    [
      'reservation_statuses',
      STATUS.seated,
      status(STATUS.seated, 'Seated', {
        holds_table: true,
        is_final: false,
        is_default: false,
        sort_order: 1,
      }),
    ],
    [
      'reservation_statuses',
      STATUS.cancelled,
      status(STATUS.cancelled, 'Cancelled', {
        holds_table: false,
        is_final: true,
        is_default: false,
        sort_order: 2,
      }),
    ],
    ['tables', TABLE.t1, table(TABLE.t1, 'T1', 2, 1)],
    ['tables', TABLE.t4, table(TABLE.t4, 'T4', 4, 4)],
    [
      'shifts',
      SHIFT,
      {
        id: SHIFT,
        restaurant_id: RESTAURANT_ID,
        name: 'Dinner',
        category: 'DINNER',
        start_time: '17:00',
        end_time: '23:00',
        last_seating_time: null,
        interval_minutes: 15,
        turn_times: [
          { max_party: 2, minutes: 90 },
          { max_party: 8, minutes: 120 },
        ],
        active_days: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
        is_active: true,
        created_at: TS,
        updated_at: TS,
      },
    ],
  ];
  return rows.map(([entity, id, data], i) => ({ seq: i + 1, entity, id, op: 'upsert', data }));
}

export function serverReservation(id: string, extra: Partial<Reservation> = {}): Reservation {
  return {
    id,
    restaurant_id: RESTAURANT_ID,
    first_name: 'Sam',
    last_name: 'Server',
    mobileNumber: '',
    email: '',
    date: '2030-06-01',
    time: '19:00',
    duration_minutes: 90,
    guest_count: 2,
    reservationType: '',
    shift_id: SHIFT,
    seating_area_id: null,
    table_ids: [TABLE.t4],
    table_combination_id: null,
    table_number: 'T4',
    client_id: null,
    special_request: '',
    additional_notes: '',
    party_notes: '',
    source: 'phone',
    status: 'Booked',
    booking_status: STATUS.booked,
    reservation_Status: { id: STATUS.booked, reservation_Status_Name: 'Booked', color_code: '#3B82F6' },
    client_tags: [],
    allergens: [],
    offer_details: [],
    starts_at: '2030-06-01T19:00:00.000Z',
    ends_at: '2030-06-01T20:30:00.000Z',
    created_at: TS,
    updated_at: TS,
    ...extra,
  };
}

export function serverClient(id: string, extra: Partial<Client> = {}): Client {
  return {
    id,
    restaurant_id: RESTAURANT_ID,
    first_name: 'Cleo',
    last_name: 'Client',
    mobileNumber: '+44 7700 900000',
    email: 'cleo@example.test',
    tags: [],
    allergens: [],
    restrictions: [],
    discounts: [],
    notes: '',
    visit_count: 0,
    last_visit: null,
    created_at: TS,
    updated_at: TS,
    ...extra,
  };
}

/**
 * A started engine on a fresh mirror, its transport carrying the catalogue and what `feed` appends;
 * `stop` stops the engine and removes the mirror.
 */
export async function startedEngine(
  options: Omit<SyncEngineOptions, 'mirror' | 'restaurantId' | 'transport'>,
  feed: (transport: FakeTransport) => void = () => {},
) {
  const temp = tempMirror();
  const transport = new FakeTransport();
  transport.feed = catalogueChanges();
  feed(transport);
  const engine = new SyncEngine({ mirror: temp.mirror, restaurantId: RESTAURANT_ID, transport, ...options });
  await engine.start();
  const stop = async () => {
    await engine.stop();
    temp.cleanup();
  };
  return { engine, transport, dir: temp.dir, stop };
}

/** A scripted tenant API: a feed to page through and a push answerer; `online` cuts it. */
export class FakeTransport implements SyncTransport {
  feed: Change[] = [];
  pushes: PushRequest[] = [];
  pulls: { since: number; limit: number }[] = [];
  /** Overrides the answer to `since` (to simulate a server that went backwards). */
  cursorOverride: number | null = null;
  /** The feed's identity; tests change it to simulate a new database. */
  feedId = 'feed-1';
  /** The signed-in user's inbox (GET /messages); absent: this API keeps none for the terminal. */
  ownMessages?: SyncTransport['ownMessages'];
  answer: (request: PushRequest) => PushResponse['results'] = (request) =>
    request.mutations.map((m) => ({ mutationId: m.id, status: 'applied' as const }));

  /** From now on the server refuses every pushed mutation, with this code and reason. */
  refuseAll(code: string, reason: string): void {
    this.answer = (request) =>
      request.mutations.map((m) => ({ mutationId: m.id, status: 'rejected' as const, code, reason }));
  }

  append(entity: Change['entity'], id: string, data: Record<string, unknown> | null): void {
    const seq = (this.feed.at(-1)?.seq ?? 0) + 1;
    this.feed = this.feed.filter((c) => !(c.entity === entity && c.id === id));
    this.feed.push({ seq, entity, id, op: data === null ? 'delete' : 'upsert', data });
  }

  async pull(since: number, limit: number): Promise<PullResponse> {
    this.pulls.push({ since, limit });
    const after = this.feed.filter((c) => c.seq > since);
    const changes = after.slice(0, limit);
    const cursor = this.cursorOverride ?? changes.at(-1)?.seq ?? since;
    return {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      feedId: this.feedId,
      highWater: this.feed.reduce((max, c) => Math.max(max, c.seq), 0),
      changes,
      cursor,
      hasMore: after.length > limit,
    };
  }

  async push(request: PushRequest): Promise<PushResponse> {
    this.pushes.push(request);
    return {
      protocolVersion: SYNC_PROTOCOL_VERSION,
      feedId: this.feedId,
      highWater: this.feed.reduce((max, c) => Math.max(max, c.seq), 0),
      results: this.answer(request),
    };
  }

  async restaurantTimeZone(): Promise<string> {
    return 'UTC';
  }
}

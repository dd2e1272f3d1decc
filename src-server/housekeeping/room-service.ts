// Housekeeping rooms on the server (issue 32 §1): the generic five from resourceCrud (mirrored, so
// each write goes to the change feed) and the out-of-order rule checked against the stored room.
// `room.setStatus` from a terminal's outbox is applied by the handler derived from its declaration
// (src-server/sync/declared-push.ts): the room locked, the declared rule `roomStatusRefusal` (a
// change from a version the room has left is refused, naming the room), then this crud's update.
import { asc, sql } from 'drizzle-orm';
import {
  CLEANLINESS,
  OCCUPANCY,
  roomResource,
  roomStateProblems,
  type CreateRoom,
  type UpdateRoom,
} from '../../src-shared/housekeeping/room-resource.js';
import { rooms } from '../db/schema/housekeeping.js';
import { HttpError } from '../http/http-error.js';
import { resourceCrud } from '../resources/drizzle-crud.js';
import { registerResource } from '../resources/register-resource.js';
import type { RouteDeps } from '../routes/route-deps.js';

type Row = typeof rooms.$inferSelect;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

function view(row: Row) {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    label: `Room ${row.number}`,
    number: row.number,
    floor: row.floor,
    room_type: row.roomType,
    cleanliness: oneOf(CLEANLINESS, row.cleanliness, 'dirty'),
    occupancy: oneOf(OCCUPANCY, row.occupancy, 'vacant'),
    out_of_order: row.outOfOrder,
    ooo_return_status: row.oooReturnStatus === null ? null : oneOf(CLEANLINESS, row.oooReturnStatus, 'dirty'),
    ooo_return_date: row.oooReturnDate,
    out_of_service: row.outOfService,
    status_version: row.statusVersion,
    status: row.status === 0 ? (0 as const) : (1 as const),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The out-of-order rule on the stored room with the patch on top: a 422 on the first field it names. */
function checkState(stored: Row, patch: UpdateRoom): void {
  const problems = roomStateProblems({ ...view(stored), ...patch });
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw new HttpError(422, message, { [field]: [message] });
}

export const roomCrud = resourceCrud(roomResource, {
  table: rooms,
  view,
  orderBy: [asc(rooms.floor), asc(rooms.number)],
  derive: (args: CreateRoom | UpdateRoom, _ctx, op) => ({
    // Every cleanliness or occupancy change, from this screen or a terminal, moves the version on
    // (in the UPDATE itself; drizzle's insert type has no room for an SQL value, its `set` has).
    statusVersion:
      op === 'update' && (args.cleanliness !== undefined || args.occupancy !== undefined)
        ? (sql`${rooms.statusVersion} + 1` as unknown as number)
        : undefined,
  }),
  unique: [
    {
      constraint: 'rooms_number_unique',
      column: rooms.number,
      value: (args) => args.number,
      message: (number) => `A room ${number} already exists`,
    },
  ],
  beforeUpdate: (_write, _ctx, stored, patch) => Promise.resolve(checkState(stored, patch)),
});

/** The housekeeping entities' route plugins, keyed like the registry (spread into resourcePlugins). */
export const housekeepingResourcePlugins = (deps: RouteDeps) => ({
  room: registerResource(deps, roomResource, roomCrud),
});

// What the mirror writes for a row, worked out apart from SQLite: the row's JSON text and the few
// columns the host stand's reads filter on. Pure (no better-sqlite3), so a pull page can be parsed,
// checked and prepared in the page worker (sync/page-worker.ts) while main only writes.
import { MIRRORED_ENTITIES, type Change, type MirroredEntity, type PullResponse } from '../../src-shared/sync/protocol.js';

export type Row = Record<string, unknown>;

/** The filter columns of a visible row, per overlay entity (see schema.ts). */
export type VisibleColumns =
  | { entity: 'reservations'; date: string; time: string; clientId: string | null; guestName: string; mobile: string; email: string; tableIds: string[] }
  | { entity: 'clients'; nameKey: string; mobile: string; email: string }
  | { entity: 'guest_list'; date: string };

/** One feed change ready to write: `json` null for a tombstone; `columns` for overlay entities' upserts. */
export interface FeedRow {
  seq: number;
  entity: MirroredEntity;
  id: string;
  json: string | null;
  columns: VisibleColumns | null;
}

export interface PreparedPage {
  protocolVersion: number;
  cursor: number;
  hasMore: boolean;
  rows: FeedRow[];
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const nameKey = (row: Row): string => `${str(row.first_name)} ${str(row.last_name)}`.trim().toLowerCase();
const stringArray = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The filter columns of a visible row of `entity`, or null for a catalogue entity. */
export function visibleColumns(entity: MirroredEntity, row: Row): VisibleColumns | null {
  switch (entity) {
    case 'reservations':
      return {
        entity,
        date: str(row.date),
        time: str(row.time),
        clientId: typeof row.client_id === 'string' ? row.client_id : null,
        guestName: nameKey(row),
        mobile: str(row.mobileNumber),
        email: str(row.email).toLowerCase(),
        tableIds: stringArray(row.table_ids),
      };
    case 'clients':
      return { entity, nameKey: nameKey(row), mobile: str(row.mobileNumber), email: str(row.email).toLowerCase() };
    case 'guest_list':
      return { entity, date: str(row.date) };
    default:
      return null;
  }
}

export function feedRow(change: Change): FeedRow {
  return {
    seq: change.seq,
    entity: change.entity,
    id: change.id,
    json: change.data === null ? null : JSON.stringify(change.data),
    columns: change.data === null ? null : visibleColumns(change.entity, change.data),
  };
}

export function preparePage(page: PullResponse): PreparedPage {
  return { protocolVersion: page.protocolVersion, cursor: page.cursor, hasMore: page.hasMore, rows: page.changes.map(feedRow) };
}

const ENTITIES: ReadonlySet<unknown> = new Set(MIRRORED_ENTITIES);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
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
  const { changes } = data;
  if (!Array.isArray(changes)) throw new Error('The pull page has no changes list');
  for (let i = 0; i < changes.length; i += 1) {
    const problem = changeProblem(changes[i]);
    if (problem !== null) throw new Error(`Change ${i} of the pull page ${problem}`);
  }
  return { protocolVersion: data.protocolVersion, changes: changes as Change[], cursor: data.cursor, hasMore: data.hasMore };
}

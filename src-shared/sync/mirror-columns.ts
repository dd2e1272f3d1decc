// The columns a terminal's mirror keeps beside a row's JSON, for the host stand's reads (a day's
// bookings, a guest by name or phone): one rule, used by the mirror's writes and by the server
// when it writes a first-sync snapshot in the mirror's shape, so both make the same columns.
import type { MirroredEntity } from './protocol.js';

type Row = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Lower-cased "first last", for search. */
export const nameKey = (row: Row): string =>
  `${str(row.first_name)} ${str(row.last_name)}`.trim().toLowerCase();

/**
 * The derived columns of an overlay entity's row, in the order of the mirror table's columns
 * between `id` and `data` (src-main/mirror/schema.ts); entities not listed keep only id and data.
 */
export const MIRROR_KEY_COLUMNS = {
  reservations: {
    columns: ['date', 'time', 'client_id', 'guest_name', 'mobile', 'email'],
    values: (row: Row) =>
      [
        str(row.date),
        str(row.time),
        typeof row.client_id === 'string' ? row.client_id : null,
        nameKey(row),
        str(row.mobileNumber),
        str(row.email).toLowerCase(),
      ] as const,
  },
  clients: {
    columns: ['name_key', 'mobile', 'email'],
    values: (row: Row) => [nameKey(row), str(row.mobileNumber), str(row.email).toLowerCase()] as const,
  },
  guest_list: { columns: ['date'], values: (row: Row) => [str(row.date)] as const },
  waitlist: { columns: ['date'], values: (row: Row) => [str(row.date)] as const },
  food_orders: { columns: ['date'], values: (row: Row) => [str(row.business_date)] as const },
} as const satisfies Partial<
  Record<MirroredEntity, { columns: readonly string[]; values: (row: Row) => readonly (string | null)[] }>
>;

export type KeyedEntity = keyof typeof MIRROR_KEY_COLUMNS;

/** The most derived columns any entity has: a snapshot's rows table carries this many key columns. */
export const MIRROR_KEY_COUNT = Math.max(...Object.values(MIRROR_KEY_COLUMNS).map((k) => k.columns.length));

export const isKeyedEntity = (entity: string): entity is KeyedEntity =>
  Object.hasOwn(MIRROR_KEY_COLUMNS, entity);

/** A booking's tables (`table_ids`), the rows of the mirror's reservation_tables. */
export const bookingTableIds = (row: Row): string[] =>
  Array.isArray(row.table_ids) ? row.table_ids.filter((v): v is string => typeof v === 'string') : [];

// Row-level reads and writes of the mirror, shared by the puller, the mutators' state and rebase.
// Everything here is synchronous (better-sqlite3): callers wrap it in one transaction.
import { eq, inArray } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Change, MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { MirrorDb } from './open-mirror.js';
import {
  accessRules,
  blackoutDates,
  clients,
  diningTables,
  floorPlans,
  guestList,
  reservationStatuses,
  reservationTables,
  reservations,
  seatingAreas,
  serverRows,
  shifts,
  syncMeta,
  tableCombinations,
} from './schema.js';

export type Row = Record<string, unknown>;

/** Entities staff change locally: their visible rows are server rows with pending mutations on top. */
export const OVERLAY_ENTITIES = ['reservations', 'clients', 'guest_list'] as const;
export type OverlayEntity = (typeof OVERLAY_ENTITIES)[number];
export type CatalogueEntity = Exclude<MirroredEntity, OverlayEntity>;

export function isOverlayEntity(entity: MirroredEntity): entity is OverlayEntity {
  return (OVERLAY_ENTITIES as readonly string[]).includes(entity);
}

const CATALOGUE_TABLES = {
  tables: diningTables,
  seating_areas: seatingAreas,
  table_combinations: tableCombinations,
  floor_plans: floorPlans,
  reservation_statuses: reservationStatuses,
  shifts,
  access_rules: accessRules,
  blackout_dates: blackoutDates,
} as const satisfies Record<CatalogueEntity, SQLiteTable>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const nameKey = (row: Row): string => `${str(row.first_name)} ${str(row.last_name)}`.trim().toLowerCase();
const stringArray = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export type MetaKey = 'cursor' | 'clientId' | 'timeZone' | 'lastSyncAt';

export class MirrorStore {
  constructor(readonly db: MirrorDb) {}

  transaction<T>(work: () => T): T {
    return this.db.transaction(() => work());
  }

  // ——— server truth ———

  /** Applies one feed change. Overlay rows go to server_rows; the visible row is left to the caller. */
  applyServerChange(change: Change): void {
    if (isOverlayEntity(change.entity)) {
      if (change.data === null) this.db.delete(serverRows).where(eq(serverRows.id, change.id)).run();
      else
        this.db
          .insert(serverRows)
          .values({ entity: change.entity, id: change.id, data: change.data })
          .onConflictDoUpdate({ target: serverRows.id, set: { entity: change.entity, data: change.data } })
          .run();
      return;
    }
    const table = CATALOGUE_TABLES[change.entity];
    if (change.data === null) this.db.delete(table).where(eq(table.id, change.id)).run();
    else this.db.insert(table).values({ id: change.id, data: change.data }).onConflictDoUpdate({ target: table.id, set: { data: change.data } }).run();
  }

  serverRow(id: string): Row | null {
    return this.db.select({ data: serverRows.data }).from(serverRows).where(eq(serverRows.id, id)).get()?.data ?? null;
  }

  // ——— visible rows ———

  visible(entity: OverlayEntity, id: string): Row | null {
    const table = entity === 'reservations' ? reservations : entity === 'clients' ? clients : guestList;
    return this.db.select({ data: table.data }).from(table).where(eq(table.id, id)).get()?.data ?? null;
  }

  /** Sets the visible row to `row`, or removes it when `row` is null. */
  writeVisible(entity: OverlayEntity, id: string, row: Row | null): void {
    if (entity === 'reservations') this.writeReservation(id, row);
    else if (entity === 'clients') {
      if (row === null) this.db.delete(clients).where(eq(clients.id, id)).run();
      else {
        const values = { id, nameKey: nameKey(row), mobile: str(row.mobileNumber), email: str(row.email).toLowerCase(), data: row };
        this.db.insert(clients).values(values).onConflictDoUpdate({ target: clients.id, set: values }).run();
      }
    } else if (row === null) this.db.delete(guestList).where(eq(guestList.id, id)).run();
    else {
      const values = { id, date: str(row.date), data: row };
      this.db.insert(guestList).values(values).onConflictDoUpdate({ target: guestList.id, set: values }).run();
    }
  }

  private writeReservation(id: string, row: Row | null): void {
    this.db.delete(reservationTables).where(eq(reservationTables.reservationId, id)).run();
    if (row === null) {
      this.db.delete(reservations).where(eq(reservations.id, id)).run();
      return;
    }
    const date = str(row.date);
    const time = str(row.time);
    const values = {
      id,
      date,
      time,
      clientId: typeof row.client_id === 'string' ? row.client_id : null,
      guestName: nameKey(row),
      mobile: str(row.mobileNumber),
      email: str(row.email).toLowerCase(),
      data: row,
    };
    this.db.insert(reservations).values(values).onConflictDoUpdate({ target: reservations.id, set: values }).run();
    const tableIds = [...new Set(stringArray(row.table_ids))];
    if (tableIds.length > 0) {
      this.db.insert(reservationTables).values(tableIds.map((tableId) => ({ reservationId: id, tableId, date, time }))).run();
    }
  }

  /** Visible reservations of one venue-local date (availability input for an offline booking). */
  reservationsOn(date: string): Row[] {
    return this.db.select({ data: reservations.data }).from(reservations).where(eq(reservations.date, date)).all().map((r) => r.data);
  }

  catalogue(entity: CatalogueEntity): Row[] {
    const table = CATALOGUE_TABLES[entity];
    return this.db.select({ data: table.data }).from(table).all().map((r) => r.data);
  }

  catalogueByIds(entity: CatalogueEntity, ids: readonly string[]): Row[] {
    if (ids.length === 0) return [];
    const table = CATALOGUE_TABLES[entity];
    return this.db.select({ data: table.data }).from(table).where(inArray(table.id, [...ids])).all().map((r) => r.data);
  }

  // ——— meta ———

  getMeta(key: MetaKey): string | null {
    return this.db.select({ value: syncMeta.value }).from(syncMeta).where(eq(syncMeta.key, key)).get()?.value ?? null;
  }

  setMeta(key: MetaKey, value: string): void {
    this.db.insert(syncMeta).values({ key, value }).onConflictDoUpdate({ target: syncMeta.key, set: { value } }).run();
  }
}

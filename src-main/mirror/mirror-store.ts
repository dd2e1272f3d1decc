// Row-level reads and writes of the mirror, shared by the puller, the mutators' state and rebase.
// Everything here is synchronous (better-sqlite3): callers wrap it in one transaction.
import type Database from 'better-sqlite3';
import { eq, getTableName, inArray } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  DECLARED_ROW_MUTATIONS,
  ENTITY_OF_MUTATION,
  type MutationEntity,
  type MutationName,
} from '../../src-shared/sync/mutations.js';
import { bookingTableIds, isKeyedEntity, MIRROR_KEY_COLUMNS } from '../../src-shared/sync/mirror-columns.js';
import type { Change, MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { MirrorDb } from './open-mirror.js';
import {
  accessRules,
  blackoutDates,
  diningTables,
  menuCategories,
  menuSubCategories,
  menus,
  modifierGroups,
  products,
  reservationStatuses,
  reservations,
  seatingAreas,
  shifts,
  tableCombinations,
} from './schema.js';

export type Row = Record<string, unknown>;

/**
 * Entities staff change locally: their visible rows are server rows with pending mutations on top.
 * Derived from the mutation declarations (an entity is an overlay as soon as a mutation changes it);
 * the store's per-entity statements below are typed by it, so a new one cannot lack its storage.
 */
export type OverlayEntity = MutationEntity<MutationName>;
export const OVERLAY_ENTITIES: readonly OverlayEntity[] = [...new Set(Object.values(ENTITY_OF_MUTATION))];
export type CatalogueEntity = Exclude<MirroredEntity, OverlayEntity>;

export function isOverlayEntity(entity: MirroredEntity): entity is OverlayEntity {
  return (OVERLAY_ENTITIES as readonly string[]).includes(entity);
}

/**
 * The overlay entities whose rows share `declared_rows`: those declared as resources with
 * mutations, guest requests and staff messages (rows kept whole, no column of their own is queried in SQL).
 */
const DECLARED_ENTITIES: ReadonlySet<OverlayEntity> = new Set([
  ...DECLARED_ROW_MUTATIONS.map((d) => d.entity),
  'guest_requests' as const,
  'staff_messages' as const,
]);

/**
 * Where an overlay entity's visible rows are: the table named as the entity, or for a declared one
 * its rows of `declared_rows` (schema.ts). `where` selects them (entity names are the protocol's
 * constants, never input).
 */
export function overlayRows(entity: OverlayEntity): { table: string; where: string } {
  return DECLARED_ENTITIES.has(entity)
    ? { table: 'declared_rows', where: `entity = '${entity}'` }
    : { table: entity, where: '1 = 1' };
}

const CATALOGUE_TABLES = {
  tables: diningTables,
  seating_areas: seatingAreas,
  table_combinations: tableCombinations,
  reservation_statuses: reservationStatuses,
  shifts,
  access_rules: accessRules,
  blackout_dates: blackoutDates,
  menus,
  menu_categories: menuCategories,
  menu_sub_categories: menuSubCategories,
  products,
  modifier_groups: modifierGroups,
} as const satisfies Record<CatalogueEntity, SQLiteTable>;

/** The mirror table that holds a catalogue entity's rows. */
export const CATALOGUE_ENTITIES = Object.keys(CATALOGUE_TABLES) as CatalogueEntity[];

export function catalogueTableName(entity: CatalogueEntity): string {
  return getTableName(CATALOGUE_TABLES[entity]);
}

/** A `data` column's JSON (what drizzle's json mode stores), or null for a missing row. */
const parseRow = (json: string | undefined): Row | null =>
  json === undefined ? null : (JSON.parse(json) as Row);

export type MetaKey = 'cursor' | 'clientId' | 'timeZone' | 'lastSyncAt' | 'feedId';

/**
 * The hot writes (feed application, rebase) as better-sqlite3 statements prepared once per store:
 * an initial sync runs them a few hundred thousand times, where building a drizzle query per call
 * costs more than SQLite's own work. Column names follow schema.ts / migrations/mirror.
 */
interface HotStatements {
  upsertShadow: Database.Statement<[string, string, string | null]>;
  insertShadowIfMissing: Database.Statement<[string, string, string | null]>;
  deleteShadow: Database.Statement<[string]>;
  upsertReservation: Database.Statement<
    [string, string, string, string | null, string, string, string, string]
  >;
  deleteReservation: Database.Statement<[string]>;
  insertReservationTable: Database.Statement<[string, string, string, string]>;
  deleteReservationTables: Database.Statement<[string]>;
  /**
   * Each overlay entity's writes but the reservations' (which keep their table rows too): its table is
   * named as the entity, with the derived columns of MIRROR_KEY_COLUMNS between `id` and `data`.
   */
  overlay: Map<
    OverlayEntity,
    { upsert: Database.Statement<unknown[]>; remove: Database.Statement<[string]> }
  >;
  catalogue: Map<
    CatalogueEntity,
    { upsert: Database.Statement<[string, string]>; remove: Database.Statement<[string]> }
  >;
  /** The shadow of one row (`data` null: the server has no such row). */
  shadowData: Database.Statement<[string], { data: string | null }>;
  allShadows: Database.Statement<[], { entity: string; id: string; data: string | null }>;
  anyShadow: Database.Statement<[], { one: number }>;
  /** Which of the reservation ids in a JSON array have a visible row. */
  visibleReservationIds: Database.Statement<[string], { id: string }>;
  visibleData: Record<OverlayEntity, Database.Statement<[string], { data: string }>>;
  getMeta: Database.Statement<[string], { value: string }>;
  setMeta: Database.Statement<[string, string]>;
}

/** The better-sqlite3 connection under drizzle (drizzle() exposes it as `$client`). */
function sqliteOf(db: MirrorDb): Database.Database {
  const client = (db as MirrorDb & { $client?: Database.Database }).$client;
  if (typeof client?.prepare !== 'function')
    throw new Error('The mirror database has no better-sqlite3 connection');
  return client;
}

function prepareHotStatements(sqlite: Database.Database): HotStatements {
  const upsert = (table: string, columns: readonly string[], key = 'id') =>
    sqlite.prepare(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) ` +
        `on conflict (${key}) do update set ${columns
          .filter((c) => c !== key)
          .map((c) => `${c} = excluded.${c}`)
          .join(', ')}`,
    );
  const remove = (table: string) => sqlite.prepare(`delete from ${table} where id = ?`);
  const catalogue = new Map<
    CatalogueEntity,
    { upsert: Database.Statement<[string, string]>; remove: Database.Statement<[string]> }
  >();
  for (const [entity, table] of Object.entries(CATALOGUE_TABLES) as [CatalogueEntity, SQLiteTable][]) {
    const name = getTableName(table);
    catalogue.set(entity, { upsert: upsert(name, ['id', 'data']), remove: remove(name) });
  }
  return {
    upsertShadow: upsert('server_rows', ['entity', 'id', 'data']),
    insertShadowIfMissing: sqlite.prepare(
      'insert or ignore into server_rows (entity, id, data) values (?, ?, ?)',
    ),
    deleteShadow: remove('server_rows'),
    upsertReservation: upsert('reservations', [
      'id',
      'date',
      'time',
      'client_id',
      'guest_name',
      'mobile',
      'email',
      'data',
    ]),
    deleteReservation: remove('reservations'),
    insertReservationTable: sqlite.prepare(
      'insert or ignore into reservation_tables (reservation_id, table_id, date, time) values (?, ?, ?, ?)',
    ),
    deleteReservationTables: sqlite.prepare('delete from reservation_tables where reservation_id = ?'),
    overlay: new Map(
      OVERLAY_ENTITIES.filter((entity) => entity !== 'reservations').map((entity) => [
        entity,
        DECLARED_ENTITIES.has(entity)
          ? {
              upsert: sqlite.prepare(
                `insert into declared_rows (entity, id, data) values ('${entity}', ?, ?) ` +
                  'on conflict (entity, id) do update set data = excluded.data',
              ),
              remove: sqlite.prepare(`delete from declared_rows where entity = '${entity}' and id = ?`),
            }
          : {
              upsert: upsert(entity, [
                'id',
                ...(isKeyedEntity(entity) ? MIRROR_KEY_COLUMNS[entity].columns : []),
                'data',
              ]),
              remove: remove(entity),
            },
      ]),
    ),
    catalogue,
    shadowData: sqlite.prepare('select data from server_rows where id = ?'),
    allShadows: sqlite.prepare('select entity, id, data from server_rows order by id'),
    anyShadow: sqlite.prepare('select 1 as one from server_rows limit 1'),
    visibleReservationIds: sqlite.prepare(
      'select id from reservations where id in (select value from json_each(?))',
    ),
    visibleData: Object.fromEntries(
      OVERLAY_ENTITIES.map((entity) => {
        const { table, where } = overlayRows(entity);
        return [entity, sqlite.prepare(`select data from ${table} where ${where} and id = ?`)];
      }),
    ) as HotStatements['visibleData'],
    getMeta: sqlite.prepare('select value from sync_meta where key = ?'),
    setMeta: upsert('sync_meta', ['key', 'value'], 'key'),
  };
}

export class MirrorStore {
  private hot: HotStatements | null = null;

  constructor(readonly db: MirrorDb) {}

  /** The better-sqlite3 connection, for bulk work in SQL (a snapshot's import). */
  get sqlite(): Database.Database {
    return sqliteOf(this.db);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(() => work());
  }

  private get statements(): HotStatements {
    return (this.hot ??= prepareHotStatements(sqliteOf(this.db)));
  }

  // ——— server truth ———

  /**
   * Applies one feed change: a catalogue row, or for an overlay entity the visible row, from ONE
   * serialization of `data`; when a pending mutation has shadowed the row, the shadow instead (the
   * caller's rebase then recomputes the visible row from it). An upsert of the latest state (or an
   * idempotent delete), so applying the same change twice leaves the same mirror. `shadows`: whether
   * any row is shadowed now (no lookup otherwise).
   */
  private applyFeedChange(change: Change, shadows: boolean, visibleReservations: Set<string>): void {
    const json = change.data === null ? null : JSON.stringify(change.data);
    if (!isOverlayEntity(change.entity)) this.writeCatalogue(change.entity, change.id, json);
    else if (shadows && this.statements.shadowData.get(change.id) !== undefined)
      this.statements.upsertShadow.run(change.entity, change.id, json);
    else if (change.entity === 'reservations') {
      this.writeReservation(change.id, change.data, json, visibleReservations.has(change.id));
      visibleReservations.add(change.id);
    } else this.writeVisibleJson(change.entity, change.id, change.data, json);
  }

  /**
   * Applies feed changes in order, inside the caller's transaction. Shadows are only taken by local
   * mutations, in transactions of their own, so when there is none now (always during an initial
   * sync) no change needs the per-row shadow lookup. Likewise the reservations the mirror already
   * shows are looked up once for the whole list: a new one (every one, in an initial sync) has no
   * table rows to clear first.
   */
  applyFeedChanges(changes: readonly Change[]): void {
    const shadows = this.hasShadows();
    const reservationIds = changes.filter((c) => c.entity === 'reservations').map((c) => c.id);
    const visibleReservations = new Set(
      reservationIds.length === 0
        ? []
        : this.statements.visibleReservationIds.all(JSON.stringify(reservationIds)).map((r) => r.id),
    );
    for (const change of changes) this.applyFeedChange(change, shadows, visibleReservations);
  }

  private writeCatalogue(entity: CatalogueEntity, id: string, json: string | null): void {
    const statements = this.statements.catalogue.get(entity);
    if (!statements) throw new Error(`Unknown catalogue entity ${entity}`);
    if (json === null) statements.remove.run(id);
    else statements.upsert.run(id, json);
  }

  /**
   * Keeps the server's version of a row about to change locally, unless it has one already. Must
   * run BEFORE the first local write to the row: without a shadow the visible row IS the server's.
   */
  shadow(entity: OverlayEntity, id: string): void {
    this.statements.insertShadowIfMissing.run(
      entity,
      id,
      this.statements.visibleData[entity].get(id)?.data ?? null,
    );
  }

  /** The server's version of an overlay row: its shadow when it has one, else the visible row. */
  serverRow(entity: OverlayEntity, id: string): Row | null {
    const shadow = this.statements.shadowData.get(id);
    return shadow === undefined ? this.visible(entity, id) : parseRow(shadow.data ?? undefined);
  }

  hasShadows(): boolean {
    return this.statements.anyShadow.get() !== undefined;
  }

  shadows(): { entity: OverlayEntity; id: string; row: Row | null }[] {
    return this.statements.allShadows
      .all()
      .map((s) => ({ entity: s.entity as OverlayEntity, id: s.id, row: parseRow(s.data ?? undefined) }));
  }

  dropShadow(id: string): void {
    this.statements.deleteShadow.run(id);
  }

  // ——— visible rows ———

  visible(entity: OverlayEntity, id: string): Row | null {
    return parseRow(this.statements.visibleData[entity].get(id)?.data);
  }

  /** Sets the visible row to `row`, or removes it when `row` is null. */
  writeVisible(entity: OverlayEntity, id: string, row: Row | null): void {
    this.writeVisibleJson(entity, id, row, row === null ? null : JSON.stringify(row));
  }

  /** `json` is `row` serialized (null with it), so a caller that has it already does not repeat the work. */
  private writeVisibleJson(entity: OverlayEntity, id: string, row: Row | null, json: string | null): void {
    if (entity === 'reservations') {
      this.writeReservation(id, row, json, true);
      return;
    }
    const statements = this.statements.overlay.get(entity);
    if (!statements) throw new Error(`Unknown overlay entity ${entity}`);
    if (row === null || json === null) statements.remove.run(id);
    else
      statements.upsert.run(
        id,
        ...(isKeyedEntity(entity) ? MIRROR_KEY_COLUMNS[entity].values(row) : []),
        json,
      );
  }

  /** `shown`: whether the mirror may show this reservation now, so its table rows must be cleared first. */
  private writeReservation(id: string, row: Row | null, json: string | null, shown: boolean): void {
    const s = this.statements;
    if (shown) s.deleteReservationTables.run(id);
    if (row === null || json === null) {
      s.deleteReservation.run(id);
      return;
    }
    const keys = MIRROR_KEY_COLUMNS.reservations.values(row);
    s.upsertReservation.run(id, ...keys, json);
    const [date, time] = keys;
    for (const tableId of bookingTableIds(row)) s.insertReservationTable.run(id, tableId, date, time);
  }

  /** Visible reservations of one venue-local date (availability input for an offline booking). */
  reservationsOn(date: string): Row[] {
    return this.db
      .select({ data: reservations.data })
      .from(reservations)
      .where(eq(reservations.date, date))
      .all()
      .map((r) => r.data);
  }

  catalogue(entity: CatalogueEntity): Row[] {
    const table = CATALOGUE_TABLES[entity];
    return this.db
      .select({ data: table.data })
      .from(table)
      .all()
      .map((r) => r.data);
  }

  catalogueByIds(entity: CatalogueEntity, ids: readonly string[]): Row[] {
    if (ids.length === 0) return [];
    const table = CATALOGUE_TABLES[entity];
    return this.db
      .select({ data: table.data })
      .from(table)
      .where(inArray(table.id, [...ids]))
      .all()
      .map((r) => r.data);
  }

  /**
   * Every row the server gave this mirror, visible and shadowed, gone: a resync from zero follows
   * (the server's database was replaced). Local state (outbox, notices, meta) stays. Inside the
   * caller's transaction.
   */
  clearServerState(): void {
    const sqlite = sqliteOf(this.db);
    for (const table of [
      'reservation_tables',
      ...new Set(OVERLAY_ENTITIES.map((entity) => overlayRows(entity).table)),
      'server_rows',
      ...Object.values(CATALOGUE_TABLES).map((t) => getTableName(t)),
    ])
      sqlite.prepare(`delete from ${table}`).run();
  }

  /** Every row of an overlay entity as the mirror shows it (schema checks after an update). */
  allVisible(entity: OverlayEntity): Row[] {
    const { table, where } = overlayRows(entity);
    return sqliteOf(this.db)
      .prepare<[], { data: string }>(`select data from ${table} where ${where}`)
      .all()
      .map((r) => JSON.parse(r.data) as Row);
  }

  // ——— meta ———

  getMeta(key: MetaKey): string | null {
    return this.statements.getMeta.get(key)?.value ?? null;
  }

  setMeta(key: MetaKey, value: string): void {
    this.statements.setMeta.run(key, value);
  }
}

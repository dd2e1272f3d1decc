// Point of sale on the server (issue 34 §5): the venue's connection (a sealed webhook secret,
// rotated with the previous one kept valid for a while; the link window), the table mapping (a
// declared resource), the signed webhook that applies each POS event once and links its check to
// the booking seated at its table (src-shared/domain/pos-link.ts), and what the console reads —
// the checks of a day, a booking or a client, and the table names that would not match.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { posCheckBooking, type PosLinkCandidate } from '../../src-shared/domain/pos-link.js';
import {
  looseTableName,
  POS_PREVIOUS_SECRET_HOURS,
  POS_WEBHOOK_PATH,
  POS_WINDOW_DEFAULT,
  posWebhookEventSchema,
  type PosCheck,
  type PosSettings,
  type PosTableReportRow,
  type PosWebhookEvent,
} from '../../src-shared/pos/pos-entity.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { posTableMapResource } from '../../src-shared/pos/pos-table-map-resource.js';
import { addDays, venueLocalToInstant } from '../../src-shared/time.js';
import type { DbExecutor } from '../db/client.js';
import {
  diningTables,
  posChecks,
  posEvents,
  posSettings,
  posTableMaps,
  reservations,
  reservationStatuses,
} from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { HttpError, notFound } from '../http/http-error.js';
import { missing, resourceCrud } from '../resources/drizzle-crud.js';
import type { DomainWrite, TenantWrite } from '../sync/write-context.js';
import { acceptedSecrets, sealSecret } from '../auth/sealed-secrets.js';
import { checkPosSignature, newWebhookSecret } from './pos-secrets.js';

type SettingsRow = typeof posSettings.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function settingsView(row: SettingsRow | undefined): PosSettings {
  return {
    connected: Boolean(row?.secretSealed),
    secret_hint: row?.secretHint ?? null,
    rotated_at: iso(row?.rotatedAt ?? null),
    previous_valid_until: iso(row?.previousValidUntil ?? null),
    window_before_min: row?.windowBeforeMin ?? POS_WINDOW_DEFAULT.before,
    window_after_min: row?.windowAfterMin ?? POS_WINDOW_DEFAULT.after,
    webhook_path: POS_WEBHOOK_PATH,
  };
}

const settingsRow = (db: DbExecutor, restaurantId: number) =>
  firstWhere(db, posSettings, eq(posSettings.restaurantId, restaurantId));

export async function posSettingsOf(db: DbExecutor, restaurantId: number): Promise<PosSettings> {
  return settingsView(await settingsRow(db, restaurantId));
}

export const updatePosSettings: DomainWrite<
  { window_before_min?: number; window_after_min?: number },
  PosSettings
> = async (write, ctx, patch) => {
  const values = {
    ...(patch.window_before_min === undefined ? {} : { windowBeforeMin: patch.window_before_min }),
    ...(patch.window_after_min === undefined ? {} : { windowAfterMin: patch.window_after_min }),
  };
  const [row] = await write.tx
    .insert(posSettings)
    .values({ restaurantId: ctx.restaurantId, ...values })
    .onConflictDoUpdate({ target: posSettings.restaurantId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return settingsView(row);
};

/**
 * A new secret, returned this once; the one it replaces keeps working for POS_PREVIOUS_SECRET_HOURS
 * so the POS can be switched over without losing a check.
 */
export const rotatePosSecret =
  (
    key: Uint8Array,
    now: () => Date,
  ): DomainWrite<void, { secret: string; secret_hint: string; previous_valid_until: string | null }> =>
  async (write, ctx) => {
    const stored = await settingsRow(write.tx, ctx.restaurantId);
    const secret = newWebhookSecret();
    const at = now();
    const previousValidUntil = stored?.secretSealed
      ? new Date(at.getTime() + POS_PREVIOUS_SECRET_HOURS * 3_600_000)
      : null;
    const values = {
      secretSealed: sealSecret(key, secret),
      secretHint: secret.slice(-4),
      previousSealed: stored?.secretSealed ?? null,
      previousValidUntil,
      rotatedAt: at,
      updatedAt: at,
    };
    await write.tx
      .insert(posSettings)
      .values({ restaurantId: ctx.restaurantId, ...values })
      .onConflictDoUpdate({ target: posSettings.restaurantId, set: values });
    return { secret, secret_hint: values.secretHint, previous_valid_until: iso(previousValidUntil) };
  };

/** The secrets a delivery may be signed with now: the current one, and the previous until it lapses. */
async function posSecrets(db: DbExecutor, key: Uint8Array, restaurantId: number, now: Date) {
  const row = await settingsRow(db, restaurantId);
  if (!row?.secretSealed) return null;
  return {
    secrets: acceptedSecrets(
      key,
      row.secretSealed,
      { sealed: row.previousSealed, validUntil: row.previousValidUntil },
      now,
    ),
    window: { before: row.windowBeforeMin, after: row.windowAfterMin },
  };
}

/** The bookings at `tableId` whose time could take a check opened at `openedAt`. */
async function linkCandidates(
  db: DbExecutor,
  restaurantId: number,
  tableId: string,
  openedAt: Date,
  window: { before: number; after: number },
): Promise<PosLinkCandidate[]> {
  const from = new Date(openedAt.getTime() - window.after * 60_000);
  const to = new Date(openedAt.getTime() + window.before * 60_000);
  const rows = await db
    .select({
      id: reservations.id,
      start: sql<string>`lower(${reservations.during})`,
      statusName: reservationStatuses.name,
      holdsTable: reservationStatuses.holdsTable,
    })
    .from(reservations)
    .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        sql`${reservations.tableIds} @> ${JSON.stringify([tableId])}::jsonb`,
        sql`lower(${reservations.during}) between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => ({ ...r, start: new Date(r.start).toISOString() }));
}

export type PosDelivery =
  | { applied: true; check_id: string; reservation_id: string | null }
  | { applied: false; reason: 'duplicate' | 'stale'; check_id: string | null };

/** Applies one POS event inside the tenant write: once per event id, never undoing a newer event. */
async function applyPosEvent(
  write: TenantWrite,
  event: PosWebhookEvent,
  window: { before: number; after: number },
): Promise<PosDelivery> {
  const { tx, restaurantId } = write;
  const first = await tx
    .insert(posEvents)
    .values({ restaurantId, eventId: event.id })
    .onConflictDoNothing()
    .returning({ eventId: posEvents.eventId });
  if (first.length === 0) return { applied: false, reason: 'duplicate', check_id: null };

  const check = event.data.check;
  const [stored] = await tx
    .select()
    .from(posChecks)
    .where(and(eq(posChecks.restaurantId, restaurantId), eq(posChecks.posCheckId, check.id)))
    .for('update');
  if (stored && stored.lastEventAt > event.created)
    return { applied: false, reason: 'stale', check_id: stored.id };

  const tableId =
    (
      await firstWhere(
        tx,
        posTableMaps,
        eq(posTableMaps.restaurantId, restaurantId),
        eq(posTableMaps.posTable, check.table),
      )
    )?.tableId ?? null;
  const openedAt = new Date(check.opened_at);
  const reservationId = tableId
    ? posCheckBooking(
        openedAt.toISOString(),
        await linkCandidates(tx, restaurantId, tableId, openedAt, window),
        window,
      )
    : null;
  const closed = event.type === 'check.closed';
  const values = {
    posTable: check.table,
    tableId,
    reservationId,
    status: closed || stored?.status === 'closed' ? ('closed' as const) : ('open' as const),
    totalMinor: check.total_minor,
    covers: check.covers,
    openedAt,
    // A newer event that says nothing of the close keeps the time the check was closed at.
    closedAt: check.closed_at
      ? new Date(check.closed_at)
      : closed
        ? new Date(event.created * 1000)
        : (stored?.closedAt ?? null),
    lastEventAt: event.created,
    updatedAt: new Date(),
  };
  const [row] = stored
    ? await tx
        .update(posChecks)
        .set(values)
        .where(eq(posChecks.id, stored.id))
        .returning({ id: posChecks.id })
    : await tx
        .insert(posChecks)
        .values({ id: uuidv7(), restaurantId, posCheckId: check.id, ...values })
        .returning({ id: posChecks.id });
  return { applied: true, check_id: row?.id ?? '', reservation_id: reservationId };
}

/**
 * A delivery to the webhook: the venue's secrets checked against the signature (401, saying why),
 * then the body read and checked (400, 422 naming the field), then applied once.
 */
export async function receivePosDelivery(
  db: DbExecutor,
  key: Uint8Array,
  restaurantId: number,
  rawBody: string,
  signature: string | undefined,
  now: Date,
  inTenantWrite: <T>(restaurantId: number, work: (write: TenantWrite) => Promise<T>) => Promise<T>,
): Promise<PosDelivery> {
  const accepted = await posSecrets(db, key, restaurantId, now);
  if (!accepted) throw notFound('This venue has no point of sale connected');
  const verdict = checkPosSignature(signature, rawBody, accepted.secrets, Math.floor(now.getTime() / 1000));
  if (!verdict.ok) throw new HttpError(401, verdict.reason);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'The body is not JSON');
  }
  const parsed = posWebhookEventSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    throw new HttpError(422, 'The POS event is not valid', errors);
  }
  return inTenantWrite(restaurantId, (write) => applyPosEvent(write, parsed.data, accepted.window));
}

/** The checks of a venue date, a booking or a client, newest first, each with its table and guest. */
export async function listPosChecks(
  db: DbExecutor,
  restaurantId: number,
  query: { date?: string; reservation_id?: string; client_id?: string },
  timeZone: string,
  today: string,
): Promise<PosCheck[]> {
  const day = query.date ?? (query.reservation_id || query.client_id ? null : today);
  const rows = await db
    .select({
      check: posChecks,
      tableName: diningTables.name,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
    })
    .from(posChecks)
    .leftJoin(diningTables, eq(diningTables.id, posChecks.tableId))
    .leftJoin(reservations, eq(reservations.id, posChecks.reservationId))
    .where(
      and(
        eq(posChecks.restaurantId, restaurantId),
        query.reservation_id ? eq(posChecks.reservationId, query.reservation_id) : undefined,
        query.client_id ? eq(reservations.clientId, query.client_id) : undefined,
        day ? gte(posChecks.openedAt, venueLocalToInstant(day, '00:00', timeZone)) : undefined,
        day ? lt(posChecks.openedAt, venueLocalToInstant(addDays(day, 1), '00:00', timeZone)) : undefined,
      ),
    )
    .orderBy(desc(posChecks.openedAt))
    .limit(500);
  return rows.map(({ check, tableName, firstName, lastName }) => ({
    id: check.id,
    pos_check_id: check.posCheckId,
    pos_table: check.posTable,
    table_id: check.tableId,
    table_name: tableName,
    reservation_id: check.reservationId,
    guest_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    status: check.status,
    total_minor: check.totalMinor,
    covers: check.covers,
    opened_at: check.openedAt.toISOString(),
    closed_at: iso(check.closedAt),
  }));
}

/**
 * Every POS table name the venue mapped or the POS has used, with its floor table and its trap: a
 * name the POS uses that is mapped to nothing (its checks link to no booking), one that differs from
 * a floor table only in case or spaces (POS systems match exactly: it is offered as the suggestion),
 * and a mapping to a table no longer in use.
 */
export async function posTableReport(db: DbExecutor, restaurantId: number): Promise<PosTableReportRow[]> {
  const [maps, used, tables] = await Promise.all([
    db.select().from(posTableMaps).where(eq(posTableMaps.restaurantId, restaurantId)),
    db
      .select({ posTable: posChecks.posTable, checks: sql<number>`count(*)::int` })
      .from(posChecks)
      .where(eq(posChecks.restaurantId, restaurantId))
      .groupBy(posChecks.posTable),
    db
      .select({ id: diningTables.id, name: diningTables.name, status: diningTables.status })
      .from(diningTables)
      .where(eq(diningTables.restaurantId, restaurantId))
      .orderBy(asc(diningTables.name)),
  ]);
  const names = [...new Set([...maps.map((m) => m.posTable), ...used.map((u) => u.posTable)])].sort((a, b) =>
    a.localeCompare(b, undefined, { numeric: true }),
  );
  return names.map((name) => {
    const table = tables.find((t) => t.id === maps.find((m) => m.posTable === name)?.tableId) ?? null;
    const near = table ? null : tables.find((t) => looseTableName(t.name) === looseTableName(name));
    return {
      pos_table: name,
      table_id: table?.id ?? null,
      table_name: table?.name ?? null,
      checks: used.find((u) => u.posTable === name)?.checks ?? 0,
      trap: table ? (table.status === 1 ? null : 'inactive_table') : near ? 'near_miss' : 'unmapped',
      suggestion: near?.name ?? null,
    };
  });
}

/** The table mapping: the generic five, the floor table checked to be this venue's. */
export const posTableMapCrud = resourceCrud(posTableMapResource, {
  table: posTableMaps,
  view: (row) => ({
    id: row.id,
    restaurant_id: row.restaurantId,
    pos_table: row.posTable,
    table_id: row.tableId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }),
  orderBy: [asc(posTableMaps.posTable)],
  unique: [
    {
      constraint: 'pos_table_maps_pos_table_unique',
      column: posTableMaps.posTable,
      value: (args) => args.pos_table,
      message: (name) => `POS table ${name} is already mapped`,
    },
  ],
  beforeCreate: (write, ctx, args) => ownTable(write, ctx.restaurantId, args.table_id),
  beforeUpdate: (write, ctx, _stored, patch) => ownTable(write, ctx.restaurantId, patch.table_id),
});

async function ownTable(write: TenantWrite, restaurantId: number, tableId: string | undefined) {
  if (tableId === undefined) return;
  const table = await firstWhere(
    write.tx,
    diningTables,
    eq(diningTables.restaurantId, restaurantId),
    eq(diningTables.id, tableId),
  );
  if (!table) throw missing('table', tableId);
}

import { asc, eq } from 'drizzle-orm';
import type { AccessRule, CreateAccessRule, UpdateAccessRule } from '../../src-shared/schemas/access-rule.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { DbExecutor } from '../db/client.js';
import { accessRules } from '../db/schema/index.js';
import { recorded } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { accessRuleView } from './schedule-views.js';
import {
  definedOnly,
  fieldError,
  insertRow,
  tenantRow,
  tenantRows,
  updateRow,
} from '../resources/drizzle-crud.js';
import { assertOwned } from './tenant-guards.js';

type RuleReferences = Pick<AccessRule, 'shift_ids' | 'basic_settings'>;

/** Shifts, seating areas and tables a rule names must be the tenant's own. */
export async function assertRuleReferences(
  db: DbExecutor,
  restaurantId: number,
  rule: Partial<RuleReferences>,
): Promise<void> {
  if (rule.shift_ids) await assertOwned(db, restaurantId, 'shifts', rule.shift_ids, 'shift_ids.{i}');
  const seating = rule.basic_settings?.seating_area_table;
  if (seating) {
    await assertOwned(
      db,
      restaurantId,
      'areas',
      seating.seating_area,
      'basic_settings.seating_area_table.seating_area.{i}',
    );
    await assertOwned(
      db,
      restaurantId,
      'tables',
      seating.sub_seating_area,
      'basic_settings.seating_area_table.sub_seating_area.{i}',
    );
  }
}

export async function listAccessRules(db: DbExecutor, restaurantId: number): Promise<AccessRule[]> {
  const rows = await tenantRows(db, accessRules, restaurantId, [
    asc(accessRules.priority),
    asc(accessRules.name),
  ]);
  return rows.map(accessRuleView);
}

const ruleRow = (db: DbExecutor, restaurantId: number, id: string) =>
  tenantRow(db, accessRules, restaurantId, id, 'access rule');

export async function getAccessRule(db: DbExecutor, restaurantId: number, id: string): Promise<AccessRule> {
  return accessRuleView(await ruleRow(db, restaurantId, id));
}

/** Rules live on any day of [startDate, endDate]. */
export function rulesOverlapping(
  rules: readonly AccessRule[],
  startDate: string,
  endDate: string,
): AccessRule[] {
  return rules.filter(
    (r) => r.start_date <= endDate && (r.end_indefinite || r.end_date === null || r.end_date >= startDate),
  );
}

/** Rules that name the seating area among the areas their bookings may use. */
export function rulesForSeatingArea(rules: readonly AccessRule[], seatingAreaId: string): AccessRule[] {
  return rules.filter((r) => r.basic_settings.seating_area_table.seating_area.includes(seatingAreaId));
}

/**
 * Rules that admit bookings from the channel: a rule whose audience is the shift's default (or
 * lists no channel) admits every channel; a custom audience admits only the channels it lists.
 */
export function rulesForBookingChannel(rules: readonly AccessRule[], channel: string): AccessRule[] {
  const wanted = channel.toLowerCase();
  return rules.filter((r) => {
    const audience = r.additional_settings.booking_channel_audience;
    return (
      audience.setting === 'default' ||
      audience.channels.length === 0 ||
      audience.channels.some((c) => c.toLowerCase() === wanted)
    );
  });
}

async function insertRule(
  db: DbExecutor,
  restaurantId: number,
  actor: string,
  id: string,
  rule: Omit<CreateAccessRule, 'id'>,
) {
  return insertRow(db, accessRules, restaurantId, id, {
    name: rule.name,
    description: rule.description ?? '',
    status: rule.status,
    priority: rule.priority,
    startDate: rule.start_date,
    endDate: rule.end_date,
    endIndefinite: rule.end_indefinite,
    activeDays: rule.active_days,
    shiftIds: rule.shift_ids,
    timeConfig: rule.time_config,
    basicSettings: rule.basic_settings,
    additionalSettings: rule.additional_settings,
    createdBy: actor,
    updatedBy: actor,
  });
}

export const createAccessRule: DomainWrite<CreateAccessRule, AccessRule> = async (write, ctx, args) => {
  await assertRuleReferences(write.tx, ctx.restaurantId, args);
  const row = await insertRule(write.tx, ctx.restaurantId, ctx.actorName, args.id ?? uuidv7(), args);
  return recorded(write, 'access_rules', accessRuleView(row));
};

export const updateAccessRule: DomainWrite<{ id: string; patch: UpdateAccessRule }, AccessRule> = async (
  write,
  ctx,
  { id, patch },
) => {
  const stored = accessRuleView(await ruleRow(write.tx, ctx.restaurantId, id));
  const merged = { ...stored, ...definedOnly(patch) };
  if (!merged.end_indefinite && merged.end_date === null)
    throw fieldError('end_date', `Rule ${stored.name} needs an end date unless it is marked indefinite`);
  if (!merged.end_indefinite && merged.end_date !== null && merged.end_date < merged.start_date) {
    throw fieldError(
      'end_date',
      `End date ${merged.end_date} of rule ${stored.name} is before its start date ${merged.start_date}`,
    );
  }
  await assertRuleReferences(write.tx, ctx.restaurantId, patch);
  const row = await updateRow(write.tx, accessRules, id, 'access rule', {
    name: patch.name,
    description: patch.description === null ? '' : patch.description,
    status: patch.status,
    priority: patch.priority,
    startDate: patch.start_date,
    endDate: patch.end_date,
    endIndefinite: patch.end_indefinite,
    activeDays: patch.active_days,
    shiftIds: patch.shift_ids,
    timeConfig: patch.time_config,
    basicSettings: patch.basic_settings,
    additionalSettings: patch.additional_settings,
    updatedBy: ctx.actorName,
  });
  return recorded(write, 'access_rules', accessRuleView(row));
};

/**
 * A copy named "<name> (copy)" that starts INACTIVE, so duplicating never changes availability
 * until staff have edited and activated the copy.
 */
export const duplicateAccessRule: DomainWrite<
  { id: string; newId?: string | undefined },
  AccessRule
> = async (write, ctx, { id, newId }) => {
  const source = accessRuleView(await ruleRow(write.tx, ctx.restaurantId, id));
  const row = await insertRule(write.tx, ctx.restaurantId, ctx.actorName, newId ?? uuidv7(), {
    ...source,
    name: `${source.name} (copy)`.slice(0, 100),
    status: 'inactive',
  });
  return recorded(write, 'access_rules', accessRuleView(row));
};

export const deleteAccessRule: DomainWrite<{ id: string }, { id: string }> = async (write, ctx, { id }) => {
  await ruleRow(write.tx, ctx.restaurantId, id);
  await write.tx.delete(accessRules).where(eq(accessRules.id, id));
  await write.record('access_rules', id, null);
  return { id };
};

// Seating areas, tables, table combinations and floor plan layouts (spec §3). All are mirrored to
// terminals, so their ids are UUIDv7 chosen by the creator; restaurant ids stay integers.
import { z } from 'zod';
import { SEATING_AREA_DEFAULTS, TABLE_STATUS } from '../constants.js';
import { entityIdSchema, restaurantIdSchema, timestampSchema } from '../ids.js';
import { venueDateSchema, venueTimeSchema } from '../time.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

/** Status 1 active, 0 inactive (spec §9); tables show it as isActive. */
export const activeStatusSchema = z.union(
  [z.literal(TABLE_STATUS.active), z.literal(TABLE_STATUS.inactive)],
  {
    error: 'Status must be 1 (active) or 0 (inactive)',
  },
);

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c');
const covers = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(100, `${label} cannot exceed 100`);

// ——— Seating area ———

export const seatingAreaSchema = tenantRowSchema({
  restaurant_outlet_id: z.number().int().positive().nullable(),
  name: z.string(),
  abbreviation: z.string(),
  sa_order: z.number().int(),
  status: activeStatusSchema,
  creator: z.string().nullable(),
});
export type SeatingArea = z.infer<typeof seatingAreaSchema>;

const seatingAreaFields = {
  name: z.string().trim().min(1, 'Seating area name is required').max(100, 'Seating area name is too long'),
  abbreviation: z.string().trim().max(10, 'Abbreviation cannot exceed 10 characters'),
  sa_order: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order cannot be negative'),
  status: activeStatusSchema,
  restaurant_outlet_id: z.number().int().positive('Outlet id must be positive').nullable(),
};

export const createSeatingAreaSchema = newRowSchema({
  name: seatingAreaFields.name,
  abbreviation: seatingAreaFields.abbreviation.default(''),
  sa_order: seatingAreaFields.sa_order.default(SEATING_AREA_DEFAULTS.sa_order),
  status: activeStatusSchema.default(SEATING_AREA_DEFAULTS.status),
  restaurant_outlet_id: seatingAreaFields.restaurant_outlet_id.default(null),
});
export type CreateSeatingArea = z.infer<typeof createSeatingAreaSchema>;

export const updateSeatingAreaSchema = someOf(z.object(seatingAreaFields));
export type UpdateSeatingArea = z.infer<typeof updateSeatingAreaSchema>;

// ——— Table ———

export const TABLE_SHAPES = ['round', 'square', 'rectangle', 'oval', 'booth', 'bar'] as const;
export const tableShapeSchema = z.enum(TABLE_SHAPES, {
  error: `Shape must be one of ${TABLE_SHAPES.join(', ')}`,
});

export const positionSchema = z.object({
  x: z.number({ error: 'Position x must be a number' }).finite(),
  y: z.number({ error: 'Position y must be a number' }).finite(),
});
const rotationSchema = z
  .number({ error: 'Rotation must be a number' })
  .min(0, 'Rotation must be between 0 and 359 degrees')
  .lt(360, 'Rotation must be between 0 and 359 degrees');

export const tableSchema = tenantRowSchema({
  seating_area_id: entityIdSchema.nullable(),
  name: z.string(),
  min_covers: z.number().int().positive(),
  max_covers: z.number().int().positive(),
  shape: tableShapeSchema,
  position: positionSchema,
  rotation: z.number(),
  /** Display and tie-break order (auto-assignment prefers lower values when seats are equal). */
  sort_order: z.number().int(),
  status: activeStatusSchema,
  /** Derived from status for screens (spec §3: shown as isActive). */
  isActive: z.boolean(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type Table = z.infer<typeof tableSchema>;

const tableFields = {
  name: z.string().trim().min(1, 'Table name is required').max(40, 'Table name cannot exceed 40 characters'),
  seating_area_id: entityIdSchema.nullable(),
  min_covers: covers('Minimum covers'),
  max_covers: covers('Maximum covers'),
  shape: tableShapeSchema,
  position: positionSchema,
  rotation: rotationSchema,
  sort_order: z.number({ error: 'Order must be a number' }).int('Order must be a whole number'),
  status: activeStatusSchema,
};

const coversInOrder = (value: { min_covers?: number; max_covers?: number }) =>
  value.min_covers === undefined || value.max_covers === undefined || value.min_covers <= value.max_covers;
// Cross-field checks run only on otherwise valid input, so a bad field gets one message, not two.
const onlyWhenValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
const COVERS_ORDER = {
  message: 'Minimum covers cannot exceed maximum covers',
  path: ['min_covers'],
  ...onlyWhenValid,
};

export const createTableSchema = newRowSchema({
  name: tableFields.name,
  seating_area_id: tableFields.seating_area_id.default(null),
  min_covers: tableFields.min_covers.default(1),
  max_covers: tableFields.max_covers,
  shape: tableFields.shape.default('square'),
  position: tableFields.position.default({ x: 0, y: 0 }),
  rotation: tableFields.rotation.default(0),
  sort_order: tableFields.sort_order.default(0),
  status: activeStatusSchema.default(TABLE_STATUS.active),
}).refine(coversInOrder, COVERS_ORDER);
export type CreateTable = z.infer<typeof createTableSchema>;

/** A partial update; the server re-checks min ≤ max against the stored row when only one is sent. */
export const updateTableSchema = someOf(z.object(tableFields)).refine(coversInOrder, COVERS_ORDER);
export type UpdateTable = z.infer<typeof updateTableSchema>;

/** Spec §4: the table active flag maps to status 1/0. */
export function tableStatusFromActive(isActive: boolean): 0 | 1 {
  return isActive ? TABLE_STATUS.active : TABLE_STATUS.inactive;
}

// ——— Table combination ———

export const combinationMemberSchema = z.object({
  table_id: entityIdSchema,
  table_order: z
    .number({ error: 'Table order must be a number' })
    .int('Table order must be a whole number')
    .min(0, 'Table order cannot be negative'),
  /** A required member must be free for the combination to be offered; optional members join when free. */
  is_required: z.boolean({ error: 'is_required must be true or false' }),
});
export type CombinationMember = z.infer<typeof combinationMemberSchema>;

export const tableCombinationSchema = tenantRowSchema({
  restaurant_outlet_id: z.number().int().positive().nullable(),
  combination_name: z.string(),
  description: z.string().nullable(),
  min_guest_capacity: z.number().int().positive(),
  max_guest_capacity: z.number().int().positive(),
  is_active: z.boolean(),
  tables: z.array(combinationMemberSchema),
});
export type TableCombination = z.infer<typeof tableCombinationSchema>;

const distinctMembers = (members: readonly CombinationMember[]) =>
  new Set(members.map((m) => m.table_id)).size === members.length;

const combinationFields = {
  combination_name: z
    .string()
    .trim()
    .min(1, 'Combination name is required')
    .max(100, 'Combination name is too long'),
  description: z.string().trim().max(500, 'Description cannot exceed 500 characters').nullable(),
  min_guest_capacity: covers('Minimum guest capacity'),
  max_guest_capacity: covers('Maximum guest capacity'),
  restaurant_outlet_id: z.number().int().positive('Outlet id must be positive').nullable(),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  tables: z
    .array(combinationMemberSchema)
    .min(2, 'A combination needs at least two tables')
    .max(20, 'A combination cannot have more than 20 tables')
    .refine(distinctMembers, 'A table can appear only once in a combination'),
};

const capacityInOrder = (value: { min_guest_capacity?: number; max_guest_capacity?: number }) =>
  value.min_guest_capacity === undefined ||
  value.max_guest_capacity === undefined ||
  value.min_guest_capacity <= value.max_guest_capacity;
const CAPACITY_ORDER = {
  message: 'Minimum guest capacity cannot exceed maximum guest capacity',
  path: ['min_guest_capacity'],
  ...onlyWhenValid,
};

export const createTableCombinationSchema = newRowSchema({
  combination_name: combinationFields.combination_name,
  description: combinationFields.description.default(null),
  min_guest_capacity: combinationFields.min_guest_capacity.default(1),
  max_guest_capacity: combinationFields.max_guest_capacity,
  restaurant_outlet_id: combinationFields.restaurant_outlet_id.default(null),
  is_active: combinationFields.is_active.default(true),
  tables: combinationFields.tables,
}).refine(capacityInOrder, CAPACITY_ORDER);
export type CreateTableCombination = z.infer<typeof createTableCombinationSchema>;

export const updateTableCombinationSchema = someOf(z.object(combinationFields)).refine(
  capacityInOrder,
  CAPACITY_ORDER,
);
export type UpdateTableCombination = z.infer<typeof updateTableCombinationSchema>;

/** Spec §7 "find suitable" POST body. */
export const findSuitableCombinationsSchema = z.object({
  guest_count: covers('Guest count'),
  date: venueDateSchema,
  time: venueTimeSchema,
});

// ——— Floor plan layout and live status ———

const elementVersion = z
  .number({ error: 'Version must be a number' })
  .int('Version must be a whole number')
  .nonnegative('Version cannot be negative');
const elementSize = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be positive`)
    .max(10_000, `${label} cannot exceed 10000`);

/** One table drawn on a layout; `version` lets concurrent edits reconcile per element. */
export const layoutTableSchema = z.object({
  table_id: entityIdSchema,
  position: positionSchema,
  rotation: rotationSchema,
  width: elementSize('Width'),
  height: elementSize('Height'),
  version: elementVersion,
});
export type LayoutTable = z.infer<typeof layoutTableSchema>;

/** Layout elements beside tables (spec `rooms`, and walls and labels): drawn behind the tables. */
export const LAYOUT_ELEMENT_KINDS = ['room', 'wall', 'label'] as const;
export type LayoutElementKind = (typeof LAYOUT_ELEMENT_KINDS)[number];

export const layoutElementSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(LAYOUT_ELEMENT_KINDS, { error: `Kind must be one of ${LAYOUT_ELEMENT_KINDS.join(', ')}` }),
  /** A room's name or a label's text (empty for a wall). */
  name: z.string().trim().max(60, 'Name cannot exceed 60 characters'),
  position: positionSchema,
  rotation: rotationSchema,
  width: elementSize('Width'),
  height: elementSize('Height'),
  version: elementVersion,
});
export type LayoutElement = z.infer<typeof layoutElementSchema>;

/** What an update sends per element: its state, or a tombstone (`deleted`) at the version it was removed. */
const tombstone = { deleted: z.boolean({ error: 'Deleted must be true or false' }).optional() };
export const layoutTableUpdateSchema = layoutTableSchema.extend(tombstone);
export type LayoutTableUpdate = z.infer<typeof layoutTableUpdateSchema>;
export const layoutElementUpdateSchema = layoutElementSchema.extend(tombstone);
export type LayoutElementUpdate = z.infer<typeof layoutElementUpdateSchema>;

/** Spec §3 per-table live status: status, icon, color, textColor. */
export const tableLiveStatusSchema = z.object({
  table_id: entityIdSchema,
  status: z.string().trim().min(1, 'Status is required').max(40, 'Status cannot exceed 40 characters'),
  icon: z.string().max(60, 'Icon name cannot exceed 60 characters').nullable(),
  color: hexColour,
  textColor: hexColour,
  /** Why staff set it (e.g. why the table is blocked); shown on the floor plan. */
  reason: z.string().trim().max(200, 'Reason cannot exceed 200 characters').optional(),
});
export type TableLiveStatus = z.infer<typeof tableLiveStatusSchema>;

export const floorPlanLayoutSchema = z.object({
  id: entityIdSchema,
  restaurant_id: restaurantIdSchema,
  seating_area_id: entityIdSchema.nullable(),
  name: z.string(),
  tables: z.array(layoutTableSchema),
  /** Rooms, walls and labels; layouts saved before they existed have none. */
  elements: z.array(layoutElementSchema).default([]),
  live_status: z.array(tableLiveStatusSchema),
  createdDate: timestampSchema,
  updated_at: timestampSchema,
});
export type FloorPlanLayout = z.infer<typeof floorPlanLayoutSchema>;

const distinctLayoutTables = (tables: readonly LayoutTable[]) =>
  new Set(tables.map((t) => t.table_id)).size === tables.length;
const distinctElements = (elements: readonly LayoutElement[]) =>
  new Set(elements.map((e) => e.id)).size === elements.length;
const ONCE_TABLE = 'A table can appear only once on a layout';
const ONCE_ELEMENT = 'An element can appear only once on a layout';
const MAX_ELEMENTS = 2000;

export const createFloorPlanLayoutSchema = newRowSchema({
  name: z.string().trim().min(1, 'Layout name is required').max(100, 'Layout name is too long'),
  seating_area_id: entityIdSchema.nullable().default(null),
  tables: z
    .array(layoutTableSchema.extend({ version: elementVersion.default(0) }))
    .max(MAX_ELEMENTS, `A layout holds at most ${MAX_ELEMENTS} tables`)
    .refine(distinctLayoutTables, ONCE_TABLE)
    .default([]),
  elements: z
    .array(layoutElementSchema.extend({ version: elementVersion.default(0) }))
    .max(MAX_ELEMENTS, `A layout holds at most ${MAX_ELEMENTS} elements`)
    .refine(distinctElements, ONCE_ELEMENT)
    .default([]),
});
export type CreateFloorPlanLayout = z.infer<typeof createFloorPlanLayoutSchema>;

export const updateFloorPlanLayoutSchema = someOf(
  z.object({
    name: z.string().trim().min(1, 'Layout name is required').max(100, 'Layout name is too long'),
    seating_area_id: entityIdSchema.nullable(),
    /** Merged per table with the stored layout: the higher version wins, tombstones delete. */
    tables: z
      .array(layoutTableUpdateSchema)
      .max(MAX_ELEMENTS, `A layout holds at most ${MAX_ELEMENTS} tables`)
      .refine(distinctLayoutTables, ONCE_TABLE),
    /** Rooms, walls and labels, merged per element like the tables. */
    elements: z
      .array(layoutElementUpdateSchema)
      .max(MAX_ELEMENTS, `A layout holds at most ${MAX_ELEMENTS} elements`)
      .refine(distinctElements, ONCE_ELEMENT),
  }),
);
export type UpdateFloorPlanLayout = z.infer<typeof updateFloorPlanLayoutSchema>;

/** Spec §7 floor plans "update table status" PUT body. */
export const updateTableLiveStatusSchema = tableLiveStatusSchema;
export type UpdateTableLiveStatus = z.infer<typeof updateTableLiveStatusSchema>;

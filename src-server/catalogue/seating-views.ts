import { liveElements } from '../../src-shared/floor/layout-merge.js';
import type {
  FloorPlanLayout,
  SeatingArea,
  Table,
  TableCombination,
} from '../../src-shared/schemas/seating.js';
import type {
  diningTables,
  floorPlans,
  seatingAreas,
  tableCombinationMembers,
  tableCombinations,
} from '../db/schema/index.js';

// Row → API shape of the room's entities. Routes answer with these and the change feed records
// exactly the same objects, so a terminal's mirror and an online screen see one shape.

type SeatingAreaRow = typeof seatingAreas.$inferSelect;
type TableRow = typeof diningTables.$inferSelect;
type CombinationRow = typeof tableCombinations.$inferSelect;
type MemberRow = typeof tableCombinationMembers.$inferSelect;
type FloorPlanRow = typeof floorPlans.$inferSelect;

const activeStatus = (status: number): 0 | 1 => (status === 1 ? 1 : 0);

export function seatingAreaView(row: SeatingAreaRow): SeatingArea {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    restaurant_outlet_id: row.restaurantOutletId,
    name: row.name,
    abbreviation: row.abbreviation,
    sa_order: row.saOrder,
    status: activeStatus(row.status),
    creator: row.creator,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function tableView(row: TableRow): Table {
  const status = activeStatus(row.status);
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    seating_area_id: row.seatingAreaId,
    name: row.name,
    min_covers: row.minCovers,
    max_covers: row.maxCovers,
    shape: row.shape as Table['shape'],
    position: { x: row.x, y: row.y },
    rotation: row.rotation,
    sort_order: row.sortOrder,
    status,
    isActive: status === 1,
    created_by_name: row.createdByName,
    updated_by_name: row.updatedByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Members in table_order (then table id, so equal orders still list the same way everywhere). */
export function combinationView(row: CombinationRow, members: readonly MemberRow[]): TableCombination {
  const own = members
    .filter((m) => m.combinationId === row.id)
    .sort(
      (a, b) => a.tableOrder - b.tableOrder || (a.tableId < b.tableId ? -1 : a.tableId > b.tableId ? 1 : 0),
    );
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    restaurant_outlet_id: row.restaurantOutletId,
    combination_name: row.combinationName,
    description: row.description,
    min_guest_capacity: row.minGuestCapacity,
    max_guest_capacity: row.maxGuestCapacity,
    is_active: row.isActive,
    tables: own.map((m) => ({ table_id: m.tableId, table_order: m.tableOrder, is_required: m.isRequired })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function floorPlanView(row: FloorPlanRow): FloorPlanLayout {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    seating_area_id: row.seatingAreaId,
    name: row.name,
    // Tombstones stay in the row for merging (issue 13); screens and the mirror see live elements.
    tables: liveElements(row.tables),
    elements: liveElements(row.elements),
    live_status: row.liveStatus,
    createdDate: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

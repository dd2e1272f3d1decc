// Floor plan layouts' calls (spec §7 Table management › floor plans), declared once: the server
// registers them (src-server/routes/catalogue/floor-plans.ts) and the layout editor calls them
// through `callApi('floorPlan.<name>')`. An update merges element by element (layout-merge.ts).
import { z } from 'zod';
import { idParamsSchema, type RouteContract, deleteById } from '../resources/route-contract.js';
import {
  createFloorPlanLayoutSchema,
  floorPlanLayoutSchema,
  updateFloorPlanLayoutSchema,
  updateTableLiveStatusSchema,
} from '../schemas/seating.js';

const read = 'tables.read';
const manage = 'tables.manage';
const plan = floorPlanLayoutSchema;

export const FLOOR_PLAN_CALLS = {
  'floorPlan.all': {
    method: 'GET',
    path: '/floor-plans',
    summary: 'Floor plan layouts of the restaurant',
    permission: read,
    response: z.array(plan),
    status: 200,
  },
  'floorPlan.get': {
    method: 'GET',
    path: '/floor-plans/{id}',
    summary: 'A floor plan layout',
    permission: read,
    params: idParamsSchema,
    response: plan,
    status: 200,
  },
  'floorPlan.create': {
    method: 'POST',
    path: '/floor-plans',
    summary: 'Create a layout of the restaurant’s tables, rooms, walls and labels',
    permission: manage,
    body: createFloorPlanLayoutSchema,
    response: plan,
    status: 201,
  },
  'floorPlan.update': {
    method: 'PUT',
    path: '/floor-plans/{id}',
    summary:
      'Update a layout; tables and elements merge one by one with the stored layout (the higher version wins, a tie keeps the stored one, `deleted` tombstones remove)',
    permission: manage,
    params: idParamsSchema,
    body: updateFloorPlanLayoutSchema,
    response: plan,
    status: 200,
  },
  'floorPlan.tableStatus': {
    method: 'PUT',
    path: '/floor-plans/{id}/table-status',
    summary: 'Set one table’s live status (status, icon, color, textColor) on the layout',
    permission: 'floor.status',
    params: idParamsSchema,
    body: updateTableLiveStatusSchema,
    response: plan,
    status: 200,
  },
  'floorPlan.delete': deleteById('/floor-plans/{id}', 'Delete a layout', manage),
} as const satisfies Record<string, RouteContract>;

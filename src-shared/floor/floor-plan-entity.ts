// Floor plan layouts (spec §7 /floor-plans) declared as an entity: the layout editor is their
// screen, terminals keep a copy offline; the contracts are in floor-calls.ts.
import { defineEntity } from '../entities/define-entity.js';
import { FLOOR_PLAN_CALLS } from './floor-calls.js';

export const floorPlanEntity = defineEntity({
  key: 'floorPlan',
  noun: 'floor plan',
  plural: 'floor plans',
  mirror: 'floor_plans',
  callPrefix: '',
  calls: FLOOR_PLAN_CALLS,
});

// The one declaration per entity and the one route table (issue 28): every entity is declared
// once, every call the console makes comes from a declaration, and each method and path of the API
// is in the route table once. The server's side (every registered route is in the table) is
// checked against its OpenAPI document in tests/integration/server-platform.test.ts.
import { describe, expect, it } from 'vitest';
import { CALLS, OTHER_CALLS } from '../calls/call-table.js';
import { RESOURCES } from '../resources/registry.js';
import { callName, ENTITIES, entityRoutes } from './entities.js';
import { ROUTE_TABLE, routeKey } from './route-table.js';

describe('entities', () => {
  it('declares at least 35 entities, each key once', () => {
    expect(ENTITIES.length).toBeGreaterThanOrEqual(35);
    const keys = ENTITIES.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every generic-screen resource, and only those have a generic form', () => {
    const generic = ENTITIES.filter((e) => e.generic);
    expect(generic.map((e) => e.key)).toEqual(RESOURCES.map((r) => r.key));
  });

  it('gives every entity at least one route', () => {
    for (const entity of ENTITIES) expect(entityRoutes(entity).length, entity.key).toBeGreaterThan(0);
  });
});

describe('the call table', () => {
  it('is the entities’ calls under their call names, plus the few that are no entity’s', () => {
    const fromEntities = ENTITIES.flatMap((e) =>
      Object.entries(e.calls).map(([name, contract]) => [callName(e.callPrefix, name), contract] as const),
    );
    const expected = [...fromEntities, ...Object.entries(OTHER_CALLS)];
    expect(Object.keys(CALLS).sort()).toEqual(expected.map(([name]) => name).sort());
    for (const [name, contract] of expected) expect(CALLS[name as keyof typeof CALLS], name).toBe(contract);
  });

  it('keeps the call names the console uses', () => {
    for (const name of [
      'clientTags.list',
      'reservationTags.remove',
      'clients.delete',
      'clients.bulkDelete',
      'users.userCreate',
      'access.roleUpdate',
      'menus.productGet',
      'orders.openTab',
      'floorPlan.update',
      'media.list',
      'emailTemplates.preview',
      'website.uiConfig',
      'restaurant.facilityStatus',
      'shift.listByRestaurant',
      'accessRule.duplicate',
      'availability.quickView',
      'admin.websocketStatus',
    ])
      expect(Object.hasOwn(CALLS, name), name).toBe(true);
  });
});

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = ROUTE_TABLE.map(routeKey);
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
  });

  it('holds every declared call', () => {
    const keys = new Set(ROUTE_TABLE.map(routeKey));
    for (const [name, contract] of Object.entries(CALLS))
      expect(keys.has(routeKey(contract)), name).toBe(true);
  });
});

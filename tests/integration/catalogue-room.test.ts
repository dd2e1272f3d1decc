import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  floorPlanLayoutSchema,
  seatingAreaSchema,
  tableCombinationSchema,
  tableSchema,
  type Table,
} from '../../src-shared/schemas/seating.js';
import type { SignedIn } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

// Seating areas, tables, combinations and floor plans over real HTTP: CRUD, tenancy, validation,
// permissions and the change feed.

const actors = useCatalogueActors();
const { getApi, asAdmin, asHost, asQuay, feed } = actors;
let admin: SignedIn;
let harbourId: number;
let quayId: number;
beforeAll(() => {
  ({ harbour: harbourId, quay: quayId } = actors.ids);
  admin = actors.admin();
});

describe('demo room', () => {
  it('has three Harbour areas with ~30 tables on one floor plan, and Quay its own smaller room', async () => {
    const areas = seatingAreaSchema.array().parse(data(await asAdmin('GET', '/seating-areas')));
    expect(areas.map((a) => a.name)).toEqual(['Dining Room', 'Terrace', 'Bar']);
    const tables = tableSchema.array().parse(data(await asHost('GET', '/tables')));
    expect(tables.length).toBeGreaterThanOrEqual(28);
    expect(new Set(tables.map((t) => t.max_covers))).toEqual(new Set([2, 4, 6]));
    const plans = floorPlanLayoutSchema.array().parse(data(await asAdmin('GET', '/floor-plans')));
    expect(plans).toHaveLength(1);
    expect(new Set(plans[0]?.tables.map((t) => t.table_id))).toEqual(new Set(tables.map((t) => t.id)));
    const combos = tableCombinationSchema
      .array()
      .parse(data(await asAdmin('GET', `/table-combinations/restaurant/${harbourId}`)));
    expect(combos.length).toBeGreaterThanOrEqual(5);
    const quayTables = tableSchema.array().parse(data(await asQuay('GET', '/tables')));
    expect(quayTables.length).toBe(10);
    expect(quayTables.every((t) => t.restaurant_id === quayId)).toBe(true);
  });
});

describe('seating areas', () => {
  it('round-trips create, read, update, delete with feed records and a tombstone', async () => {
    const id = uuidv7();
    const created = await asAdmin('POST', '/seating-areas', {
      id,
      name: 'Mezzanine',
      abbreviation: 'MZ',
      sa_order: 4,
    });
    expect(created.status).toBe(201);
    const area = seatingAreaSchema.parse(data(created));
    expect(area).toMatchObject({
      id,
      name: 'Mezzanine',
      status: 1,
      creator: 'Hannah Reid',
      restaurant_id: harbourId,
    });
    expect((await feed('seating_areas', id))?.data).toEqual(area);

    const updated = seatingAreaSchema.parse(
      data(await asAdmin('PUT', `/seating-areas/${id}`, { name: 'Upper Mezzanine', status: 0 })),
    );
    expect(updated).toMatchObject({ name: 'Upper Mezzanine', status: 0 });
    expect(seatingAreaSchema.parse(data(await asAdmin('GET', `/seating-areas/${id}`)))).toEqual(updated);
    expect((await feed('seating_areas', id))?.data).toEqual(updated);

    expect((await asAdmin('DELETE', `/seating-areas/${id}`)).status).toBe(200);
    expect((await asAdmin('GET', `/seating-areas/${id}`)).status).toBe(404);
    expect(await feed('seating_areas', id)).toMatchObject({ op: 'delete', data: null });
  });

  it('names the field of bad input and refuses an empty update', async () => {
    const bad = await asAdmin('POST', '/seating-areas', { name: '', sa_order: -1 });
    expect(bad.status).toBe(422);
    expect(errors(bad)).toMatchObject({
      name: ['Seating area name is required'],
      sa_order: ['Order cannot be negative'],
    });
    const first = seatingAreaSchema.array().parse(data(await asAdmin('GET', '/seating-areas')));
    expect((await asAdmin('PUT', `/seating-areas/${first[0]?.id ?? ''}`, {})).status).toBe(422);
    const badId = await asAdmin('GET', '/seating-areas/not-a-uuid');
    expect(badId.status).toBe(422);
    expect(errors(badId)).toHaveProperty(['params.id']);
  });
});

describe('tables', () => {
  const t = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    min_covers: 2,
    max_covers: 4,
    ...extra,
  });

  it('round-trips CRUD with isActive from status, actor names and feed records', async () => {
    const areas = seatingAreaSchema.array().parse(data(await asAdmin('GET', '/seating-areas')));
    const created = await asAdmin(
      'POST',
      '/tables',
      t('X1', { seating_area_id: areas[1]?.id, position: { x: 10, y: 20 } }),
    );
    expect(created.status).toBe(201);
    const table = tableSchema.parse(data(created));
    expect(table).toMatchObject({
      name: 'X1',
      isActive: true,
      status: 1,
      created_by_name: 'Hannah Reid',
      position: { x: 10, y: 20 },
    });
    expect((await feed('tables', table.id))?.data).toEqual(table);

    const off = tableSchema.parse(data(await asAdmin('PUT', `/tables/${table.id}`, { status: 0 })));
    expect(off).toMatchObject({ status: 0, isActive: false, updated_by_name: 'Hannah Reid' });
    expect((await feed('tables', table.id))?.data).toEqual(off);

    expect((await asAdmin('DELETE', `/tables/${table.id}`)).status).toBe(200);
    expect((await asAdmin('GET', `/tables/${table.id}`)).status).toBe(404);
    expect(await feed('tables', table.id)).toMatchObject({ op: 'delete', data: null });
  });

  it('refuses a duplicate name with 409 and re-checks covers against the stored row', async () => {
    const dup = await asAdmin('POST', '/tables', t('T4'));
    expect(dup.status).toBe(409);
    expect((dup.body as { message: string }).message).toBe('A table named T4 already exists');

    const tables = tableSchema.array().parse(data(await asAdmin('GET', '/tables')));
    const t1 = tables.find((x) => x.name === 'T1') as Table;
    const rename = await asAdmin('PUT', `/tables/${t1.id}`, { name: 'T2' });
    expect(rename.status).toBe(409);
    const tooFew = await asAdmin('PUT', `/tables/${t1.id}`, { min_covers: t1.max_covers + 1 });
    expect(tooFew.status).toBe(422);
    expect(Object.keys(errors(tooFew))).toEqual(['min_covers']);
    const both = await asAdmin('POST', '/tables', t('X2', { min_covers: 5, max_covers: 2 }));
    expect(both.status).toBe(422);
    expect(errors(both)).toMatchObject({ min_covers: ['Minimum covers cannot exceed maximum covers'] });
    const shape = await asAdmin('POST', '/tables', t('X3', { shape: 'triangle' }));
    expect(Object.keys(errors(shape))).toEqual(['shape']);
  });

  it('lets a host read tables but not change them', async () => {
    const tables = tableSchema.array().parse(data(await asHost('GET', '/tables')));
    const first = tables[0] as Table;
    expect((await asHost('GET', `/tables/${first.id}`)).status).toBe(200);
    expect((await asHost('POST', '/tables', t('H1'))).status).toBe(403);
    expect((await asHost('PUT', `/tables/${first.id}`, { name: 'Hijack' })).status).toBe(403);
    expect((await asHost('DELETE', `/tables/${first.id}`)).status).toBe(403);
    expect((await asHost('POST', '/seating-areas', { name: 'Host area' })).status).toBe(403);
  });
});

describe('tenancy', () => {
  it('answers 404 for Quay rows by id and 403 under the Quay header, and changes nothing', async () => {
    const quayTable = tableSchema.array().parse(data(await asQuay('GET', '/tables')))[0] as Table;
    const quayArea = seatingAreaSchema.array().parse(data(await asQuay('GET', '/seating-areas')))[0];
    const quayPlan = floorPlanLayoutSchema.array().parse(data(await asQuay('GET', '/floor-plans')))[0];
    const quayCombo = tableCombinationSchema
      .array()
      .parse(data(await asQuay('GET', `/table-combinations/restaurant/${quayId}`)))[0];
    const paths = [
      `/tables/${quayTable.id}`,
      `/seating-areas/${quayArea?.id ?? ''}`,
      `/floor-plans/${quayPlan?.id ?? ''}`,
      `/table-combinations/${quayCombo?.id ?? ''}`,
    ];
    for (const p of paths) {
      expect((await asAdmin('GET', p)).status, p).toBe(404);
      expect((await asAdmin('DELETE', p)).status, p).toBe(404);
    }
    expect((await asAdmin('PUT', `/tables/${quayTable.id}`, { name: 'Hijack' })).status).toBe(404);
    expect((await asAdmin('GET', `/table-combinations/restaurant/${quayId}`)).status).toBe(403);
    const header = await getApi().api('GET', '/tables', { token: admin.token, restaurantId: quayId });
    expect(header.status).toBe(403);
    expect(tableSchema.parse(data(await asQuay('GET', `/tables/${quayTable.id}`))).name).toBe(quayTable.name);
  });

  it('refuses another tenant’s table as a combination member, naming the field', async () => {
    const quayTable = tableSchema.array().parse(data(await asQuay('GET', '/tables')))[0] as Table;
    const own = tableSchema.array().parse(data(await asAdmin('GET', '/tables')))[0] as Table;
    const res = await asAdmin('POST', '/table-combinations', {
      combination_name: 'Smuggled',
      max_guest_capacity: 6,
      tables: [
        { table_id: own.id, table_order: 0, is_required: true },
        { table_id: quayTable.id, table_order: 1, is_required: true },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(errors(res))).toEqual(['tables.1.table_id']);
  });
});

describe('table combinations', () => {
  it('round-trips create, list, update (replacing members) and delete with feed records', async () => {
    const tables = tableSchema.array().parse(data(await asAdmin('GET', '/tables')));
    const [a, b, c] = ['T5', 'T6', 'T11'].map((n) => tables.find((x) => x.name === n) as Table);
    const created = await asAdmin('POST', '/table-combinations', {
      combination_name: 'T5 + T6',
      min_guest_capacity: 3,
      max_guest_capacity: 4,
      tables: [
        { table_id: a?.id, table_order: 0, is_required: true },
        { table_id: b?.id, table_order: 1, is_required: false },
      ],
    });
    expect(created.status).toBe(201);
    const combo = tableCombinationSchema.parse(data(created));
    expect(combo.tables).toEqual([
      { table_id: a?.id, table_order: 0, is_required: true },
      { table_id: b?.id, table_order: 1, is_required: false },
    ]);
    expect((await feed('table_combinations', combo.id))?.data).toEqual(combo);
    const listed = tableCombinationSchema
      .array()
      .parse(data(await asHost('GET', `/table-combinations/restaurant/${harbourId}`)));
    expect(listed.some((x) => x.id === combo.id)).toBe(true);

    const updated = tableCombinationSchema.parse(
      data(
        await asAdmin('PUT', `/table-combinations/${combo.id}`, {
          max_guest_capacity: 8,
          tables: [
            { table_id: a?.id, table_order: 0, is_required: true },
            { table_id: c?.id, table_order: 1, is_required: true },
          ],
        }),
      ),
    );
    expect(updated.tables.map((m) => m.table_id)).toEqual([a?.id, c?.id]);
    expect(
      tableCombinationSchema.parse(data(await asAdmin('GET', `/table-combinations/${combo.id}`))),
    ).toEqual(updated);
    expect((await feed('table_combinations', combo.id))?.data).toEqual(updated);

    const lower = await asAdmin('PUT', `/table-combinations/${combo.id}`, { min_guest_capacity: 9 });
    expect(lower.status).toBe(422);
    expect(Object.keys(errors(lower))).toEqual(['min_guest_capacity']);
    expect((await asHost('DELETE', `/table-combinations/${combo.id}`)).status).toBe(403);
    expect((await asAdmin('DELETE', `/table-combinations/${combo.id}`)).status).toBe(200);
    expect(await feed('table_combinations', combo.id)).toMatchObject({ op: 'delete', data: null });
  });

  it('drops a deleted table from its combinations and layouts, feeding their new state', async () => {
    const x = tableSchema.parse(data(await asAdmin('POST', '/tables', { name: 'Z1', max_covers: 2 })));
    const y = tableSchema.parse(data(await asAdmin('POST', '/tables', { name: 'Z2', max_covers: 2 })));
    const z = tableSchema.parse(data(await asAdmin('POST', '/tables', { name: 'Z3', max_covers: 2 })));
    const member = (id: string, order: number) => ({ table_id: id, table_order: order, is_required: true });
    const pair = tableCombinationSchema.parse(
      data(
        await asAdmin('POST', '/table-combinations', {
          combination_name: 'Z1+Z2',
          max_guest_capacity: 4,
          tables: [member(x.id, 0), member(y.id, 1)],
        }),
      ),
    );
    const trio = tableCombinationSchema.parse(
      data(
        await asAdmin('POST', '/table-combinations', {
          combination_name: 'Z1+Z2+Z3',
          max_guest_capacity: 6,
          tables: [member(x.id, 0), member(y.id, 1), member(z.id, 2)],
        }),
      ),
    );
    const box = { rotation: 0, width: 60, height: 60, version: 0 };
    const plan = floorPlanLayoutSchema.parse(
      data(
        await asAdmin('POST', '/floor-plans', {
          name: 'Z room',
          tables: [
            { table_id: x.id, position: { x: 0, y: 0 }, ...box },
            { table_id: y.id, position: { x: 90, y: 0 }, ...box },
          ],
        }),
      ),
    );

    expect((await asAdmin('DELETE', `/tables/${x.id}`)).status).toBe(200);
    expect(await feed('table_combinations', pair.id)).toMatchObject({ op: 'delete' });
    const trioNow = tableCombinationSchema.parse((await feed('table_combinations', trio.id))?.data);
    expect(trioNow.tables.map((m) => m.table_id)).toEqual([y.id, z.id]);
    const planNow = floorPlanLayoutSchema.parse((await feed('floor_plans', plan.id))?.data);
    expect(planNow.tables.map((t) => t.table_id)).toEqual([y.id]);
  });
});

describe('floor plans', () => {
  it('round-trips a layout, lets a host set live table status, and keeps tables of the tenant', async () => {
    const tables = tableSchema.array().parse(data(await asAdmin('GET', '/tables')));
    const [a, b] = tables;
    const box = { rotation: 0, width: 80, height: 80 };
    const created = await asAdmin('POST', '/floor-plans', {
      name: 'Private room',
      tables: [{ table_id: a?.id, position: { x: 1, y: 2 }, ...box }],
    });
    expect(created.status).toBe(201);
    const plan = floorPlanLayoutSchema.parse(data(created));
    expect(plan.tables[0]).toMatchObject({ table_id: a?.id, version: 0 });
    expect((await feed('floor_plans', plan.id))?.data).toEqual(plan);

    const status = {
      table_id: a?.id,
      status: 'Seated',
      icon: 'utensils',
      color: '#10B981',
      textColor: '#ffffff',
    };
    const live = await asHost('PUT', `/floor-plans/${plan.id}/table-status`, status);
    expect(live.status).toBe(200);
    const withStatus = floorPlanLayoutSchema.parse(data(live));
    expect(withStatus.live_status).toEqual([status]);
    expect((await feed('floor_plans', plan.id))?.data).toEqual(withStatus);
    const offPlan = await asHost('PUT', `/floor-plans/${plan.id}/table-status`, {
      ...status,
      table_id: b?.id,
    });
    expect(offPlan.status).toBe(422);
    expect(Object.keys(errors(offPlan))).toEqual(['table_id']);
    const badColour = await asHost('PUT', `/floor-plans/${plan.id}/table-status`, {
      ...status,
      color: 'green',
    });
    expect(Object.keys(errors(badColour))).toEqual(['color']);
    expect((await asHost('PUT', `/floor-plans/${plan.id}`, { name: 'Host edit' })).status).toBe(403);

    const quayTable = tableSchema.array().parse(data(await asQuay('GET', '/tables')))[0] as Table;
    const foreign = await asAdmin('PUT', `/floor-plans/${plan.id}`, {
      tables: [{ table_id: quayTable.id, position: { x: 0, y: 0 }, ...box, version: 1 }],
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(errors(foreign))).toEqual(['tables.0.table_id']);

    const moved = floorPlanLayoutSchema.parse(
      data(
        await asAdmin('PUT', `/floor-plans/${plan.id}`, {
          name: 'Private dining',
          // Tables merge one by one (issue 13): a's tombstone takes it off, and its live status with it.
          tables: [
            { table_id: a?.id, position: { x: 1, y: 2 }, ...box, version: 1, deleted: true },
            { table_id: b?.id, position: { x: 5, y: 5 }, ...box, version: 1 },
          ],
        }),
      ),
    );
    expect(moved).toMatchObject({ name: 'Private dining', live_status: [] });
    expect(moved.tables.map((t) => t.table_id)).toEqual([b?.id]);
    expect(floorPlanLayoutSchema.parse(data(await asAdmin('GET', `/floor-plans/${plan.id}`)))).toEqual(moved);
    expect((await asAdmin('DELETE', `/floor-plans/${plan.id}`)).status).toBe(200);
    expect(await feed('floor_plans', plan.id)).toMatchObject({ op: 'delete', data: null });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  floorPlanLayoutSchema,
  tableSchema,
  type FloorPlanLayout,
  type LayoutElement,
  type LayoutTable,
} from '../../src-shared/schemas/seating.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

// Issue 13: two editors saving one layout merge element by element (the higher version wins per
// table, room, wall or label; a tie keeps the stored one; a delete travels as a tombstone), never
// last-writer-wins for the whole plan. Real HTTP on the shared server (PGlite or PostgreSQL).

const { asAdmin, asHost, asQuay, feed } = useCatalogueActors();
const plan = (res: { body: unknown }) => floorPlanLayoutSchema.parse(data(res as never));
const box = { rotation: 0, width: 80, height: 60 };

async function newLayout(): Promise<{ layout: FloorPlanLayout; tableIds: string[] }> {
  const tables = tableSchema.array().parse(data(await asAdmin('GET', '/tables')));
  const tableIds = tables.slice(0, 3).map((t) => t.id);
  const room: LayoutElement = {
    id: uuidv7(),
    kind: 'room',
    name: 'Garden',
    position: { x: 0, y: 0 },
    width: 400,
    height: 300,
    ...{ rotation: 0 },
    version: 1,
  };
  const created = await asAdmin('POST', '/floor-plans', {
    name: `Merge ${uuidv7()}`,
    tables: tableIds.map((table_id, i) => ({ table_id, position: { x: i * 100, y: 0 }, ...box, version: 1 })),
    elements: [room],
  });
  expect(created.status).toBe(201);
  return { layout: plan(created), tableIds };
}

const moved = (t: LayoutTable, x: number): LayoutTable => ({
  ...t,
  position: { x, y: 5 },
  version: t.version + 1,
});

describe('floor plan layout merge', () => {
  it('keeps both editors’ edits of different tables made from the same base', async () => {
    const { layout: base } = await newLayout();
    expect(base.elements).toHaveLength(1);
    const [a, b] = base.tables as [LayoutTable, LayoutTable];
    // Each console sends the whole layout it loaded, with only its own table changed.
    const first = await asAdmin('PUT', `/floor-plans/${base.id}`, {
      tables: base.tables.map((t) => (t.table_id === a.table_id ? moved(t, 111) : t)),
    });
    expect(first.status).toBe(200);
    const second = plan(
      await asAdmin('PUT', `/floor-plans/${base.id}`, {
        tables: base.tables.map((t) => (t.table_id === b.table_id ? moved(t, 222) : t)),
      }),
    );
    const x = (l: FloorPlanLayout, id: string) => l.tables.find((t) => t.table_id === id)?.position.x;
    expect([x(second, a.table_id), x(second, b.table_id)]).toEqual([111, 222]);
    const reloaded = plan(await asAdmin('GET', `/floor-plans/${base.id}`));
    expect(reloaded).toEqual(second);
    expect((await feed('floor_plans', base.id))?.data).toEqual(second);
  });

  it('lets the higher version of one element win and keeps the stored one on a tie', async () => {
    const { layout: base } = await newLayout();
    const a = base.tables[0] as LayoutTable;
    const room = base.elements[0] as LayoutElement;
    const v2 = { ...a, position: { x: 10, y: 10 }, version: 2 };
    const v3 = { ...a, position: { x: 30, y: 30 }, version: 3 };
    const tieV3 = { ...a, position: { x: 99, y: 99 }, version: 3 };
    await asAdmin('PUT', `/floor-plans/${base.id}`, { tables: [v3] });
    const stale = plan(await asAdmin('PUT', `/floor-plans/${base.id}`, { tables: [v2] }));
    expect(stale.tables.find((t) => t.table_id === a.table_id)).toEqual(v3);
    const tie = plan(await asAdmin('PUT', `/floor-plans/${base.id}`, { tables: [tieV3] }));
    expect(tie.tables.find((t) => t.table_id === a.table_id)).toEqual(v3);
    // Rooms merge the same way, and the name of the layout is a plain field.
    const renamed = plan(
      await asAdmin('PUT', `/floor-plans/${base.id}`, {
        name: 'Renamed',
        elements: [{ ...room, name: 'Winter garden', version: 2 }],
      }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', elements: [{ name: 'Winter garden', version: 2 }] });
    expect(renamed.tables).toHaveLength(3);
  });

  it('merges deletes as tombstones that an older edit cannot bring back', async () => {
    const { layout: base } = await newLayout();
    const [a] = base.tables as [LayoutTable];
    const room = base.elements[0] as LayoutElement;
    const wall = { ...room, id: uuidv7(), kind: 'wall', name: '', height: 8, version: 1 };
    const deleted = plan(
      await asAdmin('PUT', `/floor-plans/${base.id}`, {
        tables: [{ ...a, version: 2, deleted: true }],
        elements: [{ ...room, version: 2, deleted: true }, wall],
      }),
    );
    expect(deleted.tables.map((t) => t.table_id)).not.toContain(a.table_id);
    expect(deleted.elements.map((e) => e.kind)).toEqual(['wall']);
    const stale = plan(
      await asAdmin('PUT', `/floor-plans/${base.id}`, {
        tables: [moved(a, 7)],
        elements: [{ ...room, name: 'Stale edit', version: 2 }],
      }),
    );
    expect(stale.tables).toHaveLength(2);
    expect(stale.elements.map((e) => e.kind)).toEqual(['wall']);
  });

  it('refuses hosts (403), other tenants’ layouts and tables, and bad elements naming the field', async () => {
    const { layout: base } = await newLayout();
    const a = base.tables[0] as LayoutTable;
    expect((await asHost('PUT', `/floor-plans/${base.id}`, { tables: [moved(a, 1)] })).status).toBe(403);
    expect((await asHost('POST', '/floor-plans', { name: 'Host layout' })).status).toBe(403);
    expect((await asQuay('PUT', `/floor-plans/${base.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await asQuay('GET', `/floor-plans/${base.id}`)).status).toBe(404);
    const quayTable = tableSchema.array().parse(data(await asQuay('GET', '/tables')))[0];
    const foreign = await asAdmin('PUT', `/floor-plans/${base.id}`, {
      tables: [{ ...a, table_id: quayTable?.id, version: 9 }],
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(errors(foreign))).toEqual(['tables.0.table_id']);
    const badKind = await asAdmin('PUT', `/floor-plans/${base.id}`, {
      elements: [{ ...base.elements[0], kind: 'door' }],
    });
    expect(badKind.status).toBe(422);
    expect(Object.keys(errors(badKind))).toEqual(['elements.0.kind']);
    const badVersion = await asAdmin('PUT', `/floor-plans/${base.id}`, {
      elements: [{ ...base.elements[0], version: -1 }],
    });
    expect(Object.keys(errors(badVersion))).toEqual(['elements.0.version']);
  });

  it('answers fuzzed layout bodies with a 4xx and leaves the layout as it was', async () => {
    const { layout: base } = await newLayout();
    const element = fc.record({
      id: fc.oneof(fc.uuid(), fc.string()),
      kind: fc.oneof(fc.constantFrom('room', 'wall', 'label'), fc.string()),
      name: fc.oneof(fc.string(), fc.integer()),
      position: fc.oneof(fc.record({ x: fc.double(), y: fc.double() }), fc.jsonValue()),
      rotation: fc.oneof(fc.double(), fc.constantFrom(360, -1)),
      width: fc.oneof(fc.double(), fc.constant(0)),
      height: fc.double(),
      version: fc.oneof(fc.integer(), fc.double()),
      deleted: fc.oneof(fc.boolean(), fc.string()),
    });
    const body = fc.oneof(
      fc.record({ elements: fc.array(element, { minLength: 1, maxLength: 3 }) }),
      fc.record({ tables: fc.array(fc.jsonValue(), { minLength: 1, maxLength: 3 }) }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await asAdmin('PUT', `/floor-plans/${base.id}`, b);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        // A body the schema accepts may save (200); anything else is the caller's error, never a 5xx.
        expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
    const after = plan(await asAdmin('GET', `/floor-plans/${base.id}`));
    expect(after.tables).toEqual(base.tables);
  });
});

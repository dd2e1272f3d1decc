import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import {
  createFloorPlanLayoutSchema,
  createSeatingAreaSchema,
  createTableCombinationSchema,
  createTableSchema,
  tableStatusFromActive,
  updateTableLiveStatusSchema,
  updateTableSchema,
} from './seating.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('seating area', () => {
  it('defaults order 0 and status 1 (spec §9)', () => {
    expect(createSeatingAreaSchema.parse({ name: 'Terrace' })).toMatchObject({
      sa_order: 0,
      status: 1,
      abbreviation: '',
      restaurant_outlet_id: null,
    });
    expect(messages(createSeatingAreaSchema.safeParse({ name: ' ' }))).toEqual([
      'Seating area name is required',
    ]);
    expect(messages(createSeatingAreaSchema.safeParse({ name: 'A', status: 2 }))).toEqual([
      'Status must be 1 (active) or 0 (inactive)',
    ]);
  });

  it('accepts a caller-chosen UUIDv7 only', () => {
    const id = uuidv7();
    expect(createSeatingAreaSchema.parse({ id, name: 'Bar' }).id).toBe(id);
    expect(messages(createSeatingAreaSchema.safeParse({ id: 'a1', name: 'Bar' }))).toEqual([
      'Id must be a UUIDv7',
    ]);
  });
});

describe('table', () => {
  it('requires min covers ≤ max covers and sane geometry', () => {
    expect(createTableSchema.parse({ name: 'T1', max_covers: 4 })).toMatchObject({
      min_covers: 1,
      status: 1,
      shape: 'square',
      rotation: 0,
    });
    expect(messages(createTableSchema.safeParse({ name: 'T1', min_covers: 6, max_covers: 4 }))).toEqual([
      'Minimum covers cannot exceed maximum covers',
    ]);
    expect(messages(createTableSchema.safeParse({ name: 'T1', max_covers: 0 }))).toEqual([
      'Maximum covers must be at least 1',
    ]);
    expect(messages(createTableSchema.safeParse({ name: 'T1', max_covers: 2, rotation: 360 }))).toEqual([
      'Rotation must be between 0 and 359 degrees',
    ]);
    expect(messages(updateTableSchema.safeParse({}))).toEqual(['Nothing to update']);
    expect(tableStatusFromActive(false)).toBe(0);
  });
});

describe('table combination', () => {
  const member = (required: boolean, order: number) => ({
    table_id: uuidv7(),
    table_order: order,
    is_required: required,
  });

  it('needs two distinct tables and an ordered capacity range', () => {
    const ok = createTableCombinationSchema.parse({
      combination_name: 'Window 1+2',
      max_guest_capacity: 8,
      tables: [member(true, 0), member(false, 1)],
    });
    expect(ok).toMatchObject({ min_guest_capacity: 1, is_active: true, description: null });
    expect(
      messages(
        createTableCombinationSchema.safeParse({
          combination_name: 'X',
          max_guest_capacity: 8,
          tables: [member(true, 0)],
        }),
      ),
    ).toEqual(['A combination needs at least two tables']);
    const twice = member(true, 0);
    expect(
      messages(
        createTableCombinationSchema.safeParse({
          combination_name: 'X',
          max_guest_capacity: 8,
          tables: [twice, { ...twice, table_order: 1 }],
        }),
      ),
    ).toEqual(['A table can appear only once in a combination']);
    expect(
      messages(
        createTableCombinationSchema.safeParse({
          combination_name: 'X',
          min_guest_capacity: 9,
          max_guest_capacity: 8,
          tables: [member(true, 0), member(true, 1)],
        }),
      ),
    ).toEqual(['Minimum guest capacity cannot exceed maximum guest capacity']);
  });
});

describe('floor plan', () => {
  it('places each table once and carries live status colours', () => {
    const table_id = uuidv7();
    const placed = { table_id, position: { x: 10, y: 20 }, rotation: 90, width: 60, height: 60 };
    expect(createFloorPlanLayoutSchema.parse({ name: 'Main', tables: [placed] }).tables[0]?.version).toBe(0);
    expect(
      messages(createFloorPlanLayoutSchema.safeParse({ name: 'Main', tables: [placed, placed] })),
    ).toEqual(['A table can appear only once on a layout']);
    expect(
      updateTableLiveStatusSchema.safeParse({
        table_id,
        status: 'seated',
        icon: null,
        color: '#10B981',
        textColor: '#ffffff',
      }).success,
    ).toBe(true);
    expect(
      messages(
        updateTableLiveStatusSchema.safeParse({
          table_id,
          status: 'seated',
          icon: null,
          color: 'green',
          textColor: '#fff',
        }),
      ),
    ).toEqual(['Colour must be a hex value like #1a2b3c', 'Colour must be a hex value like #1a2b3c']);
  });
});

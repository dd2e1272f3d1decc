import { createAccessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { DEMO_RESERVATION_STATUSES } from '../../src-shared/schemas/reservation-status.js';
import type { LayoutTable, Table } from '../../src-shared/schemas/seating.js';
import type { ShiftCategory, TurnTime } from '../../src-shared/schemas/shift.js';
import { createUuidv7Generator } from '../../src-shared/ids.js';
import { seededRandom } from '../../src-shared/seeded-random.js';
import { WEEKDAYS } from '../../src-shared/time.js';
import {
  accessRuleView,
  blackoutDateView,
  reservationStatusView,
  shiftView,
} from '../catalogue/schedule-views.js';
import { combinationView, floorPlanView, seatingAreaView, tableView } from '../catalogue/seating-views.js';
import { venueToday } from '../catalogue/client-visits.js';
import {
  accessRules,
  blackoutDates,
  diningTables,
  floorPlans,
  reservationStatuses,
  seatingAreas,
  shifts,
  tableCombinationMembers,
  tableCombinations,
} from '../db/schema/index.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { seedTenantOnce } from './tenant-seed.js';

// The demo room of each tenant: seating areas, tables laid out for one floor plan, combinations,
// statuses, shifts, a blackout date and access rules. Deterministic: ids come from a seeded
// generator and layouts from fixed plans. Idempotent: a tenant that has seating areas is left alone.
// Every row goes through withTenantWrite with one multi-row insert per table and one feed record
// per row, so a terminal's first pull has the whole room.

/** Deterministic UUIDv7s: a fixed clock (2025-01-01) and seeded random bits. */
export function seededIds(seed: number): () => string {
  const random = seededRandom(seed);
  return createUuidv7Generator({
    now: () => Date.UTC(2025, 0, 1),
    random: (bytes) => {
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(random() * 256);
    },
  });
}

type TableShape = Table['shape'];

interface TablePlan {
  name: string;
  min: number;
  max: number;
  shape: TableShape;
  x: number;
  y: number;
}
interface AreaPlan {
  name: string;
  abbreviation: string;
  tables: TablePlan[];
}
interface ShiftPlan {
  name: string;
  category: ShiftCategory;
  start: string;
  end: string;
  turns: TurnTime[];
}

/** A shift of the demo room; each turn is [largest party, minutes]. */
function shift(
  name: string,
  category: ShiftCategory,
  start: string,
  end: string,
  ...turns: [number, number][]
): ShiftPlan {
  return { name, category, start, end, turns: turns.map(([max_party, minutes]) => ({ max_party, minutes })) };
}
export interface FloorPlanSpec {
  slug: string;
  seed: number;
  areas: AreaPlan[];
  /** Member table names of each combination. */
  combinations: { tables: string[]; min: number; max: number }[];
  shifts: ShiftPlan[];
  rules: (ids: { areas: Map<string, string>; shifts: Map<string, string> }) => unknown[];
}

/** A row of `count` tables named prefix+n, `gap` apart, starting at (x, y). */
function row(
  prefix: string,
  first: number,
  n: number,
  seats: { min: number; max: number; shape: TableShape },
  x: number,
  y: number,
  gap: number,
): TablePlan[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `${prefix}${first + i}`,
    ...seats,
    x: x + i * gap,
    y,
  }));
}

const TWO = { min: 1, max: 2, shape: 'round' } as const;
const FOUR = { min: 2, max: 4, shape: 'square' } as const;
const SIX = { min: 4, max: 6, shape: 'rectangle' } as const;
const BAR = { min: 1, max: 2, shape: 'bar' } as const;

const SIZE: Record<TableShape, { width: number; height: number }> = {
  round: { width: 60, height: 60 },
  square: { width: 80, height: 80 },
  rectangle: { width: 140, height: 80 },
  oval: { width: 120, height: 80 },
  booth: { width: 120, height: 90 },
  bar: { width: 45, height: 45 },
};

const standardRule = (
  name: string,
  party: { min: number; max: number },
  extra: Record<string, unknown> = {},
) => ({
  name,
  start_date: '2025-01-01',
  basic_settings: { party_size: { setting: 'custom', min_guest: party.min, max_guest: party.max } },
  ...extra,
});

export const HARBOUR_FLOOR: FloorPlanSpec = {
  slug: 'harbour-bistro',
  seed: 1101,
  areas: [
    {
      name: 'Dining Room',
      abbreviation: 'DR',
      tables: [
        ...row('T', 1, 6, TWO, 80, 80, 110),
        ...row('T', 7, 6, FOUR, 80, 220, 120),
        ...row('T', 13, 4, SIX, 100, 380, 180),
      ],
    },
    {
      name: 'Terrace',
      abbreviation: 'TR',
      tables: [...row('P', 1, 4, TWO, 900, 80, 100), ...row('P', 5, 4, FOUR, 900, 220, 120)],
    },
    { name: 'Bar', abbreviation: 'BR', tables: row('B', 1, 6, BAR, 880, 420, 60) },
  ],
  combinations: [
    { tables: ['T1', 'T2'], min: 3, max: 4 },
    { tables: ['T3', 'T4'], min: 3, max: 4 },
    { tables: ['T7', 'T8'], min: 5, max: 8 },
    { tables: ['T9', 'T10'], min: 5, max: 8 },
    { tables: ['T13', 'T14'], min: 7, max: 12 },
    { tables: ['P5', 'P6'], min: 5, max: 8 },
  ],
  shifts: [
    shift('Breakfast', 'BREAKFAST', '07:00', '10:30', [2, 60], [4, 75], [99, 90]),
    shift('Lunch', 'LUNCH', '12:00', '15:00', [2, 75], [4, 90], [99, 105]),
    shift('Dinner', 'DINNER', '17:30', '22:30', [2, 90], [4, 105], [6, 120], [99, 150]),
    shift('Full day', 'FULL_DAY', '07:00', '22:30', [2, 90], [4, 105], [99, 120]),
  ],
  // Parties of up to 6 may sit anywhere (the terrace takes no more than 6); 7–12 only in the
  // dining room; dinner is paced at 24 covers per 15-minute slot.
  rules: ({ areas, shifts: shiftIds }) => [
    standardRule('Parties up to 6, any area', { min: 1, max: 6 }, { priority: 2 }),
    standardRule(
      'Large parties in the Dining Room',
      { min: 7, max: 12 },
      {
        priority: 1,
        basic_settings: {
          party_size: { setting: 'custom', min_guest: 7, max_guest: 12 },
          seating_area_table: {
            setting: 'custom',
            restrict_seating_area: true,
            seating_area: [areas.get('Dining Room')],
          },
        },
      },
    ),
    {
      name: 'Dinner pacing',
      description: 'At most 24 covers may start in any 15-minute dinner slot',
      priority: 3,
      start_date: '2025-01-01',
      shift_ids: [shiftIds.get('Dinner')],
      additional_settings: { pacing: { setting: 'custom', max_limit: 24, reservation_or_cover: 'cover' } },
    },
  ],
};

export const QUAY_FLOOR: FloorPlanSpec = {
  slug: 'quay-cafe',
  seed: 2202,
  areas: [
    {
      name: 'Indoor',
      abbreviation: 'IN',
      tables: [...row('C', 1, 4, TWO, 80, 80, 100), ...row('C', 5, 2, FOUR, 80, 220, 120)],
    },
    { name: 'Courtyard', abbreviation: 'CY', tables: row('Y', 1, 4, FOUR, 520, 120, 120) },
  ],
  combinations: [
    { tables: ['C5', 'C6'], min: 5, max: 8 },
    { tables: ['Y1', 'Y2'], min: 5, max: 8 },
  ],
  shifts: [
    shift('Breakfast', 'BREAKFAST', '07:00', '11:30', [2, 45], [99, 60]),
    shift('Lunch', 'LUNCH', '11:30', '15:00', [2, 60], [99, 75]),
  ],
  rules: ({ shifts: shiftIds }) => [
    {
      name: 'Breakfast pacing',
      description: 'At most 12 covers may start in any 15-minute breakfast slot',
      start_date: '2025-01-01',
      shift_ids: [shiftIds.get('Breakfast')],
      additional_settings: { pacing: { setting: 'custom', max_limit: 12, reservation_or_cover: 'cover' } },
    },
  ],
};

/** The next 25 December on the venue's calendar (today included). */
function nextChristmas(today: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-12-25`;
  return today <= thisYear ? thisYear : `${year + 1}-12-25`;
}

async function seedRoom(write: TenantWrite, spec: FloorPlanSpec, timeZone: string): Promise<void> {
  const nextId = seededIds(spec.seed);
  const restaurantId = write.restaurantId;
  const creator = 'Demo data';

  const areaRows = await write.tx
    .insert(seatingAreas)
    .values(
      spec.areas.map((a, i) => ({
        id: nextId(),
        restaurantId,
        name: a.name,
        abbreviation: a.abbreviation,
        saOrder: i,
        creator,
      })),
    )
    .returning();
  const areaIds = new Map(areaRows.map((a) => [a.name, a.id]));
  for (const a of areaRows) await write.record('seating_areas', a.id, seatingAreaView(a));

  const tablePlans = spec.areas.flatMap((a) =>
    a.tables.map((t) => ({ ...t, areaId: areaIds.get(a.name) ?? null })),
  );
  const tableRows = await write.tx
    .insert(diningTables)
    .values(
      tablePlans.map((t, i) => ({
        id: nextId(),
        restaurantId,
        seatingAreaId: t.areaId,
        name: t.name,
        minCovers: t.min,
        maxCovers: t.max,
        shape: t.shape,
        x: t.x,
        y: t.y,
        sortOrder: i,
        createdByName: creator,
        updatedByName: creator,
      })),
    )
    .returning();
  const tableIds = new Map(tableRows.map((t) => [t.name, t.id]));
  for (const t of tableRows) await write.record('tables', t.id, tableView(t));

  const comboRows = await write.tx
    .insert(tableCombinations)
    .values(
      spec.combinations.map((c) => ({
        id: nextId(),
        restaurantId,
        combinationName: c.tables.join(' + '),
        minGuestCapacity: c.min,
        maxGuestCapacity: c.max,
      })),
    )
    .returning();
  const members = await write.tx
    .insert(tableCombinationMembers)
    .values(
      spec.combinations.flatMap((c, i) =>
        c.tables.map((name, order) => ({
          combinationId: comboRows[i]?.id ?? '',
          tableId: tableIds.get(name) ?? '',
          tableOrder: order,
          isRequired: true,
        })),
      ),
    )
    .returning();
  for (const c of comboRows) await write.record('table_combinations', c.id, combinationView(c, members));

  const layout: LayoutTable[] = tablePlans.map((t) => ({
    table_id: tableIds.get(t.name) ?? '',
    position: { x: t.x, y: t.y },
    rotation: 0,
    ...SIZE[t.shape],
    version: 0,
  }));
  const [plan] = await write.tx
    .insert(floorPlans)
    .values({ id: nextId(), restaurantId, name: 'Main floor', tables: layout })
    .returning();
  if (plan) await write.record('floor_plans', plan.id, floorPlanView(plan));

  const statusRows = await write.tx
    .insert(reservationStatuses)
    .values(
      DEMO_RESERVATION_STATUSES.map((s, i) => ({
        id: nextId(),
        restaurantId,
        name: s.reservation_Status_Name,
        colorCode: s.color_code,
        holdsTable: s.holds_table,
        isFinal: s.is_final,
        isDefault: s.is_default,
        sortOrder: i,
      })),
    )
    .returning();
  for (const s of statusRows) await write.record('reservation_statuses', s.id, reservationStatusView(s));

  const shiftRows = await write.tx
    .insert(shifts)
    .values(
      spec.shifts.map((s) => ({
        id: nextId(),
        restaurantId,
        name: s.name,
        category: s.category,
        startTime: s.start,
        endTime: s.end,
        intervalMinutes: 15,
        turnTimes: s.turns,
        activeDays: [...WEEKDAYS],
      })),
    )
    .returning();
  for (const s of shiftRows) await write.record('shifts', s.id, shiftView(s));

  const [blackout] = await write.tx
    .insert(blackoutDates)
    .values({
      id: nextId(),
      restaurantId,
      date: nextChristmas(venueToday(timeZone)),
      reason: 'Christmas Day: closed',
    })
    .returning();
  if (blackout) await write.record('blackout_dates', blackout.id, blackoutDateView(blackout));

  const rules = spec
    .rules({ areas: areaIds, shifts: new Map(shiftRows.map((s) => [s.name, s.id])) })
    .map((r) => createAccessRuleSchema.parse(r));
  const ruleRows = await write.tx
    .insert(accessRules)
    .values(
      rules.map((r) => ({
        id: nextId(),
        restaurantId,
        name: r.name,
        description: r.description ?? '',
        status: r.status,
        priority: r.priority,
        startDate: r.start_date,
        endDate: r.end_date,
        endIndefinite: r.end_indefinite,
        activeDays: r.active_days,
        shiftIds: r.shift_ids,
        timeConfig: r.time_config,
        basicSettings: r.basic_settings,
        additionalSettings: r.additional_settings,
        createdBy: creator,
        updatedBy: creator,
      })),
    )
    .returning();
  for (const r of ruleRows) await write.record('access_rules', r.id, accessRuleView(r));
}

/** Seeds `spec`'s room into the tenant `spec.slug` names in `ctx` (the load test seeds copies with other seeds). */
export async function seedFloorOf(ctx: SeedContext, spec: FloorPlanSpec): Promise<void> {
  await seedTenantOnce(ctx, { slug: spec.slug, what: 'room', marker: seatingAreas }, (write, timeZone) =>
    seedRoom(write, spec, timeZone),
  );
}

export const demoFloorStep: SeedStep = {
  name: 'demo-floor',
  async run(ctx) {
    for (const spec of [HARBOUR_FLOOR, QUAY_FLOOR]) await seedFloorOf(ctx, spec);
  },
};

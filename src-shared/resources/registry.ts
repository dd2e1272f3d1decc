// Every declared resource. Adding an entity: declare it here (or in a file this imports) and the
// server, main and the console pick it up; see the README's "Add an entity".
import { z } from 'zod';
import { promoCodeResource } from '../marketing/promo-code-resource.js';
import { paymentOptionResource } from '../orders/payment-option-resource.js';
import { posTableMapResource } from '../pos/pos-table-map-resource.js';
import { roomResource } from '../housekeeping/room-resource.js';
import { reportScheduleResource } from '../reports/report-schedule-resource.js';
import { dbIdStringSchema, restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import {
  createDressCodeSchema,
  createFacilitySchema,
  dressCodeSchema,
  facilitySchema,
  facilityStatusSchema,
  updateDressCodeSchema,
  updateFacilitySchema,
} from '../schemas/restaurant-profile.js';
import {
  createReservationStatusSchema,
  reservationStatusSchema,
  updateReservationStatusSchema,
} from '../schemas/reservation-status.js';
import {
  createSeatingAreaSchema,
  createTableCombinationSchema,
  createTableSchema,
  seatingAreaSchema,
  TABLE_SHAPES,
  tableCombinationSchema,
  tableSchema,
  updateSeatingAreaSchema,
  updateTableCombinationSchema,
  updateTableSchema,
} from '../schemas/seating.js';
import {
  SHIFT_CATEGORIES,
  blackoutDateSchema,
  createBlackoutDateSchema,
  createShiftSchema,
  shiftSchema,
  updateBlackoutDateSchema,
  updateShiftSchema,
} from '../schemas/shift.js';
import { WEEKDAYS } from '../time.js';
import { choices, readableChoices, searchByName, statusColumn, statusFilter } from './form-hints.js';
import { AVAILABILITY_RESOURCES } from './availability-resources.js';
import { createServerNameSchema, serverNameSchema, updateServerNameSchema } from '../schemas/server-name.js';
import { createTaxRateSchema, taxRateSchema, updateTaxRateSchema } from '../schemas/tax-rate.js';
import {
  defineResource,
  restaurantScopedList,
  restaurantScopedRoutes,
  type Resource,
} from './define-resource.js';
import { idParamsSchema, type RouteContract } from './route-contract.js';

const room = { read: 'tables.read', manage: 'tables.manage' } as const;
const schedule = { read: 'shifts.read', manage: 'shifts.manage' } as const;
const profile = { read: 'restaurant.read', manage: 'restaurant.manage' } as const;
const byName = searchByName('name');

/** The spec's second shift list path, a special operation beside the generic five. */
export const shiftsByRestaurantRoute = {
  method: 'GET',
  path: '/shifts/restaurant/{restaurantId}',
  summary: 'Shifts of the restaurant',
  permission: schedule.read,
  params: restaurantIdPathParamsSchema,
  restaurantParam: 'restaurantId',
  response: z.array(shiftSchema),
  status: 200,
} as const satisfies RouteContract;

/** Spec §7: `PUT /restaurant/facilities/{id}/status`. */
export const facilityStatusRoute = {
  method: 'PUT',
  path: '/restaurant/facilities/{id}/status',
  summary: 'Offer a facility (status 1) or stop offering it (status 0)',
  permission: profile.manage,
  params: idParamsSchema,
  body: facilityStatusSchema,
  response: facilitySchema,
  status: 200,
} as const satisfies RouteContract;

export const seatingAreaResource = defineResource({
  key: 'seatingArea',
  noun: 'seating area',
  plural: 'seating areas',
  path: '/seating-areas',
  row: seatingAreaSchema,
  create: createSeatingAreaSchema,
  update: updateSeatingAreaSchema,
  permission: room,
  mirror: 'seating_areas',
  title: (row) => row.name,
  routes: { remove: { summary: 'Delete a seating area no reservation uses' } },
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'abbreviation', label: 'Abbreviation', kind: 'text' },
      { name: 'sa_order', label: 'Order', kind: 'number', min: 0 },
      { name: 'status', label: 'Active', kind: 'status' },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'abbreviation', label: 'Abbreviation' },
      { key: 'sa_order', label: 'Order' },
      statusColumn(),
    ],
    filters: [byName, statusFilter()],
  },
  screen: { path: 'floorplan/seatingArea', title: 'Seating Area', tab: 'Floorplan' },
});

export const tableResource = defineResource({
  key: 'table',
  noun: 'table',
  plural: 'tables',
  path: '/tables',
  row: tableSchema,
  create: createTableSchema,
  update: updateTableSchema,
  permission: room,
  mirror: 'tables',
  title: (row) => row.name,
  routes: {
    create: { summary: 'Create a table (name unique in the restaurant)' },
    update: { summary: 'Update a table; min ≤ max covers is checked against the stored row' },
    remove: { summary: 'Delete a table no current or upcoming booking holds' },
  },
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'seating_area_id',
        label: 'Seating area',
        kind: 'reference',
        resource: 'seatingArea',
        nullable: true,
      },
      { name: 'min_covers', label: 'Minimum covers', kind: 'number', min: 1, max: 100 },
      { name: 'max_covers', label: 'Maximum covers', kind: 'number', min: 1, max: 100 },
      { name: 'shape', label: 'Shape', kind: 'select', options: choices(TABLE_SHAPES) },
      { name: 'sort_order', label: 'Order', kind: 'number' },
      { name: 'status', label: 'Active', kind: 'status' },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'seating_area_id', label: 'Seating area', kind: 'reference', resource: 'seatingArea' },
      { key: 'min_covers', label: 'Min' },
      { key: 'max_covers', label: 'Max' },
      { key: 'shape', label: 'Shape' },
      statusColumn(),
    ],
    filters: [
      byName,
      { kind: 'reference', label: 'Seating area', key: 'seating_area_id', resource: 'seatingArea' },
      statusFilter(),
    ],
  },
  screen: { path: 'floorplan/tables', title: 'Tables', tab: 'Floorplan' },
});

export const tableCombinationResource = defineResource({
  key: 'tableCombination',
  noun: 'combination',
  plural: 'table combinations',
  path: '/table-combinations',
  row: tableCombinationSchema,
  create: createTableCombinationSchema,
  update: updateTableCombinationSchema,
  permission: room,
  mirror: 'table_combinations',
  title: (row) => row.combination_name,
  routes: {
    list: restaurantScopedList('/table-combinations/restaurant/{restaurantId}'),
    update: { summary: 'Update a combination; sending tables replaces the members' },
    remove: { summary: 'Delete a combination no reservation uses' },
  },
  form: {
    fields: [
      { name: 'combination_name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'min_guest_capacity', label: 'Minimum guests', kind: 'number', min: 1, max: 100 },
      { name: 'max_guest_capacity', label: 'Maximum guests', kind: 'number', min: 1, max: 100 },
      { name: 'tables', label: 'Tables', kind: 'members', resource: 'table' },
      { name: 'is_active', label: 'Active', kind: 'switch' },
    ],
    columns: [
      { key: 'combination_name', label: 'Name' },
      { key: 'min_guest_capacity', label: 'Min' },
      { key: 'max_guest_capacity', label: 'Max' },
      { key: 'tables', label: 'Tables', kind: 'list' },
      { key: 'is_active', label: 'Status', kind: 'boolean' },
    ],
    filters: [searchByName('combination_name'), statusFilter('is_active')],
  },
  screen: { path: 'floorplan/tableCombination', title: 'Table Combination', tab: 'Floorplan' },
});

export const reservationStatusResource = defineResource({
  key: 'reservationStatus',
  noun: 'status',
  plural: 'reservation statuses',
  path: '/reservation-status',
  row: reservationStatusSchema,
  create: createReservationStatusSchema,
  update: updateReservationStatusSchema,
  permission: room,
  mirror: 'reservation_statuses',
  title: (row) => row.reservation_Status_Name,
  routes: {
    create: {
      summary: 'Create a status (multipart form data per spec; urlencoded and JSON also accepted)',
      forms: true,
    },
    update: {
      summary: 'Update a status; making it the default moves the default from the current one',
      forms: true,
    },
    remove: { summary: 'Delete a status that is not the default and no reservation carries' },
  },
  form: {
    fields: [
      { name: 'reservation_Status_Name', label: 'Name', kind: 'text' },
      { name: 'color_code', label: 'Colour', kind: 'colour' },
      { name: 'holds_table', label: 'Holds its table', kind: 'switch' },
      { name: 'is_final', label: 'Final state', kind: 'switch' },
      { name: 'is_default', label: 'Default for new bookings', kind: 'switch' },
      { name: 'sort_order', label: 'Order', kind: 'number', min: 0 },
    ],
    columns: [
      { key: 'reservation_Status_Name', label: 'Name' },
      { key: 'color_code', label: 'Colour', kind: 'colour' },
      { key: 'holds_table', label: 'Holds table', kind: 'boolean' },
      { key: 'is_final', label: 'Final', kind: 'boolean' },
      { key: 'is_default', label: 'Default', kind: 'boolean' },
    ],
    filters: [searchByName('reservation_Status_Name')],
  },
  screen: { path: 'floorplan/reservationStatus', title: 'Reservation Status', tab: 'Floorplan' },
});

export const shiftResource = defineResource({
  key: 'shift',
  noun: 'shift',
  plural: 'shifts',
  path: '/shifts',
  row: shiftSchema,
  create: createShiftSchema,
  update: updateShiftSchema,
  permission: schedule,
  mirror: 'shifts',
  title: (row) => row.name,
  routes: {
    list: {
      summary: 'Shifts of the restaurant (?restaurantId must match the header)',
      query: z.object({ restaurantId: dbIdStringSchema.optional() }),
    },
    remove: { summary: 'Delete a shift without reservations (its blackout dates go too)' },
  },
  calls: { listByRestaurant: shiftsByRestaurantRoute },
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'category', label: 'Category', kind: 'select', options: readableChoices(SHIFT_CATEGORIES) },
      { name: 'start_time', label: 'Start time', kind: 'time' },
      { name: 'end_time', label: 'End time', kind: 'time' },
      { name: 'interval_minutes', label: 'Interval (minutes)', kind: 'number', min: 5, max: 240 },
      { name: 'active_days', label: 'Days', kind: 'multiselect', options: choices(WEEKDAYS) },
      { name: 'is_active', label: 'Active', kind: 'switch' },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'category', label: 'Category' },
      { key: 'start_time', label: 'Start' },
      { key: 'end_time', label: 'End' },
      { key: 'active_days', label: 'Days', kind: 'list' },
      { key: 'is_active', label: 'Status', kind: 'boolean' },
    ],
    filters: [byName, statusFilter('is_active')],
  },
  screen: { path: 'availability/shift', title: 'Shifts', tab: 'Availability' },
});

export const blackoutDateResource = defineResource({
  key: 'blackoutDate',
  noun: 'blackout date',
  plural: 'blackout dates',
  path: '/blackout-dates',
  row: blackoutDateSchema,
  create: createBlackoutDateSchema,
  update: updateBlackoutDateSchema,
  permission: schedule,
  mirror: 'blackout_dates',
  title: (row) => row.date,
  routes: {
    get: false,
    create: { summary: 'Close a date (or one shift of it)' },
    update: { summary: 'Edit a blackout date' },
    remove: { summary: 'Remove a blackout date' },
  },
  verbs: { create: 'added', remove: 'removed' },
  form: {
    fields: [
      { name: 'date', label: 'Dates', kind: 'dateRange' },
      { name: 'shift_id', label: 'Shift', kind: 'reference', resource: 'shift', nullable: true },
      { name: 'reason', label: 'Reason', kind: 'text' },
    ],
    columns: [
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'shift_id', label: 'Shift', kind: 'reference', resource: 'shift' },
      { key: 'reason', label: 'Reason' },
    ],
    filters: [
      { kind: 'search', label: 'Search by date or reason', keys: ['date', 'reason'] },
      { kind: 'reference', label: 'Shift', key: 'shift_id', resource: 'shift' },
    ],
  },
  screen: { path: 'availability/blackoutDates', title: 'Blackout Dates', tab: 'Availability' },
});

export const dressCodeResource = defineResource({
  key: 'dressCode',
  noun: 'dress code',
  plural: 'dress codes',
  path: '/restaurant/dress-codes',
  row: dressCodeSchema,
  create: createDressCodeSchema,
  update: updateDressCodeSchema,
  permission: profile,
  mirror: null,
  title: (row) => row.name,
  routes: restaurantScopedRoutes('/restaurant/{restaurantId}/dress-codes'),
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'description', label: 'Description' },
    ],
    filters: [{ kind: 'search', label: 'Search', keys: ['name', 'description'] }],
  },
  screen: { path: 'general/dressCodes', title: 'Dress Codes', tab: 'General' },
});

export const facilityResource = defineResource({
  key: 'facility',
  noun: 'facility',
  plural: 'facilities',
  path: '/restaurant/facilities',
  row: facilitySchema,
  create: createFacilitySchema,
  update: updateFacilitySchema,
  permission: profile,
  mirror: null,
  title: (row) => row.name,
  routes: restaurantScopedRoutes('/restaurant/{restaurantId}/facilities'),
  callPrefix: 'restaurant',
  calls: { facilityStatus: facilityStatusRoute },
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'status', label: 'Offered', kind: 'status' },
    ],
    columns: [{ key: 'name', label: 'Name' }, { key: 'description', label: 'Description' }, statusColumn()],
    filters: [byName, statusFilter()],
  },
  screen: { path: 'general/facilities', title: 'Facilities', tab: 'General' },
});

/** Every declared resource, in the order screens list them. */
export const taxRateResource = defineResource({
  key: 'taxRate',
  noun: 'tax rate',
  plural: 'tax rates',
  path: '/restaurant/tax-rates',
  row: taxRateSchema,
  create: createTaxRateSchema,
  update: updateTaxRateSchema,
  permission: profile,
  mirror: null,
  title: (row) => `${row.name} (${row.rate}%)`,
  routes: restaurantScopedRoutes('/restaurant/{restaurantId}/tax-rates'),
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'rate', label: 'Rate (%)', kind: 'number', min: 0, max: 100 },
      { name: 'status', label: 'In use', kind: 'status' },
    ],
    columns: [{ key: 'name', label: 'Name' }, { key: 'rate', label: 'Rate (%)' }, statusColumn('In use')],
    filters: [byName],
  },
  screen: { path: 'general/tax', title: 'Tax', tab: 'General' },
});

/** Spec §2 /settings/accounts/serverName: the venue's waiters, online-only like dress codes. */
export const serverNameResource = defineResource({
  key: 'serverName',
  noun: 'server name',
  plural: 'server names',
  path: '/settings/accounts/server-names',
  row: serverNameSchema,
  create: createServerNameSchema,
  update: updateServerNameSchema,
  permission: { read: 'server_names.read', manage: 'server_names.manage' },
  mirror: null,
  title: (row) => row.name,
  routes: restaurantScopedRoutes('/settings/accounts/server-names/restaurant/{restaurantId}'),
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'status', label: 'Active', kind: 'status' },
    ],
    columns: [{ key: 'name', label: 'Name' }, statusColumn()],
    filters: [byName, statusFilter()],
  },
  screen: { path: 'accounts/serverName', title: 'Server names', tab: 'Accounts' },
});

export const RESOURCES = [
  seatingAreaResource,
  tableResource,
  tableCombinationResource,
  reservationStatusResource,
  shiftResource,
  blackoutDateResource,
  dressCodeResource,
  facilityResource,
  taxRateResource,
  serverNameResource,
  ...AVAILABILITY_RESOURCES,
  promoCodeResource,
  roomResource,
  reportScheduleResource,
  paymentOptionResource,
  posTableMapResource,
] as const satisfies readonly Resource[];

export type AnyResource = (typeof RESOURCES)[number];
export type ResourceKey = AnyResource['key'];

export function resourceByKey(key: string): AnyResource | undefined {
  return RESOURCES.find((r) => r.key === key);
}

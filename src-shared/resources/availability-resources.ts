// The availability settings declared as resources (spec §2 /settings/availability, §3, §7): access
// rules here; their special calls are in availability-calls.ts. Spread into RESOURCES.
import {
  ACCESS_RULE_STATUSES,
  accessRuleSchema,
  createAccessRuleSchema,
  updateAccessRuleSchema,
} from '../schemas/access-rule.js';
import {
  BOOKING_CHANNEL_TYPES,
  bookingChannelSchema,
  createBookingChannelSchema,
  updateBookingChannelSchema,
} from '../schemas/booking-channel.js';
import {
  conciergePerkSchema,
  createConciergePerkSchema,
  PERK_ACCESS_LEVELS,
  PERK_STATUSES,
  updateConciergePerkSchema,
} from '../schemas/concierge-perk.js';
import {
  createDailyProgramSchema,
  dailyProgramSchema,
  PROGRAM_STATUSES,
  updateDailyProgramSchema,
} from '../schemas/daily-program.js';
import { WEEKDAYS } from '../time.js';
import { choices, readableChoices, searchByName, statusColumn, statusFilter } from './form-hints.js';
import { defineResource, getAllList, restaurantIdRequired } from './define-resource.js';
import { accessRuleCalls } from './availability-calls.js';
import { bookingChannelCalls, conciergePerkCalls, dailyProgramCalls } from './availability-settings-calls.js';

export const accessRuleResource = defineResource({
  key: 'accessRule',
  noun: 'access rule',
  plural: 'access rules',
  path: '/access-rules',
  row: accessRuleSchema,
  create: createAccessRuleSchema,
  update: updateAccessRuleSchema,
  permission: { read: 'access_rules.read', manage: 'access_rules.manage' },
  mirror: 'access_rules',
  title: (row) => row.name,
  routes: {
    list: getAllList('/access-rules', 'Access rules of the restaurant, by priority'),
    update: { summary: 'Update an access rule; a sub-setting sent replaces the stored one' },
  },
  calls: {
    duplicate: accessRuleCalls.accessRuleDuplicate,
    validate: accessRuleCalls.accessRuleValidate,
    byDate: accessRuleCalls.accessRulesByDate,
    bySeatingArea: accessRuleCalls.accessRulesBySeatingArea,
    byBookingChannel: accessRuleCalls.accessRulesByBookingChannel,
    evaluateAvailability: accessRuleCalls.accessRuleEvaluateAvailability,
  },
  handWritten: restaurantIdRequired('/access-rules'),
  form: {
    // The settings screen (access-rules-screen.tsx) has a sectioned form of its own (every
    // sub-setting default or set) and filters from its calls; these hints are its list's columns,
    // its search and status filters, and the top fields.
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'status', label: 'Status', kind: 'select', options: choices(ACCESS_RULE_STATUSES) },
      { name: 'priority', label: 'Priority', kind: 'number', min: 1 },
      { name: 'start_date', label: 'Start date', kind: 'date' },
      { name: 'end_date', label: 'End date', kind: 'date' },
      { name: 'end_indefinite', label: 'No end date', kind: 'switch' },
      { name: 'active_days', label: 'Days', kind: 'multiselect', options: choices(WEEKDAYS) },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'priority', label: 'Priority', sortable: true },
      statusColumn(),
      { key: 'start_date', label: 'Starts', sortable: true, kind: 'date' },
      { key: 'end_date', label: 'Ends', kind: 'date' },
      { key: 'active_days', label: 'Days', kind: 'list' },
    ],
    filters: [searchByName('name', 'description'), statusFilter()],
  },
  screen: { path: 'availability/accessRules', title: 'Access Rules', tab: 'Availability' },
});

/** Who reads and who edits the availability settings: hosts read, admins and managers edit. */
const availability = { read: 'access_rules.read', manage: 'access_rules.manage' } as const;
const dateFields = [
  { name: 'start_date', label: 'Start date', kind: 'date' },
  { name: 'end_date', label: 'End date', kind: 'date', emptyAsNull: true },
  { name: 'end_indefinite', label: 'No end date', kind: 'switch' },
  { name: 'active_days', label: 'Days', kind: 'multiselect', options: choices(WEEKDAYS) },
] as const;
const dateColumns = [
  { key: 'start_date', label: 'Starts', kind: 'date' },
  { key: 'end_date', label: 'Ends', kind: 'date' },
  { key: 'active_days', label: 'Days', kind: 'list' },
] as const;

export const bookingChannelResource = defineResource({
  key: 'bookingChannel',
  noun: 'booking channel',
  plural: 'booking channels',
  path: '/booking-channels',
  row: bookingChannelSchema,
  create: createBookingChannelSchema,
  update: updateBookingChannelSchema,
  permission: availability,
  mirror: null,
  title: (row) => row.name,
  calls: bookingChannelCalls,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'code',
        label: 'Code',
        kind: 'text',
        description: 'What reservations (their source) and access rules (their audience) call this channel',
      },
      { name: 'type', label: 'Type', kind: 'select', options: readableChoices(BOOKING_CHANNEL_TYPES) },
      { name: 'status', label: 'Active', kind: 'status' },
      { name: 'commission_percent', label: 'Commission %', kind: 'number', min: 0, max: 100 },
      { name: 'supports_credit_cards', label: 'Takes card guarantees', kind: 'switch' },
      { name: 'notes', label: 'Notes', kind: 'textarea' },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'code', label: 'Code' },
      { key: 'type', label: 'Type' },
      { key: 'commission_percent', label: 'Commission %' },
      statusColumn('Active'),
    ],
    filters: [searchByName('name', 'code', 'notes'), statusFilter()],
  },
  screen: { path: 'availability/bookingChannel', title: 'Booking channels', tab: 'Availability' },
});

export const conciergePerkResource = defineResource({
  key: 'conciergePerk',
  noun: 'concierge perk',
  plural: 'concierge perks',
  path: '/concierge-perks',
  row: conciergePerkSchema,
  create: createConciergePerkSchema,
  update: updateConciergePerkSchema,
  permission: availability,
  mirror: null,
  title: (row) => row.name,
  routes: {
    list: getAllList('/concierge-perks', 'Concierge perks of the restaurant'),
  },
  calls: conciergePerkCalls,
  handWritten: restaurantIdRequired('/concierge-perks'),
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'status', label: 'Status', kind: 'select', options: choices(PERK_STATUSES) },
      { name: 'external_link', label: 'External link', kind: 'text', emptyAsNull: true },
      { name: 'additional_information', label: 'Additional information', kind: 'textarea' },
      { name: 'staff_instructions', label: 'Staff instructions', kind: 'textarea' },
      ...dateFields,
      {
        name: 'access_levels',
        label: 'Access levels',
        kind: 'multiselect',
        options: readableChoices(PERK_ACCESS_LEVELS),
      },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      statusColumn(),
      ...dateColumns,
      { key: 'access_levels', label: 'Access levels', kind: 'list' },
    ],
    filters: [searchByName('name', 'additional_information'), statusFilter()],
  },
  screen: { path: 'availability/perk', title: 'Concierge perks', tab: 'Availability' },
});

export const dailyProgramResource = defineResource({
  key: 'dailyProgram',
  noun: 'daily program',
  plural: 'daily programs',
  path: '/daily-programs',
  row: dailyProgramSchema,
  create: createDailyProgramSchema,
  update: updateDailyProgramSchema,
  permission: availability,
  mirror: null,
  title: (row) => row.name,
  routes: {
    list: getAllList('/daily-programs', 'Daily programs of the restaurant'),
  },
  calls: dailyProgramCalls,
  handWritten: restaurantIdRequired('/daily-programs'),
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'status', label: 'Status', kind: 'select', options: choices(PROGRAM_STATUSES) },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'cuisine', label: 'Cuisine', kind: 'text' },
      { name: 'shift_id', label: 'Shift', kind: 'reference', resource: 'shift', nullable: true },
      ...dateFields,
      { name: 'start_time', label: 'Start time', kind: 'time', emptyAsNull: true },
      { name: 'end_time', label: 'End time', kind: 'time', emptyAsNull: true },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      statusColumn(),
      { key: 'cuisine', label: 'Cuisine' },
      { key: 'shift_id', label: 'Shift', kind: 'reference', resource: 'shift' },
      ...dateColumns,
    ],
    filters: [
      searchByName('name', 'description', 'cuisine'),
      statusFilter(),
      { kind: 'reference', label: 'Shift', key: 'shift_id', resource: 'shift' },
    ],
  },
  screen: { path: 'availability/dailyProgram', title: 'Daily program', tab: 'Availability' },
});

/** Spread into RESOURCES (registry.ts). */
export const AVAILABILITY_RESOURCES = [
  accessRuleResource,
  dailyProgramResource,
  conciergePerkResource,
  bookingChannelResource,
] as const;

// The availability settings declared as resources (spec §2 /settings/availability, §3, §7): access
// rules here; their special calls are in availability-calls.ts. Spread into RESOURCES.
import { API_ROUTES } from '../api-routes.js';
import {
  ACCESS_RULE_STATUSES,
  accessRuleSchema,
  createAccessRuleSchema,
  updateAccessRuleSchema,
} from '../schemas/access-rule.js';
import { WEEKDAYS } from '../time.js';
import { defineResource, restaurantScopedList } from './define-resource.js';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

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
    list: {
      ...restaurantScopedList(API_ROUTES.accessRulesAll.path),
      summary: 'Access rules of the restaurant, by priority',
    },
    update: { summary: 'Update an access rule; a sub-setting sent replaces the stored one' },
  },
  form: {
    // The settings screen is a sectioned form of its own (every sub-setting default or set); these
    // hints are its list's columns and filters and the top fields.
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'status', label: 'Status', kind: 'select', options: options(ACCESS_RULE_STATUSES) },
      { name: 'priority', label: 'Priority', kind: 'number', min: 1 },
      { name: 'start_date', label: 'Start date', kind: 'date' },
      { name: 'end_date', label: 'End date', kind: 'date' },
      { name: 'end_indefinite', label: 'No end date', kind: 'switch' },
      { name: 'active_days', label: 'Days', kind: 'multiselect', options: options(WEEKDAYS) },
    ],
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'priority', label: 'Priority' },
      { key: 'status', label: 'Status', kind: 'status' },
      { key: 'start_date', label: 'Starts' },
      { key: 'end_date', label: 'Ends' },
      { key: 'active_days', label: 'Days', kind: 'list' },
    ],
    filters: [
      { kind: 'search', label: 'Search by name', keys: ['name', 'description'] },
      { kind: 'status', label: 'Status', key: 'status' },
    ],
  },
  screen: { path: 'availability/accessRules', title: 'Access Rules', tab: 'Availability' },
});

/** Spread into RESOURCES (registry.ts). */
export const AVAILABILITY_RESOURCES = [accessRuleResource] as const;

import { ROLE_NAMES, type RoleName } from './constants.js';

// The permission catalogue and its grants: every permission a route, a resource or a screen can ask
// for, and which role holds it. Pure data, so the server (which enforces and stores them), the
// resource registry and the console (which hides what a role may not do) read one table.
// Adding a permission: declare it here and list it under the roles that get it.

export const PERMISSIONS = {
  'users.read': { category: 'users', description: 'See the users of the restaurant' },
  'users.manage': { category: 'users', description: 'Create, update and delete users of the restaurant' },
  'restaurant.read': { category: 'restaurant', description: 'See the restaurant and its details' },
  'restaurant.manage': {
    category: 'restaurant',
    description:
      'Edit the restaurant profile: dress codes, facilities, guest email and SMS templates, tax, currency and media',
  },
  'roles.read': { category: 'roles', description: 'See the role types of the restaurant' },
  'reservations.read': {
    category: 'reservations',
    description: 'See the book: reservations, availability, search',
  },
  'reservations.write': {
    category: 'reservations',
    description: 'Book, edit, seat, move and cancel reservations',
  },
  'tables.read': {
    category: 'tables',
    description: 'See seating areas, tables, combinations, floor plans and statuses',
  },
  'tables.manage': {
    category: 'tables',
    description: 'Create, edit and delete seating areas, tables, combinations, layouts and statuses',
  },
  'floor.status': { category: 'floor', description: "Set a table's live status on the floor plan" },
  'shifts.read': { category: 'shifts', description: 'See shifts and blackout dates' },
  'shifts.manage': { category: 'shifts', description: 'Create, edit and delete shifts and blackout dates' },
  'access_rules.read': {
    category: 'access_rules',
    description: 'See access rules, daily programs, concierge perks and booking channels, and evaluate them',
  },
  'access_rules.manage': {
    category: 'access_rules',
    description:
      'Create, edit, duplicate and delete access rules, daily programs, concierge perks and booking channels',
  },
  'clients.read': { category: 'clients', description: 'See and search client profiles' },
  'clients.write': { category: 'clients', description: 'Create and edit client profiles' },
  'clients.delete': { category: 'clients', description: 'Delete client profiles, one or in bulk' },
  'guests.read': { category: 'guests', description: "See the day's guest list" },
  'guests.write': { category: 'guests', description: 'Add, edit, check in, blacklist and remove guests' },
  'menus.read': { category: 'menus', description: 'See menus, categories, products and modifier groups' },
  'menus.manage': {
    category: 'menus',
    description: 'Create, edit, import and delete menus, categories, products and modifier groups',
  },
  'menus.stock': { category: 'menus', description: 'Update stock and mark items out of stock (86)' },
  'orders.read': { category: 'orders', description: 'See food orders, live orders, order history and tabs' },
  'orders.write': {
    category: 'orders',
    description: 'Take orders, change their items and move them through their states',
  },
  'orders.pay': { category: 'orders', description: 'Close tabs and record their payment' },
  'orders.export': { category: 'orders', description: 'Export orders as CSV' },
  'sync.pull': { category: 'sync', description: "Pull the restaurant's change feed (offline mirror)" },
  'sync.push': { category: 'sync', description: 'Push offline mutations' },
  // ——— Roles, users, audit and the admin area (issue 16) ———
  'roles.manage': {
    category: 'roles',
    description: 'Create and edit roles, their permissions and who holds them',
  },
  'reservations.override_restrictions': {
    category: 'reservations',
    description: 'Override reservation restrictions: pacing and capacity refusals become warnings',
  },
  'reservations.delete': { category: 'reservations', description: 'Delete reservations' },
  // Issue 29 §1: the console asks before saving an implausible booking; this decides who may say yes.
  'reservations.confirm_implausible': {
    category: 'reservations',
    description:
      'Confirm implausible bookings: a party larger than its table or the largest table, or a time in the past',
  },
  'guests.view_contact_details': {
    category: 'guests',
    description: 'View guest contact details (email and mobile number); without it they are masked',
  },
  'audit.read': { category: 'audit', description: 'See and export the audit trail of changes' },
  'admin.manage': {
    category: 'admin',
    description: 'The /admin area: restaurants and outlets, websocket admin and the permission cache',
  },
  'server_names.read': { category: 'server_names', description: 'See the server names of the restaurant' },
  'server_names.manage': {
    category: 'server_names',
    description: 'Create, edit and delete server names',
  },
  // ——— Venue settings and tags (issue 14) ———
  'settings.read': {
    category: 'settings',
    description: 'See the venue settings (the booking form and the booking path follow them)',
  },
  'settings.manage': {
    category: 'settings',
    description:
      'Change the venue settings: internal emails, guest communication, reservation config, charges',
  },
  'tags.read': { category: 'tags', description: 'See client and reservation tags and choose them' },
  'tags.manage': { category: 'tags', description: 'Create, edit and delete client and reservation tags' },
  'tags.superuser': {
    category: 'tags',
    description: 'See and choose tags that are visible to superusers only',
  },
  'marketing.read': { category: 'marketing', description: 'See promotions, promo codes and campaigns' },
  'marketing.manage': {
    category: 'marketing',
    description: 'Create, edit and delete promotions, promo codes and campaigns',
  },
  'housekeeping.read': {
    category: 'housekeeping',
    description: "See the property's rooms and their statuses",
  },
  'housekeeping.status': {
    category: 'housekeeping',
    description: 'Mark rooms clean, dirty or inspected and change their occupancy (also offline)',
  },
  'housekeeping.manage': {
    category: 'housekeeping',
    description: 'Create, edit and delete rooms, and put them out of order or out of service',
  },
} as const satisfies Record<string, { category: string; description: string }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

const ALL: readonly Permission[] = PERMISSION_KEYS;
const READ_ONLY: readonly Permission[] = ['users.read', 'restaurant.read', 'roles.read'];
/** The host stand: runs the book and the floor, but does not change the room or the rules. */
const SERVICE: readonly Permission[] = [
  ...READ_ONLY,
  'reservations.read',
  'reservations.write',
  'tables.read',
  'floor.status',
  'shifts.read',
  'access_rules.read',
  'clients.read',
  'clients.write',
  'guests.read',
  'guests.write',
  'sync.pull',
  'sync.push',
  'guests.view_contact_details',
  'server_names.read',
  'menus.read',
  'menus.stock',
  'orders.read',
  'orders.write',
  'orders.pay',
  'settings.read',
  'tags.read',
  'housekeeping.read',
  'housekeeping.status',
];

export const ROLE_GRANTS: Record<RoleName, readonly Permission[]> = {
  super_admin: ALL,
  admin: ALL,
  Table_Management_Admin_User: ALL,
  manager: [
    ...SERVICE,
    'tables.manage',
    'shifts.manage',
    'access_rules.manage',
    'clients.delete',
    'reservations.override_restrictions',
    'reservations.confirm_implausible',
    'reservations.delete',
    'menus.manage',
    'orders.export',
    'tags.manage',
    'marketing.read',
    'marketing.manage',
    'housekeeping.manage',
  ],
  host: SERVICE,
};

export function roleHasPermission(role: string, permission: Permission): boolean {
  return isRoleName(role) && ROLE_GRANTS[role].includes(permission);
}

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

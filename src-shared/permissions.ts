import { ROLE_NAMES, type RoleName } from './constants.js';

// The permission catalogue and its grants: every permission a route, a resource or a screen can ask
// for, and which role holds it. Pure data, so the server (which enforces and stores them), the
// resource registry and the console (which hides what a role may not do) read one table.
// Adding a permission: declare it here and list it under the roles that get it; its category is the
// part of its key before the dot.

const DESCRIPTIONS = {
  'users.read': 'See the users of the restaurant',
  'users.manage': 'Create, update and delete users of the restaurant',
  'restaurant.read': 'See the restaurant and its details',
  'restaurant.manage':
    'Edit the restaurant profile: dress codes, facilities, guest email and SMS templates, tax, currency and media',
  'roles.read': 'See the role types of the restaurant',
  'reservations.read': 'See the book: reservations, availability, search',
  'reservations.write': 'Book, edit, seat, move and cancel reservations',
  'tables.read': 'See seating areas, tables, combinations, floor plans and statuses',
  'tables.manage': 'Create, edit and delete seating areas, tables, combinations, layouts and statuses',
  'floor.status': "Set a table's live status on the floor plan",
  'shifts.read': 'See shifts and blackout dates',
  'shifts.manage': 'Create, edit and delete shifts and blackout dates',
  'access_rules.read':
    'See access rules, daily programs, concierge perks and booking channels, and evaluate them',
  'access_rules.manage':
    'Create, edit, duplicate and delete access rules, daily programs, concierge perks and booking channels',
  'clients.read': 'See and search client profiles',
  'clients.write': 'Create and edit client profiles',
  'clients.delete': 'Delete client profiles, one or in bulk',
  'guests.read': "See the day's guest list",
  'guests.write': 'Add, edit, check in, blacklist and remove guests',
  'menus.read': 'See menus, categories, products and modifier groups',
  'menus.manage': 'Create, edit, import and delete menus, categories, products and modifier groups',
  'menus.stock': 'Update stock and mark items out of stock (86)',
  'orders.read': 'See food orders, live orders, order history and tabs',
  'orders.write': 'Take orders, change their items and move them through their states',
  'orders.pay': 'Close tabs and record their payment',
  'orders.export': 'Export orders as CSV',
  'sync.pull': "Pull the restaurant's change feed (offline mirror)",
  'sync.push': 'Push offline mutations',
  // ——— Roles, users, audit and the admin area (issue 16) ———
  'roles.manage': 'Create and edit roles, their permissions and who holds them',
  'reservations.override_restrictions':
    'Override reservation restrictions: pacing and capacity refusals become warnings',
  'reservations.delete': 'Delete reservations',
  // Issue 29 §1: the console asks before saving an implausible booking; this decides who may say yes.
  'reservations.confirm_implausible':
    'Confirm implausible bookings: a party larger than its table or the largest table, or a time in the past',
  'guests.view_contact_details':
    'View guest contact details (email and mobile number); without it they are masked',
  'audit.read': 'See and export the audit trail of changes',
  'admin.manage': 'The /admin area: restaurants and outlets, websocket admin and the permission cache',
  'server_names.read': 'See the server names of the restaurant',
  'server_names.manage': 'Create, edit and delete server names',
  // ——— Venue settings and tags (issue 14) ———
  'settings.read': 'See the venue settings (the booking form and the booking path follow them)',
  'settings.manage':
    'Change the venue settings: internal emails, guest communication, reservation config, charges',
  'tags.read': 'See client and reservation tags and choose them',
  'tags.manage': 'Create, edit and delete client and reservation tags',
  'tags.superuser': 'See and choose tags that are visible to superusers only',
  'marketing.read': 'See promotions, promo codes and campaigns',
  'marketing.manage': 'Create, edit and delete promotions, promo codes and campaigns',
  'housekeeping.read': "See the property's rooms and their statuses",
  'housekeeping.status': 'Mark rooms clean, dirty or inspected and change their occupancy (also offline)',
  'housekeeping.manage': 'Create, edit and delete rooms, and put them out of order or out of service',
  // ——— Reports (issue 33) ———
  'reports.read': 'See the reports: covers, no-shows, turn times, utilisation, revenue',
  'reports.download': 'Download reports as CSV',
  'reports.schedule': 'Create, edit and delete the scheduled report mails',
  // ——— Guest requests (issue 30) ———
  'requests.read': 'See guest requests and their threads',
  'requests.write': 'Take, assign, answer, approve, decline and close guest requests',
  'requests.manage': 'Set the response target of each kind of guest request',
  // ——— Staff messages (issue 30 §4) ———
  'messages.send': 'Send staff messages to colleagues of the restaurant and reply to them',
  // ——— Booking payments (issue 34 §2) ———
  'payments.read': 'See a booking’s card guarantee, deposit and payment ledger',
  'payments.charge': 'Charge a no-show fee on a guest’s saved card',
  'payments.refund': 'Refund deposits and no-show fees, in full or in part',
} as const satisfies Record<`${string}.${string}`, string>;

type DescribedPermission = keyof typeof DESCRIPTIONS;
/** A permission's category is the part of its key before the dot ('access_rules.read' -> 'access_rules'). */
type CategoryOf<K extends string> = K extends `${infer Category}.${string}` ? Category : never;

export const PERMISSIONS = Object.fromEntries(
  Object.entries(DESCRIPTIONS).map(([key, description]) => [
    key,
    { category: key.slice(0, key.indexOf('.')), description },
  ]),
) as {
  readonly [K in DescribedPermission]: {
    readonly category: CategoryOf<K>;
    readonly description: (typeof DESCRIPTIONS)[K];
  };
};

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
  'requests.read',
  'requests.write',
  'messages.send',
  'payments.read',
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
    'reports.read',
    'reports.download',
    'reports.schedule',
    'requests.manage',
    'payments.charge',
    'payments.refund',
  ],
  host: [...SERVICE, 'reports.read'],
};

export function roleHasPermission(role: string, permission: Permission): boolean {
  return isRoleName(role) && ROLE_GRANTS[role].includes(permission);
}

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

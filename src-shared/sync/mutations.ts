// The offline mutations, each declared once: its zod args (part of the sync protocol), the one
// mirrored row it changes, the permission a role needs to perform it (checked per mutation by
// POST /sync/push) and what staff are told when the server refuses it. Two kinds:
// - tuned (reservations, guests, orders…): declared here; their two `apply` halves are keyed by the
//   same names and typed complete against this table: the terminal's optimistic mutator
//   (src-main/sync/local-mutators.ts LOCAL_MUTATORS) and the server's domain write
//   (src-server/sync/push-service.ts DOMAIN_PUSH_HANDLERS) (README "Add an offline mutation");
// - declared on their entity (a resource's `mutations`, e.g. room.setStatus): a pure rule on one
//   row, from which both halves are derived (README "Add an offline entity"); they join this table
//   from the registry, so the entity adds no line here.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../ids.js';
import {
  closeTabBodySchema,
  createFoodOrderSchema,
  openTabSchema,
  orderItemsInputSchema,
  orderStatusSchema,
} from '../orders/order-schemas.js';
import { createClientSchema, patchClientSchema } from '../schemas/client.js';
import { addGuestListEntrySchema, editGuestListEntrySchema } from '../schemas/guest-list.js';
import { createReservationSchema, updateReservationSchema } from '../schemas/reservation.js';
import type { Client } from '../schemas/client.js';
import type { GuestListEntry } from '../schemas/guest-list.js';
import type { Reservation } from '../schemas/reservation.js';
import { tableLiveStatusSchema, type FloorPlanLayout } from '../schemas/seating.js';
import type { FoodOrder, OrderTab } from '../orders/order-schemas.js';
import type { WaitlistEntry } from '../website/waitlist.js';
import {
  requestReplyArgsSchema,
  requestStateArgsSchema,
  type GuestRequestDetail,
} from '../requests/request-offline.js';
import { messageOpenArgsSchema, messageReplyArgsSchema } from '../notifications/message-offline.js';
import type { StaffMessage } from '../notifications/notification-schemas.js';
import type { MirroredEntity } from './protocol.js';
import { RESOURCES, type AnyResource } from '../resources/registry.js';
import type { MutationParts, RowMutation } from './mutation-declaration.js';
import type { Permission } from '../permissions.js';

export type { RefusalFacts } from './mutation-declaration.js';

export interface MutationDeclaration<
  A extends z.ZodType = z.ZodType,
  E extends MirroredEntity = MirroredEntity,
> extends MutationParts<A> {
  /** The mirrored entity of the one row (`args.id`) the mutation changes. */
  entity: E;
}

function declare<A extends z.ZodType, E extends MirroredEntity>(
  declaration: MutationDeclaration<A, E>,
): MutationDeclaration<A, E> {
  return declaration;
}

/** The declarer of one entity's mutations that one permission governs. */
const mutationsOn =
  <E extends MirroredEntity>(entity: E, permission: Permission) =>
  <A extends z.ZodType>(parts: Omit<MutationParts<A>, 'permission'>): MutationDeclaration<A, E> =>
    declare({ ...parts, entity, permission });

const booking = mutationsOn('reservations', 'reservations.write');
const guest = mutationsOn('guest_list', 'guests.write');
const client = mutationsOn('clients', 'clients.write');
const order = mutationsOn('food_orders', 'orders.write');
const waitlist = mutationsOn('waitlist', 'reservations.write');
const request = mutationsOn('guest_requests', 'requests.write');
const message = <A extends z.ZodType>(
  permission: Permission | null,
  parts: Omit<MutationParts<A>, 'permission'>,
): MutationDeclaration<A, 'staff_messages'> => declare({ ...parts, entity: 'staff_messages', permission });

const idOnly = { id: entityIdSchema };

/** The mutations with hand-written applies on both sides. Names and args are part of the protocol. */
const TUNED_MUTATIONS = {
  'reservation.create': booking({
    args: createReservationSchema.safeExtend({ id: newEntityIdSchema }),
    action: 'make bookings',
    refused: (f) =>
      f.taken && f.tables
        ? `booking not made, table ${f.tables} was taken`
        : `booking not made — ${f.reason}`,
  }),
  /**
   * An edit, whole: any fields, including tables (`table_ids` / `table_combination_id`) and status
   * (`booking_status`), applied all or nothing, so a saved edit is never half-applied.
   */
  'reservation.update': booking({
    args: z.object({ ...idOnly, patch: updateReservationSchema }),
    action: 'edit bookings',
    refused: (f) =>
      f.taken
        ? `change not saved, table ${f.tables || f.tableNow} was taken — booking kept as before`
        : `change not saved — ${f.reason}`,
  }),
  'reservation.setStatus': booking({
    args: z.object({ ...idOnly, statusId: entityIdSchema }),
    action: 'change booking statuses',
    refused: (f) => `status not changed (${f.reason}) — still ${f.statusNow || 'unchanged'}`,
  }),
  'reservation.assignTable': booking({
    args: z.object({
      ...idOnly,
      tableIds: z.array(entityIdSchema).max(20, 'No more than 20 tables per reservation'),
    }),
    action: 'assign tables',
    refused: (f) =>
      f.taken
        ? `kept the booking, table ${f.tables} was taken — now ${f.tableNow || 'unassigned'}`
        : `kept the booking, table ${f.tables} not assigned (${f.reason}) — now ${f.tableNow || 'unassigned'}`,
  }),
  'reservation.setDuration': booking({
    args: z.object({
      ...idOnly,
      duration_minutes: z
        .number()
        .int()
        .min(15, 'Duration must be at least 15 minutes')
        .max(720, 'Duration cannot exceed 12 hours'),
    }),
    action: 'change booking durations',
    refused: (f) =>
      f.taken
        ? `change not saved, table ${f.tableNow || f.tables} was taken — booking kept as before`
        : `change not saved — ${f.reason}`,
  }),
  'reservation.cancel': booking({
    args: z.object(idOnly),
    action: 'cancel bookings',
    refused: (f) => `booking not cancelled — ${f.reason}`,
  }),
  'guest.checkIn': guest({
    args: z.object({ ...idOnly, checked_in: z.boolean().default(true) }),
    action: 'check guests in',
    refused: (f) => `check-in not saved — ${f.reason}`,
  }),
  'guest.setBlacklist': guest({
    args: z.object({
      ...idOnly,
      blacklisted: z.boolean(),
      blacklist_reason: z.string().max(500).nullable().default(null),
    }),
    action: 'blacklist guests',
    refused: (f) => `blacklist change not saved — ${f.reason}`,
  }),
  'guest.add': guest({
    args: addGuestListEntrySchema.safeExtend({ id: newEntityIdSchema }),
    action: 'add guests',
    refused: (f) => `guest not added — ${f.reason}`,
  }),
  'guest.update': guest({
    args: z.object({ ...idOnly, patch: editGuestListEntrySchema }),
    action: 'edit guests',
    refused: (f) => `guest change not saved — ${f.reason}`,
  }),
  /** Soft delete: the entry keeps deleted_at, so the feed carries it and history stays. */
  'guest.remove': guest({
    args: z.object(idOnly),
    action: 'remove guests',
    refused: (f) => `guest not removed — ${f.reason}`,
  }),
  'client.create': client({
    args: createClientSchema.safeExtend({ id: newEntityIdSchema }),
    action: 'create client profiles',
    refused: (f) => `client not created — ${f.reason}`,
  }),
  'client.update': client({
    args: z.object({ ...idOnly, patch: patchClientSchema }),
    action: 'edit client profiles',
    refused: (f) => `client change not saved — ${f.reason}`,
  }),
  'order.create': order({
    args: createFoodOrderSchema,
    action: 'take food orders',
    refused: (f) => `order not placed — ${f.reason}`,
  }),
  /** A move on the board; the server decides against its own state (another terminal may have moved it). */
  'order.status': order({
    args: z.object({ ...idOnly, order_status: orderStatusSchema }),
    action: 'move food orders',
    // The reason names the order's state on the server (this terminal may not have pulled it yet).
    refused: (f) => `order not moved — ${f.reason}`,
  }),
  'order.items': order({
    args: z.object({ ...idOnly, items: orderItemsInputSchema }),
    action: 'change food orders',
    refused: (f) => `items not changed — ${f.reason}`,
  }),
  'tab.open': declare({
    args: openTabSchema,
    entity: 'order_tabs',
    permission: 'orders.write',
    action: 'open tabs',
    refused: (f) => `tab not opened — ${f.reason}`,
  }),
  'tab.close': declare({
    args: closeTabBodySchema.safeExtend(idOnly),
    entity: 'order_tabs',
    permission: 'orders.pay',
    action: 'close tabs',
    refused: (f) => `tab not closed — ${f.reason}`,
  }),
  /**
   * A waitlist guest seated: the booking is made first (its own reservation.create, Seated on the
   * table); this marks the entry seated with that booking, and is refused when the booking is not there.
   */
  'waitlist.seat': waitlist({
    args: z.object({ ...idOnly, reservation_id: entityIdSchema }),
    action: 'seat guests from the waitlist',
    refused: (f) => `waitlist guest not seated — ${f.reason}`,
  }),
  'waitlist.remove': waitlist({
    args: z.object(idOnly),
    action: 'remove guests from the waitlist',
    refused: (f) => `waitlist entry not removed — ${f.reason}`,
  }),
  /** One table's live status on a layout (`id`): set (blocked, icon, colour, reason) or cleared (null). */
  'floorPlan.tableStatus': declare({
    args: z.object({
      ...idOnly,
      table_id: entityIdSchema,
      live: tableLiveStatusSchema.omit({ table_id: true }).nullable(),
    }),
    entity: 'floor_plans',
    permission: 'floor.status',
    action: "set tables' live status",
    refused: (f) => `table status not changed — ${f.reason}`,
  }),
  /**
   * A staff reply to a guest request (issue 30 §7): kept in the thread and, by email or SMS, sent by
   * the server's guest message job once the server has it, never from the terminal.
   */
  'request.reply': request({
    args: requestReplyArgsSchema,
    action: 'answer guest requests',
    refused: (f) => `reply not sent — ${f.reason}`,
  }),
  /** A request moved along its states (in progress, answered, declined, closed). */
  'request.setState': request({
    args: requestStateArgsSchema,
    action: 'move guest requests',
    refused: (f) => `request not moved — ${f.reason}`,
  }),
  /**
   * One of the signed-in user's staff messages opened (Unread becomes Read). Every user may open
   * their own messages, so no permission: the server applies it to the pushing user's inbox only.
   */
  'staffMessage.open': message(null, {
    args: messageOpenArgsSchema,
    action: 'open staff messages',
    refused: (f) => `message not marked read — ${f.reason}`,
  }),
  /** A reply to one of the user's messages: the message turns into Reply, its sender gets the answer. */
  'staffMessage.reply': message('messages.send', {
    args: messageReplyArgsSchema,
    action: 'reply to staff messages',
    refused: (f) => `reply not sent — ${f.reason}`,
  }),
} as const;

/** The names of the mutations declared on a resource (`mutations`). */
export type DeclaredMutationName = AnyResource extends infer R
  ? R extends AnyResource
    ? keyof R['mutations'] & string
    : never
  : never;
/** The resource that declares mutation `N`. */
type ResourceOf<N extends DeclaredMutationName> = Extract<AnyResource, { mutations: Record<N, unknown> }>;
/** A declared mutation as the table holds it: its declaration, with its resource's mirror as entity. */
type DeclaredMutation<N extends DeclaredMutationName> = ResourceOf<N>['mutations'][N] & {
  entity: Exclude<ResourceOf<N>['mirror'], null>;
};

/** A declared name must not shadow a tuned one (the table below would silently keep the declared). */
const declaredNamesAreNew: [keyof typeof TUNED_MUTATIONS & DeclaredMutationName] extends [never]
  ? true
  : never = true;
void declaredNamesAreNew;

/** The entities declared mutations change. */
export type DeclaredMutationEntity = DeclaredMutation<DeclaredMutationName>['entity'];

/** A declared mutation with what the derived applies (main, server) need of its entity's declaration. */
export interface DeclaredRowMutation {
  name: DeclaredMutationName;
  entity: DeclaredMutationEntity;
  /** Its resource: the row schema (each row is parsed with it), noun, and update body (the server's write). */
  resource: Pick<AnyResource, 'key' | 'noun' | 'row' | 'update'>;
  mutation: RowMutation;
}

/** Every mutation declared on a mirrored resource, in the registry's order. */
export const DECLARED_ROW_MUTATIONS: readonly DeclaredRowMutation[] = RESOURCES.flatMap((resource) => {
  if (resource.mirror === null) return [];
  // The mirror of a resource with mutations (a resource without any yields no entry below).
  const entity = resource.mirror as DeclaredMutationEntity;
  const mutations: Record<string, RowMutation> = resource.mutations;
  return Object.entries(mutations).map(([name, mutation]) => ({
    name: name as DeclaredMutationName,
    entity,
    resource,
    mutation,
  }));
});

/** Every mutation a terminal can make offline. Names and args are part of the protocol. */
export const MUTATION_DECLARATIONS = {
  ...TUNED_MUTATIONS,
  ...(Object.fromEntries(
    DECLARED_ROW_MUTATIONS.map(({ name, entity, mutation }) => [name, { ...mutation, entity }]),
  ) as { [N in DeclaredMutationName]: DeclaredMutation<N> }),
};

type Declarations = typeof MUTATION_DECLARATIONS;
export type MutationName = keyof Declarations;
export type MutationArgs<N extends MutationName> = z.infer<Declarations[N]['args']>;
/** The entity each mutation changes, as literal types (main checks they are overlay entities). */
export type MutationEntity<N extends MutationName> = Declarations[N]['entity'];

/** The row shape of each entity a tuned mutation changes: what the optimistic apply hands back. */
interface MutatedRows {
  reservations: Reservation;
  guest_list: GuestListEntry;
  clients: Client;
  food_orders: FoodOrder;
  order_tabs: OrderTab;
  waitlist: WaitlistEntry;
  floor_plans: FloorPlanLayout;
  guest_requests: GuestRequestDetail;
  staff_messages: StaffMessage;
}
/** The row a mutation's optimistic apply answers, typed by the entity it changes (a declared one: its row schema's). */
export type MutatedRow<N extends MutationName> = N extends DeclaredMutationName
  ? z.output<ResourceOf<N>['row']>
  : MutationEntity<N> extends keyof MutatedRows
    ? MutatedRows[MutationEntity<N>]
    : never;
export const MUTATION_NAMES = Object.keys(MUTATION_DECLARATIONS) as MutationName[];

export function isMutationName(name: unknown): name is MutationName {
  return typeof name === 'string' && Object.hasOwn(MUTATION_DECLARATIONS, name);
}

export function mutationDeclaration<N extends MutationName>(name: N): Declarations[N] {
  return MUTATION_DECLARATIONS[name];
}

/** Name → args schema (the protocol's view of the table; protocol.test.ts pins these shapes). */
export const MUTATIONS = Object.fromEntries(
  MUTATION_NAMES.map((name) => [name, MUTATION_DECLARATIONS[name].args]),
) as { [N in MutationName]: Declarations[N]['args'] };

/** Name → entity, derived from the declarations. */
export const ENTITY_OF_MUTATION = Object.fromEntries(
  MUTATION_NAMES.map((name) => [name, MUTATION_DECLARATIONS[name].entity]),
) as { [N in MutationName]: MutationEntity<N> };

/** The entities mutations change (the mirror's overlay entities), each once, in declaration order. */
export const OVERLAY_ENTITY_NAMES = [...new Set(Object.values(ENTITY_OF_MUTATION))] as [
  MutationEntity<MutationName>,
  ...MutationEntity<MutationName>[],
];

/** The reason /sync/push gives a mutation the pushing role may not perform. */
export function permissionRefusal(name: MutationName, roleName: string): string {
  const { action, permission } = MUTATION_DECLARATIONS[name];
  return `Your role (${roleName}) may not ${action}: ${name} needs the ${permission ?? 'no'} permission`;
}

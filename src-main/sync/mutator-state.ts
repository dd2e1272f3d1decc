// What a local mutator may read: the visible mirror, typed. Mutators are pure functions of this
// state and their args, so replaying the outbox on new server state (rebase) is deterministic.
import type { FoodOrder, OrderTab } from '../../src-shared/orders/order-schemas.js';
import type { AccessRule } from '../../src-shared/schemas/access-rule.js';
import type { ModifierGroup, Product } from '../../src-shared/schemas/product.js';
import type { Client } from '../../src-shared/schemas/client.js';
import type { GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import type { ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import type { FloorPlanLayout, Table, TableCombination } from '../../src-shared/schemas/seating.js';
import type { WaitlistEntry } from '../../src-shared/website/waitlist.js';
import type { BlackoutDate, Shift } from '../../src-shared/schemas/shift.js';
import type { OverlayEntity } from '../mirror/mirror-store.js';

export interface MutatorState {
  restaurantId: number;
  /** The restaurant's IANA zone: a booking's absolute start is computed in venue time. */
  timeZone: string;
  /** When the mutation was made (its outbox time), not when it is replayed. */
  now: Date;
  reservation(id: string): Reservation | null;
  client(id: string): Client | null;
  guest(id: string): GuestListEntry | null;
  reservationsOn(date: string): Reservation[];
  statuses(): ReservationStatus[];
  tables(): Table[];
  combinations(): TableCombination[];
  shifts(): Shift[];
  blackoutDates(): BlackoutDate[];
  accessRules(): AccessRule[];
  foodOrder(id: string): FoodOrder | null;
  foodOrders(): FoodOrder[];
  orderTab(id: string): OrderTab | null;
  products(): Product[];
  modifierGroups(): ModifierGroup[];
  waitlistEntry(id: string): WaitlistEntry | null;
  floorPlan(id: string): FloorPlanLayout | null;
  /**
   * The visible row of any overlay entity as stored (null when absent): a mutator of a declared
   * resource parses it with the declaration's row schema, so a new entity needs no accessor here.
   */
  row(entity: OverlayEntity, id: string): Record<string, unknown> | null;
}

/** A mutation the terminal cannot even apply locally (unknown row, no default status…). */
export class LocalMutationError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'LocalMutationError';
  }
}

/** What every row a create mutation makes carries besides its own columns. */
type MadeRow = { id: string; restaurant_id: number; created_at: string; updated_at: string };

/**
 * The row a create mutation makes: the mutation's id in this terminal's restaurant, made and last
 * changed at the mutation's time (`now`, which `columns` may use too). A create replayed after the
 * server sent its effect keeps the server's row instead (`state.x(id) ?? newRow(…)`).
 */
export function newRow<T extends MadeRow>(
  state: MutatorState,
  id: string,
  columns: (now: string) => Omit<T, keyof MadeRow>,
): T {
  const now = state.now.toISOString();
  return { id, restaurant_id: state.restaurantId, ...columns(now), created_at: now, updated_at: now } as T;
}

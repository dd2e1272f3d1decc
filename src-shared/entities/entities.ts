// Every entity of the tenant API, declared once: the resources with a generic settings screen
// (RESOURCES, registry.ts) and the entities with a screen of their own or none (defineEntity, one
// file per entity or small family in its area's folder). The call table (CALLS) and the route
// table (ROUTE_TABLE) derive from this list.
import { adminRestaurantEntity } from '../admin/admin-entity.js';
import { ACCESS_ENTITIES } from '../access/access-entities.js';
import { auditEntryEntity } from '../audit/audit-entity.js';
import { floorPlanEntity } from '../floor/floor-plan-entity.js';
import { mediaEntity } from '../media/media-entity.js';
import { MENU_ENTITIES } from '../menus/menu-entities.js';
import { MESSAGING_ENTITIES } from '../messaging/messaging-entities.js';
import { ORDER_ENTITIES } from '../orders/order-entities.js';
import { NOTIFICATION_ENTITIES } from '../notifications/notification-entity.js';
import { clientEntity } from '../people/client-entity.js';
import { guestListEntryEntity } from '../people/guest-list-entity.js';
import { bookingLinkEntity } from '../qr/booking-link-entity.js';
import { reportEntity } from '../reports/report-entity.js';
import { guestRequestEntity } from '../requests/request-entity.js';
import { posEntity } from '../pos/pos-entity.js';
import { emailProviderEntity } from '../messaging/email-provider-entity.js';
import { bookingPaymentEntity } from '../payments/payment-entity.js';
import { reservationEntity } from '../reservations/reservation-entity.js';
import type { Resource } from '../resources/define-resource.js';
import { RESOURCES } from '../resources/registry.js';
import type { HttpMethod, RouteContract } from '../resources/route-contract.js';
import { TAG_ENTITIES } from '../tags/tag-entities.js';
import { restaurantEntity } from '../venue/restaurant-entity.js';
import { VENUE_ENTITIES } from '../venue/venue-settings-entity.js';
import { WEBSITE_ENTITIES } from '../website/website-entities.js';
import type { Entity, EntityCalls } from './define-entity.js';

export const ENTITIES = [
  ...RESOURCES,
  reservationEntity,
  clientEntity,
  guestListEntryEntity,
  ...TAG_ENTITIES,
  ...ACCESS_ENTITIES,
  ...MENU_ENTITIES,
  ...ORDER_ENTITIES,
  floorPlanEntity,
  mediaEntity,
  bookingLinkEntity,
  ...MESSAGING_ENTITIES,
  restaurantEntity,
  ...VENUE_ENTITIES,
  ...WEBSITE_ENTITIES,
  auditEntryEntity,
  adminRestaurantEntity,
  reportEntity,
  guestRequestEntity,
  ...NOTIFICATION_ENTITIES,
  posEntity,
  emailProviderEntity,
  bookingPaymentEntity,
] as const satisfies readonly (Entity | Resource)[];

export type AnyEntity = (typeof ENTITIES)[number];
export type EntityKey = AnyEntity['key'];

/** `<prefix>.<name>` for each call, or the name as it is when the prefix is ''. */
export type Prefixed<P extends string, T> = P extends ''
  ? T
  : { [K in keyof T & string as `${P}.${K}`]: T[K] };

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The calls of some entities under their call names. */
export type CallsOf<E> = UnionToIntersection<
  E extends { callPrefix: infer P extends string; calls: infer C } ? Prefixed<P, C> : never
>;

export const callName = (prefix: string, name: string) => (prefix === '' ? name : `${prefix}.${name}`);

/** The entities' calls under their call names; a name declared twice is a mistake, so it throws. */
export function callsOf<const E extends readonly { callPrefix: string; calls: EntityCalls }[]>(
  entities: E,
): CallsOf<E[number]> {
  const calls: Record<string, RouteContract> = {};
  for (const entity of entities) {
    for (const [name, contract] of Object.entries(entity.calls)) {
      const full = callName(entity.callPrefix, name);
      if (Object.hasOwn(calls, full)) throw new Error(`Call ${full} is declared twice`);
      calls[full] = contract;
    }
  }
  return calls as CallsOf<E[number]>;
}

/** Every route of an entity, method and path: its generic operations (a resource's), its calls, its hand-written routes. */
export function entityRoutes(entity: Entity | Resource): { method: HttpMethod; path: string }[] {
  const generic = entity.generic ? Object.values(entity.routes).filter((r) => r !== undefined) : [];
  const handWritten = Object.values(entity.handWritten ?? {});
  const serverRoutes = entity.generic ? [] : Object.values(entity.serverRoutes ?? {});
  return [...(generic as RouteContract[]), ...Object.values(entity.calls), ...handWritten, ...serverRoutes];
}

export function entityByKey(key: string): AnyEntity | undefined {
  return ENTITIES.find((e) => e.key === key);
}

// defineEntity: an entity of the tenant API declared once — its name, who reads and edits it, and
// every route it has as named contracts (`calls`). An entity with a generic settings screen is a
// resource (defineResource, which adds the five CRUD routes, form and screen hints); the others —
// a custom screen, or no screen of its own — are declared here. Both kinds sit in ENTITIES
// (entities.ts), from which the call table (CALLS) and the route table (ROUTE_TABLE) derive.
import type { Permission } from '../permissions.js';
import type { MirroredEntity } from '../sync/protocol.js';
import type { EntityCalls, HttpMethod } from '../resources/route-contract.js';

export type { EntityCalls };

export interface EntityDeclaration<Key extends string, Prefix extends string, Calls extends EntityCalls> {
  /** camelCase key. */
  key: Key;
  /** Singular, lower case, as staff say it. */
  noun: string;
  plural: string;
  /**
   * Who reads and who edits it (a route may ask for another permission of its own); when not
   * given, the permission of its first read call and of its first write call.
   */
  permission?: { read: Permission | null; manage: Permission | null };
  /** The feed/mirror entity when terminals keep a copy offline; null for online-only entities. */
  mirror: MirroredEntity | null;
  /**
   * The prefix of its call names (`<prefix>.<name>`, what the console passes to `callApi`); the
   * key when not given, '' when the calls are keyed by their whole call names. Entities of one
   * area may share a prefix ('menus.productGet').
   */
  callPrefix?: Prefix;
  /** Every route of the entity, keyed by name. */
  calls: Calls;
  /**
   * Its routes that keep an envelope of their own (a search answering `result`), so the server
   * writes their handlers out: method and path only, for the route table.
   */
  handWritten?: Record<string, { method: HttpMethod; path: string }>;
  /**
   * Its routes the console never calls through `callApi` (it answers them offline from the mirror,
   * like the availability questions): contracts the server registers, kept out of CALLS so the
   * call table's types stay as small as the console needs.
   */
  serverRoutes?: EntityCalls;
  /** Its settings screen (under /settings/), written for it rather than the generic <ResourceAdmin>. */
  screen?: { custom: string };
}

export type Entity<
  Key extends string = string,
  Prefix extends string = string,
  Calls extends EntityCalls = EntityCalls,
> = Omit<EntityDeclaration<Key, Prefix, Calls>, 'callPrefix' | 'permission'> & {
  callPrefix: Prefix;
  permission: { read: Permission | null; manage: Permission | null };
  generic: false;
};

export function defineEntity<
  const Key extends string,
  const Calls extends EntityCalls,
  const Prefix extends string = Key,
>(declaration: EntityDeclaration<Key, Prefix, Calls>): Entity<Key, Prefix, Calls> {
  const contracts = Object.values(declaration.calls);
  const first = (read: boolean) => contracts.find((c) => (c.method === 'GET') === read)?.permission ?? null;
  return {
    ...declaration,
    callPrefix: (declaration.callPrefix ?? declaration.key) as Prefix,
    permission: declaration.permission ?? { read: first(true), manage: first(false) },
    generic: false,
  };
}

/** Some rows of an area's contract table, for the entity they belong to. */
export function pickCalls<T extends EntityCalls, const K extends keyof T>(
  table: T,
  names: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}

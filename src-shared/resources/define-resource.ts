// defineResource: an entity declared once — schemas, the spec's paths, read/manage permission,
// whether it is mirrored, form hints. The server registers its routes from the declaration, main
// derives its channels, the renderer's <ResourceAdmin> reads its hints. Data, not a framework:
// every operation can be overridden or switched off, and special calls sit beside the five.
import { z } from 'zod';
import type { Permission } from '../permissions.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import type { RowMutation } from '../sync/mutation-declaration.js';
import type { FormHints, ScreenHint } from './form-hints.js';
import {
  deleteById,
  type deletedSchema,
  idParamsSchema,
  type EntityCalls,
  type HttpMethod,
  type RouteContract,
} from './route-contract.js';

export const CRUD_OPERATIONS = ['list', 'get', 'create', 'update', 'remove'] as const;
export type CrudOperation = (typeof CRUD_OPERATIONS)[number];

/** What a declaration may change of a generated route (an irregular spec path, a summary…). */
export type RouteOverride = Partial<
  Pick<RouteContract, 'path' | 'summary' | 'forms' | 'restaurantParam' | 'params' | 'query' | 'errors'>
>;

/** An entity's offline mutations by name (`<key>.<verb>`, unique across the protocol). */
export type RowMutations<R = unknown> = Record<string, RowMutation<R, z.ZodType<{ id: string }>>>;

export interface ResourceDeclaration<
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Key extends string = string,
  Prefix extends string = string,
  Calls extends EntityCalls = EntityCalls,
  Mirror extends string | null = string | null,
  Mutations extends RowMutations = RowMutations,
> {
  /** camelCase key: channel names (`resource.{key}.list`) and screens use it. */
  key: Key;
  /** Singular, lower case, as staff say it ('seating area'); messages start with it. */
  noun: string;
  plural: string;
  /** The collection path; item paths add `/{id}`. */
  path: string;
  row: Row;
  create: Create;
  update: Update;
  permission: { read: Permission; manage: Permission };
  /**
   * The feed/mirror entity when terminals keep a copy offline; null for online-only entities. The
   * protocol's entity names are derived from these (src-shared/sync/protocol.ts MIRRORED_ENTITIES).
   */
  mirror: Mirror;
  /**
   * A mirrored entity's offline mutations, each a pure rule on one row: the terminal's optimistic
   * apply and the server's push handler are derived from it (README "Add an offline entity").
   */
  mutations?: Mutations;
  /** How a row names itself in messages ("Table T4 created"). */
  title(row: z.output<Row>): string;
  /** Irregular paths and the like per operation; `false` when the API has no such operation. */
  routes?: Partial<Record<CrudOperation, RouteOverride | false>>;
  /** Past-tense verbs for the messages when the spec's words differ ("Blackout date … added"). */
  verbs?: Partial<Record<'create' | 'update' | 'remove', string>>;
  form: FormHints;
  screen: ScreenHint;
  /** The call names' prefix of its special calls (`<prefix>.<name>`); the key when not given. */
  callPrefix?: Prefix;
  /** Its special calls beside the five (a duplicate, a validate, a second list path…), by name. */
  calls?: Calls;
  /** Routes of its own the server writes out (no contract), by name: method and path, for the route table. */
  handWritten?: Record<string, { method: HttpMethod; path: string }>;
}

export type ResourceRoutes<Row extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> = {
  list?: RouteContract<z.ZodType, z.ZodType, z.ZodType, z.ZodArray<Row>>;
  get?: RouteContract<typeof idParamsSchema, z.ZodType, z.ZodType, Row>;
  create?: RouteContract<z.ZodType, z.ZodType, Create, Row>;
  update?: RouteContract<typeof idParamsSchema, z.ZodType, Update, Row>;
  remove?: RouteContract<typeof idParamsSchema, z.ZodType, z.ZodType, typeof deletedSchema>;
};

export type Resource<
  Row extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Key extends string = string,
  Prefix extends string = string,
  Calls extends EntityCalls = EntityCalls,
  Mirror extends string | null = string | null,
  Mutations extends RowMutations = RowMutations,
> = Omit<
  ResourceDeclaration<Row, Create, Update, Key, Prefix, Calls, Mirror, Mutations>,
  'callPrefix' | 'calls' | 'mutations'
> & {
  routes: ResourceRoutes<Row, Create, Update>;
  mutations: Mutations;
  /** Past-tense verb per write, for messages. */
  verbs: Record<'create' | 'update' | 'remove', string>;
  callPrefix: Prefix;
  calls: Calls;
  /** Its screen is the generic <ResourceAdmin> (ENTITIES holds the others too). */
  generic: true;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function defineResource<
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  const Key extends string,
  const Calls extends EntityCalls = Record<never, never>,
  const Prefix extends string = Key,
  const Mirror extends string | null = null,
  const Mutations extends RowMutations<z.output<Row>> = Record<never, never>,
>(
  declaration: ResourceDeclaration<Row, Create, Update, Key, Prefix, Calls, Mirror, Mutations>,
): Resource<Row, Create, Update, Key, Prefix, Calls, Mirror, Mutations> {
  const { noun, plural, path, permission } = declaration;
  const item = `${path}/{id}`;
  const overrides = declaration.routes ?? {};
  const route = <C extends RouteContract>(op: CrudOperation, base: C): C | undefined => {
    const override = overrides[op];
    if (override === false) return undefined;
    return { ...base, ...override };
  };
  const routes: ResourceRoutes<Row, Create, Update> = {
    list: route('list', {
      method: 'GET',
      path,
      summary: `${capitalised(plural)} of the restaurant`,
      permission: permission.read,
      response: z.array(declaration.row),
      status: 200,
    }),
    get: route('get', {
      method: 'GET',
      path: item,
      summary: `A ${noun}`,
      permission: permission.read,
      params: idParamsSchema,
      response: declaration.row,
      status: 200,
    }),
    create: route('create', {
      method: 'POST',
      path,
      summary: `Create a ${noun}`,
      permission: permission.manage,
      body: declaration.create,
      response: declaration.row,
      status: 201,
    }),
    update: route('update', {
      method: 'PUT',
      path: item,
      summary: `Update a ${noun}`,
      permission: permission.manage,
      params: idParamsSchema,
      body: declaration.update,
      response: declaration.row,
      status: 200,
    }),
    remove: route('remove', deleteById(item, `Delete a ${noun}`, permission.manage)),
  };
  return {
    ...declaration,
    routes,
    verbs: { create: 'created', update: 'updated', remove: 'deleted', ...declaration.verbs },
    callPrefix: (declaration.callPrefix ?? declaration.key) as Prefix,
    calls: (declaration.calls ?? {}) as Calls,
    mutations: (declaration.mutations ?? {}) as Mutations,
    generic: true,
  };
}

/** A list route that names the restaurant in its path (spec: `/…/restaurant/{restaurantId}`). */
export const restaurantScopedList = (path: string): RouteOverride => ({
  path,
  params: restaurantIdPathParamsSchema,
  restaurantParam: 'restaurantId',
});

/** Spec §5's list of the restaurant's rows: `GET <path>/getall/{restaurantId}`. */
export const getAllList = (path: string, summary: string): RouteOverride => ({
  ...restaurantScopedList(`${path}/getall/{restaurantId}`),
  summary,
});

/**
 * Spec §5: the getall path without its restaurant answers "Restaurant id is required…" (400), a route
 * the server writes by hand (for `handWritten`).
 */
export const restaurantIdRequired = (path: string) => ({
  restaurantIdRequired: { method: 'GET', path: `${path}/getall` } as const,
});

/** An online-only restaurant list: listed and created under the restaurant's path, no single-row GET. */
export const restaurantScopedRoutes = (
  path: string,
): Partial<Record<CrudOperation, RouteOverride | false>> => ({
  list: restaurantScopedList(path),
  create: restaurantScopedList(path),
  get: false,
});

/** "Seating area Terrace created" / "Seating area deleted". */
export function resourceMessage(
  resource: Pick<Resource, 'noun' | 'verbs'>,
  op: 'create' | 'update' | 'remove',
  title?: string,
): string {
  const noun = capitalised(resource.noun);
  return title === undefined ? `${noun} ${resource.verbs[op]}` : `${noun} ${title} ${resource.verbs[op]}`;
}

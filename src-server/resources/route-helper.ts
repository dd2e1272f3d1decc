// The one way a tenant-API route (under the /api/v1 prefix) is registered from a RouteContract: method, path, schemas,
// permission and envelope come from the contract, the handler returns data and a message. The
// generic resource routes and the hand-written special operations both go through it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contractErrorStatuses,
  fastifyForm,
  type RouteContract,
} from '../../src-shared/resources/route-contract.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import { users } from '../db/schema/index.js';
import { requireTenant } from '../http/access-control.js';
import { membershipAllows } from '../auth/user-access.js';
import { terminalOf } from '../audit/audit-writer.js';
import { restaurantTimeZone } from '../reservations/reservation-view.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { withTenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite, WriteContext } from '../sync/write-context.js';
import { acceptFormBodies, FORM_CONTENT_TYPES } from './form-body.js';

export const security = [{ bearerAuth: [] }];

export const ok = <T>(data: T, message?: string) =>
  message === undefined ? { success: true as const, data } : { success: true as const, data, message };

type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

/** What a contract's handler gets: the validated parts of the request and the verified tenant. */
export interface RouteCall<C extends RouteContract> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  restaurantId: number;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteAnswer<C extends RouteContract> {
  data: z.input<C['response']>;
  message?: string;
}

const formParsers = new WeakSet<FastifyInstance>();

/** Registers one route of the table; `tags` group it on the OpenAPI page. */
/** `registerRoute` for a table of contracts: routes are then named by their key in it. */
export function contractRoutes<T extends Record<string, RouteContract>>(
  app: FastifyInstance,
  contracts: T,
  tags: readonly string[],
) {
  return <K extends keyof T>(name: K, handler: (call: RouteCall<T[K]>) => Promise<RouteAnswer<T[K]>>) =>
    registerRoute(app, contracts[name], tags, handler);
}

export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  tags: readonly string[],
  handler: (call: RouteCall<C>) => Promise<RouteAnswer<C>>,
): void {
  if (contract.forms && !formParsers.has(app)) {
    acceptFormBodies(app);
    formParsers.add(app);
  }
  app.route({
    method: contract.method,
    url: fastifyForm(contract.path),
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    config: {
      access: {
        kind: 'tenant',
        permission: contract.permission,
        ...(contract.restaurantParam ? { restaurantParam: contract.restaurantParam } : {}),
      },
      errorStatuses: contractErrorStatuses(contract),
    },
    schema: {
      tags: [...tags],
      security,
      summary: contract.summary,
      ...(contract.forms ? { consumes: ['application/json', ...FORM_CONTENT_TYPES] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [contract.status]: envelopeSchema(contract.response) },
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as Out<C['params']>,
        query: request.query as Out<C['query']>,
        body: request.body as Out<C['body']>,
        restaurantId: requireTenant(request).tenant.restaurantId,
        request,
        reply,
      });
      void reply.code(contract.status);
      return ok(answer.data, answer.message);
    },
  });
}

/**
 * Registers routes under one OpenAPI tag: `route(contract, handler)` for each row of a file's table,
 * and `route.write(contract, service, args, message)` for a row that runs one domain write in its
 * tenant transaction and answers the service's result with a message.
 */
export function routeTable(app: FastifyInstance, tags: readonly string[], deps?: RouteDeps) {
  const route = <C extends RouteContract>(
    contract: C,
    handler: (call: RouteCall<C>) => Promise<RouteAnswer<C>>,
  ) => registerRoute(app, contract, tags, handler);
  const write = <C extends RouteContract, A, R extends z.input<C['response']>>(
    contract: C,
    service: DomainWrite<A, R>,
    args: (call: RouteCall<C>) => A,
    message: string | ((result: R, call: RouteCall<C>) => string),
  ) =>
    route(contract, async (call) => {
      if (!deps) throw new Error(`routeTable(${tags.join(', ')}) needs its deps to write`);
      const data = await runWrite(deps, call.request, service, args(call));
      const text = typeof message === 'string' ? message : message(data, call);
      // A write that went ahead past a restriction says so (an overridden pacing limit).
      const warnings = writeWarnings.get(call.request) ?? [];
      return { data, message: warnings.length > 0 ? `${text}. ${warnings.join('. ')}` : text };
    });
  return Object.assign(route, { write });
}

/** The write's input of a route on one row: its id. */
export const byId = ({ params }: { params: { id: string } }) => ({ id: params.id });
/** The write's input of an edit: the row's id and the body as the patch. */
export const idAndPatch = <B>({ params, body }: { params: { id: string }; body: B }) => ({
  id: params.id,
  patch: body,
});

/** Warnings of each request's write (WriteContext.warnings), for the answer's message. */
const writeWarnings = new WeakMap<FastifyRequest, string[]>();

/**
 * Who writes, where: the verified tenant, its time zone, the acting user's display name, what they
 * may do, and who they are for the audit trail.
 */
export async function writeContextOf(deps: RouteDeps, request: FastifyRequest): Promise<WriteContext> {
  const { auth, tenant } = requireTenant(request);
  const [timeZone, [user]] = await Promise.all([
    restaurantTimeZone(deps.db, tenant.restaurantId),
    deps.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, auth.access.userId)),
  ]);
  const actorName = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : auth.access.email;
  const warnings: string[] = [];
  writeWarnings.set(request, warnings);
  return {
    restaurantId: tenant.restaurantId,
    timeZone,
    actorName,
    may: (permission) => membershipAllows(tenant, permission),
    audit: {
      userId: auth.access.userId,
      name: actorName,
      role: tenant.roleName,
      terminal: terminalOf(request),
      source: 'api',
    },
    warnings,
  };
}

/** A REST write as the audit trail names it: its method and route. */
export const operationOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url}`;

/** Runs one domain write in its own tenant transaction; the commit pokes the tenant room. */
export async function runWrite<Args, Result>(
  deps: RouteDeps,
  request: FastifyRequest,
  service: DomainWrite<Args, Result>,
  args: Args,
): Promise<Result> {
  const ctx = await writeContextOf(deps, request);
  const audit = ctx.audit && { actor: ctx.audit, operation: operationOf(request) };
  return withTenantWrite(
    deps.db,
    ctx.restaurantId,
    (write) => service(write, ctx, args),
    deps.changes,
    audit,
  );
}
